import { z } from 'zod';
import { GameListItemSchema } from './games-responses';

// The friends calls (product §A3, §A5, §A7): requests, bodies and answers, parsed by the server and the panel alike.

/** What the Add tab shows when the Player ID is not a number (product §A5): the title, and the line under it. */
export const invalidPlayerIdTitle = 'Invalid Player ID';
export const invalidPlayerIdMessage = 'Please enter a valid numeric Player ID';

/** POST /api/friends/requests: the Player ID (userNumber) of the golfer asked; a number, never text. */
export const SendFriendRequestSchema = z.object({
  targetUserNumber: z.number({ error: invalidPlayerIdTitle }).int(invalidPlayerIdTitle).positive(invalidPlayerIdTitle),
});
export type SendFriendRequest = z.infer<typeof SendFriendRequestSchema>;

/** PATCH /api/friends/requests/{id}/respond: accept (true) or decline (false). */
export const RespondFriendRequestSchema = z.object({ accept: z.boolean({ error: 'accept must be true or false' }) });

/** How many of a golfer's friend requests may wait for an answer at once (issue 27); the next is refused until one is answered. */
export const PENDING_FRIEND_REQUESTS_MAX = 50;

/** The words of the friends calls' refusals, written once. */
export const friendMessages = {
  tooManyPending: `You have ${PENDING_FRIEND_REQUESTS_MAX} friend requests waiting for an answer. Send more once some are answered.`,
  toYourself: 'You cannot send a friend request to yourself',
  alreadyFriends: 'You are already friends',
  alreadySent: 'Friend request already sent',
  unknownPlayer: 'No golfer has that Player ID',
  requestNotFound: 'Friend request not found',
  notYourRequest: 'Only the golfer asked can respond to this request',
  notPending: 'This friend request has already been answered',
  friendNotFound: 'Friend not found',
} as const;

/** A golfer as the panel shows one (product §A3). */
export const FriendUserSchema = z.object({
  id: z.string(),
  displayName: z.string().nullable(),
  username: z.string(),
  firstName: z.string().nullable(),
  userNumber: z.number().int(),
  avatarUrl: z.string().nullable(),
});
export type FriendUser = z.infer<typeof FriendUserSchema>;

/** GET /api/friends: one item per friend (product §A3 "Friend (list item)"). */
export const FriendSchema = FriendUserSchema;
export const FriendListSchema = z.array(FriendSchema);

/** A friend request with both golfers (product §A3). Only pending ones are listed. */
export const FriendRequestSchema = z.object({
  id: z.number().int(),
  requesterId: z.string(),
  addresseeId: z.string(),
  status: z.enum(['pending', 'accepted', 'declined']),
  createdAt: z.coerce.date(),
  requester: FriendUserSchema,
  addressee: FriendUserSchema,
});
export type FriendRequest = z.infer<typeof FriendRequestSchema>;

/** GET /api/friends/requests: incoming (the caller is asked) and sent (the caller asked), pending only. */
export const FriendRequestsSchema = z.object({ incoming: z.array(FriendRequestSchema), sent: z.array(FriendRequestSchema) });
export type FriendRequests = z.infer<typeof FriendRequestsSchema>;

/** GET /api/friends/online: each friend's id to whether they are connected now. */
export const FriendsOnlineSchema = z.record(z.string(), z.boolean());

/** GET /api/friends/{id}/games: the friend's waiting and active games the caller may see (id, courseName, gameType...). */
export const FriendGamesSchema = z.array(GameListItemSchema);

/** Path of the friend calls: a friend's user id; a request's numeric id. */
export const FriendParamsSchema = z.object({ id: z.uuid() });
export const FriendRequestParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
