// The Create New Game form's state, kept free of React (product §G2, §G4, §G5). Every rule is the engine's
// (src/golf) or the contract's (CreateGameSchema): this file only maps the typed text to the wire body and the
// schema's answer back to one message per field.

import { AllowancePercentSchema, CreateGameSchema } from '../../../../contract/games-requests';
import {
  ALLOWANCE_PERCENT_RANGE,
  allowanceInForce,
  assertNever,
  betAmountCheck,
  createFormAdjusted,
  DEFAULT_GAME_TYPE,
  formatKeeping,
  formatName,
  formatOf,
  formatOptionsOf,
  type GameType,
  type HandicapMode,
  HANDICAP_JOIN_ERROR,
  handicapFromText,
  handicapInputText,
  handicapParse,
  type HolesPlayed,
  JUNK_VALUE_MAX,
  type JunkRules,
  MAX_PLAYERS,
  type TeeOption,
  type TeeSet,
} from '../../../../golf';
import { indexFieldRead, indexInputText, indexWireValue } from '../../../lib/handicap-index';
import type { CreateGameBody } from '../api/create-game';

/** What the form holds: the adjustable fields of the engine's CreateGameForm plus the rest, as typed. */
export interface CreateGameFields {
  readonly courseName: string | null;
  readonly teeColor: string | null;
  readonly gameType: GameType;
  /** The format's options as chosen (formatOptions); choices for another format are kept for when it is picked again. */
  readonly formatOptions: Readonly<Record<string, unknown>>;
  /** Dollars as typed. */
  readonly betAmount: string;
  readonly maxPlayers: number;
  /** The creator's handicap as typed: "+2" is a plus handicap, blank is 0 (product §G5). */
  readonly handicap: string;
  readonly isPrivate: boolean;
  /** Whether the players count drinks (product §R8): off unless the creator turns it on (issue 34). */
  readonly drinksOn: boolean;
  /** How handicaps become strokes (product §R12): "fixed", each number as strokes, or "whs". */
  readonly handicapMode: HandicapMode;
  /** The creator's Handicap Index as typed, for a "whs" game: one decimal, "+1.2" a plus index, blank 0.0. */
  readonly handicapIndex: string;
  /** The creator's tee set in a "whs" game (product §R12 `creatorTeeSet`). */
  readonly teeSet: TeeSet;
  /** A "whs" game's allowance override as typed, whole percent; blank is the format's (product §R12). */
  readonly allowancePercent: string;
  /** The holes played (product §R14), kept while a format that needs all 18 is chosen; see holesInForce. */
  readonly holesPlayed: HolesPlayed;
  /** The side bets (product §R16), any format's: kept as they are while the format changes. */
  readonly sideBets: SideBetsFields;
}

/** The side bets as chosen (product §R16): the kinds played, and what a dot is worth in dollars as typed. */
export interface SideBetsFields {
  readonly value: string;
  readonly birdies: boolean;
  readonly greenies: boolean;
  readonly sandies: boolean;
}

/** No side bets: how the form opens (product §R16, off by default). */
export const SIDE_BETS_OFF: SideBetsFields = { value: '', birdies: false, greenies: false, sandies: false };

/** True when a kind of side bet is chosen, so the game plays junk. */
export const sideBetsChosen = (sideBets: SideBetsFields): boolean => sideBets.birdies || sideBets.greenies || sideBets.sandies;

/** The fields that can show a message, in the order they appear on the screen (the first one gets focus). */
export const CREATE_GAME_FIELD_ORDER = ['courseName', 'teeColor', 'handicap', 'allowancePercent', 'gameType', 'betAmount', 'maxPlayers', 'dotValue'] as const;
export type CreateGameField = (typeof CREATE_GAME_FIELD_ORDER)[number];
export type CreateGameErrors = Partial<Record<CreateGameField, string>>;

/**
 * The bet the form opens on, in dollars (product §G2): a common friendly stake, so a game can be created without
 * typing one; 0 (no bets) or anything up to the limit is one edit away, and clearing it still shows the required message.
 */
export const DEFAULT_BET_DOLLARS = 5;

/**
 * The form as it opens (product §G9): the given course and tee, stroke play, 5 players, a $5 bet, the profile handicap;
 * fixed handicaps over 18 holes, with the profile's Handicap Index ready for a "whs" game (product §R12).
 */
