// Sides (product §R3): who plays against whom, and a side's score on a hole (best ball).

import { formatOf, type Format } from './format';
import type { Player, Team } from './game';
import type { PlayerHole } from './scorecard';
import { strokesSum, type HoleNumber, type Strokes } from './units';

/** A side's id: "team:A" / "team:B" for teams, "player:{id}" for an individual. */
export type SideId = string;

/** A side of a comparison: Red or Blue team, or one player in individual formats (product §R3). */
export interface Side {
  readonly id: SideId;
  readonly team: Team | null;
  /** As in status texts: 'Red Team', 'Blue Team', or the player's name (product §G2). */
  readonly name: string;
  /** As in short forms ('2UP Red'): 'Red', 'Blue', or the player's name (product §G4). */
  readonly shortName: string;
  /** The side's players in join order. */
  readonly playerIds: readonly string[];
}

/** Every side's score on one hole, in the order of the sides; `counted` when every side has one (product §R4). */
export interface SideHole {
  readonly holeNumber: HoleNumber;
  readonly par: Strokes;
  readonly scores: readonly (Strokes | null)[];
  readonly counted: boolean;
}

const TEAM_NAMES: Readonly<Record<Team, { name: string; shortName: string }>> = {
  A: { name: 'Red Team', shortName: 'Red' },
  B: { name: 'Blue Team', shortName: 'Blue' },
};

/** The team's display names: A is 'Red Team' / 'Red', B is 'Blue Team' / 'Blue' (product §G3). */
export function teamName(team: Team): { name: string; shortName: string } {
  return TEAM_NAMES[team];
}

/** Players ordered by join time; equal joinOrder keeps input order. */
export function playersInJoinOrder<P extends Pick<Player, 'joinOrder'>>(players: readonly P[]): P[] {
  return [...players].sort((a, b) => a.joinOrder - b.joinOrder);
}

/**
 * True when this game's sides are Red and Blue (product §R3): the format's team rule for the players there are,
 * except that two players play each other (singles, a 1 v 1 nassau) in a format that may be played by two.
 */
export function sidesAreTeams(format: Format, playerCount: number): boolean {
  const rules = formatOf(format);
  const singles = playerCount === 2 && rules.definition.playerCounts.includes(2);
  return !singles && rules.teams(playerCount);
}

/**
 * The sides of a game (product §R3), only those with players: Red then Blue for teams (players
 * without a team belong to no side), or one side per player in join order.
 */
export function sidesFor(format: Format, players: readonly Player[]): readonly Side[] {
  const ordered = playersInJoinOrder(players);
  if (!sidesAreTeams(format, players.length)) {
    return ordered.map((p) => ({ id: `player:${p.id}`, team: null, name: p.name, shortName: p.name, playerIds: [p.id] }));
  }
  const teams: Team[] = ['A', 'B'];
  return teams
    .map((team) => ({
      id: `team:${team}`,
      team,
      ...TEAM_NAMES[team],
      playerIds: ordered.filter((p) => p.team === team).map((p) => p.id),
    }))
    .filter((side) => side.playerIds.length > 0);
}

/** The side a player is on, or null (a player without a team in a team format). */
export function sideOfPlayer(sides: readonly Side[], playerId: string): Side | null {
  return sides.find((side) => side.playerIds.includes(playerId)) ?? null;
}

/** A side's score on a hole: the lowest net among its players with a score there, else null (product §R3). */
export function sideHoleScore(nets: readonly (Strokes | null)[]): Strokes | null {
  let best: Strokes | null = null;
  for (const net of nets) {
    if (net !== null && (best === null || net < best)) best = net;
  }
  return best;
}

/**
 * Every side's best-ball score on every hole of the cards (all cards list the same holes in order);
 * a hole counts only when every side has a score on it (product §R4).
 */
export function sideHolesFor(
  sides: readonly Side[],
  cards: ReadonlyMap<string, readonly PlayerHole[]>,
  holes: readonly { holeNumber: HoleNumber; par: Strokes }[],
): readonly SideHole[] {
  const noCard: readonly PlayerHole[] = [];
  const sideCards = sides.map((side) => side.playerIds.map((id) => cards.get(id) ?? noCard));
  return holes.map((hole, position) => {
    const scores = sideCards.map((playerCards) => sideHoleScore(playerCards.map((card) => card[position]?.net ?? null)));
    const counted = sides.length > 0 && scores.every((score) => score !== null);
    return { holeNumber: hole.holeNumber, par: hole.par, scores, counted };
  });
}

/** A side's running score: sum over counted holes of its best net minus par (product §R4, team panels). */
export function sideRunningToPar(sideHoles: readonly SideHole[], sideIndex: number): Strokes {
  const diffs: Strokes[] = [];
  for (const hole of sideHoles) {
    const score = hole.scores[sideIndex];
    if (hole.counted && score !== undefined && score !== null) diffs.push((score - hole.par) as Strokes);
  }
  return strokesSum(diffs);
}
