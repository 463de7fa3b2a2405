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
