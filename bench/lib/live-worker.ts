// A load process of the live bench (forked by live-fleet.ts with `--import tsx`): it owns whole games, opens their
// sockets, posts their scores on the load's schedule and measures its own latencies, answering each command over IPC.
import { performance } from 'node:perf_hooks';
import { HOLES } from './http';
import { ADDRESSES_PER_PROCESS, LiveGames } from './live-games';
import type { Envelope, LoadShape, Recorded, WorkerCommand, WorkerReply } from './live-protocol';

const games = new LiveGames(2 + Number(process.env.LIVE_WORKER_INDEX ?? 0) * ADDRESSES_PER_PROCESS);
let stopLoad: (() => void) | null = null;

process.on('message', (envelope: Envelope<WorkerCommand>) => void answer(envelope));
// The parent is gone (it failed or was stopped): nothing is left to report to.
process.on('disconnect', () => process.exit(0));

async function answer({ id, body }: Envelope<WorkerCommand>): Promise<void> {
  let reply: WorkerReply;
  try {
    const recorded = await handle(body);
    reply = { games: games.games.length, sockets: games.sockets, ...(recorded ? { recorded } : {}) };
  } catch (error) {
    reply = { games: games.games.length, sockets: games.sockets, error: error instanceof Error ? error.message : String(error) };
  }
  process.send?.({ id, body: reply } satisfies Envelope<WorkerReply>);
}

async function handle(command: WorkerCommand): Promise<Recorded | undefined> {
  switch (command.kind) {
    case 'adopt':
      games.adopt(command.games);
      break;
    case 'open':
      await games.open(command.games, command.layout);
      break;
    case 'closeSockets':
      setLoad(null);
      await games.closeSockets();
      break;
    case 'play':
      setLoad(command.load);
      break;
    case 'record':
      games.record();
      break;
    case 'collect':
      return games.collect(command.graceMs);
    case 'exit':
      setLoad(null);
      await games.closeSockets();
      games.close();
      setImmediate(() => process.exit(0));
  }
  return undefined;
}

function setLoad(load: LoadShape | null): void {
  stopLoad?.();
  stopLoad = load === null ? null : load.shape === 'holes' ? playHoles(load) : postAtRate(load.postsPerSecond);
}

/**
 * Issue 35's Saturday: each game finishes a hole every holeMin..holeMax (random per hole), and its four golfers then
 * post their score at random moments of the window. Each game starts at a random point of its first hole, so the load
 * is steady from the start rather than arriving in one wave.
 */
function playHoles({ holeMinMs, holeMaxMs, windowMs }: Extract<LoadShape, { shape: 'holes' }>): () => void {
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };
  const holeLength = () => holeMinMs + Math.random() * (holeMaxMs - holeMinMs);
  for (const game of games.playing()) {
    let holesPlayed = 0;
    const finishHole = () => {
      const holeNumber = (holesPlayed++ % HOLES) + 1;
      for (const player of game.players) later(Math.random() * windowMs, () => games.post(game, player, holeNumber));
      later(holeLength(), finishHole);
    };
    later(Math.random() * holeLength(), finishHole);
  }
  return () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  };
}

/** Open loop: posts leave at the rate whatever the answers do, so a server falling behind shows in the latency. */
function postAtRate(postsPerSecond: number): () => void {
  const playing = games.playing();
  let last = performance.now();
  let owed = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    owed += ((now - last) / 1000) * postsPerSecond;
    last = now;
    for (; owed >= 1; owed -= 1) games.postAnywhere(playing);
  }, 10);
  return () => clearInterval(timer);
}
