import type { NassauBet, RoundState } from '../../../../golf';
import { MatchBanner, matchRowFrom, type LabelledMatch } from './match-parts';
import { optionFieldsOf } from './option-fields';
import type { FormatPanel } from './panel';

function nassauBets(state: RoundState): readonly NassauBet[] {
  return state.play.kind === 'nassau' ? state.play.bets : [];
}

function matchesOf(state: RoundState): LabelledMatch[] {
  return nassauBets(state).flatMap((bet) => (bet.play.kind === 'match' ? [{ label: bet.label, match: bet.play.match }] : []));
}

function NassauBanner({ state }: { state: RoundState }) {
  return <MatchBanner matches={matchesOf(state)} />;
}

// A nassau on the screens: its mode on the create form; in match mode a banner line per bet and a Match row from the
// front and back nines. A nassau ends on the 18th, so no early prompt.
export const nassauPanel: FormatPanel = {
  CreateOptions: optionFieldsOf('nassau'),
  Banner: NassauBanner,
  Controls: null,
  lobbyNote: () => null,
  matchRow: (state) => {
    const nines = nassauBets(state).filter((bet) => bet.key !== 'overall');
    const matches = nines.flatMap((bet) => (bet.play.kind === 'match' ? [bet.play.match] : []));
    return matches.length > 0 ? matchRowFrom(matches) : null;
  },
  decidedResult: () => null,
};
