// Game-form rules shared by the create form and the server (product §G4, §G5, §G9; product §R7):
// player counts, teams, bet bounds, start checks and the create form's auto-adjustments.

import { FORMATS, formatKeeping, formatName, formatOf, formatOptionsOf, GAME_TYPES, type Format, type GameType } from './format';
import type { Team } from './game';
import { sidesAreTeams } from './sides';
import { teeDefault, type TeeOption } from './tees';
import { centsFromDollars, HOLE_COUNT, type Cents } from './units';

/** Allowed player counts (maxPlayers values) per game type, from each format's definition (product §G5, §R7). */
export const PLAYER_COUNTS: Readonly<Record<GameType, readonly number[]>> = Object.fromEntries(
  GAME_TYPES.map((type) => [type, FORMATS[type].playerCounts]),
) as unknown as Record<GameType, readonly number[]>;

/** The range of maxPlayers over every game type, and its default (product §G3, §G9: 1-5, default 5). */
export const MAX_PLAYERS = {
  min: Math.min(...Object.values(PLAYER_COUNTS).flat()),
  max: Math.max(...Object.values(PLAYER_COUNTS).flat()),
  default: 5,
} as const;
/** Fewest players who may start a game (product §G9); a solo stroke round is the one exception (product §R7). */
export const START_MIN_PLAYERS = 2;

/** Message for a player count the type does not allow (product §G5). */
export const PLAYER_COUNT_MESSAGE = 'Invalid player count for selected game type';
/** Shown when fewer than 2 players are in the lobby (product §G2). */
export const START_NEEDS_TWO_MESSAGE = 'Need at least 2 players to start the game';

/** Bet amount messages of the create form (product §G5). */
export const BET_MESSAGES = {
  required: 'Bet amount is required. Enter 0 for a fun game with no bets.',
  notANumber: 'Bet amount must be a number',
  negative: 'Bet amount cannot be negative',
  tooLarge: 'Bet amount cannot exceed $1000',
} as const;

/** Highest bet in dollars (product §G9). */
export const BET_MAX_DOLLARS = 1000;
/** Highest bet in cents, as stored. */
export const BET_MAX_CENTS = BET_MAX_DOLLARS * 100;
/** Gross strokes the server accepts per hole (product §R2). */
export const SCORE_STROKES = { min: 1, max: 20 } as const;
/** Gross strokes the scorecard inputs accept; others are ignored (product §G5). */
export const SCORECARD_STROKES = { min: 1, max: 15 } as const;
/** Hole bounds of a course, for the upload, the hole edit and the database (product §G5, §G9). */
export const HOLE_EDIT_LIMITS = {
  holeNumber: { min: 1, max: HOLE_COUNT },
  par: { min: 3, max: 6 },
  yardage: { min: 50, max: 700 },
  handicapIndex: { min: 1, max: HOLE_COUNT },
} as const;

/** A game's current hole: 1-18 while holes are played, 19 once past the last one (product §G4). */
export const CURRENT_HOLE = { min: 1, max: HOLE_COUNT + 1 } as const;

/** True when the game type allows this many players (product §G5). */
export function playerCountIsAllowed(type: GameType, count: number): boolean {
  return PLAYER_COUNTS[type].includes(count);
}

function countsText(counts: readonly number[], joiner: string): string {
  const first = counts[0] ?? 0;
  const last = counts[counts.length - 1] ?? 0;
  const contiguous = counts.length > 2 && last - first === counts.length - 1;
  return contiguous ? `${String(first)}-${String(last)}` : counts.join(joiner);
}

/**
 * The create form's hint for a game type (product §G2), from its player counts: "Stroke Play allows 1-5 players" for a
 * range, "Match Play requires 2 or 4 players" otherwise.
 */
export function playerCountHint(type: GameType): string {
  const counts = PLAYER_COUNTS[type];
  const verb = counts.length > 2 ? 'allows' : 'requires';
  return `${formatName(type)} ${verb} ${countsText(counts, ' or ')} players`;
}

/**
 * True when the lobby asks for team assignments (product §G5): the format's team rule at maxPlayers. The sides are
 * teams by the same rule for the players who are there (sidesAreTeams).
 */
export function formatNeedsTeams(format: Format, maxPlayers: number): boolean {
  return formatOf(format).teams(maxPlayers);
}

/** The allowed max players nearest to `maxPlayers`; on a tie the larger, to keep room (product §G4). */
export function maxPlayersSnapped(type: GameType, maxPlayers: number): number {
  let best = PLAYER_COUNTS[type][0] ?? 1;
  for (const allowed of PLAYER_COUNTS[type]) {
    if (Math.abs(allowed - maxPlayers) <= Math.abs(best - maxPlayers)) best = allowed;
  }
  return best;
}

