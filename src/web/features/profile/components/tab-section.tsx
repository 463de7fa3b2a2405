import type { ReactNode } from 'react';

type TabSectionProps = { id: string; title: string; aside?: ReactNode; children: ReactNode };

/** A profile tab's content, a landmark named by its h2, with something on the heading's line (a count, a button). */
export function TabSection({ id, title, aside, children }: TabSectionProps) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
