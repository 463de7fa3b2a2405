import { createGate } from '../gate';
import type { UserRow } from '../users/repository';

// Who may watch a game's channel, kept a short while per game (issue 27). A JOIN_GAME and every event of a private
// game ask it: 1,500 sockets joining one game cost one query, and an event of a private game is checked against who
// may see the game now, not when the socket joined (a removed player, a friendship that ended).

/** The games service's answer for one game: whether anyone may watch, and otherwise who. */
export type WatchRule = { isPublic: boolean; mayWatch(viewer: UserRow | null): boolean };

/** Loads a game's rule from the database; null when there is no such game. */
export type LoadWatchRule = (gameId: number) => Promise<WatchRule | null>;

/** Too many checks are waiting: the JOIN_GAME is refused and the socket told to come back later. */
export class WatchChecksBusy extends Error {}

/**
 * A private game's rule is checked again after this long even when nothing said it changed; changes this instance
 * hears of (players added or removed, friendships, sessions) drop it at once (realtime/socket.ts). A public game
 * stays public (no call makes a game private), so its rule is kept while anyone here watches the game.
 */
export const PRIVATE_RULE_MS = 30_000;
/** A game that does not exist is believed for a moment only: its id may be the next game's. */
const MISSING_RULE_MS = 2_000;
/** Rules kept at most; games nobody watches here are dropped on the heartbeat (prune). */
const MAX_KEPT = 20_000;

type Kept = { rule: WatchRule | null; until: number };

export function createWatchRules(load: LoadWatchRule, gate: { concurrent: number; waiting: number }, now: () => number = Date.now) {
  const kept = new Map<number, Kept>();
  const loading = new Map<number, Promise<WatchRule | null>>();
  const turns = createGate(gate.concurrent);

  function keep(gameId: number, rule: WatchRule | null): void {
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as number);
    const ms = rule === null ? MISSING_RULE_MS : rule.isPublic ? Number.POSITIVE_INFINITY : PRIVATE_RULE_MS;
    kept.set(gameId, { rule, until: now() + ms });
  }

  /** Runs `work` in its turn; `urgent` work (events under way) may always wait, other work only while few do. */
  function gated<T>(work: () => Promise<T>, urgent: boolean): Promise<T> {
    if (!urgent && turns.full() && turns.waiting() >= gate.waiting) return Promise.reject(new WatchChecksBusy('too many game checks waiting'));
    return turns.run(work);
  }

  /** The rule while it is kept (null: no such game), or undefined when it must be loaded. */
  function keptRule(gameId: number): WatchRule | null | undefined {
    const hit = kept.get(gameId);
    if (!hit) return undefined;
    if (hit.until > now()) return hit.rule;
    kept.delete(gameId);
    return undefined;
  }

  return {
    kept: keptRule,
    /**
     * The kept rule or a loaded one (`fresh`: a loaded one); one load per game at a time, however many ask. Rejects with WatchChecksBusy when
     * too many wait, unless `urgent` (an event that is being delivered: it must not be lost to a busy moment).
     */
    get(gameId: number, { urgent = false, fresh = false } = {}): Promise<WatchRule | null> {
      if (fresh) kept.delete(gameId);
      const hit = keptRule(gameId);
      if (hit !== undefined) return Promise.resolve(hit);
      const pending = loading.get(gameId);
      if (pending) return pending;
      const loaded = gated(() => load(gameId), urgent)
        .then((rule) => {
          // A forget while it loaded means the answer may predate the change: use it once, keep it not.
          if (loading.get(gameId) === loaded) keep(gameId, rule);
          return rule;
        })
        .finally(() => {
          if (loading.get(gameId) === loaded) loading.delete(gameId);
        });
      loading.set(gameId, loaded);
      return loaded;
    },
    /** Forgets a game's rule: the next check loads it again. */
    forget(gameId: number): void {
      kept.delete(gameId);
      loading.delete(gameId);
    },
    /** Drops the rules of games nobody here watches any more. */
    prune(watched: (gameId: number) => boolean): void {
      for (const gameId of kept.keys()) if (!watched(gameId)) kept.delete(gameId);
    },
  };
}

export type WatchRules = ReturnType<typeof createWatchRules>;