export function createGameFieldsInitial(defaults: { courseName: string; teeColor: string; handicap: number | null; handicapIndex?: number | null }): CreateGameFields {
  return {
    courseName: defaults.courseName,
    teeColor: defaults.teeColor,
    gameType: DEFAULT_GAME_TYPE,
    formatOptions: {},
    betAmount: String(DEFAULT_BET_DOLLARS),
    maxPlayers: MAX_PLAYERS.default,
    handicap: handicapInputText(defaults.handicap),
    isPrivate: false,
    drinksOn: false,
    handicapMode: 'fixed',
    handicapIndex: indexInputText(defaults.handicapIndex),
    teeSet: 'M',
    allowancePercent: '',
    holesPlayed: '18',
    sideBets: SIDE_BETS_OFF,
  };
}

/** True when the chosen format may be played over a nine (product §R14: nassau needs all 18). */
export const formatPlaysNines = (fields: Pick<CreateGameFields, 'gameType' | 'formatOptions'>): boolean =>
  formatOf(formatKeeping(fields.gameType, fields.formatOptions)).definition.playsNines;

/** The holes the game is created over: the choice, or all 18 for a format that needs them. */
export const holesInForce = (fields: Pick<CreateGameFields, 'gameType' | 'formatOptions' | 'holesPlayed'>): HolesPlayed =>
  formatPlaysNines(fields) ? fields.holesPlayed : '18';

/** Why the Holes choice is not offered (product §R14), in the server's words: "Nassau needs all 18 holes". */
export const holesNeedAllMessage = (gameType: GameType): string => `${formatName(gameType)} needs all 18 holes`;

/** The format's own allowance for the chosen size (product §R12), what a blank Allowance % means. */
export const allowanceDefault = (fields: Pick<CreateGameFields, 'gameType' | 'formatOptions' | 'maxPlayers'>): number =>
  allowanceInForce(formatKeeping(fields.gameType, fields.formatOptions), null, fields.maxPlayers);

/** The Allowance % box's message: a whole percent in 0..100. */
export const ALLOWANCE_MESSAGE = `Allowance must be a whole number from ${String(ALLOWANCE_PERCENT_RANGE.min)} to ${String(ALLOWANCE_PERCENT_RANGE.max)}`;

/** True when `text` may stand in the Allowance % box while it is typed: up to three digits. */
export const allowanceTypingIsAccepted = (text: string): boolean => /^\d{0,3}$/.test(text.trim());

/** The allowance for the body: blank is the format's (null); anything else is sent for the schema to check. */
function allowanceOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The creator's index for the body (the decimal, a plus index negative); blank is none (0.0), a bad one NaN. */
function creatorIndex(text: string): number | null {
  const read = indexFieldRead(text);
  if (read.kind === 'empty') return null;
  return read.kind === 'index' ? indexWireValue(read.index) : Number.NaN;
}

/**
 * The fields after the engine's auto-adjustments (createFormAdjusted, product §G4). While the course's tees are
 * still loading there is nothing to choose from, so the tee asked for is kept until they arrive.
 */
export function createGameFieldsAdjusted(fields: CreateGameFields, tees: readonly TeeOption[]): CreateGameFields {
  const adjusted = createFormAdjusted(fields, tees);
  return {
    ...fields,
    gameType: adjusted.gameType,
    formatOptions: adjusted.formatOptions,
    maxPlayers: adjusted.maxPlayers,
    betAmount: String(adjusted.betAmount),
    teeColor: adjusted.teeColor ?? fields.teeColor,
  };
}

/** The creator's handicap for the body: blank is none (0), and text that is no handicap is sent for the schema to refuse. */
function creatorHandicap(text: string): number | null {
  const parsed = handicapParse(text);
  switch (parsed.kind) {
    case 'empty':
      return null;
    case 'handicap':
      return parsed.handicap;
    case 'out-of-range':
      return parsed.value;
    case 'not-a-number':
      return Number.NaN;
    default:
      return assertNever(parsed);
  }
}

/** The Dot value box's messages (product §R16). */
export const DOT_VALUE_MESSAGES = {
  required: 'Enter what a dot is worth (0 for nothing)',
  invalid: `Dot value must be 0 to ${String(JUNK_VALUE_MAX)} dollars, in whole cents`,
} as const;

