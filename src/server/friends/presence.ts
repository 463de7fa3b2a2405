import type { FastifyBaseLogger } from 'fastify';
import { createBatcher } from '../batcher';
import { createKeyedQueue } from '../keyed-queue';
import type { BusMessage } from '../realtime/bus';
import type { FriendsRepository } from './repository';
import type { PresenceRepository } from './presence-repository';

/**
 * How often an instance tells the database its sockets' users are still there, and sweeps the rows of instances that
 * stopped doing so. One UPDATE and one DELETE per instance, whatever the number of sockets.
 */
export const PRESENCE_HEARTBEAT_MS = 10_000;
/**
 * A presence row not refreshed for this long belongs to an instance that died: its users are not online by it. Two
 * heartbeats and a half, so one late heartbeat (a busy database) never reads a live golfer as gone, while a killed
 * instance's golfers read offline within 25 s (issue 27 item 9: it was 90 s, with a heartbeat every 30 s).
 */
export const PRESENCE_STALE_MS = 2.5 * PRESENCE_HEARTBEAT_MS;

export type PresenceDeps = {
  presence: PresenceRepository;
  friends: Pick<FriendsRepository, 'friendIdsOf'>;
  bus: { publish(message: BusMessage): Promise<void> };
  log: FastifyBaseLogger;
  /** This instance's name in user_presence: unique per process, so instances never touch each other's rows. */
  instanceId: string;
  /**
   * The embedded database: a data directory is one process's own, so no other instance reads this one's rows, and
   * they are not refreshed (an instance's own rows are exact while it runs; only others' age). Refreshing every row
   * every 10 s held the embedded database's one session about 25 ms a time with 2,000 golfers online, which the live
   * bench's p99 showed (decision 026). A previous process's rows still age out and are swept as any dead instance's.
   */
  onlyInstance?: boolean;
  now?: () => Date;
};

/**
 * Presence (issue 13): a user is online while one of their sockets is open on any instance. This instance counts
 * its own sockets per user and records the first and last in the database; when the user's state seen from all
 * instances changes, their friends hear FRIEND_PRESENCE. Each user's changes here run one after another, so an
 * open and a quick close cannot reach the database out of order.
 */
export function createPresenceService(deps: PresenceDeps) {
  const { presence, friends, bus, log, instanceId, onlyInstance = false } = deps;
  const now = deps.now ?? (() => new Date());
  const local = new Map<string, number>();
  const queues = createKeyedQueue();
  const freshSince = () => new Date(now().getTime() - PRESENCE_STALE_MS);
  // Each user's changes run one after another (serially), so a batch never holds two of one user's.
  const cameOnline = createBatcher((userIds: string[]) => presence.markOnline(instanceId, userIds, freshSince()), { missing: [] as string[] });
  const wentOffline = createBatcher((userIds: string[]) => presence.markOffline(instanceId, userIds, freshSince()), { missing: [] as string[] });
  const isOnlineAnywhere = async (userId: string) => (await presence.onlineAmong([userId], freshSince(), instanceId)).has(userId);

  function serially(userId: string, work: () => Promise<void>): Promise<void> {
    return queues.run(userId, work).catch((error: unknown) => log.warn({ err: error, userId }, 'presence: could not record a change'));
  }

  async function tellFriends(userId: string, isOnline: boolean): Promise<void> {
    announce(userId, isOnline, await friends.friendIdsOf(userId));
  }

  function announce(userId: string, isOnline: boolean, friendIds: readonly string[]): void {
    for (const friendId of friendIds) {
      bus.publish({ kind: 'user', userId: friendId, event: { type: 'FRIEND_PRESENCE', userId, isOnline } }).catch((error: unknown) => log.warn({ err: error }, 'realtime publish failed'));
    }
  }

  return {
    /** A socket of the user opened on this instance. */
    connected(userId: string): Promise<void> {
      const count = (local.get(userId) ?? 0) + 1;
      local.set(userId, count);
      if (count > 1) return Promise.resolve();
      return serially(userId, async () => {
        if ((local.get(userId) ?? 0) === 0) return;
        announce(userId, true, await cameOnline.load(userId));
      });
    },

    /** A socket of the user closed on this instance. */
    disconnected(userId: string): Promise<void> {
      const count = (local.get(userId) ?? 1) - 1;
      if (count > 0) {
        local.set(userId, count);
        return Promise.resolve();
      }
      local.delete(userId);
      return serially(userId, async () => {
        if ((local.get(userId) ?? 0) > 0) return;
        announce(userId, false, await wentOffline.load(userId));
      });
    },

    /** Each user's id to whether they have a socket open on any live instance. */
    async isOnline(userIds: readonly string[]): Promise<Record<string, boolean>> {
      const online = await presence.onlineAmong(userIds, freshSince(), instanceId);
      return Object.fromEntries(userIds.map((id) => [id, online.has(id)]));
    },

    /**
     * The heartbeat job: refreshes this instance's rows (unless it is the only one) and forgets those of instances
     * that died. The friends of a golfer whose last socket was on a dead instance hear FRIEND_PRESENCE offline, as
     * when a socket closes: only the instance whose sweep deleted the row hears of it, so it is said once.
     */
    async heartbeat(): Promise<void> {
      if (!onlyInstance) await presence.touch(instanceId);
      const gone = await presence.sweep(freshSince(), instanceId);
      // In the user's queue, so a socket of theirs opening here meanwhile is announced after, not before, this.
      await Promise.all(
        gone.map((userId) =>
          serially(userId, async () => {
            if (!(await isOnlineAnywhere(userId))) await tellFriends(userId, false);
          }),
        ),
      );
    },
  };
}

export type PresenceService = ReturnType<typeof createPresenceService>;
