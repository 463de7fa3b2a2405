// The registry of game formats: one line per format. Adding a format is a module in this folder with its tests, one
// line here, and one panel in the screens' registry (src/web/features/games/formats/registry.ts); see
// src/golf/README.md, "Adding a format".

import { bestballFormat } from './bestball';
import type { JunkRules } from '../junk';
import type { FormatDefinition, OptionSpecs, OptionsOf } from './definition';
import { matchFormat } from './match';
import { nassauFormat } from './nassau';
import { skinsFormat } from './skins';
import { stablefordFormat } from './stableford';
import { strokeFormat } from './stroke';
import { wolfFormat } from './wolf';

/** Every playable format by its gameType, in the create form's order. */
export const FORMATS = {
  stroke: strokeFormat,
  match: matchFormat,
  bestball: bestballFormat,
  nassau: nassauFormat,
  skins: skinsFormat,
  stableford: stablefordFormat,
  wolf: wolfFormat,
} as const satisfies Record<string, FormatDefinition>;

/** A playable format's stored gameType. */
export type GameType = keyof typeof FORMATS;

/** The format the create form opens on (product §G9: stroke play). */
export const DEFAULT_GAME_TYPE: GameType = 'stroke';

/** Every game type that can be created, in the create form's order (product §G2). */
export const GAME_TYPES = Object.keys(FORMATS) as [GameType, ...GameType[]];

// Assigning FORMATS here checks, when compiling, that every format is listed under its own type.
const DEFINITIONS: { readonly [Type in GameType]: FormatDefinition<Type> } = FORMATS;

/** The options of a format: `formatOptions` on the wire, every option present. */
export type FormatOptions<Type extends GameType = GameType> = OptionsOf<(typeof FORMATS)[Type]['options']>;

/** A game's format: its type and its options (a nassau's mode), e.g. { type: 'nassau', mode: 'match' }, and its junk. */
export type Format = { [Type in GameType]: { readonly type: Type } & FormatOptions<Type> & FormatSideBets }[GameType];

/** What rides on any format (product §R16): its side bets, present only when some kind is played. */
export interface FormatSideBets {
  readonly junk?: JunkRules;
}

/** The definition of a gameType, for code that works on any format. */
export function formatDefinition(type: GameType): FormatDefinition<GameType, OptionSpecs> {
  return DEFINITIONS[type];
}
