import type { GameDetail } from '../../../../../contract/games-responses';
import { potFor, centsFromDollars } from '../../../../../golf';
import { formatMoney } from '../../../../lib/games/money';
import { gameFormatOf } from '../../../../lib/games/round';
import { currentHoleOf, gameStage, holeOf } from '../../lib/game-view';

/** The banner (product §G2): Game Lobby, Hole N with its par, yards and HCP, or Game Complete; and the Total Pot. */
export function HoleBanner({ game }: { game: GameDetail }) {
  const stage = gameStage(game);
  // A nine-hole game's banner stays within its nine (product §R14).
  const currentHole = currentHoleOf(game);
  const hole = stage === 'playing' ? holeOf(game, currentHole) : null;
  const title = stage === 'lobby' ? 'Game Lobby' : stage === 'playing' ? `Hole ${String(currentHole)}` : 'Game Complete';
  const pot = potFor(gameFormatOf(game), centsFromDollars(game.betAmount), game.playerCount);
  return (
    <section aria-label="Current hole" className="rounded-2xl bg-primary p-4 text-primary-foreground shadow-sm sm:p-5">
      <div className="flex items-end justify-between gap-4">
        <div>
          <p className="text-3xl font-black tracking-tight sm:text-4xl">{title}</p>
          {hole ? (
            <dl className="mt-2 flex gap-4 text-sm">
              <Fact term="Par" value={hole.par} />
              <Fact term="Yards" value={hole.yardage} />
              <Fact term="HCP" value={hole.handicapIndex} />
            </dl>
          ) : null}
        </div>
        <dl className="text-right">
          <dt className="text-xs font-medium tracking-wide uppercase opacity-80">Total Pot</dt>
          <dd className="text-2xl font-extrabold tabular-nums">{formatMoney(pot)}</dd>
        </dl>
      </div>
    </section>
  );
}

function Fact({ term, value }: { term: string; value: number }) {
  return (
    <div className="flex items-baseline gap-1">
      <dt className="opacity-80">{term}</dt>
      <dd className="text-lg font-bold tabular-nums">{value}</dd>
    </div>
  );
}
