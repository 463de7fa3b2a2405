import type { FastifyBaseLogger } from 'fastify';
import {
  friendMessages,
  PENDING_FRIEND_REQUESTS_MAX,
  RespondFriendRequestSchema,
  SendFriendRequestSchema,
  type FriendRequest,
  type FriendRequests,
  type FriendUser,
} from '../../contract/friends';
import type { GameListItem } from '../../contract/games-responses';
import type { UserEvent } from '../../contract/realtime';
import { userShownName } from '../../contract/user';
import type { Transaction } from '../db/transaction';
import { badRequest, conflict, forbidden, notFound, parseOr400 } from '../http/errors';
import type { NewNotification, NotificationsRepository } from '../notifications/repository';
import { announceNotifications } from '../notifications/service';
import type { BusMessage } from '../realtime/bus';
import type { UserRow, UsersRepository } from '../users/repository';
import type { FriendRequestRow, FriendsRepository } from './repository';

type Repos = { friends: FriendsRepository; users: UsersRepository; notifications: NotificationsRepository };

export type FriendsServiceDeps = Pick<Repos, 'friends'> & {
  /** Requests and answers between two golfers run one at a time, with the pair locked (lockPair). */
  transaction: Transaction<Repos>;
  bus: { publish(message: BusMessage): Promise<void> };
  log: FastifyBaseLogger;
  /** A golfer's waiting and active games the viewer may see: the games area's rule, not restated here. */
  openGamesOf: (userId: string, viewer: Pick<UserRow, 'id' | 'isAdmin'>) => Promise<GameListItem[]>;
  /** Whether each user has a socket open now (presence); all offline until presence is wired. */
  isOnline?: (userIds: readonly string[]) => Promise<Record<string, boolean>>;
};

/** What the panel shows of a golfer (product §A3). */
function golferOf(user: UserRow): FriendUser {
  const { id, displayName, username, firstName, userNumber, avatarUrl } = user;
  return { id, displayName, username, firstName, userNumber, avatarUrl };
}

function requestOf(row: FriendRequestRow, requester: UserRow, addressee: UserRow): FriendRequest {
  return { ...row, requester: golferOf(requester), addressee: golferOf(addressee) };
}

function requestNotice(requester: UserRow, addresseeId: string, requestId: number): NewNotification {
  return {
    userId: addresseeId,
    type: 'friend_request',
    title: 'Friend request',
    message: `${userShownName(requester)} sent you a friend request`,
    data: { requestId, requesterId: requester.id },
    metadata: { emoji: '👋' },
  };
}

function acceptedNotice(accepter: UserRow, requesterId: string, requestId: number): NewNotification {
  return {
    userId: requesterId,
    type: 'friend_accepted',
    title: 'Friend request accepted',
    message: `${userShownName(accepter)} accepted your friend request`,
    data: { requestId, friendId: accepter.id },
    metadata: { emoji: '🤝' },
  };
}

type Outcome<T> = { result: T; events: { userId: string; event: UserEvent }[]; notified: string[] };

