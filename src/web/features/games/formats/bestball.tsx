import { matchPanel } from './match';
import type { FormatPanel } from './panel';

// Best ball is four-ball match play (product §R4): the screens show it as match play.
export const bestballPanel: FormatPanel = matchPanel;