/** A checked bet amount: whole cents, or the message the user sees. */
export type BetCheck = { readonly ok: true; readonly cents: Cents } | { readonly ok: false; readonly message: string };

function decimalNumber(text: string): number {
  // Plain decimals only: Number() would also take "0x10" or "1e3", which no one types as dollars.
  const trimmed = text.trim();
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Checks a bet amount in dollars as typed or sent (product §G5: required, a number, 0..1000). */
export function betAmountCheck(input: string | number | null | undefined): BetCheck {
  if (input === null || input === undefined || (typeof input === 'string' && input.trim() === '')) {
    return { ok: false, message: BET_MESSAGES.required };
  }
  const dollars = typeof input === 'number' ? input : decimalNumber(input);
  if (!Number.isFinite(dollars)) return { ok: false, message: BET_MESSAGES.notANumber };
  if (dollars < 0) return { ok: false, message: BET_MESSAGES.negative };
  if (dollars > BET_MAX_DOLLARS) return { ok: false, message: BET_MESSAGES.tooLarge };
  return { ok: true, cents: centsFromDollars(dollars) };
}

/** True when the server stores these gross strokes (product §R2: 1..20). */
export function scoreStrokesIsValid(strokes: number): boolean {
  return Number.isInteger(strokes) && strokes >= SCORE_STROKES.min && strokes <= SCORE_STROKES.max;
}

/** True when a scorecard input accepts these strokes (product §G5: 1..15, others ignored). */
export function scorecardStrokesIsValid(strokes: number): boolean {
  return Number.isInteger(strokes) && strokes >= SCORECARD_STROKES.min && strokes <= SCORECARD_STROKES.max;
}

/** The team for an "auto" assignment: the one with fewer players, A on a tie (product §R11). */
export function teamWithFewerPlayers(players: readonly { team: Team | null }[]): Team {
  const red = players.filter((p) => p.team === 'A').length;
  const blue = players.filter((p) => p.team === 'B').length;
  return blue < red ? 'B' : 'A';
}

function teamProblem(players: readonly { team: Team | null }[]): string | null {
  if (players.some((p) => p.team === null)) return 'Every player needs a team (Red or Blue)';
  if (!players.some((p) => p.team === 'A')) return 'Red Team needs at least one player';
  if (!players.some((p) => p.team === 'B')) return 'Blue Team needs at least one player';
  return null;
}

/**
 * Why the game cannot start yet, or null when it can (product §R7): at least 2 players, except a solo round of a
 * format that allows one player in a game made for one; a player count the format allows; and, when the sides are
 * teams, every player on a team and both teams with someone.
 */
export function gameStartProblem(format: Format, maxPlayers: number, players: readonly { team: Team | null }[]): string | null {
  const counts = PLAYER_COUNTS[format.type];
  const solo = counts.includes(1) && maxPlayers === 1 && players.length === 1;
  if (players.length < START_MIN_PLAYERS && !solo) return START_NEEDS_TWO_MESSAGE;
  if (!counts.includes(players.length)) return `${formatName(format.type)} needs exactly ${countsText(counts, ' or ')} players`;
  return sidesAreTeams(format, players.length) ? teamProblem(players) : null;
}

/** The bet a game of `maxPlayers` keeps (product §G4): the bet as given, but 0 for one player, who has no one to pay. */
export function betForPlayers<Bet>(maxPlayers: number, bet: Bet): Bet | 0 {
  return maxPlayers === 1 ? 0 : bet;
}

/** The create form's adjustable fields (product §G4); betAmount is in dollars as typed. */
export interface CreateGameForm {
  readonly gameType: GameType;
  /** The format's options as chosen (formatOptions); a format's options are kept while another type is picked. */
  readonly formatOptions: Readonly<Record<string, unknown>>;
  readonly maxPlayers: number;
  readonly betAmount: string | number;
  readonly teeColor: string | null;
}

/**
 * The form after its auto-adjustments (product §G4): max players snaps to an allowed value, the format's options
 * take their defaults where unset (a nassau plays match mode unless told; choices made for another format are kept
 * for when it is picked again), one player forces the bet to 0, and the tee
 * falls back to the longest available. Idempotent, so it can run on every change.
 */
export function createFormAdjusted(form: CreateGameForm, tees: readonly TeeOption[]): CreateGameForm {
  const maxPlayers = maxPlayersSnapped(form.gameType, form.maxPlayers);
  const formatOptions = { ...form.formatOptions, ...formatOptionsOf(formatKeeping(form.gameType, form.formatOptions)) };
  const betAmount = betForPlayers(maxPlayers, form.betAmount);
  return { ...form, maxPlayers, formatOptions, betAmount, teeColor: teeDefault(tees, form.teeColor) };
}
