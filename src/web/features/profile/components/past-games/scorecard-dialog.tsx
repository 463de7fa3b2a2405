import type { ProfileGame } from '../../../../../contract/profile';
import type { PlayerHole } from '../../../../../golf';
import { ScoreCell } from '../../../../components/score-cell';
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../components/ui/dialog';
import { formatDate } from '../../../../lib/format';
import { cn } from '../../../../lib/utils';
import { type CardSum, cardNines, cardSums, pastGameCard } from '../../lib/past-game';
import { handicapText } from '../header/handicap-text';

const cell = 'px-2 py-1.5 text-center tabular-nums';

/**
 * View Scorecard (product §G2): the golfer's card of one past game, a row a hole so it reads on a phone without
 * scrolling sideways: par, gross strokes with the scorecard's marks of the net score, and net; Out after the front
 * nine, In and Total at the end.
 */
export function ScorecardDialog({ game }: { game: ProfileGame }) {
  const card = pastGameCard(game.scores);
  const nines = cardNines(card);
  const { out, back, total } = cardSums(card);
  return (
    <DialogContent className="p-4 sm:p-6">
      <DialogHeader className="pr-10 text-left">
        <DialogTitle>Scorecard</DialogTitle>
        <DialogDescription>
          {game.name} · {game.courseName} · {formatDate(game.completedAt)} · Handicap {handicapText(game.handicap)}
        </DialogDescription>
      </DialogHeader>
      {card.length === 0 ? (
        <p className="text-sm text-muted-foreground">No scores were entered in this game.</p>
      ) : (
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">Scorecard of {game.name}</caption>
          <thead>
            <tr className="border-b text-xs text-muted-foreground">
              <th scope="col" className={cn(cell, 'text-left')}>
                Hole
              </th>
              <th scope="col" className={cell}>
                Par
              </th>
              <th scope="col" className={cell}>
                Strokes
              </th>
              <th scope="col" className={cell}>
                Net
              </th>
            </tr>
          </thead>
          <tbody>
            {nines.front.map(holeRow)}
            <SumRow sum={out} />
            {nines.back.map(holeRow)}
            <SumRow sum={back} />
            <SumRow sum={total} />
          </tbody>
        </table>
      )}
    </DialogContent>
  );
}

function holeRow(hole: PlayerHole) {
  return (
    <tr key={hole.holeNumber} className="border-t border-border/60" data-hole={hole.holeNumber}>
      <th scope="row" className={cn(cell, 'text-left font-medium')}>
        {hole.holeNumber}
      </th>
      <td className={cn(cell, 'text-muted-foreground')}>{hole.par}</td>
      <td className={cell}>
        <ScoreCell hole={hole} />
      </td>
      <td className={cell}>{hole.net}</td>
    </tr>
  );
}

function SumRow({ sum }: { sum: CardSum }) {
  return (
    <tr className="border-t bg-muted/50 font-semibold">
      <th scope="row" className={cn(cell, 'text-left')}>
        {sum.label}
      </th>
      <td className={cell}>{sum.par}</td>
      <td className={cell}>{sum.gross}</td>
      <td className={cell}>{sum.net}</td>
    </tr>
  );
}
