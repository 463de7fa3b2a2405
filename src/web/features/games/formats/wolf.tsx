import type { RoundState, WolfHole, WolfPlay } from '../../../../golf';
import { lazyComponent } from '../../../lib/lazy-component';
import { playerNameOf } from '../lib/game-view';
import { firstNameOf, wolfOrderText } from '../lib/wolf-view';
import { optionFieldsOf } from './option-fields';
import type { FormatControlsProps, FormatPanel } from './panel';
import { countsByName } from './points-parts';

export function wolfOf(state: RoundState): WolfPlay | null {
  return state.play.kind === 'wolf' ? state.play.wolf : null;
}

export function countsOf(state: RoundState, play: WolfPlay) {
  return countsByName(
    state,
    play.totals.map((entry) => ({ playerId: entry.playerId, value: entry.points })),
  );
}

// Wolf on the screens (product §R13): its multipliers on the create form; a banner with the points table, most first;
// under it the wolf of the current hole and the big partner / lone / blind choice; the scorecard's row shows each
// hole's wolf and choice ("Sam+Bob", "Cy lone").
export const wolfPanel: FormatPanel = {
  CreateOptions: optionFieldsOf('wolf'),
  // The live screen's parts load with a wolf game only, not with every game screen (page weight, issue 35).
  Banner: lazyComponent<'WolfBanner', { readonly state: RoundState }>(() => import('./wolf-screens'), 'WolfBanner'),
  Controls: lazyComponent<'WolfControls', FormatControlsProps>(() => import('./wolf-screens'), 'WolfControls'),
  // Wolf goes round the players in join order, the order the API lists them (product §R13).
  lobbyNote: wolfOrderText,
  matchRow: (state) => {
    const play = wolfOf(state);
    if (!play) return null;
    const nameOf = (id: string) => firstNameOf(playerNameOf(state, id));
    const short = (hole: WolfHole) => {
      const wolf = nameOf(hole.wolfId);
      if (hole.choice === null) return '';
      return hole.choice.choice === 'partner' && hole.choice.partnerId !== null ? `${wolf}+${nameOf(hole.choice.partnerId)}` : `${wolf} ${hole.choice.choice}`;
    };
    return new Map(play.holes.map((hole) => [hole.holeNumber, short(hole)]));
  },
  decidedResult: () => null,
};
