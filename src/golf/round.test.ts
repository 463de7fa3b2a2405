import { describe, expect, it } from 'vitest';
import type { Format } from './format';
import { positionsFor } from './ranking';
import { positionOrdinal, roundState } from './round';
import { gameFrom } from './game';
import { SEGMENT_ROUND } from './segment';
import { COURSE_PARS, testGame, type TestGross } from './test-support';

const STROKE: Format = { type: 'stroke' };

describe('player totals (product §R2)', () => {
  it('totalStrokes sums gross, netScore sums net minus par of the holes played; unscored holes count for nothing', () => {
    // Holes 1-4 (pars 4, 5, 3, 4; indexes 7, 1, 15, 3). h=8: a stroke on holes 1, 2 and 4, none on 3.
    const state = roundState(testGame({ format: STROKE, players: [{ id: 'kim', handicap: 8 }], gross: { kim: [6, 5, 2] } }));
    const [kim] = state.players;
    expect(kim).toMatchObject({ holesPlayed: 3, totalStrokes: 13, totalNet: 11, netScore: -1, netScoreDisplay: '-1' });
    expect(kim?.card.slice(0, 4).map((h) => [h.gross, h.strokesReceived, h.net])).toEqual([
      [6, 1, 5],
      [5, 1, 4],
      [2, 0, 2],
      [null, 1, null],
    ]);
  });

  it.each([
    { handicap: 0, gross: 80, netScore: 8, display: '+8' },
    { handicap: 18, gross: 90, netScore: 0, display: 'E' },
    { handicap: 19, gross: 90, netScore: -1, display: '-1' },
    { handicap: 36, gross: 110, netScore: 2, display: '+2' },
    { handicap: 54, gross: 130, netScore: 4, display: '+4' },
    { handicap: -1, gross: 71, netScore: 0, display: 'E' },
    { handicap: -5, gross: 69, netScore: 2, display: '+2' },
  ])('§R1/§R2 over 18 holes: h=$handicap, gross $gross -> netScore $netScore ($display)', ({ handicap, gross, netScore, display }) => {
    // Spread the gross over the course: par everywhere, the rest on hole 1.
    const strokes = COURSE_PARS.map((par, i) => (i === 0 ? par + gross - 72 : par));
    const state = roundState(testGame({ format: STROKE, players: [{ id: 'p', handicap }], gross: { p: strokes } }));
    expect(state.players[0]).toMatchObject({ totalStrokes: gross, netScore, netScoreDisplay: display, holesPlayed: 18 });
  });

  it('scores for unknown players or holes outside the game are ignored; a repeated score replaces the earlier one', () => {
    const game = gameFrom({
      format: STROKE,
      betCents: 0,
      holes: [
        { holeNumber: 1, par: 4, yardage: 301, handicapIndex: 2 },
        { holeNumber: 2, par: 3, yardage: 152, handicapIndex: 1 },
      ],
      players: [{ id: 'p', name: 'Pat', handicap: 0, team: null, joinOrder: 0 }],
      scores: [
        { playerId: 'p', holeNumber: 1, strokes: 5 },
        { playerId: 'p', holeNumber: 1, strokes: 7 },
        { playerId: 'ghost', holeNumber: 2, strokes: 3 },
        { playerId: 'p', holeNumber: 3, strokes: 2 },
      ],
    });
    const [pat] = roundState(game).players;
    expect([pat?.holesPlayed, pat?.totalStrokes, pat?.card.length]).toEqual([1, 7, 2]);
  });
});

describe('positions: competition ranking by netScore, lowest first (product §R6)', () => {
  it.each([
    { case: 'tie for first among 2', scores: [-2, -2, 1], positions: [1, 1, 3] },
    { case: 'tie for first among 3', scores: [3, 3, 3, 5], positions: [1, 1, 1, 4] },
    { case: 'tie in the middle', scores: [4, -1, 2, 2, 0], positions: [5, 1, 3, 3, 2] },
    { case: 'all different', scores: [6, -3, 0], positions: [3, 1, 2] },
  ])('$case: $scores -> $positions', ({ scores, positions }) => {
    expect(positionsFor(scores.map((netScore) => ({ netScore, holesPlayed: 9 })))).toEqual(positions);
  });

  it('players with no scores rank after everyone with one, tied with each other', () => {
    const entries = [
      { netScore: 0, holesPlayed: 0 },
      { netScore: 4, holesPlayed: 2 },
      { netScore: 0, holesPlayed: 0 },
      { netScore: -1, holesPlayed: 3 },
    ];
    expect(positionsFor(entries)).toEqual([3, 2, 3, 1]);
  });

  it('in a round state: ties for first among 3 players in stroke play', () => {
    const gross: TestGross = { a: [5, 5], b: [4, 6], c: [6, 4], d: [6, 6] };
    const state = roundState(testGame({ format: STROKE, players: ['a', 'b', 'c', 'd'].map((id) => ({ id })), gross }));
    expect(state.players.map((p) => [p.id, p.netScore, p.position])).toEqual([
      ['a', 1, 1],
      ['b', 1, 1],
      ['c', 1, 1],
      ['d', 3, 4],
    ]);
  });
});

