// Game formats as a discriminated union (house style): every switch over `type` ends in
// assertNever, so adding skins, stableford or wolf later is a compile error wherever it matters.

/** How a nassau is scored: each of its three bets as a match or as a stroke total (rules.md §4). */
export type NassauMode = (typeof NASSAU_MODES)[number];

/** Every nassau mode (spec 001 §3). */
export const NASSAU_MODES = ['stroke', 'match'] as const;

/** A game format (rules.md §4); nassau carries its mode. */
export type Format =
  | { readonly type: 'stroke' }
  | { readonly type: 'match' }
  | { readonly type: 'bestball' }
  | { readonly type: 'nassau'; readonly mode: NassauMode };

/** The stored gameType of a format (spec 001 §3: stroke, match, bestball, nassau). */
export type GameType = Format['type'];

/** Every game type that can be created today, in the create form's order (spec 001 §2). */
export const GAME_TYPES = ['stroke', 'match', 'bestball', 'nassau'] as const satisfies readonly GameType[];

/** Formats shown disabled as 'Coming Soon..' on the create form (spec 001 §2). */
export const COMING_SOON_GAME_TYPES: readonly string[] = [
  'skins',
  'stableford',
  'worstball',
  'alternateshot',
  'wolf',
  'wolfhammer',
];

/** Display names of the formats shown disabled as 'Coming Soon..' (spec 001 §2). */
const COMING_SOON_NAMES: Readonly<Record<string, string>> = {
  skins: 'Skins',
  stableford: 'Stableford',
  worstball: 'Worst Ball',
  alternateshot: 'Alternate Shot',
  wolf: 'Wolf',
  wolfhammer: 'Wolf Hammer',
};

/** The display name of a format that is not playable yet (COMING_SOON_GAME_TYPES); its raw type when unknown. */
export function comingSoonFormatName(type: string): string {
  return COMING_SOON_NAMES[type] ?? type;
}

/** Marks a switch as exhaustive: a new union member makes the call site fail to compile. */
export function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${JSON.stringify(value)}`);
}

/** True when `text` is one of the game types the engine knows. */
export function gameTypeIsValid(text: string): text is GameType {
  return (GAME_TYPES as readonly string[]).includes(text);
}

/** True when `text` is a nassau mode. */
export function nassauModeIsValid(text: string): text is NassauMode {
  return (NASSAU_MODES as readonly string[]).includes(text);
}

/**
 * The Format for stored columns gameType and nassauMode, or null for an unknown type.
 * A nassau without a mode is read as match mode, the create form's default (spec 001 §4).
 */
export function formatFrom(gameType: string, nassauMode: string | null | undefined): Format | null {
  if (!gameTypeIsValid(gameType)) return null;
  switch (gameType) {
    case 'stroke':
    case 'match':
    case 'bestball':
      return { type: gameType };
    case 'nassau':
      return { type: 'nassau', mode: nassauMode === 'stroke' ? 'stroke' : 'match' };
    default:
      return assertNever(gameType);
  }
}

/**
 * The Format of a game's gameType and nassauMode columns, which must hold a known type: the database checks it
 * and the contract lets only known types through, so an unknown one is drifted data and throws.
 */
export function requireFormat(game: { readonly gameType: string; readonly nassauMode: string | null | undefined }): Format {
  const format = formatFrom(game.gameType, game.nassauMode);
  if (!format) throw new Error(`Unknown game type: ${game.gameType}`);
  return format;
}

/** The stored nassauMode of a format: the mode for nassau, null otherwise. */
export function formatNassauMode(format: Format): NassauMode | null {
  return format.type === 'nassau' ? format.mode : null;
}

/** The format's display name, as used in hints and game names ("Sam's Nassau", rules.md §11). */
export function formatName(type: GameType): string {
  switch (type) {
    case 'stroke':
      return 'Stroke Play';
    case 'match':
      return 'Match Play';
    case 'bestball':
      return 'Best Ball';
    case 'nassau':
      return 'Nassau';
    default:
      return assertNever(type);
  }
}

/** The header's format label; a nassau shows its mode (spec 001 §2), e.g. "Nassau (Match Play)". */
export function formatLabel(format: Format): string {
  if (format.type !== 'nassau') return formatName(format.type);
  return `Nassau (${format.mode === 'match' ? 'Match Play' : 'Stroke Play'})`;
}

/** Bets a format settles: one, or three for nassau (rules.md §5). */
export function formatBetCount(format: Format): 1 | 3 {
  switch (format.type) {
    case 'stroke':
    case 'match':
    case 'bestball':
      return 1;
    case 'nassau':
      return 3;
    default:
      return assertNever(format);
  }
}

/** True when the format is decided hole by hole as a match (rules.md §4; drives the match banner). */
export function formatIsMatchPlay(format: Format): boolean {
  switch (format.type) {
    case 'stroke':
      return false;
    case 'match':
    case 'bestball':
      return true;
    case 'nassau':
      return format.mode === 'match';
    default:
      return assertNever(format);
  }
}
