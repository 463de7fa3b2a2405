import { betAmountCheck, formatKeeping, type GameType, potFor } from '../../../../../golf';
import { formatMoney } from '../../../../lib/games/money';

type PotPreviewProps = { gameType: GameType; formatOptions: Readonly<Record<string, unknown>>; betAmount: string; maxPlayers: number };

/** The pot of a full game, worked out by the engine (potFor: bet x 3 for nassau, else 1, x players; product §G9). */
export function PotPreview({ gameType, formatOptions, betAmount, maxPlayers }: PotPreviewProps) {
  // The form keeps other formats' choices too: the format takes the options it has.
  const format = formatKeeping(gameType, formatOptions);
  const bet = betAmountCheck(betAmount);
  if (!bet.ok) return null;
  const pot = potFor(format, bet.cents, maxPlayers);
  // The bets each player has on: the pot of a full game over what one bet from every player is worth.
  const bets = maxPlayers > 1 && bet.cents > 0 ? pot / (bet.cents * maxPlayers) : 1;
  const players = `${String(maxPlayers)} ${maxPlayers === 1 ? 'player' : 'players'}`;
  return (
    <section aria-label="Total pot" aria-live="polite" className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-lg bg-secondary px-4 py-3 text-secondary-foreground">
      <span className="text-sm">
        <span className="font-semibold">Total Pot</span> with {players}
        <span className="block text-xs opacity-80">
          {formatMoney(bet.cents)} × {bets > 1 ? `${String(bets)} bets × ` : ''}
          {players}
        </span>
      </span>
      <span className="text-2xl font-bold tabular-nums">{formatMoney(pot)}</span>
    </section>
  );
}
