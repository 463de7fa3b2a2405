// The Create New Game form's state, kept free of React (product §G2, §G4, §G5). Every rule is the engine's
// (src/golf) or the contract's (CreateGameSchema): this file only maps the typed text to the wire body and the
// schema's answer back to one message per field.

import { CreateGameSchema } from '../../../../contract/games';
import {
  assertNever,
  betAmountCheck,
  createFormAdjusted,
  DEFAULT_GAME_TYPE,
  formatKeeping,
  formatOptionsOf,
  type GameType,
  handicapInputText,
  handicapParse,
  MAX_PLAYERS,
  type TeeOption,
} from '../../../../golf';
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
}

/** The fields that can show a message, in the order they appear on the screen (the first one gets focus). */
export const CREATE_GAME_FIELD_ORDER = ['courseName', 'teeColor', 'handicap', 'gameType', 'betAmount', 'maxPlayers'] as const;
export type CreateGameField = (typeof CREATE_GAME_FIELD_ORDER)[number];
export type CreateGameErrors = Partial<Record<CreateGameField, string>>;

/** The form as it opens (product §G9): the given course and tee, stroke play, 5 players, the profile handicap. */
export function createGameFieldsInitial(defaults: { courseName: string; teeColor: string; handicap: number | null }): CreateGameFields {
  return {
    courseName: defaults.courseName,
    teeColor: defaults.teeColor,
    gameType: DEFAULT_GAME_TYPE,
    formatOptions: {},
    betAmount: '',
    maxPlayers: MAX_PLAYERS.default,
    handicap: handicapInputText(defaults.handicap),
    isPrivate: false,
  };
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

/** POST /api/games's body for the fields (product §G7); betAmount goes as typed, the server reads it as the form does. */
export function createGameBody(fields: CreateGameFields): CreateGameBody {
  return {
    courseName: fields.courseName ?? '',
    teeColor: fields.teeColor ?? '',
    gameType: fields.gameType,
    formatOptions: formatOptionsOf(formatKeeping(fields.gameType, fields.formatOptions)),
    betAmount: fields.betAmount.trim(),
    maxPlayers: fields.maxPlayers,
    creatorHandicap: creatorHandicap(fields.handicap),
    isPrivate: fields.isPrivate,
  };
}

const bodyFields: Partial<Record<PropertyKey, CreateGameField>> = {
  courseName: 'courseName',
  teeColor: 'teeColor',
  gameType: 'gameType',
  betAmount: 'betAmount',
  maxPlayers: 'maxPlayers',
  creatorHandicap: 'handicap',
};

/**
 * One message per field for the body, as the server would answer (CreateGameSchema); empty when it may be sent.
 * The schema checks the bet only once every other field passes, so the bet is also checked on its own here.
 */
export function createGameErrors(body: CreateGameBody): CreateGameErrors {
  const errors: CreateGameErrors = {};
  const bet = betAmountCheck(body.betAmount);
  if (!bet.ok) errors.betAmount = bet.message;
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
