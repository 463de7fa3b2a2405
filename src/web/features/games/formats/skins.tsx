import { skinsAtStakeText, skinsUnit, type RoundState, type SkinsPlay } from '../../../../golf';
import { optionFieldsOf } from './option-fields';
import type { FormatPanel } from './panel';
import { CountsBanner, countsByName } from './points-parts';

function skinsOf(state: RoundState): SkinsPlay | null {
  return state.play.kind === 'skins' ? state.play.skins : null;
}

function countsOf(state: RoundState, play: SkinsPlay) {
  return countsByName(
    state,
    play.skins.map((entry) => ({ playerId: entry.playerId, value: entry.skins })),
  );
}

function SkinsBanner({ state }: { state: RoundState }) {
  const play = skinsOf(state);
  if (!play) return null;
  return <CountsBanner label="Skins" counts={countsOf(state, play)} unit={skinsUnit} note={skinsAtStakeText(play)} />;
}

// Skins on the screens (product §R13): its options on the create form; a banner with each player's skins and the carry
// at stake next; the scorecard's row shows who took each hole's skins ("Ana 3") or "Carry".
export const skinsPanel: FormatPanel = {
  CreateOptions: optionFieldsOf('skins'),
  Banner: SkinsBanner,
  Controls: null,
  lobbyNote: () => null,
  matchRow: (state) => {
    const play = skinsOf(state);
    if (!play) return null;
    const names = new Map(state.players.map((player) => [player.id, player.name.split(' ')[0] ?? player.name]));
    return new Map(play.holes.map((hole) => [hole.holeNumber, hole.winnerId === null ? 'Carry' : `${names.get(hole.winnerId) ?? ''} ${String(hole.atStake)}`]));
  },
  decidedResult: () => null,
};