/** A dot's worth in dollars as typed: plain decimals only; blank or anything else NaN, for the box's message. */
function dotValueOf(text: string): number {
  const trimmed = text.trim();
  return /^(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The junk of the body's formatOptions (product §R16): the kinds and the dot value, or nothing when no kind is chosen. */
function junkOption(sideBets: SideBetsFields): { junk?: { [K in keyof JunkRules]: JunkRules[K] } } {
  if (!sideBetsChosen(sideBets)) return {};
  const { birdies, greenies, sandies } = sideBets;
  return { junk: { value: dotValueOf(sideBets.value), birdies, greenies, sandies } };
}

/** The Dot value box's message, or null: none while no side bet is chosen. */
function dotValueError(sideBets: SideBetsFields): string | null {
  if (!sideBetsChosen(sideBets)) return null;
  if (sideBets.value.trim() === '') return DOT_VALUE_MESSAGES.required;
  const value = dotValueOf(sideBets.value);
  const wholeCents = Math.round(value * 100) === value * 100;
  return Number.isFinite(value) && value <= JUNK_VALUE_MAX && wholeCents ? null : DOT_VALUE_MESSAGES.invalid;
}

/** POST /api/games's body for the fields (product §G7); betAmount goes as typed, the server reads it as the form does. */
export function createGameBody(fields: CreateGameFields): CreateGameBody {
  return {
    courseName: fields.courseName ?? '',
    teeColor: fields.teeColor ?? '',
    gameType: fields.gameType,
    formatOptions: { ...formatOptionsOf(formatKeeping(fields.gameType, fields.formatOptions)), ...junkOption(fields.sideBets) },
    betAmount: fields.betAmount.trim(),
    maxPlayers: fields.maxPlayers,
    isPrivate: fields.isPrivate,
    drinksOn: fields.drinksOn,
    holesPlayed: holesInForce(fields),
    ...(fields.handicapMode === 'whs'
      ? { handicapMode: 'whs', creatorHandicap: creatorIndex(fields.handicapIndex), creatorTeeSet: fields.teeSet, allowancePercent: allowanceOf(fields.allowancePercent) }
      : { handicapMode: 'fixed', creatorHandicap: creatorHandicap(fields.handicap) }),
  };
}

const bodyFields: Partial<Record<PropertyKey, CreateGameField>> = {
  courseName: 'courseName',
  teeColor: 'teeColor',
  gameType: 'gameType',
  betAmount: 'betAmount',
  maxPlayers: 'maxPlayers',
  creatorHandicap: 'handicap',
  allowancePercent: 'allowancePercent',
};

/**
 * One message per field for the fields, as the server would answer (CreateGameSchema); empty when they may be sent.
 * The schema checks the bet and the creator's handicap only once every other field passes, so they are also checked
 * on their own here: a "fixed" handicap with the join message, a "whs" index as the engine reads it (its messages,
 * product §R12); the allowance has the box's own.
 */
export function createGameErrors(fields: CreateGameFields): CreateGameErrors {
  const body = createGameBody(fields);
  const errors: CreateGameErrors = {};
  const bet = betAmountCheck(body.betAmount);
  if (!bet.ok) errors.betAmount = bet.message;
  if (fields.handicapMode === 'whs') {
    const index = indexFieldRead(fields.handicapIndex);
    if (index.kind === 'invalid') errors.handicap = index.message;
    if (body.allowancePercent !== null && body.allowancePercent !== undefined && !AllowancePercentSchema.safeParse(body.allowancePercent).success) errors.allowancePercent = ALLOWANCE_MESSAGE;
  } else if (handicapFromText(fields.handicap) === null) {
    errors.handicap = HANDICAP_JOIN_ERROR.description;
  }
  const dotValue = dotValueError(fields.sideBets);
  if (dotValue !== null) errors.dotValue = dotValue;
  const parsed = CreateGameSchema.safeParse(body);
  for (const issue of parsed.error?.issues ?? []) {
    const field = bodyFields[issue.path[0] ?? ''];
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/** The first field with a message, in screen order, or null. */
export function firstInvalidField(errors: CreateGameErrors): CreateGameField | null {
  return CREATE_GAME_FIELD_ORDER.find((field) => errors[field] !== undefined) ?? null;
}

/** The element id of a field (the control, or the group that holds it), for labels, messages and focus. */
export function createGameFieldId(field: CreateGameField): string {
  return `create-game-${field}`;
}