describe('stroke play (product §R4)', () => {
  it('lowest total net over the counted holes wins; holes missing a score for anyone do not count', () => {
    // Hole 3: b has no score, so only holes 1-2 count: a 9 v b 10. On all holes played b would lead.
    const gross: TestGross = { a: [4, 5, 9], b: [5, 5] };
    const state = roundState(testGame({ format: STROKE, players: [{ id: 'a' }, { id: 'b' }], gross }));
    if (state.play.kind !== 'stroke') throw new Error('expected stroke');
    expect(state.play.standing).toMatchObject({ holesCounted: 2, leaderSideIds: ['player:a'], status: 'a leads by 1 thru 2' });
    expect(state.bets).toEqual([
      { key: 'game', kind: 'stroke', label: 'Game', holes: SEGMENT_ROUND, status: 'a leads by 1 thru 2', outcome: { kind: 'won', winnerSideIds: ['player:a'], loserSideIds: ['player:b'] } },
    ]);
  });

  it('a solo round has no contest', () => {
    const state = roundState(testGame({ format: STROKE, players: [{ id: 'solo' }], gross: { solo: [3] } }));
    expect(state.bets[0]?.outcome).toEqual({ kind: 'no-contest' });
  });
});

describe('round state', () => {
  it('players come in join order whatever the input order', () => {
    const game = testGame({ format: STROKE, players: [{ id: 'x' }, { id: 'y' }], gross: {} });
    const shuffled = { ...game, players: [...game.players].reverse() };
    expect(roundState(shuffled).players.map((p) => p.id)).toEqual(['x', 'y']);
  });

  it('team panels: running score is the sum over counted holes of best net minus par (product §R4)', () => {
    const players = [
      { id: 'r1', team: 'A' as const },
      { id: 'b1', team: 'B' as const },
      { id: 'r2', team: 'A' as const },
      { id: 'b2', team: 'B' as const },
    ];
    // Pars 4, 5, 3. Red best: 3, 5, 3 -> -1. Blue best: 5, 5, 4 -> +2. Hole 4: Blue only, not counted.
    const gross: TestGross = { r1: [3, 6, 4], r2: [5, 5, 3], b1: [5, 5, 5, 3], b2: [6, 7, 4] };
    const state = roundState(testGame({ format: { type: 'bestball' }, players, gross }));
    expect(state.sides.map((s) => [s.name, s.runningToPar, s.runningDisplay])).toEqual([
      ['Red Team', -1, '-1'],
      ['Blue Team', 2, '+2'],
    ]);
    expect(state.sideHoles[0]?.scores).toEqual([3, 5]);
  });

  it('allHolesScored only when every player has all 18 holes', () => {
    const full = COURSE_PARS.map((par) => par);
    const done = roundState(testGame({ format: STROKE, players: [{ id: 'a' }, { id: 'b' }], gross: { a: full, b: full } }));
    const notYet = roundState(testGame({ format: STROKE, players: [{ id: 'a' }, { id: 'b' }], gross: { a: full, b: [...full.slice(0, 17), null] } }));
    expect([done.allHolesScored, notYet.allHolesScored]).toEqual([true, false]);
    expect(notYet.players[1]?.card.at(-1)?.gross).toBeNull();
  });
});

describe('positionOrdinal', () => {
  it.each([
    { position: 1, text: '1st' },
    { position: 2, text: '2nd' },
    { position: 3, text: '3rd' },
    { position: 4, text: '4th' },
    { position: 11, text: '11th' },
    { position: 12, text: '12th' },
    { position: 13, text: '13th' },
    { position: 21, text: '21st' },
    { position: 102, text: '102nd' },
  ])('$position is $text', ({ position, text }) => {
    expect(positionOrdinal(position)).toBe(text);
  });
});
