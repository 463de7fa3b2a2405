import type { FormatPanel } from './panel';

// Stroke play on the screens: no options, no banner and no Match row; the standing is the bet's status.
export const strokePanel: FormatPanel = {
  CreateOptions: null,
  Banner: null,
  Controls: null,
  lobbyNote: () => null,
  matchRow: () => null,
  decidedResult: () => null,
};
