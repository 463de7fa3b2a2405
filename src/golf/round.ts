// The round state of a game: every player's card and totals, positions, sides with their hole
// scores, and how the format's bets stand (product §R2-§R6). One pure function of the game.

import type { BetKey, BetState } from './bets';
import { junkBets } from './junk';
import { assertNever, formatOf, type Format } from './format';
import type { Game, Hole, Player, Team } from './game';
import { handicapDisplay, scoreToParDisplay } from './handicap';
import type { MatchState } from './match-play';
import type { NassauBet, NassauChain, NassauMode } from './nassau';
import { cardTotals, holesInOrder, scoreLookup, scorecardFor, type CardTotals, type PlayerHole } from './scorecard';
import {
  playersInJoinOrder,
  sideHolesFor,
  sideOfPlayer,
  sideRunningToPar,
  sidesAreTeams,
  sidesFor,
  type Side,
  type SideHole,
  type SideId,
} from './sides';
import { segmentOfHolesPlayed } from './segment';
import type { SkinsPlay } from './skins';
import type { StablefordPlay } from './stableford';
import type { WolfPlay } from './wolf';
import type { StrokeStanding } from './stroke';
import type { Cents, Handicap, Strokes } from './units';

/** A player's state in the round: card, totals (product §R2) and position (product §R6). */
export interface PlayerState extends CardTotals {
  readonly id: string;
  readonly name: string;
  readonly handicap: Handicap;
  /** '+2' for a plus handicap (product §G2). */
  readonly handicapDisplay: string;
  readonly team: Team | null;
  readonly joinOrder: number;
  /** Null for a player without a team in a team format. */
  readonly sideId: SideId | null;
  readonly card: readonly PlayerHole[];
  /** netScore as shown: 'E', '+3', '-2'. */
  readonly netScoreDisplay: string;
  /** Competition ranking by netScore, lowest first; players with no score share the last place. */
  readonly position: number;
}

/** A side with its running score (team panels, product §R4). */
export interface SideState extends Side {
  /** Sum over counted holes of the side's best net minus par. */
  readonly runningToPar: Strokes;
  /** runningToPar as shown: '+N', 'E', '-N'. */
  readonly runningDisplay: string;
}

/** How the format is being played: a stroke comparison, a match (match, bestball), a nassau, skins, points (stableford) or wolf. */
export type FormatPlay =
  | { readonly kind: 'stroke'; readonly standing: StrokeStanding }
  | { readonly kind: 'match'; readonly match: MatchState }
  | { readonly kind: 'nassau'; readonly mode: NassauMode; readonly bets: readonly NassauBet[]; readonly chains: readonly NassauChain[] }
  | { readonly kind: 'skins'; readonly skins: SkinsPlay }
  | { readonly kind: 'stableford'; readonly stableford: StablefordPlay }
  | { readonly kind: 'wolf'; readonly wolf: WolfPlay };

/** Everything the screens and the server need to show or settle a game at this moment. */
export interface RoundState {
  readonly format: Format;
  readonly betCents: Cents;
  /** Players in join order. */
  readonly players: readonly PlayerState[];
  /** True when the sides are Red and Blue teams (product §R3). */
  readonly sidesAreTeams: boolean;
  readonly sides: readonly SideState[];
  /** Per hole in hole order: each side's best net, in the order of `sides`, and whether it counts. */
  readonly sideHoles: readonly SideHole[];
  readonly play: FormatPlay;
  /** The format's bets with outcomes on the holes counted so far (product §R5, §R6): one, three for nassau, or more. */
  readonly bets: readonly BetState[];
  /** True when every player has a score on every hole of the game ('All 18 Holes Complete!'). */
  readonly allHolesScored: boolean;
}

/** A finishing position as golfers say it (results, notices, past games): "1st", "2nd", "3rd", "4th", "11th", "21st". */
export function positionOrdinal(position: number): string {
  const lastTwo = position % 100;
  const suffix = lastTwo >= 11 && lastTwo <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][position % 10] ?? 'th');
  return `${String(position)}${suffix}`;
}

