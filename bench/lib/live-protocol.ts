// What the live bench's parent and its load processes (live-worker.ts) say to each other over IPC. One process cannot
// hold 20,000 sockets on this machine (20,000 open files each, a hard limit), so each load process owns whole games:
// their sockets, their posts and the latencies it measures, all on its own clock.
import type { BenchGame } from './http';

/** How the games post: issue 35's Saturday (a group finishes a hole, its four post), or an open-loop rate. */
export type LoadShape =
  | { shape: 'holes'; holeMinMs: number; holeMaxMs: number; windowMs: number }
  | { shape: 'rate'; postsPerSecond: number };

/** Where a load process's sockets and posts go: seat i of every game opens on socketOrigins[i % length]. */
export type Layout = { socketOrigins: string[]; postOrigins: string[] };

export type WorkerCommand =
  /** Takes on these started games (seeded in the database), after those it has. */
  | { kind: 'adopt'; games: BenchGame[] }
  /** Opens and joins the sockets of this process's first `games` games that have none yet. */
  | { kind: 'open'; games: number; layout: Layout }
  | { kind: 'closeSockets' }
  | { kind: 'play'; load: LoadShape | null }
  | { kind: 'record' }
  /** Stops recording, gives what was recorded up to `graceMs` to be heard, and answers with it. */
  | { kind: 'collect'; graceMs: number }
  | { kind: 'exit' };

/** What one process measured between `record` and `collect`. */
export type Recorded = {
  /** Milliseconds from a post leaving until one other socket of its game heard it, one per delivery. */
  latencies: number[];
  posts: number;
  failedPosts: number;
  /** Deliveries not heard within the grace time. */
  missing: number;
  /** Sockets that failed or closed while recording. */
  socketErrors: number;
};

export type WorkerReply = { games: number; sockets: number; recorded?: Recorded; error?: string };

export type Envelope<T> = { id: number; body: T };
