// Game formats: what a game's gameType and formatOptions mean, through the registry (formats/registry.ts). Each
// format is one definition there; these functions answer for any format, so callers never branch on a name.

import type { BetState } from './bets';
import type { FormatDefinition, OptionSpec, OptionSpecs, PlayInput, RankInput } from './formats/definition';
import { DEFAULT_GAME_TYPE, FORMATS, formatDefinition, GAME_TYPES, type Format, type FormatOptions, type FormatSideBets, type GameType } from './formats/registry';
import { JUNK_OFF, junkIsOn, junkRulesCheck, type JunkRules } from './junk';
import type { FormatPlay } from './round';
import type { Segment } from './segment';
import type { Side } from './sides';
import type { Cents } from './units';
import { NASSAU_MODES, type NassauMode } from './nassau';

export type { ChoiceOption, CountOption, FlagOption, FormatDefinition, OptionSpec, OptionSpecs, OptionsOf } from './formats/definition';
export { DEFAULT_GAME_TYPE, FORMATS, GAME_TYPES, type Format, type FormatOptions, type GameType };

/** Formats shown disabled as 'Coming Soon..' on the create form (product §G2). */
export const COMING_SOON_GAME_TYPES: readonly string[] = [
  'worstball',
  'alternateshot',
  'wolfhammer',
];

/** Display names of the formats shown disabled as 'Coming Soon..' (product §G2). */
const COMING_SOON_NAMES: Readonly<Record<string, string>> = {
  worstball: 'Worst Ball',
  alternateshot: 'Alternate Shot',
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
  return Object.hasOwn(FORMATS, text);
}

/** True when `text` is a nassau mode. */
export function nassauModeIsValid(text: string): text is NassauMode {
  return (NASSAU_MODES as readonly string[]).includes(text);
}

function optionProblem(name: string, spec: OptionSpec, value: unknown): string | null {
  switch (spec.kind) {
    case 'choice': {
      const allowed = spec.values.map((entry) => entry.value);
      return typeof value === 'string' && allowed.includes(value) ? null : `${name} must be one of ${allowed.join(', ')}`;
    }
    case 'flag':
      return typeof value === 'boolean' ? null : `${name} must be true or false`;
    case 'count':
      return Number.isInteger(value) && (value as number) >= spec.min && (value as number) <= spec.max
        ? null
        : `${name} must be a whole number from ${String(spec.min)} to ${String(spec.max)}`;
    default:
      return assertNever(spec);
  }
}

/** A format's options checked: every option present (missing ones take their default), or the first problem. */
export type FormatOptionsCheck = { readonly ok: true; readonly format: Format } | { readonly ok: false; readonly message: string };

/**
 * The format of a gameType and the options given for it (product §R13: `formatOptions`): missing options take their
 * defaults; an option the format does not have, or a value it does not allow, is a problem named in the message.
 */
export function formatOptionsCheck(type: GameType, allGiven: Readonly<Record<string, unknown>>): FormatOptionsCheck {
  const { junk, ...given } = allGiven;
  const sideBets = junk === undefined ? ({ ok: true, rules: JUNK_OFF } as const) : junkRulesCheck(junk);
  if (!sideBets.ok) return sideBets;
  const specs: OptionSpecs = FORMATS[type].options;
  const unknown = Object.keys(given).find((name) => !Object.hasOwn(specs, name));
  if (unknown !== undefined) return { ok: false, message: `${formatName(type)} has no option ${unknown}` };
  const options: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(specs)) {
    const value = given[name] ?? spec.default;
    const problem = optionProblem(name, spec, value);
    if (problem !== null) return { ok: false, message: problem };
    options[name] = value;
  }
  return { ok: true, format: { ...withoutInapplicable(specs, options), ...junkOf(sideBets.rules), type } as Format };
}

/** The options with each one that means nothing with another option's choice back at its default (OptionSpec.onlyWhen). */
function withoutInapplicable(specs: OptionSpecs, options: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(options).map(([name, value]) => [name, optionApplies(specs, name, options) ? value : specs[name]?.default]));
}

/** True when option `name` means something with the other options as chosen (OptionSpec.onlyWhen). */
export function optionApplies(specs: OptionSpecs, name: string, options: Readonly<Record<string, unknown>>): boolean {
  const onlyWhen = specs[name]?.onlyWhen;
  return onlyWhen === undefined || (options[onlyWhen.option] ?? specs[onlyWhen.option]?.default) === onlyWhen.is;
}

