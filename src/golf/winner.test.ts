import { describe, expect, it } from 'vitest';
import type { Format } from './format';
import { roundState } from './round';
import { settlementFor } from './settlement';
import { COURSE_PARS, grossFromResults, testGame, type TestGross, type TestPlayer } from './test-support';
import { gameWinnerFor, type GameWinner } from './winner';

const NASSAU: Format = { type: 'nassau', mode: 'match', presses: 'off', maxPresses: 0 };
const PRESSING_NASSAU: Format = { type: 'nassau', mode: 'match', presses: 'auto', maxPresses: 0 };
const MATCH: Format = { type: 'match' };
const STROKE: Format = { type: 'stroke' };
const SKINS: Format = { type: 'skins', basis: 'gross', carryover: true, validation: 'none' };

// Red (Jack, Amy) v Blue (Tom, Ben); names that cannot be mistaken for each other or for a side's name.
const TEAMS: TestPlayer[] = [
  { id: 'jack', name: 'Jack Morgan', team: 'A' },
  { id: 'tom', name: 'Tom Hale', team: 'B' },
  { id: 'amy', name: 'Amy Lane', team: 'A' },
  { id: 'ben', name: 'Ben Cole', team: 'B' },
];
const SINGLES: TestPlayer[] = [
  { id: 'sam', name: 'Sam Reed' },
  { id: 'bob', name: 'Bob Stone' },
];
const THREE: TestPlayer[] = [...SINGLES, { id: 'cara', name: 'Cara Lake' }];

/** Par on every hole but the given { hole: strokes to par }. */
function card(changes: Readonly<Record<number, number>> = {}): number[] {
  return COURSE_PARS.map((par, i) => par + (changes[i + 1] ?? 0));
}

/** The winner as the banner names it: a side's name, 'halved: A, B', 'tied: A, B', or 'undecided'. */
function named(winner: GameWinner): string {
  switch (winner.kind) {
    case 'won':
      return winner.side.name;
    case 'tied':
      return `${winner.halved ? 'halved' : 'tied'}: ${winner.sides.map((side) => side.name).join(', ')}`;
    case 'undecided':
      return 'undecided';
  }
}

/** Both sides of a singles match from a string of hole results ('a' Sam wins, 'b' Bob wins, 'h' halved). */
function singles(results: string): TestGross {
  const { a, b } = grossFromResults(results);
  return { sam: a, bob: b };
}

/** One round and who won it; `lowestNet` is the player with the best net, to show where the winner differs from it. */
interface WinnerCase {
  readonly case: string;
  readonly format: Format;
  readonly players: readonly TestPlayer[];
  readonly gross: TestGross;
  readonly winner: string;
  readonly lowestNet: string;
}

describe('gameWinnerFor (issue 34: the results name who won the game)', () => {
  it.each<WinnerCase>([
    {
      case: 'a team nassau goes to the side that won more bets, not the lowest net: Red front and overall, Blue the back on Tom eagling the 10th',
      format: NASSAU,
      players: TEAMS,
      gross: { jack: card({ 1: -1 }), amy: card({ 2: -1 }), tom: card({ 10: -2 }), ben: card() },
      winner: 'Red Team',
      lowestNet: 'tom',
    },
    {
      case: 'a team nassau of one bet each and the overall halved is halved',
      format: NASSAU,
      players: TEAMS,
      gross: { jack: card({ 1: -1 }), amy: card(), tom: card({ 10: -1 }), ben: card() },
      winner: 'halved: Red Team, Blue Team',
      lowestNet: 'jack',
    },
    {
      case: 'a team nassau of three pushes is halved',
      format: NASSAU,
      players: TEAMS,
      gross: { jack: card(), amy: card({ 5: 1 }), tom: card(), ben: card({ 7: 2 }) },
      winner: 'halved: Red Team, Blue Team',
      lowestNet: 'jack',
    },
    {
      case: 'presses count as bets: Bob takes the front and both its presses, Sam the back and the overall (its press halved)',
      format: PRESSING_NASSAU,
      players: SINGLES,
      gross: singles('aabbbhhhh' + 'ahahhhhhh'),
      winner: 'Bob Stone',
      lowestNet: 'sam',
    },
    {
      case: 'a match goes to the holes won: Bob wins two holes to Sam one, though Sam holed in one',
      format: MATCH,
      players: SINGLES,
      gross: { sam: card({ 1: -3 }), bob: card({ 2: -1, 3: -1 }) },
      winner: 'Bob Stone',
      lowestNet: 'sam',
    },
    {
      case: 'stroke play goes to the lowest net total',
      format: STROKE,
      players: THREE,
      gross: { sam: card({ 4: 1 }), bob: card({ 6: 2 }), cara: card({ 9: -1 }) },
      winner: 'Cara Lake',
      lowestNet: 'cara',
    },
    {
      case: 'stroke play with two level at the top is a tie between them, not a halved game',
      format: STROKE,
      players: THREE,
      gross: { sam: card({ 4: -1 }), bob: card({ 6: 2 }), cara: card({ 9: -1 }) },
      winner: 'tied: Sam Reed, Cara Lake',
      lowestNet: 'sam',
    },
    {
      case: 'skins, bets counted in units, go to the format ranking: the most skins',
      format: SKINS,
      players: THREE,
      gross: { sam: card({ 1: -1, 2: -1, 5: 1 }), bob: card({ 3: -2 }), cara: card({ 18: 3 }) },
      winner: 'Sam Reed',
      lowestNet: 'bob',
    },
  ])('$case', ({ format, players, gross, winner, lowestNet }) => {
    const state = roundState(testGame({ format, players, gross, betCents: 500 }));
    expect(named(gameWinnerFor(state))).toBe(winner);
    const best = [...state.players].sort((a, b) => a.netScore - b.netScore)[0];
    expect(best?.id).toBe(lowestNet);
  });

  it('the side that won more bets is the side the money goes to (Red, $5 a bet: +$5.00 each)', () => {
    const state = roundState(testGame({ format: NASSAU, players: TEAMS, gross: { jack: card({ 1: -1 }), amy: card({ 2: -1 }), tom: card({ 10: -2 }), ben: card() }, betCents: 500 }));
    expect(settlementFor(state).winnings.map((entry) => [entry.playerId, entry.cents])).toEqual([
      ['jack', 500],
      ['tom', -500],
      ['amy', 500],
      ['ben', -500],
    ]);
  });

  it.each<{ case: string; players: readonly TestPlayer[]; gross: TestGross }>([
    { case: 'before any score', players: SINGLES, gross: {} },
    { case: 'with one player', players: [{ id: 'solo', name: 'Solo Pine' }], gross: { solo: card({ 1: -1 }) } },
    { case: 'with every player on one team', players: TEAMS.map((player) => ({ ...player, team: 'A' as const })), gross: { jack: card({ 1: -1 }), amy: card(), tom: card(), ben: card() } },
  ])('nobody has won $case', ({ players, gross }) => {
    expect(gameWinnerFor(roundState(testGame({ format: NASSAU, players, gross })))).toEqual({ kind: 'undecided' });
  });
});
