import type { GameType, RoundState } from '../../../../golf';
import { bestballPanel } from './bestball';
import { matchPanel } from './match';
import { nassauPanel } from './nassau';
import type { FormatPanel } from './panel';
import { skinsPanel } from './skins';
import { stablefordPanel } from './stableford';
import { strokePanel } from './stroke';
import { wolfPanel } from './wolf';

// The screens' registry of format panels, one line per format: a format the engine knows (src/golf/formats/registry.ts)
// without a panel here fails to compile.
export const FORMAT_PANELS = {
  stroke: strokePanel,
  match: matchPanel,
  bestball: bestballPanel,
  nassau: nassauPanel,
  skins: skinsPanel,
  stableford: stablefordPanel,
  wolf: wolfPanel,
} as const satisfies Record<GameType, FormatPanel>;

/** The panel of the format the round is played in. */
export function panelOf(state: RoundState): FormatPanel {
  return FORMAT_PANELS[state.format.type];
}
