// What a game format is (src/golf/README.md, "Adding a format"): one definition per format, in one module of
// this folder, listed once in registry.ts. Everything the engine, the server and the screens need to know about a
// format comes from its definition, so nothing outside src/golf branches on a format's name.

import type { BetState } from '../bets';
import type { FormatPlay, PlayerState } from '../round';
import type { PlayerHole } from '../scorecard';
import type { Segment } from '../segment';
import type { ManualPress } from '../presses';
import type { WolfChoice } from '../wolf';
import type { Side, SideHole } from '../sides';
import type { Cents } from '../units';

/** An option chosen from a list (nassau's mode). `values` lists them in the create form's order. */
export interface ChoiceOption<Value extends string = string> {
  readonly kind: 'choice';
  readonly label: string;
  /** Each choice with its label and, for the create form, one line on what it means. */
  readonly values: readonly { readonly value: Value; readonly label: string; readonly description: string }[];
  readonly default: Value;
}

/** An option that is on or off (a skins game's carryover). */
export interface FlagOption {
  readonly kind: 'flag';
  readonly label: string;
  readonly default: boolean;
}

/** A whole number within bounds (a nassau's presses per nine). */
export interface CountOption {
  readonly kind: 'count';
  readonly label: string;
  readonly min: number;
  readonly max: number;
  readonly default: number;
}

/**
 * One option of a format: what it may hold and its default, and, for an option that means something only with another
 * option's choice (a nassau's presses, only in match mode), that choice: otherwise the option keeps its default and the
 * create form does not offer it. The contract builds its schema from these.
 */
export type OptionSpec = (ChoiceOption | FlagOption | CountOption) & { readonly onlyWhen?: { readonly option: string; readonly is: string } };

/** A format's options by name. */
export type OptionSpecs = Readonly<Record<string, OptionSpec>>;

/** The value an option holds. */
export type OptionValue<Spec extends OptionSpec> =
  Spec extends ChoiceOption<infer Value> ? Value : Spec extends FlagOption ? boolean : number;

/** A format's chosen options, every one present (missing ones take their defaults). */
export type OptionsOf<Specs extends OptionSpecs> = { readonly [Name in keyof Specs]: OptionValue<Specs[Name]> };

/** What a format's play is worked out from: the sides, their hole scores and the game's holes (product §R3, §R4, §R14). */
export interface PlayInput {
  readonly sides: readonly Side[];
  readonly sideHoles: readonly SideHole[];
  /** The holes the game is played over: the round, or the nine of a nine-hole game. */
  readonly segment: Segment;
  /** Each player's card by player id, for formats that look past the sides' best nets (gross skins, points). */
  readonly cards: ReadonlyMap<string, readonly PlayerHole[]>;
  /** The wolf's choices so far (product §R13); empty in other formats. */
  readonly wolfChoices: readonly WolfChoice[];
  /** A pressing nassau's manual presses (product §R15); empty in other games. */
  readonly manualPresses: readonly ManualPress[];
}

/** A player's place in the round as a format ranks it: its totals and its play (product §R6). */
export interface RankInput {
  readonly players: readonly PlayerState[];
  readonly play: FormatPlay;
}

/**
 * One game format. `Options` are the format's own options (product §R13: `formatOptions`); a format without any has
 * an empty object. Functions are pure: the same options and scores always give the same answer.
 */
export interface FormatDefinition<Type extends string = string, Specs extends OptionSpecs = OptionSpecs> {
  readonly type: Type;
  /** As in hints and game names ("Sam's Nassau", product §R11). */
  readonly name: string;
  /** One line for the create form and the admin docs. */
  readonly summary: string;
  /** The player counts (maxPlayers values) the format allows, ascending (product §G5). */
  readonly playerCounts: readonly number[];
  readonly options: Specs;
  /** The header's label: the name, and the options a golfer needs to know ("Nassau (Match Play)"). */
  label(options: OptionsOf<Specs>): string;
  /**
   * The format's one team rule: true when its players are on Red and Blue with this many players (product §R3).
   * The lobby asks for teams when this holds at maxPlayers; the sides are teams when it holds for the players
   * there are, except that two players always play each other (sides.ts, sidesAreTeams).
   */
  teams(options: OptionsOf<Specs>, playerCount: number): boolean;
  /**
   * The handicap allowance of a "whs" game, in percent (product §R12, Rules of Handicapping Appendix C): the share of
   * each course handicap played, for this many players. A game's own `allowancePercent` overrides it.
   */
  allowancePercent(options: OptionsOf<Specs>, playerCount: number): number;
  /** True for a match format, whose "whs" strokes are taken off the low player (product §R12). */
  playsOffTheLow(options: OptionsOf<Specs>): boolean;
  /** True when the format may be played over one nine (product §R14: a nassau needs all 18). */
  readonly playsNines: boolean;
  /** How the round stands (sides, holes counted, status texts) on the scores so far. */
  play(options: OptionsOf<Specs>, input: PlayInput): FormatPlay;
  /**
   * The bets of the round with their outcomes on the holes counted so far (product §R5, §R6): bets between sides, each
   * worth `betCents` from every loser, and bets counted in units (skins, points, dots), each unit worth what the bet
   * says. Bets made during a round (a nassau's presses, product §R15) are listed here too, derived from the play.
   * `segment` is the game's holes (the round, or a nine's, product §R14).
   */
  bets(options: OptionsOf<Specs>, play: FormatPlay, sides: readonly Side[], betCents: Cents, segment: Segment): readonly BetState[];
  /** The banner's pot: the most money the game can move over its `holeCount` holes (product §R5, §R13). */
  pot(options: OptionsOf<Specs>, betCents: Cents, playerCount: number, holeCount: number): Cents;
  /** What `positions` ranks by, as the results say it: "net score against par", "skins won", "points". */
  readonly rankedBy: string;
  /** Each player's finishing position, in the order of `players` (product §R6: 1, 1, 3). */
  positions(input: RankInput): readonly number[];
}
