// The reconnect storm (issue 35): 2,000 phones of 500 started games (seeded, bench/lib/live-seed.ts) were offline
// with 5 score changes queued each, and all come back within one second. Each opens its socket, joins its game and sends its queue as the app's outbox
// does (bench/lib/storm-phone.ts). Measured per phone from its reconnect to its last write stored; then the database
// is checked for every write stored exactly once (product §R17), and 100 writes sent again after the storm must be
// answered as the repeats they are and change nothing.
// `BENCH_ONLY=storm npm run bench`, with BENCH_STORM_PHONES, BENCH_STORM_WRITES and BENCH_STORM_WARMUP, runs it alone
// or smaller.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual } from 'node:util';
import type { StoredScoreBatch } from '../src/contract/games';
import type { BenchDatabase } from './lib/databases';
import { HOLES, inParallel, PLAYERS_PER_GAME, type BenchGame } from './lib/http';
import { loopbackAddress } from './lib/live-games';
import { seedLiveGames } from './lib/live-seed';
import { postgresCpuSeconds, startServer, type ServerProcess } from './lib/server';
import { quantile, round } from './lib/stats';
import { emptyTally, Phone, queuedWrites, type QueuedWrite, type SocketState, type StormTally } from './lib/storm-phone';
import { scoreKey, verifyExactlyOnce, type ExactlyOnce, type ExpectedWrites } from './lib/storm-verify';

export const STORM_TARGETS = { p99Ms: 5_000 } as const;

export type StormOptions = {
  /** Phones, one per golfer: a multiple of 4 (the games' players). */
  phones: number;
  /** Writes queued on each phone, on holes 1, 2, ... */
  writesPerPhone: number;
  /** The reconnects' start times are spread uniformly over this. */
  spreadMs: number;
  /** A phone whose queue is not through this long after the storm began counts as unfinished. */
  deadlineSeconds: number;
  /** Writes sent again with their opIds once the storm is over. */
  repeats: number;
  /**
   * Phones of other games that reconnect and flush, unmeasured, before the storm: the storm comes to a server that has
   * carried the morning's rounds, its code compiled and its connections' statements prepared, not to one just started.
   */
  warmupPhones: number;
};

export const defaultStormOptions: StormOptions = { phones: 2_000, writesPerPhone: 5, spreadMs: 1_000, deadlineSeconds: 30, repeats: 100, warmupPhones: 400 };

export type StormResult = {
  database: string;
  where: string;
  phones: number;
  games: number;
  /** Distinct writes queued (each with its own opId). */
  writes: number;
  tally: StormTally;
  phonesFinished: number;
  /** From a phone's reconnect to its last write's 2xx, over the phones that got there. */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** One answered send, its POST to its answer: the server's time per write under the storm. */
  requestP50Ms: number;
  requestP99Ms: number;
  /** From the first reconnect to the last write stored (or the deadline). */
  stormSeconds: number;
  serverCpuSeconds: number;
  serverCpuPercent: number;
  postgresCpuPercent: number | null;
  peakRssMiB: number;
  /** How the phones' sockets ended the storm: joined (GAME_JOINED heard), refused (TRY_AGAIN_LATER) and so on. */
  sockets: Record<SocketState, number>;
  repeats: RepeatCheck;
  exactlyOnce: ExactlyOnce;
  withinTarget: boolean;
};

/** The writes sent again after the storm: how many were answered 200 with their first answer, and how many not. */
export type RepeatCheck = { sent: number; answeredAsFirst: number; failed: number };

/** The options from BENCH_STORM_PHONES, BENCH_STORM_WRITES and BENCH_STORM_WARMUP (0 for none), the rest the defaults. */
export function stormOptionsFrom(env: NodeJS.ProcessEnv): StormOptions {
  const phones = whole(env.BENCH_STORM_PHONES, defaultStormOptions.phones);
  const writesPerPhone = whole(env.BENCH_STORM_WRITES, defaultStormOptions.writesPerPhone);
  const warmupPhones = env.BENCH_STORM_WARMUP === '0' ? 0 : whole(env.BENCH_STORM_WARMUP, defaultStormOptions.warmupPhones);
  if (phones % PLAYERS_PER_GAME !== 0) throw new Error(`BENCH_STORM_PHONES must be a multiple of ${String(PLAYERS_PER_GAME)}`);
  if (warmupPhones % PLAYERS_PER_GAME !== 0) throw new Error(`BENCH_STORM_WARMUP must be a multiple of ${String(PLAYERS_PER_GAME)}`);
  if (writesPerPhone > HOLES) throw new Error(`BENCH_STORM_WRITES must be at most ${String(HOLES)}`);
  return { ...defaultStormOptions, phones, writesPerPhone, warmupPhones };
}

function whole(text: string | undefined, fallback: number): number {
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`expected a positive whole number, not "${text}"`);
  return value;
}

