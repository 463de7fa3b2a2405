import { describe, expect, it } from 'vitest';
import type { Format } from './format';
import { MATCH_NEEDS_TEAMS, matchResultText, type MatchState } from './match-play';
import { roundState } from './round';
import { grossFromResults, repeat, testGame, type TestPlayer } from './test-support';

const MATCH: Format = { type: 'match' };
const SINGLES: readonly TestPlayer[] = [
  { id: 'sam', name: 'Sam' },
  { id: 'alex', name: 'Alex' },
];
const FOUR_BALL: readonly TestPlayer[] = [
  { id: 'r1', name: 'Ria', team: 'A' },
  { id: 'b1', name: 'Bo', team: 'B' },
  { id: 'r2', name: 'Rex', team: 'A' },
  { id: 'b2', name: 'Bea', team: 'B' },
];

/** The match of a singles game from one letter per hole (see grossFromResults). */
function singlesMatch(results: string): MatchState {
  const { a, b } = grossFromResults(results);
  return matchOf(roundState(testGame({ format: MATCH, players: SINGLES, gross: { sam: a, alex: b } })).play);
}

/** The match of a four-ball game: Ria (Red) and Bo (Blue) play the letters, partners make bogeys. */
function fourBallMatch(results: string, format: Format = MATCH): MatchState {
  const { a, b } = grossFromResults(results);
  const bogeys = a.map((s) => (s === null ? null : 9));
  return matchOf(roundState(testGame({ format, players: FOUR_BALL, gross: { r1: a, b1: b, r2: bogeys, b2: bogeys } })).play);
}

function matchOf(play: ReturnType<typeof roundState>['play']): MatchState {
  if (play.kind !== 'match') throw new Error(`expected a match, got ${play.kind}`);
  return play.match;
}

function playing(match: MatchState): Extract<MatchState, { kind: 'playing' }> {
  if (match.kind !== 'playing') throw new Error(match.status);
  return match;
}

describe('match status texts (product §R4, §G2 and §G4)', () => {
  it.each([
    { case: 'no hole counted', results: '', status: 'Match has not started', short: 'AS', counted: 0, remaining: 18 },
    { case: 'all square', results: 'ab', status: 'All Square thru 2', short: 'AS', counted: 2, remaining: 16 },
    { case: 'first player up, 1 v 1 uses the name', results: 'aab', status: 'Sam is 1UP thru 3', short: '1UP Sam', counted: 3, remaining: 15 },
    { case: 'second player up', results: 'bbbha', status: 'Alex is 2UP thru 5', short: '2UP Alex', counted: 5, remaining: 13 },
    { case: 'unscored holes do not count', results: 'a..b.a', status: 'Sam is 1UP thru 3', short: '1UP Sam', counted: 3, remaining: 15 },
  ])('singles, $case: "$status"', ({ results, status, short, counted, remaining }) => {
    const match = playing(singlesMatch(results));
    expect({ status: match.status, short: match.short, counted: match.holesCounted, remaining: match.holesRemaining }).toEqual({
      status,
      short,
      counted,
      remaining,
    });
    expect(match.decision).toBeNull();
  });

  it.each([
    { case: 'Red up', results: 'aabha', status: 'Red Team is 2UP thru 5', short: '2UP Red' },
    { case: 'Blue up', results: 'bbbhhha', status: 'Blue Team is 2UP thru 7', short: '2UP Blue' },
    { case: 'all square', results: 'abba', status: 'All Square thru 4', short: 'AS' },
  ])('four-ball, $case: "$status"', ({ results, status, short }) => {
    const match = playing(fourBallMatch(results));
    expect([match.status, match.short]).toEqual([status, short]);
  });

  it('bestball is played as four-ball match play (product §R4)', () => {
    const match = playing(fourBallMatch('aabha', { type: 'bestball' }));
    expect(match.status).toBe('Red Team is 2UP thru 5');
  });

  it.each([
    { case: '2 up with 2 to play', results: `aa${'h'.repeat(14)}`, dormie: 'Red Team is dormie', status: 'Red Team is 2UP thru 16' },
    { case: 'Blue 1 up with 1 to play', results: `b${'h'.repeat(16)}`, dormie: 'Blue Team is dormie', status: 'Blue Team is 1UP thru 17' },
    { case: 'not dormie with 3 to play', results: `aa${'h'.repeat(13)}`, dormie: null, status: 'Red Team is 2UP thru 15' },
  ])('dormie (product §R4), $case', ({ results, dormie, status }) => {
    const match = playing(fourBallMatch(results));
    expect([match.dormie, match.status]).toEqual([dormie, status]);
  });
});

