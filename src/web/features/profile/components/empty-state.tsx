import type { ReactNode } from 'react';

/** A tab with nothing to show yet: a title and a line saying what will appear (the profile's empty lists). */
export function EmptyState({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed px-4 py-8 text-center">
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm text-muted-foreground">{children}</p>
    </div>
  );
}