export async function stormBench(database: BenchDatabase, options: StormOptions): Promise<StormResult> {
  // The games are written straight into the database, as the live section's are (live-seed.ts): through the API their
  // set-up took longer than the storm.
  const warmupGames = options.warmupPhones / PLAYERS_PER_GAME;
  const seeded = await timed('games seeded', () => seedLiveGames(database, warmupGames + options.phones / PLAYERS_PER_GAME, 'storm-'));
  const server = await startServer('src/server/main.ts', database.env);
  const tally = emptyTally();
  let warmup: Phone[] = [];
  let phones: Phone[] = [];
  let measured: Measured;
  let repeats: { check: RepeatCheck; corrections: Correction[] };
  try {
    warmup = phonesOf(server, seeded.slice(0, warmupGames), options, emptyTally(), 0);
    await timed(`server warmed by ${String(warmup.length)} phones`, () => storm(server, warmup, options, false));
    phones = phonesOf(server, seeded.slice(warmupGames), options, tally, warmup.length);
    measured = await storm(server, phones, options, database.name === 'postgres');
    repeats = await timed('writes sent again', () => sendAgain(phones, options.repeats));
  } finally {
    await Promise.all([...warmup, ...phones].map((phone) => phone.close()));
    await server.stop();
  }
  // PGlite's data directory is one process's at a time: the database is read once the server has let go of it.
  const exactlyOnce = await timed('database checked', () => verifyExactlyOnce(database, expectedWrites([...warmup, ...phones], repeats.corrections)));
  const result = resultOf(database, phones, tally, { ...measured, repeats: repeats.check, exactlyOnce });
  printStorm(result);
  return result;
}