describe('deciding a match (product §R4)', () => {
  it('decided 3 and 2 on the 16th, then played on: the result stays fixed', () => {
    const decidedOn16 = `aaa${'h'.repeat(13)}`;
    const before = playing(fourBallMatch(decidedOn16));
    const after = playing(fourBallMatch(`${decidedOn16}bb`));
    for (const match of [before, after]) {
      expect(match.status).toBe('Red Team Wins! (3 and 2)');
      expect(match.decision).toEqual({ kind: 'won', winnerSideId: 'team:A', loserSideId: 'team:B', result: '3 and 2', onHole: 16 });
      expect([match.holesCounted, match.holesRemaining, match.up, match.short]).toEqual([16, 2, 3, '3UP Red']);
      expect(match.dormie).toBeNull();
    }
    expect(after.holes.map((h) => h.afterDecision)).toEqual([...repeat(false, 16), true, true]);
    expect(after.holes.at(-1)?.up).toBe(1);
  });

  it.each([
    { case: '10 and 8 (singles)', results: 'a'.repeat(10), status: 'Sam Wins! (10 and 8)', result: '10 and 8', onHole: 10 },
    { case: '1 up on 18', results: `a${'h'.repeat(17)}`, status: 'Sam Wins! (1 up)', result: '1 up', onHole: 18 },
    { case: '2 up on 18 after dormie', results: `a${'h'.repeat(16)}a`, status: 'Sam Wins! (2 up)', result: '2 up', onHole: 18 },
    { case: 'Alex 2 and 1', results: `bb${'h'.repeat(15)}`, status: 'Alex Wins! (2 and 1)', result: '2 and 1', onHole: 17 },
  ])('$case', ({ results, status, result, onHole }) => {
    const match = playing(singlesMatch(results));
    expect(match.status).toBe(status);
    expect(match.decision?.result).toBe(result);
    expect(match.decision?.onHole).toBe(onHole);
  });

  it('halved: all square after 18', () => {
    const match = playing(singlesMatch(`ab${'h'.repeat(16)}`));
    expect([match.status, match.short]).toEqual(['Halved', 'AS']);
    expect(match.decision).toEqual({ kind: 'halved', result: 'Halved', onHole: 18 });
  });

  it.each([
    { up: 3, remaining: 2, text: '3 and 2' },
    { up: -4, remaining: 3, text: '4 and 3' },
    { up: 1, remaining: 0, text: '1 up' },
    { up: 0, remaining: 0, text: 'Halved' },
  ])('§R4 result text: up $up with $remaining left -> "$text"', ({ up, remaining, text }) => {
    expect(matchResultText(up, remaining)).toBe(text);
  });
});

describe('which holes count and who is a side (product §R3, §R4)', () => {
  it('a hole counts only when every side has a score; a side needs only one player scored', () => {
    const state = roundState(
      testGame({
        format: MATCH,
        players: FOUR_BALL,
        // Hole 1: Blue has no score. Hole 2: only Rex (Red) and Bea (Blue) scored; Rex's 4 beats Bea's 6.
        gross: { r1: [3, null], b1: [null, null], r2: [7, 4], b2: [null, 6] },
      }),
    );
    const match = playing(matchOf(state.play));
    expect(state.sideHoles.map((h) => h.counted).slice(0, 3)).toEqual([false, true, false]);
    expect(match.holes).toEqual([{ holeNumber: 2, winnerSideId: 'team:A', up: 1, short: '1UP Red', afterDecision: false }]);
  });

  it('handicap strokes decide holes: net, not gross (product §R1, §R4)', () => {
    // Hole 2 is stroke index 1: Alex (h=1) nets 5 - 1 = 4, Sam (scratch) 5: Alex wins it.
    const players = [{ id: 'sam', name: 'Sam' }, { id: 'alex', name: 'Alex', handicap: 1 }];
    const state = roundState(testGame({ format: MATCH, players, gross: { sam: [4, 5], alex: [4, 5] } }));
    expect(playing(matchOf(state.play)).status).toBe('Alex is 1UP thru 2');
  });

  it.each([
    { case: 'four players all on Red', teams: ['A', 'A', 'A', 'A'] as const },
    { case: 'four players without teams', teams: [null, null, null, null] as const },
  ])('"Match play requires team assignments" with $case', ({ teams }) => {
    const players = FOUR_BALL.map((p, i) => ({ ...p, team: teams[i] ?? null }));
    const state = roundState(testGame({ format: MATCH, players, gross: {} }));
    expect(state.play).toEqual({ kind: 'match', match: { kind: 'unavailable', status: MATCH_NEEDS_TEAMS } });
  });
});
