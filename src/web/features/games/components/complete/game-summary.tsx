import type { GameDetail } from '../../../../../contract/games-responses';
import { centsFromDollars, formatLabel } from '../../../../../golf';
import { formatMoney } from '../../../../lib/games/money';
import { gameFormatOf } from '../../../../lib/games/round';
import { ResultsSection } from './results-section';

/** Game Summary (product §G2): course, format, tees and player count, plus the bet each player put in. */
export function GameSummary({ game, playerCount }: { game: GameDetail; playerCount: number }) {
  const rows = [
    { term: 'Course', value: game.courseName },
    { term: 'Format', value: formatLabel(gameFormatOf(game)) },
    { term: 'Tees', value: game.teeColor },
    { term: 'Players', value: String(playerCount) },
    { term: 'Bet', value: formatMoney(centsFromDollars(game.betAmount)) },
  ];
  return (
    <ResultsSection id="game-summary" title="Game Summary">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        {rows.map((row) => (
          <div key={row.term} className="min-w-0">
            <dt className="text-muted-foreground">{row.term}</dt>
            <dd className="font-semibold break-words">{row.value}</dd>
          </div>
        ))}
      </dl>
    </ResultsSection>
  );
}