/** Friends (product §A2-§A5, §A7): requests, answers, the list, removal, and a friend's games. */
export function createFriendsService(deps: FriendsServiceDeps) {
  const { friends, transaction, bus, log } = deps;

  /** Publishes what a committed change announces (docs/decisions/011: after commit, a failure only logged). */
  function announce<T>({ result, events, notified }: Outcome<T>): T {
    for (const { userId, event } of events) {
      bus.publish({ kind: 'user', userId, event }).catch((error: unknown) => log.warn({ err: error }, 'realtime publish failed'));
    }
    announceNotifications(deps, notified);
    return result;
  }

  const listUpdated = (...userIds: string[]) => userIds.map((userId) => ({ userId, event: { type: 'FRIEND_LIST_UPDATED' } as const }));

  /** Accepts a pending request inside the caller's transaction (pair locked); null when it was no longer pending. */
  async function accept(repos: Repos, request: FriendRequestRow, accepter: UserRow, requester: UserRow): Promise<Outcome<FriendRequest> | null> {
    const answered = await repos.friends.answerRequest(request.id, 'accepted');
    if (!answered) return null;
    await repos.friends.befriend(answered.requesterId, answered.addresseeId);
    await repos.notifications.insert([acceptedNotice(accepter, requester.id, answered.id)]);
    return { result: requestOf(answered, requester, accepter), events: listUpdated(requester.id, accepter.id), notified: [requester.id] };
  }

  /** Nothing, or the 404 a golfer who is not the user's friend is. */
  async function requireFriend(userId: string, friendId: string): Promise<void> {
    if (!(await friends.areFriends(userId, friendId))) throw notFound(friendMessages.friendNotFound);
  }

  return {
    async list(user: UserRow): Promise<FriendUser[]> {
      return friends.friendsOf(user.id);
    },

    async requests(user: UserRow): Promise<FriendRequests> {
      const pending = await friends.pendingOf(user.id);
      return { incoming: pending.filter((r) => r.addresseeId === user.id), sent: pending.filter((r) => r.requesterId === user.id) };
    },

    async online(user: UserRow): Promise<Record<string, boolean>> {
      const ids = await friends.friendIdsOf(user.id);
      if (deps.isOnline) return deps.isOnline(ids);
      return Object.fromEntries(ids.map((id) => [id, false]));
    },

    async games(user: UserRow, friendId: string): Promise<GameListItem[]> {
      await requireFriend(user.id, friendId);
      return deps.openGamesOf(friendId, user);
    },

    /**
     * Sends a request to the golfer with that Player ID; when they already asked the caller, accepts theirs instead
     * (`accepted` true). Refused, writing nothing: not a number (400), no such golfer (404), the caller (400), a
     * friend already, a request already pending from the caller, or PENDING_FRIEND_REQUESTS_MAX of the caller's
     * requests pending (409; issue 27: answering theirs adds none, so it is never refused for that).
     */
    async send(user: UserRow, rawBody: unknown): Promise<{ request: FriendRequest; accepted: boolean }> {
      const { targetUserNumber } = parseOr400(SendFriendRequestSchema, rawBody);
      const outcome = await transaction(async (repos): Promise<Outcome<{ request: FriendRequest; accepted: boolean }>> => {
        const target = await repos.users.byUserNumber(targetUserNumber);
        if (!target) throw notFound(friendMessages.unknownPlayer);
        if (target.id === user.id) throw badRequest(friendMessages.toYourself);
        await repos.friends.lockPair(user.id, target.id);
        if (await repos.friends.areFriends(user.id, target.id)) throw conflict(friendMessages.alreadyFriends);
        if (await repos.friends.pendingFrom(user.id, target.id)) throw conflict(friendMessages.alreadySent);
        const theirs = await repos.friends.pendingFrom(target.id, user.id);
        if (theirs) {
          const accepted = await accept(repos, theirs, user, target);
          if (!accepted) throw conflict(friendMessages.notPending);
          return { ...accepted, result: { request: accepted.result, accepted: true } };
        }
        if ((await repos.friends.pendingSentCount(user.id)) >= PENDING_FRIEND_REQUESTS_MAX) throw conflict(friendMessages.tooManyPending);
        const row = await repos.friends.insertRequest(user.id, target.id);
        await repos.notifications.insert([requestNotice(user, target.id, row.id)]);
        return {
          result: { request: requestOf(row, user, target), accepted: false },
          events: [{ userId: target.id, event: { type: 'FRIEND_REQUEST_RECEIVED' } }],
          notified: [target.id],
        };
      });
      return announce(outcome);
    },

    /**
     * Accepts or declines a pending request addressed to the caller. Refused: no such request, or one between
     * others (404); the caller's own sent request (403); already answered (409).
     */
    async respond(user: UserRow, requestId: number, rawBody: unknown): Promise<FriendRequest> {
      const { accept: accepting } = parseOr400(RespondFriendRequestSchema, rawBody);
      const outcome = await transaction(async (repos): Promise<Outcome<FriendRequest>> => {
        const request = await repos.friends.requestById(requestId);
        if (!request || (request.addresseeId !== user.id && request.requesterId !== user.id)) throw notFound(friendMessages.requestNotFound);
        if (request.addresseeId !== user.id) throw forbidden(friendMessages.notYourRequest);
        await repos.friends.lockPair(request.requesterId, user.id);
        const requester = await repos.users.byId(request.requesterId);
        if (!requester) throw notFound(friendMessages.requestNotFound);
        if (accepting) {
          const accepted = await accept(repos, request, user, requester);
          if (!accepted) throw conflict(friendMessages.notPending);
          return accepted;
        }
        const declined = await repos.friends.answerRequest(request.id, 'declined');
        if (!declined) throw conflict(friendMessages.notPending);
        return { result: requestOf(declined, requester, user), events: listUpdated(requester.id), notified: [] };
      });
      return announce(outcome);
    },

    /** Ends a friendship, for both; a golfer who is not the caller's friend is a 404. */
    async remove(user: UserRow, friendId: string): Promise<void> {
      const outcome = await transaction(async (repos): Promise<Outcome<null>> => {
        await repos.friends.lockPair(user.id, friendId);
        if (!(await repos.friends.unfriend(user.id, friendId))) throw notFound(friendMessages.friendNotFound);
        return { result: null, events: listUpdated(user.id, friendId), notified: [] };
      });
      announce(outcome);
    },
  };
}

export type FriendsService = ReturnType<typeof createFriendsService>;
