import { cn } from '../../../lib/utils';

type PreviewPlayer = { initials: string; name: string; handicap: number; toPar: string };

const redTeam: PreviewPlayer[] = [
  { initials: 'JM', name: 'Jack M.', handicap: 8, toPar: '-2' },
  { initials: 'TC', name: 'Tom C.', handicap: 14, toPar: '-1' },
];
const blueTeam: PreviewPlayer[] = [
  { initials: 'RB', name: 'Rob B.', handicap: 5, toPar: '+1' },
  { initials: 'DS', name: 'Dave S.', handicap: 11, toPar: 'E' },
];

const frontNinePar = [4, 4, 3, 5, 4, 4, 3, 5, 4];
const frontNineJack = [4, 3, 3, 6, 4, 5, 3, 4, 4];

/**
 * A still picture of a live nassau, built from markup instead of a screenshot so it stays sharp and follows
 * the theme. It is one image to assistive technology (role=img with a summary), not a set of controls.
 */
export function LiveRoundPreview({ className }: { className?: string }) {
  return (
    <div
      role="img"
      aria-label="Example of a live Dormie round: a nassau on hole 12 with Red Team 2 UP thru 11 and a $60.00 pot"
      className={cn('w-full max-w-sm rounded-3xl border bg-card p-2 text-card-foreground shadow-2xl shadow-primary/10', className)}
    >
      <div className="overflow-hidden rounded-2xl border bg-background">
        <div className="flex items-start justify-between gap-3 px-4 pt-4">
          <div>
            <p className="text-base font-bold leading-tight">Saturday Nassau</p>
            <p className="mt-0.5 text-xs text-muted-foreground">Pine Hollow GC · Nassau (Match)</p>
          </div>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-primary/15 px-2.5 py-1 text-xs font-semibold text-primary">
            <span className="size-1.5 rounded-full motion-safe:animate-pulse bg-primary" />
            Live
          </span>
        </div>

        <div className="mx-4 mt-3 flex items-center justify-between rounded-xl bg-primary px-3 py-2.5 text-primary-foreground">
          <div>
            <p className="text-lg font-extrabold leading-none">Hole 12</p>
            <p className="mt-1 text-[11px] opacity-85">Par 4 · 386 yds · HCP 7</p>
          </div>
          <div className="text-right">
            <p className="text-[11px] opacity-85">Total Pot</p>
            <p className="text-lg font-extrabold leading-none">$60.00</p>
          </div>
        </div>

        <p className="mx-4 mt-3 rounded-lg border border-red-500/30 bg-red-500/10 px-3 py-2 text-center text-sm font-semibold text-red-700 dark:text-red-300">
          Red Team is 2 UP thru 11
        </p>

        <div className="mt-3 grid grid-cols-2 gap-2 px-4">
          <TeamPanel name="Red Team" score="-3" players={redTeam} tone="red" />
          <TeamPanel name="Blue Team" score="+1" players={blueTeam} tone="blue" />
        </div>

        <div className="mx-4 mt-3 overflow-hidden rounded-xl border text-[11px]">
          <div className="grid grid-cols-[3.25rem_repeat(9,1fr)_2rem] bg-muted/70 font-semibold">
            <span className="px-2 py-1.5">Hole</span>
            {frontNinePar.map((_, index) => (
              <span key={index} className="py-1.5 text-center">
                {index + 1}
              </span>
            ))}
            <span className="py-1.5 text-center">Out</span>
          </div>
          <div className="grid grid-cols-[3.25rem_repeat(9,1fr)_2rem] border-t text-muted-foreground">
            <span className="px-2 py-1.5">Par</span>
            {frontNinePar.map((par, index) => (
              <span key={index} className="py-1.5 text-center">
                {par}
              </span>
            ))}
            <span className="py-1.5 text-center">36</span>
          </div>
          <div className="grid grid-cols-[3.25rem_repeat(9,1fr)_2rem] items-center border-t font-semibold">
            <span className="px-2 py-1.5">Jack</span>
            {frontNineJack.map((strokes, index) => (
              <span key={index} className="flex justify-center py-1">
                <ScoreMark strokes={strokes} par={frontNinePar[index] ?? strokes} />
              </span>
            ))}
            <span className="py-1.5 text-center">36</span>
          </div>
        </div>

        <div className="grid grid-cols-3 gap-2 p-4 text-center text-[11px]">
          <NassauBet label="Front" value="Red won" />
          <NassauBet label="Back" value="Red 1 UP" />
          <NassauBet label="Overall" value="Red 2 UP" />
        </div>
      </div>
    </div>
  );
}

function TeamPanel({ name, score, players, tone }: { name: string; score: string; players: PreviewPlayer[]; tone: 'red' | 'blue' }) {
  return (
    <div className={cn('rounded-xl border p-2', tone === 'red' ? 'border-red-500/30 bg-red-500/5' : 'border-blue-500/30 bg-blue-500/5')}>
      <div className="flex items-center justify-between">
        <p className={cn('text-xs font-bold', tone === 'red' ? 'text-red-700 dark:text-red-300' : 'text-blue-700 dark:text-blue-300')}>{name}</p>
        <p className="text-xs font-extrabold">{score}</p>
      </div>
      <ul className="mt-1.5 space-y-1">
        {players.map((player) => (
          <li key={player.initials} className="flex items-center gap-1.5 text-[11px]">
            <span className="flex size-5 items-center justify-center rounded-full bg-muted text-[9px] font-bold">{player.initials}</span>
            <span className="min-w-0 flex-1 truncate">{player.name}</span>
            <span className="text-muted-foreground">{player.handicap}</span>
            <span className="w-5 text-right font-semibold">{player.toPar}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The scorecard marks of product §G2: birdie a red circle, par plain, bogey or worse a dark square. */
function ScoreMark({ strokes, par }: { strokes: number; par: number }) {
  const diff = strokes - par;
  return (
    <span
      className={cn(
        'flex size-5 items-center justify-center',
        diff <= -2 && 'rounded-full bg-yellow-400 text-yellow-950',
        diff === -1 && 'rounded-full border-2 border-red-500',
        diff >= 1 && 'rounded-[3px] bg-foreground/85 text-background',
      )}
    >
      {strokes}
    </span>
  );
}

function NassauBet({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-muted/70 px-1 py-1.5">
      <p className="text-muted-foreground">{label}</p>
      <p className="font-semibold">{value}</p>
    </div>
  );
}
