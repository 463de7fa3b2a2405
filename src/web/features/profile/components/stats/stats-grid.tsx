import type { ProfileStats } from '../../../../../contract/profile';

/** A figure the engine has already rounded; '—' where there is nothing to measure yet. */
function figure(value: number | null, unit = ''): string {
  return value === null ? '—' : `${String(value)}${unit}`;
}

/** Every figure of My Stats (product §G3, §R9), in a grid two wide on a phone. */
export function StatsGrid({ stats }: { stats: ProfileStats }) {
  const rows = [
    { term: 'Rounds Played', value: figure(stats.totalRounds) },
    { term: 'Average Score', value: figure(stats.averageScore) },
    { term: 'Best Round', value: figure(stats.bestRound) },
    { term: 'Birdies', value: figure(stats.totalBirdies) },
    { term: 'Birdie %', value: figure(stats.birdiePercentage, '%') },
    { term: 'Handicap Stroke Effectiveness', value: figure(stats.handicapStrokeEffectiveness, '%') },
    { term: 'Front 9 Average', value: figure(stats.avgFront9) },
    { term: 'Back 9 Average', value: figure(stats.avgBack9) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Statistics">
      {rows.map((row) => (
        <div key={row.term} className="flex min-w-0 flex-col justify-between gap-1 rounded-xl border bg-card p-4" data-testid="profile-stat">
          <dt className="text-sm font-medium break-words text-muted-foreground">{row.term}</dt>
          <dd className="text-2xl font-bold tabular-nums">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
