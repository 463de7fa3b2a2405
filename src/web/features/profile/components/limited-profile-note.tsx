import { LockIcon } from 'lucide-react';

/** What a stranger sees in place of the tabs (product §G6): why there is nothing but a name and a Player ID. */
export function LimitedProfileNote({ name }: { name: string }) {
  return (
    <div className="flex items-start gap-3 rounded-xl border border-dashed bg-muted/30 p-4">
      <LockIcon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
      <p className="text-sm text-muted-foreground">
        {name}'s handicap, stats, past games and achievements are visible to their friends and playing partners.
      </p>
    </div>
  );
}
