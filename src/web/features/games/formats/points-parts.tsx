import type { RoundState } from '../../../../golf';

// What the formats counted in units share on the screens (skins, stableford; product §R13): a banner listing each
// player's count, most first, with a line of its own under it.

/** A player's count as the banner lists it. */
export interface PlayerCount {
  readonly name: string;
  readonly count: number;
}

/** Each player's count by the round state's names, most first (ties in join order). */
export function countsByName(state: RoundState, counts: readonly { readonly playerId: string; readonly value: number }[]): PlayerCount[] {
  const names = new Map(state.players.map((player) => [player.id, player.name]));
  return counts
    .map((entry, order) => ({ name: names.get(entry.playerId) ?? entry.playerId, count: entry.value, order }))
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .map(({ name, count }) => ({ name, count }));
}


/** The banner of a format counted in units: its title, the counts and one more line. */
export function CountsBanner({ label, counts, unit, note }: { label: string; counts: readonly PlayerCount[]; unit: (count: number) => string; note: string | null }) {
  return (
    <section aria-label={label} className="grid gap-2 rounded-xl border-2 border-primary/30 bg-primary/5 p-4">
      <p className="text-sm font-semibold text-muted-foreground uppercase">{label}</p>
      <ul className="grid gap-1">
        {counts.map((entry) => (
          <li key={entry.name} className="flex items-baseline justify-between gap-3 text-lg font-bold">
            <span className="truncate">{entry.name}</span>
            <span className="tabular-nums">{unit(entry.count)}</span>
          </li>
        ))}
      </ul>
      {note ? <p className="text-sm font-semibold text-primary">{note}</p> : null}
    </section>
  );
}
