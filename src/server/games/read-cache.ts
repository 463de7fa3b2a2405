import { userRowsGeneration } from '../db/read-generations';
import type { EncodedBody } from '../http/encoding';

// What the hot reads of a game need between its changes (issue 17, docs/decisions/020 and 028): a public game's version,
// so a 304 is decided without the database, and the players answer of each version, so a 200 runs the engine once
// per change instead of once per read. Every committed change of a game is announced on the realtime bus, on every
// instance; the game reads (reads-service.ts) forget the game then, and at once on this instance when one of its own
// changes ends (commands-service.ts).
// A private game's version is not kept: who may see it depends on friendships, which are not game changes.

/** How long anything is kept at most, whatever the bus says: a backstop for a change no one announced. */
export const GAME_READ_CACHE_MS = 5_000;
/** Games kept at most; the oldest goes first. */
const MAX_GAMES = 10_000;

/** When a value was read: the cache's epoch and the process's user-row generation (db/read-generations.ts). */
export type ReadMark = { epoch: number; users: number };
type Kept<T> = { value: T; until: number; users: number };
export type GameVersion = { id: number; version: number };
/**
 * The players answer as sent: its JSON bytes and their compressed copies, so a read of a kept version serializes and
 * compresses nothing either.
 */
type KeptPlayers = { version: number; body: EncodedBody };

export function createGameReadCache(now: () => number = Date.now) {
  const versions = new Map<number, Kept<GameVersion>>();
  const players = new Map<number, Kept<KeptPlayers>>();
  // Bumped by every forget: a value read from the database before a change committed must not be kept after it.
  let epoch = 0;

  /**
   * What is kept of the game, while it is young enough and no user row has changed since (the answer carries
   * names; a deleted account takes its games with it).
   */
  function fresh<T>(map: Map<number, Kept<T>>, gameId: number): T | undefined {
    const kept = map.get(gameId);
    if (!kept) return undefined;
    if (kept.until > now() && kept.users === userRowsGeneration()) return kept.value;
    map.delete(gameId);
    return undefined;
  }

  /** Keeps a value read since `mark`, unless a change came in meanwhile. */
  function keep<T>(map: Map<number, Kept<T>>, mark: ReadMark, gameId: number, value: T): void {
    if (mark.epoch !== epoch || mark.users !== userRowsGeneration()) return;
    if (map.size >= MAX_GAMES && !map.has(gameId)) map.delete(map.keys().next().value as number);
    map.set(gameId, { value, until: now() + GAME_READ_CACHE_MS, users: mark.users });
  }

  return {
    /** Call before reading what `keep*` will be given: its mark says whether a change came in between. */
    mark: (): ReadMark => ({ epoch, users: userRowsGeneration() }),

    /** The kept version of a public game. */
    version: (gameId: number): GameVersion | undefined => fresh(versions, gameId),

    keepVersion: (mark: ReadMark, value: GameVersion): void => keep(versions, mark, value.id, value),

    /** The kept players answer of that version of the game. */
    players(gameId: number, version: number): EncodedBody | undefined {
      const kept = fresh(players, gameId);
      return kept?.version === version ? kept.body : undefined;
    },

    keepPlayers: (mark: ReadMark, gameId: number, version: number, body: EncodedBody): void => keep(players, mark, gameId, { version, body }),

    /** The game changed (or is gone): nothing kept of it is true any more. */
    forget(gameId: number): void {
      epoch += 1;
      versions.delete(gameId);
      players.delete(gameId);
    },
  };
}

export type GameReadCache = ReturnType<typeof createGameReadCache>;
