import type { ReactNode } from 'react';
import { cn } from '../../../lib/utils';

type SectionHeadingProps = {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'center' | 'left';
  /** id for the h2, so the section can be labelled by it (aria-labelledby) or linked to. */
  id?: string;
  className?: string;
};

/** A section's h2 with an optional small label above and a lead paragraph below. */
export function SectionHeading({ eyebrow, title, lead, align = 'center', id, className }: SectionHeadingProps) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow ? <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p> : null}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {lead ? <p className="mt-4 text-base text-pretty text-muted-foreground sm:text-lg">{lead}</p> : null}
    </div>
  );
}
