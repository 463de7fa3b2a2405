// Micro-benchmark of the golf engine (issue 4): a full 5-player nassau round state, and its
// settlement. A plain script, not a test: `npx tsx bench/golf.bench.ts`. Target: well under 1 ms.
// Then the ledger's settlement (docs/product.md §R18) at 12, 16 and 20 members; budget LEDGER_BUDGET_MS at 20.
// `npx tsx bench/golf.bench.ts ledger` runs the ledger part alone.

import {
  EXACT_SETTLEMENT_LIMIT,
  gameFrom,
  roundState,
  settleBalances,
  settlementFor,
  type Format,
  type Game,
  type LedgerBalance,
  type RoundState,
} from '../src/golf';

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
const ledgerOnly = process.argv.includes('ledger');
for (const mode of ledgerOnly ? [] : (['match', 'stroke'] as const)) {
  const game = benchGame(mode);
  let state: RoundState | null = null;
  const stateMicros = meanMicros(() => (state = roundState(game)), ITERATIONS);
  const settleMicros = meanMicros(() => settlementFor(roundState(game)), ITERATIONS);
  const winnings = state === null ? [] : settlementFor(state).winnings.map((w) => `${w.playerId} ${String(w.cents)}`);
  console.log(`nassau (${mode}), 5 players, 18 holes: roundState ${stateMicros.toFixed(1)} µs/call; roundState + settlementFor ${settleMicros.toFixed(1)} µs/call (${String(ITERATIONS)} calls)`);
  console.log(`  winnings: ${winnings.join(', ')}`);
}

/** The most a ledger of EXACT_SETTLEMENT_LIMIT members may take to settle, on the bench's 2-core machine. */
const LEDGER_BUDGET_MS = 50;
/** Sets of balances timed per size; each is settled once, so every call sees new balances. */
const LEDGER_SETS = 30;

/** A seeded generator (mulberry32): the same balances on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * `members` balances in dollars and cents (-$250.00..+$250.00, none zero) that sum to 0: the last member takes the
 * rest. Cents make zero-sum groups rare, so the exact search does all its work.
 */
function ledgerBalances(members: number, random: () => number): LedgerBalance[] {
  for (;;) {
    const cents = Array.from({ length: members - 1 }, () => Math.round((random() - 0.5) * 50_000) || 1);
    const rest = 0 - cents.reduce((sum, value) => sum + value, 0);
    if (rest !== 0) return [...cents, rest].map((value, i) => ({ id: `m${String(i + 1).padStart(2, '0')}`, cents: value }));
  }
}

const random = seededRandom(18);
for (const members of [12, 16, EXACT_SETTLEMENT_LIMIT]) {
  const sets = Array.from({ length: LEDGER_SETS }, () => ledgerBalances(members, random));
  const millis: number[] = [];
  let transfers = 0;
  let exact = true;
  for (const balances of sets) {
    const start = performance.now();
    const settlement = settleBalances(balances);
    millis.push(performance.now() - start);
    transfers += settlement.transfers.length;
    exact &&= settlement.exact;
  }
  // The first call includes compiling the search, as a server's first ledger of the day does.
  const first = millis[0] ?? 0;
  const sorted = [...millis].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const max = sorted[sorted.length - 1] ?? 0;
  const budget = members === EXACT_SETTLEMENT_LIMIT ? `; budget ${String(LEDGER_BUDGET_MS)} ms: ${max <= LEDGER_BUDGET_MS ? 'met' : 'NOT met'}` : '';
  console.log(
    `ledger settleBalances, ${String(members)} members: first ${first.toFixed(2)} ms, median ${median.toFixed(2)} ms, max ${max.toFixed(2)} ms (${String(LEDGER_SETS)} sets of balances, ${exact ? 'exact' : 'not exact'}, ${(transfers / LEDGER_SETS).toFixed(1)} transfers each)${budget}`,
  );
}
