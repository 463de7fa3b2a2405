import type { ReactNode } from 'react';
import { cn } from '../../../lib/utils';

/** What the Docs tab gives each section: its anchor and its heading, as listed in the contents. */
export type DocsSectionProps = { id: string; title: string };

/** One section of the Docs tab: a card with its heading, linked from the contents by `id` (clear of the fixed top bar). */
export function DocsSection({ id, title, intro, children }: { id: string; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="grid min-w-0 scroll-mt-24 gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <div className="grid gap-1">
        <h3 id={`${id}-title`} className="text-lg font-bold">
          {title}
        </h3>
        {intro ? <p className="max-w-3xl text-sm text-muted-foreground">{intro}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** A sub-heading and its paragraphs within a Docs section. */
export function DocsTopic({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('grid max-w-3xl gap-2 text-sm leading-relaxed', className)}>
      <h4 className="font-semibold">{title}</h4>
      {children}
    </div>
  );
}
