import type { ReactNode } from 'react';
import { type PlayerHole, scoreMarkFor, type ScoreMark } from '../../golf';
import { cn } from '../lib/utils';

// Score marks (product §G2): net eagle or better a yellow circle, birdie a red circle, par plain, bogey or worse a
// dark square. Dots under the number are the handicap strokes received on the hole.
const MARKS: Record<ScoreMark, string> = {
  eagle: 'rounded-full bg-yellow-300 text-yellow-950 ring-2 ring-yellow-500 dark:bg-yellow-400',
  birdie: 'rounded-full border-2 border-red-600 text-red-700 dark:border-red-400 dark:text-red-300',
  par: '',
  bogey: 'rounded-sm bg-slate-800 text-white dark:bg-slate-200 dark:text-slate-900',
};

const MARK_NAMES: Record<ScoreMark, string> = { eagle: 'net eagle or better', birdie: 'net birdie', par: 'net par', bogey: 'net bogey or worse' };

/** One player's hole: the gross strokes with the mark of the net score, or a dash before it is played. */
export function ScoreCell({ hole }: { hole: PlayerHole }) {
  const dots = Math.max(0, hole.strokesReceived);
  // 24 px marks fit nine holes and the totals across a 390 px phone (sm: a little larger).
  if (hole.gross === null || hole.net === null) {
    return (
      <span className="flex flex-col items-center text-muted-foreground">
        <span aria-label="not played">–</span>
        <StrokeDots count={dots} />
      </span>
    );
  }
  const mark = scoreMarkFor(hole.net, hole.par);
  return (
    <span className="flex flex-col items-center">
      <span className={cn('inline-flex size-6 items-center justify-center font-semibold tabular-nums', MARKS[mark])} data-mark={mark} title={MARK_NAMES[mark]}>
        {hole.gross}
      </span>
      <StrokeDots count={dots} />
    </span>
  );
}

function StrokeDots({ count }: { count: number }) {
  if (count === 0) return <span className="h-1.5" aria-hidden />;
  return (
    <span className="flex h-1.5 gap-0.5" aria-label={`${String(count)} handicap stroke${count === 1 ? '' : 's'}`}>
      {Array.from({ length: Math.min(count, 3) }, (_, i) => (
        <span key={i} className="size-1 rounded-full bg-primary" />
      ))}
    </span>
  );
}

/** One entry of a card's legend: a sample of the mark as the card draws it, and what it means. */
export function LegendItem({ sample, children }: { sample: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-1.5">
      <span className="flex min-w-5 justify-center" aria-hidden>
        {sample}
      </span>
      <span>{children}</span>
    </li>
  );
}

/** Samples of a par 4's scores for the legend: 2 an eagle, 3 a birdie, 5 a bogey. */
const LEGEND_MARKS: readonly { mark: ScoreMark; gross: number }[] = [
  { mark: 'eagle', gross: 2 },
  { mark: 'birdie', gross: 3 },
  { mark: 'bogey', gross: 5 },
];

/**
 * The legend of the marks ScoreCell draws (issue 34: "the scorecard's markers have no legend"), from the same classes
 * and names, so the two cannot disagree; `children` adds a card's own entries (its cells' dots).
 */
export function ScoreLegend({ children }: { children?: ReactNode }) {
  return (
    <ul aria-label="Scorecard legend" className="flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-muted-foreground">
      {LEGEND_MARKS.map(({ mark, gross }) => (
        <LegendItem key={mark} sample={<span className={cn('inline-flex size-5 items-center justify-center font-semibold text-foreground tabular-nums', MARKS[mark])}>{gross}</span>}>
          {MARK_NAMES[mark]}
        </LegendItem>
      ))}
      <LegendItem sample={<StrokeDots count={1} />}>handicap stroke received</LegendItem>
      <LegendItem sample="–">not played</LegendItem>
      {children}
    </ul>
  );
}