/** Runs a stage of the section and says how long it took: the whole should stay near 90 s per database. */
async function timed<T>(what: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work();
  console.log(`  storm: ${what} in ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return result;
}

/** A phone per golfer of the seeded games, each with its queue. */
function phonesOf(server: ServerProcess, games: readonly BenchGame[], options: StormOptions, tally: StormTally, firstAddress: number): Phone[] {
  let at = firstAddress;
  return games.flatMap((game) => game.players.map((player) => new Phone(server.origin, game.id, player, queuedWrites(options.writesPerPhone), loopbackAddress(2, at++), tally)));
}

type Measured = Pick<StormResult, 'stormSeconds' | 'serverCpuSeconds' | 'serverCpuPercent' | 'postgresCpuPercent' | 'peakRssMiB'>;

/** Every phone reconnects at a moment drawn uniformly over the spread; waits for the last queue (or the deadline). */
async function storm(server: ServerProcess, phones: Phone[], options: StormOptions, onPostgres: boolean): Promise<Measured> {
  const cpuBefore = server.cpuSeconds();
  const postgresBefore = postgresCpuSeconds();
  const start = performance.now();
  const deadline = start + options.deadlineSeconds * 1000;
  await Promise.all(
    phones.map(async (phone) => {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * options.spreadMs));
      await phone.reconnect(deadline);
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  const serverCpuSeconds = server.cpuSeconds() - cpuBefore;
  return {
    stormSeconds: round(elapsed),
    serverCpuSeconds: round(serverCpuSeconds),
    serverCpuPercent: Math.round((serverCpuSeconds / elapsed) * 100),
    postgresCpuPercent: onPostgres ? Math.round(((postgresCpuSeconds() - postgresBefore) / elapsed) * 100) : null,
    peakRssMiB: Math.round(server.peakRssMiB()),
  };
}

/** A hole a golfer wrote again after the storm, and the write of the storm then sent again. */
type Correction = { phone: Phone; stormWrite: QueuedWrite; later: QueuedWrite };

/**
 * `count` stored writes of different phones sent again with their opIds. Each hole first takes a later change of the
 * golfer's (a new opId), so a repeat applied again would show: the strokes would go back, with a history row more.
 */
async function sendAgain(phones: Phone[], count: number): Promise<{ check: RepeatCheck; corrections: Correction[] }> {
  const chosen = shuffled(phones.filter((phone) => phone.answers.size > 0)).slice(0, count);
  const corrections: Correction[] = [];
  const check: RepeatCheck = { sent: 0, answeredAsFirst: 0, failed: 0 };
  await inParallel(chosen, 10, async (phone) => {
    const stormWrite = shuffled(phone.writes.filter((write) => phone.answers.has(write.opId)))[0]!;
    const later = { opId: randomUUID(), holeNumber: stormWrite.holeNumber, strokes: stormWrite.strokes + 1, previous: stormWrite.strokes };
    const corrected = await phone.post([later]);
    if (corrected.status !== 200) throw new Error(`a change after the storm: ${String(corrected.status)} ${corrected.body.slice(0, 200)}`);
    corrections.push({ phone, stormWrite, later });
    check.sent += 1;
    const again = await phone.post([stormWrite]);
    const first = phone.answers.get(stormWrite.opId);
    if (again.status === 200 && isDeepStrictEqual((JSON.parse(again.body) as StoredScoreBatch).scores[0], first)) check.answeredAsFirst += 1;
    else check.failed += 1;
  });
  return { check, corrections };
}

/**
 * Every write answered 2xx once, and each hole's strokes its last write's: the storm's, or the change after it. A
 * write sent but never answered may be stored or not; one never sent (past the deadline) must not be.
 */
function expectedWrites(phones: readonly Phone[], corrections: readonly Correction[]): ExpectedWrites {
  const expected = { opIds: [] as string[], strokes: new Map<string, number>(), unsettledOpIds: [] as string[], unsettledStrokes: new Map<string, number>() };
  for (const phone of phones) {
    for (const write of phone.writes) {
      const key = scoreKey(phone.gameId, phone.player.userId, write.holeNumber);
      if (phone.answers.has(write.opId)) {
        expected.opIds.push(write.opId);
        expected.strokes.set(key, write.strokes);
      } else if (phone.sent.has(write.opId)) {
        expected.unsettledOpIds.push(write.opId);
        expected.unsettledStrokes.set(key, write.strokes);
      }
    }
  }
  for (const { phone, later } of corrections) {
    expected.opIds.push(later.opId);
    expected.strokes.set(scoreKey(phone.gameId, phone.player.userId, later.holeNumber), later.strokes);
  }
  return expected;
}

function resultOf(database: BenchDatabase, phones: readonly Phone[], tally: StormTally, rest: Measured & Pick<StormResult, 'repeats' | 'exactlyOnce'>): StormResult {
  const samples = phones.flatMap((phone) => (phone.finishedAt === null ? [] : [phone.finishedAt - phone.startedAt]));
  const sockets: Record<SocketState, number> = { opening: 0, open: 0, joined: 0, refused: 0, failed: 0, dropped: 0 };
  for (const phone of phones) sockets[phone.socketState] += 1;
  const requests = phones.flatMap((phone) => phone.requestMs);
  const p99 = quantile(samples, 0.99);
  const finished = samples.length === phones.length;
  return {
    database: database.name,
    where: database.where,
    phones: phones.length,
    games: phones.length / PLAYERS_PER_GAME,
    writes: phones.reduce((sum, phone) => sum + phone.writes.length, 0),
    tally,
    phonesFinished: samples.length,
    p50Ms: round(quantile(samples, 0.5)),
    p99Ms: round(p99),
    maxMs: round(quantile(samples, 1)),
    requestP50Ms: round(quantile(requests, 0.5)),
    requestP99Ms: round(quantile(requests, 0.99)),
    ...rest,
    sockets,
    withinTarget: finished && p99 <= STORM_TARGETS.p99Ms && tally.rejected === 0 && rest.exactlyOnce.ok && rest.repeats.failed === 0,
  };
}

function printStorm(result: StormResult): void {
  const { tally, sockets, exactlyOnce, repeats } = result;
  const refused = Object.entries(tally.refusedForLoad)
    .filter(([, count]) => count > 0)
    .map(([why, count]) => `${why} ${String(count)}`);
  console.log(
    `  storm ${result.database.padEnd(8)} ${String(result.phones)} phones  ${String(result.phonesFinished)} through  p50 ${String(result.p50Ms)} ms  ` +
      `p99 ${String(result.p99Ms)} ms  max ${String(result.maxMs)} ms  (a request: p50 ${String(result.requestP50Ms)} ms, p99 ${String(result.requestP99Ms)} ms)  over ${String(result.stormSeconds)} s  server CPU ${String(result.serverCpuPercent)}%` +
      `${result.postgresCpuPercent === null ? '' : `  postgres CPU ${String(result.postgresCpuPercent)}%`}  peak RSS ${String(result.peakRssMiB)} MiB`,
  );
  console.log(
    `        ${String(result.writes)} writes  ${String(tally.requests)} requests  ${String(tally.retries)} retries  ` +
      `refused for load: ${refused.length > 0 ? refused.join(', ') : 'none'}  rejected ${String(tally.rejected)}`,
  );
  const codes = Object.entries(tally.errorCodes).map(([code, count]) => `${code} ${String(count)}`);
  if (codes.length > 0) console.log(`        errors: ${codes.join(', ')}`);
  console.log(
    `        sockets joined ${String(sockets.joined)}  refused ${String(sockets.refused)}  failed ${String(sockets.failed + sockets.dropped)}  never joined ${String(sockets.open + sockets.opening)}  ` +
      `exactly once: ${exactlyOnce.ok ? 'yes' : 'NO'} (missing ${String(exactlyOnce.missing)}, twice ${String(exactlyOnce.duplicated)}, ` +
      `stray ${String(exactlyOnce.strayHistoryRows)}, wrong strokes ${String(exactlyOnce.wrongStrokes)}; ` +
      `${String(exactlyOnce.unsettledStored)} of ${String(exactlyOnce.unsettled)} unanswered writes stored)  repeats ${String(repeats.answeredAsFirst)}/${String(repeats.sent)} answered as first`,
  );
}

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
