// Property tests over thousands of random rounds: the invariants of product §R1, §R5, §R4 and §R6.

import fc from 'fast-check';
import { describe, it } from 'vitest';
import type { Format } from './format';
import { gameFrom, type Game, type PlainGame, type Team } from './game';
import { handicapStrokesOnHole } from './handicap';
import type { MatchState } from './match-play';
import { roundState, type FormatPlay } from './round';
import { potFor, settlementFor } from './settlement';

const FORMATS: Format[] = [
  { type: 'stroke' },
  { type: 'match' },
  { type: 'bestball' },
  { type: 'nassau', mode: 'match', presses: 'off', maxPresses: 0 },
  { type: 'nassau', mode: 'stroke', presses: 'off', maxPresses: 0 },
];

const permutation18 = fc.shuffledSubarray(
  Array.from({ length: 18 }, (_, i) => i + 1),
  { minLength: 18, maxLength: 18 },
);

const playerArb = fc.record({
  handicap: fc.integer({ min: -5, max: 54 }),
  team: fc.constantFrom<Team | null>('A', 'B', 'A', 'B', null),
  joinOrder: fc.integer({ min: 0, max: 50 }),
  // One entry per hole; null is a hole not (yet) scored.
  gross: fc.array(fc.option(fc.integer({ min: 1, max: 10 }), { nil: null, freq: 6 }), { minLength: 18, maxLength: 18 }),
});

/** A random game: any format, 1-5 players, random pars and stroke indexes, some holes unscored. */
const gameArb: fc.Arbitrary<Game> = fc
  .record({
    format: fc.constantFrom(...FORMATS),
    betCents: fc.integer({ min: 0, max: 100_000 }),
    pars: fc.array(fc.integer({ min: 3, max: 5 }), { minLength: 18, maxLength: 18 }),
    indexes: permutation18,
    players: fc.array(playerArb, { minLength: 1, maxLength: 5 }),
  })
  .map(({ format, betCents, pars, indexes, players }) => {
    const plain: PlainGame = {
      format,
      betCents,
      holes: pars.map((par, i) => ({ holeNumber: i + 1, par, yardage: 200 + i, handicapIndex: indexes[i] ?? 1 })),
      players: players.map((p, i) => ({ id: `p${String(i)}`, name: `P${String(i)}`, handicap: p.handicap, team: p.team, joinOrder: p.joinOrder })),
      scores: players.flatMap((p, i) =>
        p.gross.flatMap((strokes, h) => (strokes === null ? [] : [{ playerId: `p${String(i)}`, holeNumber: h + 1, strokes }])),
      ),
    };
    return gameFrom(plain);
  });

/** Random rounds per property: ~6,000 round states in all, a few seconds on 2 cores. */
const RUNS = 1200;
/** Property tests may run on a busy machine; they stay far below this when it is idle. */
const PROPERTY_TIMEOUT_MS = 20_000;

/** Every match of a round state: the match of match/bestball, or the three of a nassau in match mode. */
function matchesOf(play: FormatPlay): MatchState[] {
  if (play.kind === 'match') return [play.match];
  if (play.kind === 'nassau') return play.bets.flatMap((bet) => (bet.play.kind === 'match' ? [bet.play.match] : []));
  return [];
}

/** The game with only the scores of holes 1..k, as if scored in hole order. */
function scoredThrough(game: Game, k: number): Game {
  return { ...game, scores: game.scores.filter((s) => s.holeNumber <= k) };
}

