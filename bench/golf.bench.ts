// Micro-benchmark of the golf engine (issue 4): a full 5-player nassau round state, and its
// settlement. A plain script, not a test: `npx tsx bench/golf.bench.ts`. Target: well under 1 ms.

import { gameFrom, roundState, settlementFor, type Format, type Game, type RoundState } from '../src/golf';

const PARS = [4, 5, 3, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5, 4];
const INDEXES = [7, 1, 15, 3, 11, 17, 9, 5, 13, 8, 16, 2, 12, 4, 18, 10, 6, 14];
const PLAYERS = [
  { id: 'u1', name: 'Sam', handicap: 12, team: 'A' as const },
  { id: 'u2', name: 'Alex', handicap: -2, team: 'B' as const },
  { id: 'manual_3', name: 'Kim', handicap: 24, team: 'A' as const },
  { id: 'u4', name: 'Jo', handicap: 7, team: 'B' as const },
  { id: 'u5', name: 'Pat', handicap: 36, team: 'A' as const },
];

/** A complete 5-player nassau with deterministic, varied scores (no clock, no randomness). */
function benchGame(mode: 'match' | 'stroke'): Game {
  const format: Format = { type: 'nassau', mode, presses: 'off', maxPresses: 0 };
  return gameFrom({
    format,
    betCents: 500,
    holes: PARS.map((par, i) => ({ holeNumber: i + 1, par, yardage: 150 + 25 * i, handicapIndex: INDEXES[i] ?? 1 })),
    players: PLAYERS.map((p, joinOrder) => ({ ...p, joinOrder })),
    scores: PLAYERS.flatMap((p, i) => PARS.map((par, h) => ({ playerId: p.id, holeNumber: h + 1, strokes: par + ((i * 7 + h * 3) % 4) - 1 }))),
  });
}

/** Mean microseconds per call of `fn` over `iterations` calls, after a warm-up. */
function meanMicros(fn: () => unknown, iterations: number): number {
  for (let i = 0; i < 2_000; i += 1) fn();
  const start = performance.now();
  for (let i = 0; i < iterations; i += 1) fn();
  return ((performance.now() - start) * 1000) / iterations;
}

const ITERATIONS = 20_000;
for (const mode of ['match', 'stroke'] as const) {
  const game = benchGame(mode);
  let state: RoundState | null = null;
  const stateMicros = meanMicros(() => (state = roundState(game)), ITERATIONS);
  const settleMicros = meanMicros(() => settlementFor(roundState(game)), ITERATIONS);
  const winnings = state === null ? [] : settlementFor(state).winnings.map((w) => `${w.playerId} ${String(w.cents)}`);
  console.log(`nassau (${mode}), 5 players, 18 holes: roundState ${stateMicros.toFixed(1)} µs/call; roundState + settlementFor ${settleMicros.toFixed(1)} µs/call (${String(ITERATIONS)} calls)`);
  console.log(`  winnings: ${winnings.join(', ')}`);
}
