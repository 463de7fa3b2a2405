import { pointsUnit, type RoundState, type StablefordPlay } from '../../../../golf';
import { optionFieldsOf } from './option-fields';
import type { FormatPanel } from './panel';
import { CountsBanner, countsByName } from './points-parts';

function stablefordOf(state: RoundState): StablefordPlay | null {
  return state.play.kind === 'stableford' ? state.play.stableford : null;
}

function countsOf(state: RoundState, play: StablefordPlay) {
  return countsByName(
    state,
    play.totals.map((entry) => ({ playerId: entry.playerId, value: entry.points })),
  );
}

/** The last counted hole's points, "Hole 4: Ana 3, Ben 2", or null before any hole counts. */
function lastHoleText(state: RoundState, play: StablefordPlay): string | null {
  const last = play.holes.at(-1);
  if (!last) return null;
  const names = state.players.map((player) => player.name);
  return `Hole ${String(last.holeNumber)}: ${last.points.map((points, index) => `${names[index] ?? ''} ${String(points)}`).join(', ')}`;
}

function StablefordBanner({ state }: { state: RoundState }) {
  const play = stablefordOf(state);
  if (!play) return null;
  return <CountsBanner label="Stableford points" counts={countsOf(state, play)} unit={pointsUnit} note={lastHoleText(state, play)} />;
}

// Stableford on the screens (product §R13): its points table on the create form; a banner with each player's total,
// most first, and the last hole's points; the scorecard's row shows the points of each counted hole.
export const stablefordPanel: FormatPanel = {
  CreateOptions: optionFieldsOf('stableford'),
  Banner: StablefordBanner,
  Controls: null,
  lobbyNote: () => null,
  matchRow: (state) => {
    const play = stablefordOf(state);
    if (!play) return null;
    return new Map(play.holes.map((hole) => [hole.holeNumber, hole.points.join('/')]));
  },
  decidedResult: () => null,
};