function playerStateOf(player: Player, card: readonly PlayerHole[], totals: CardTotals, sideId: SideId | null, position: number): PlayerState {
  // Explicit literal rather than object spread: spreading here was the engine's hot spot.
  return {
    id: player.id,
    name: player.name,
    handicap: player.handicap,
    handicapDisplay: handicapDisplay(player.handicap),
    team: player.team,
    joinOrder: player.joinOrder,
    sideId,
    card,
    holesPlayed: totals.holesPlayed,
    totalStrokes: totals.totalStrokes,
    totalNet: totals.totalNet,
    netScore: totals.netScore,
    netScoreDisplay: scoreToParDisplay(totals.netScore),
    position,
  };
}

// Every player's card and totals; positions come after, from the format's ranking rule (product §R6).
function playerStates(game: Game, holes: readonly Hole[], sides: readonly Side[]): PlayerState[] {
  const lookup = scoreLookup(game);
  const ordered = playersInJoinOrder(game.players);
  return ordered.map((player) => {
    const card = scorecardFor(player, holes, lookup.get(player.id) ?? new Map());
    const sideId = sideOfPlayer(sides, player.id)?.id ?? null;
    return playerStateOf(player, card, cardTotals(card), sideId, 0);
  });
}

function sideStateOf(side: Side, sideHoles: readonly SideHole[], index: number): SideState {
  const runningToPar = sideRunningToPar(sideHoles, index);
  const { id, team, name, shortName, playerIds } = side;
  return { id, team, name, shortName, playerIds, runningToPar, runningDisplay: scoreToParDisplay(runningToPar) };
}

/** The round state of a game from its players, holes and scores (product §R2-§R6); pure and deterministic. */
export function roundState(game: Game): RoundState {
  const holes = holesInOrder(game);
  const sides = sidesFor(game.format, game.players);
  const rules = formatOf(game.format);
  const cardsOnly = playerStates(game, holes, sides);
  const cards = new Map(cardsOnly.map((p) => [p.id, p.card]));
  const sideHoles = sideHolesFor(sides, cards, holes);
  const segment = segmentOfHolesPlayed(game.holesPlayed ?? '18');
  const play = rules.play({ sides, sideHoles, segment, cards, wolfChoices: game.wolfChoices ?? [], manualPresses: game.manualPresses ?? [] });
  // Side bets ride on every format (product §R16): after the format's own bets.
  const bets = [...rules.bets(play, sides, game.betCents, segment), ...junkBets(game.format.junk, cardsOnly, cards, game.junkMarks ?? [], segment)];
  const positions = rules.positions({ players: cardsOnly, play });
  const players = cardsOnly.map((player, index) => ({ ...player, position: positions[index] ?? cardsOnly.length }));
  return {
    format: game.format,
    betCents: game.betCents,
    players,
    sidesAreTeams: sidesAreTeams(game.format, game.players.length),
    sides: sides.map((side, index) => sideStateOf(side, sideHoles, index)),
    sideHoles,
    play,
    bets,
    allHolesScored: players.length > 0 && players.every((p) => p.holesPlayed === game.holes.length),
  };
}

/** The wolf round of a wolf game's play, or null for any other format (product §R13). */
export function wolfPlayOf(play: FormatPlay): WolfPlay | null {
  return play.kind === 'wolf' ? play.wolf : null;
}

/** Every stroke comparison of the round with its bet's key: stroke play's one, a stroke-mode nassau's three. */
export function strokeStandingsOf(play: FormatPlay): { readonly key: BetKey; readonly standing: StrokeStanding }[] {
  switch (play.kind) {
    case 'stroke':
      return [{ key: 'game', standing: play.standing }];
    case 'match':
    case 'skins':
    case 'stableford':
    case 'wolf':
      return [];
    case 'nassau':
      return play.bets.flatMap((bet) => (bet.play.kind === 'stroke' ? [{ key: bet.key, standing: bet.play.standing }] : []));
    default:
      return assertNever(play);
  }
}
