import { TableIcon } from 'lucide-react';
import type { ProfileGame } from '../../../../../contract/profile';
import { centsFromDollars, formatLabel, formatFrom, positionOrdinal, scoreToParDisplay } from '../../../../../golf';
import { Button } from '../../../../components/ui/button';
import { formatDate } from '../../../../lib/format';
import { formatMoney, moneyTone } from '../../../../lib/games/money';
import { cn } from '../../../../lib/utils';

/** The format's label as the games screens show it ("Nassau (Match Play)"); a type the engine does not know, as sent. */
function formatText(game: ProfileGame): string {
  const format = formatFrom(game.gameType, game.formatOptions);
  return format ? formatLabel(format) : game.gameType;
}

/** One completed game: where and how it was played, the golfer's finish, strokes and winnings, and View Scorecard. */
export function PastGameCard({ game, onViewScorecard }: { game: ProfileGame; onViewScorecard: () => void }) {
  const titleId = `past-game-${String(game.id)}`;
  const winnings = centsFromDollars(game.winnings);
  const figures = [
    { term: 'Position', value: game.position === null ? '—' : `${positionOrdinal(game.position)} of ${String(game.playerCount)}` },
    { term: 'Strokes', value: String(game.totalStrokes) },
    { term: 'Net', value: scoreToParDisplay(game.netScore) },
  ];
  return (
    <article aria-labelledby={titleId} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm" data-testid="past-game">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={titleId} className="min-w-0 font-semibold break-words">
          {game.name}
        </h3>
        <time dateTime={game.completedAt} className="text-sm text-muted-foreground">
          {formatDate(game.completedAt)}
        </time>
      </div>
      <p className="text-sm break-words text-muted-foreground">
        {game.courseName} · {game.teeColor} tees · {formatText(game)}
      </p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.term}>
            <dt className="text-muted-foreground">{figure.term}</dt>
            <dd className="font-semibold tabular-nums">{figure.value}</dd>
          </div>
        ))}
        <div>
          <dt className="text-muted-foreground">Winnings</dt>
          <dd className={cn('font-semibold tabular-nums', moneyTone(winnings))}>{formatMoney(winnings, { signed: true })}</dd>
        </div>
      </dl>
      <Button variant="outline" className="justify-self-start" onClick={onViewScorecard} aria-describedby={titleId}>
        <TableIcon aria-hidden />
        View Scorecard
      </Button>
    </article>
  );
}
