import { betAmountCheck, formatBetCount, formatFrom, type GameType, type NassauMode, potFor } from '../../../../../golf';
import { formatMoney } from '../../../../lib/games/money';

type PotPreviewProps = { gameType: GameType; nassauMode: NassauMode | null; betAmount: string; maxPlayers: number };

/** The pot of a full game, worked out by the engine (potFor: bet x 3 for nassau, else 1, x players; spec 001 §9). */
export function PotPreview({ gameType, nassauMode, betAmount, maxPlayers }: PotPreviewProps) {
  const format = formatFrom(gameType, nassauMode);
  const bet = betAmountCheck(betAmount);
  if (!format || !bet.ok) return null;
  const bets = formatBetCount(format);
  const pot = potFor(format, bet.cents, maxPlayers);
  const players = `${String(maxPlayers)} ${maxPlayers === 1 ? 'player' : 'players'}`;
  return (
    <section aria-label="Total pot" aria-live="polite" className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-lg bg-secondary px-4 py-3 text-secondary-foreground">
      <span className="text-sm">
        <span className="font-semibold">Total Pot</span> with {players}
        <span className="block text-xs opacity-80">
          {formatMoney(bet.cents)} × {bets === 3 ? '3 bets × ' : ''}
          {players}
        </span>
      </span>
      <span className="text-2xl font-bold tabular-nums">{formatMoney(pot)}</span>
    </section>
  );
}
