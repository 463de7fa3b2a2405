import type { NassauBet, RoundState } from '../../../../golf';
import { lazyComponent } from '../../../lib/lazy-component';
import { MatchBanner, matchRowFrom, type LabelledMatch } from './match-parts';
import { optionFieldsOf } from './option-fields';
import type { FormatControlsProps, FormatPanel } from './panel';

// The press chains and the Press button load with a pressing nassau only, not with every game screen (page weight, issue 35).
const NassauPresses = lazyComponent<'NassauPresses', FormatControlsProps>(() => import('./nassau-presses'), 'NassauPresses');

function nassauBets(state: RoundState): readonly NassauBet[] {
  return state.play.kind === 'nassau' ? state.play.bets : [];
}

function matchesOf(state: RoundState): LabelledMatch[] {
  return nassauBets(state).flatMap((bet) => (bet.play.kind === 'match' ? [{ label: bet.label, match: bet.play.match }] : []));
}

function NassauBanner({ state }: { state: RoundState }) {
  return <MatchBanner matches={matchesOf(state)} />;
}

/** A pressing nassau's chains and Press button (product §R15); nothing for a nassau that does not press. */
function NassauControls(props: FormatControlsProps) {
  const pressing = props.state.play.kind === 'nassau' && props.state.play.chains.length > 0;
  return pressing ? <NassauPresses {...props} /> : null;
}

// A nassau on the screens: its mode on the create form; in match mode a banner line per bet and a Match row from the
// front and back nines, and when it presses each nine's press chain and the Press button (product §R15). A nassau
// ends on the 18th, so no early prompt.
export const nassauPanel: FormatPanel = {
  CreateOptions: optionFieldsOf('nassau'),
  Banner: NassauBanner,
  Controls: NassauControls,
  lobbyNote: () => null,
  matchRow: (state) => {
    const nines = nassauBets(state).filter((bet) => bet.key !== 'overall');
    const matches = nines.flatMap((bet) => (bet.play.kind === 'match' ? [bet.play.match] : []));
    return matches.length > 0 ? matchRowFrom(matches) : null;
  },
  decidedResult: () => null,
};