describe('properties of random rounds', () => {
  // Predicates return booleans rather than calling expect() in loops: hundreds of thousands of
  // expect() calls would dominate the run time; fast-check reports the counterexample on false.
  it('product §R5: winnings are whole cents and sum to exactly 0, per bet and per game', () => {
    fc.assert(
      fc.property(gameArb, (game) => {
        const settlement = settlementFor(roundState(game));
        const sum = (amounts: readonly { cents: number }[]) => amounts.reduce((total, a) => total + a.cents, 0);
        return (
          sum(settlement.winnings) === 0 &&
          settlement.winnings.every((w) => Number.isSafeInteger(w.cents)) &&
          settlement.bets.every((bet) => sum(bet.amounts) === 0) &&
          settlement.pot === potFor(game.format, game.betCents, game.players.length)
        );
      }),
      { numRuns: RUNS },
    );
  }, PROPERTY_TIMEOUT_MS);

  it('product §R5: a loser pays exactly b per lost bet, and no winner gets more than the losers paid', () => {
    fc.assert(
      fc.property(gameArb, (game) => {
        const settlement = settlementFor(roundState(game));
        return settlement.bets.every((bet) => {
          const losers = new Set(bet.loserIds);
          const paid = bet.loserIds.length * game.betCents;
          return bet.amounts.every((a) => (losers.has(a.playerId) ? a.cents + game.betCents === 0 : a.cents >= 0 && a.cents <= paid));
        });
      }),
      { numRuns: RUNS },
    );
  }, PROPERTY_TIMEOUT_MS);

  it('product §R1: net = gross - strokes received on every hole; over 18 holes the strokes received sum to the handicap', () => {
    fc.assert(
      fc.property(gameArb, (game) => {
        const index = new Map(game.holes.map((h) => [h.holeNumber, h.handicapIndex]));
        return roundState(game).players.every((player) => {
          const holesOk = player.card.every((hole) => {
            const strokeIndex = index.get(hole.holeNumber);
            const received = strokeIndex !== undefined && hole.strokesReceived === handicapStrokesOnHole(player.handicap, strokeIndex);
            return received && (hole.gross === null ? hole.net === null : hole.net === hole.gross - hole.strokesReceived);
          });
          return holesOk && player.card.reduce((sum, hole) => sum + hole.strokesReceived, 0) === player.handicap;
        });
      }),
      { numRuns: RUNS },
    );
  }, PROPERTY_TIMEOUT_MS);

  it('product §R6: positions are a competition ranking of net scores (unscored players last)', () => {
    fc.assert(
      fc.property(gameArb, (game) => {
        const players = roundState(game).players;
        const scored = players.filter((p) => p.holesPlayed > 0);
        const rankOk = players.every((p) => {
          const ahead = p.holesPlayed === 0 ? scored.length : scored.filter((q) => q.netScore < p.netScore).length;
          return p.position === ahead + 1;
        });
        const orderOk = scored.every((p) => scored.every((q) => p.netScore > q.netScore || p.position <= q.position));
        return rankOk && orderOk && (scored.length === 0 || scored.some((p) => p.position === 1));
      }),
      { numRuns: RUNS },
    );
  }, PROPERTY_TIMEOUT_MS);

  it('product §R4: a decided match never changes its result as more holes are scored', () => {
    const matchGames = gameArb.filter((g) => g.format.type !== 'stroke' && !(g.format.type === 'nassau' && g.format.mode === 'stroke'));
    fc.assert(
      fc.property(matchGames, (game) => {
        const decided = new Map<number, string>();
        for (let k = 0; k <= 18; k += 1) {
          const matches = matchesOf(roundState(scoredThrough(game, k)).play);
          for (const [i, match] of matches.entries()) {
            if (match.kind !== 'playing' || match.decision === null) continue;
            const fixed = JSON.stringify({ ...match, holes: null });
            if (!decided.has(i)) decided.set(i, fixed);
            if (decided.get(i) !== fixed) return false;
          }
        }
        return true;
      }),
      { numRuns: 300 },
    );
  }, PROPERTY_TIMEOUT_MS);

  it('product §R4: a match is decided exactly when |up| > holes remaining, or when its last hole counts', () => {
    fc.assert(
      fc.property(gameArb, (game) =>
        matchesOf(roundState(game).play).every(
          (m) => m.kind === 'unavailable' || (m.decision !== null) === (Math.abs(m.up) > m.holesRemaining || m.holesRemaining === 0),
        ),
      ),
      { numRuns: RUNS },
    );
  }, PROPERTY_TIMEOUT_MS);
});
