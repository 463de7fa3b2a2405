import type { ReactNode } from 'react';

type PanelSectionProps = {
  /** The heading's id; the section is labelled by it. */
  id: string;
  title: string;
  /** A line under the heading (a count, what the list is). */
  summary?: ReactNode;
  /** A button beside the heading (create, upload, refresh). */
  action?: ReactNode;
  children: ReactNode;
};

/** A titled section of a panel such as an admin tab: heading, optional summary and action, then its content. */
export function PanelSection({ id, title, summary, action, children }: PanelSectionProps) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id={id} className="text-xl font-bold">
            {title}
          </h2>
          {summary ? <p className="text-sm text-muted-foreground">{summary}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