/** The side bets a format carries: none unless some kind is played (product §R16). */
function junkOf(rules: JunkRules): FormatSideBets {
  return junkIsOn(rules) ? { junk: rules } : {};
}

/**
 * The format of `type` with the options of `given` it allows and the rest at their defaults: the create form keeps a
 * golfer's choices when they switch formats and back.
 */
export function formatKeeping(type: GameType, given: Readonly<Record<string, unknown>>): Format {
  const specs: OptionSpecs = FORMATS[type].options;
  const options: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(specs)) {
    options[name] = optionProblem(name, spec, given[name]) === null ? given[name] : spec.default;
  }
  const junk = given.junk === undefined ? null : junkRulesCheck(given.junk);
  return { ...withoutInapplicable(specs, options), ...(junk?.ok ? junkOf(junk.rules) : {}), type } as Format;
}

/**
 * The Format of a stored gameType and formatOptions, or null for an unknown type or options it does not allow. Missing
 * options take their defaults (a nassau stored before its mode was an option is read in match mode, product §G4).
 */
export function formatFrom(gameType: string, formatOptions: Readonly<Record<string, unknown>> | null | undefined): Format | null {
  if (!gameTypeIsValid(gameType)) return null;
  const checked = formatOptionsCheck(gameType, formatOptions ?? {});
  return checked.ok ? checked.format : null;
}

/**
 * The Format of a game's gameType and formatOptions, which must be known: the contract lets only known types and
 * allowed options through and the database checks the type, so anything else is drifted data and throws.
 */
export function requireFormat(game: { readonly gameType: string; readonly formatOptions: Readonly<Record<string, unknown>> | null | undefined }): Format {
  const format = formatFrom(game.gameType, game.formatOptions);
  if (!format) throw new Error(`Unknown game type or options: ${game.gameType} ${JSON.stringify(game.formatOptions)}`);
  return format;
}

/** A format's options without its type: `formatOptions` as stored and sent. */
export function formatOptionsOf(format: Format): FormatOptions {
  const { type: _type, ...options } = format;
  return options;
}

/** The nassauMode the spec's client reads: the mode of a nassau, null for every other format. */
export function formatNassauMode(format: Format): NassauMode | null {
  return 'mode' in format ? format.mode : null;
}

/** The format's display name, as used in hints and game names ("Sam's Nassau", product §R11). */
export function formatName(type: GameType): string {
  return FORMATS[type].name;
}

/** What a format's finishing positions rank by, as the results say it ("net score against par", "points"). */
export function formatRankedBy(format: Format): string {
  return formatOf(format).definition.rankedBy;
}

/** The header's format label; a nassau shows its mode (product §G2), e.g. "Nassau (Match Play)". */
export function formatLabel(format: Format): string {
  return formatOf(format).label();
}

/** A format's definition with its options applied: what the engine asks of a game's format. */
export interface FormatRules {
  readonly definition: FormatDefinition<GameType, OptionSpecs>;
  label(): string;
  teams(playerCount: number): boolean;
  allowancePercent(playerCount: number): number;
  playsOffTheLow(): boolean;
  play(input: PlayInput): FormatPlay;
  bets(play: FormatPlay, sides: readonly Side[], betCents: Cents, segment: Segment): readonly BetState[];
  pot(betCents: Cents, playerCount: number, holeCount: number): Cents;
  positions(input: RankInput): readonly number[];
}

/** The rules of a game's format, its options applied. */
export function formatOf(format: Format): FormatRules {
  const definition = formatDefinition(format.type);
  const options = formatOptionsOf(format);
  return {
    definition,
    label: () => definition.label(options),
    teams: (playerCount) => definition.teams(options, playerCount),
    allowancePercent: (playerCount) => definition.allowancePercent(options, playerCount),
    playsOffTheLow: () => definition.playsOffTheLow(options),
    play: (input) => definition.play(options, input),
    bets: (play, sides, betCents, segment) => definition.bets(options, play, sides, betCents, segment),
    pot: (betCents, playerCount, holeCount) => definition.pot(options, betCents, playerCount, holeCount),
    positions: (input) => definition.positions(input),
  };
}
