import type { RoundState } from '../../../../golf';
import { decidedStatus, MatchBanner, matchRowFrom, roundMatch } from './match-parts';
import type { FormatPanel } from './panel';

function RoundMatchBanner({ state }: { state: RoundState }) {
  const match = roundMatch(state);
  return <MatchBanner matches={match ? [{ label: null, match }] : []} />;
}

// Match play (and best ball, played as four-ball match play) on the screens: the one match's banner, Match row and
// 'Match Complete!' prompt.
export const matchPanel: FormatPanel = {
  CreateOptions: null,
  Banner: RoundMatchBanner,
  Controls: null,
  lobbyNote: () => null,
  matchRow: (state) => {
    const match = roundMatch(state);
    return match ? matchRowFrom([match]) : null;
  },
  decidedResult: (state) => {
    const match = roundMatch(state);
    return match ? decidedStatus(match) : null;
  },
};
