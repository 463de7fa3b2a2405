import { z } from 'zod';
import { subscriptionStatuses } from './access';
import { GameIdSchema, JunkMarkSchema, ManualPressSchema, PlayerKeySchema, StoredScoreSchema, WolfChoiceSchema } from './games';

// Every message of the one socket per tab at /ws (product §A7, §G4, architecture.md "Realtime"), as
// discriminated unions on `type`. One naming style: SCREAMING_SNAKE event names, camelCase fields. Both ends
// parse with these; a message that does not parse is logged and ignored (product §A7).

/** A game's version: every change bumps it, so a screen knows whether an event is the next one. */
const GameVersionSchema = z.number().int().nonnegative();
const UserIdSchema = z.string().min(1).max(64);

/**
 * Close codes the server ends a socket with, beyond the protocol's own (1001 going away). The client reconnects
 * after each, waiting longer after TRY_AGAIN_LATER, which says the server or this address has too many sockets or
 * game checks under way (the WebSocket protocol's own code for "try again later").
 */
export const REALTIME_CLOSE = {
  /** Too many sockets from this address or this user, or too many game checks waiting: come back later. */
  TRY_AGAIN_LATER: 1013,
  /** The session the socket was opened with has ended (signed out, password changed, account deleted). */
  SESSION_ENDED: 4001,
} as const;

/** Client -> server. The user is always the session's: IDENTIFY is accepted, as the spec's client sends it, and ignored. */
export const ClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('IDENTIFY'), userId: UserIdSchema }),
  z.object({ type: z.literal('JOIN_GAME'), gameId: GameIdSchema }),
  z.object({ type: z.literal('LEAVE_GAME'), gameId: GameIdSchema }),
]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;

/** Fields every event of a game's channel carries: which game, and its version after the change. */
const gameEvent = { gameId: GameIdSchema, version: GameVersionSchema };

/**
 * Server -> client, on a game's channel (product §G4). SCORE_UPDATE carries the stored score, so a screen one
 * version behind applies it; every other event carries ids and the version, and means a refetch.
 */
export const GameEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('SCORE_UPDATE'), ...gameEvent, score: StoredScoreSchema }),
  z.object({ type: z.literal('PLAYER_ADDED'), ...gameEvent, playerId: PlayerKeySchema }),
  z.object({ type: z.literal('PLAYER_REMOVED'), ...gameEvent, playerId: PlayerKeySchema }),
  z.object({ type: z.literal('PLAYER_UPDATED'), ...gameEvent, playerId: PlayerKeySchema }),
  z.object({ type: z.literal('GAME_STARTED'), ...gameEvent }),
  z.object({ type: z.literal('HOLE_ADVANCE'), ...gameEvent, currentHole: z.number().int().min(1) }),
  z.object({ type: z.literal('GAME_COMPLETE'), ...gameEvent }),
  z.object({ type: z.literal('WOLF_CHOICE'), ...gameEvent, choice: WolfChoiceSchema }),
  z.object({ type: z.literal('PRESS_ADDED'), ...gameEvent, press: ManualPressSchema }),
  z.object({ type: z.literal('JUNK_MARKED'), ...gameEvent, mark: JunkMarkSchema, on: z.boolean() }),
]);
export type GameEvent = z.infer<typeof GameEventSchema>;

/** Server -> client, to one user wherever they are connected (product §A7). */
export const UserEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('USER_SUBSCRIPTION_UPDATED'), subscriptionStatus: z.enum(subscriptionStatuses) }),
  z.object({ type: z.literal('GAME_ADDED_TO'), gameId: GameIdSchema, gameName: z.string() }),
  z.object({ type: z.literal('FRIEND_PRESENCE'), userId: UserIdSchema, isOnline: z.boolean() }),
  z.object({ type: z.literal('FRIEND_LIST_UPDATED') }),
  z.object({ type: z.literal('FRIEND_REQUEST_RECEIVED') }),
  // A notification row was written for the user: the bell refetches its count and list at once (issue 13).
  z.object({ type: z.literal('NOTIFICATION_CREATED') }),
  // A group the user is in changed (members, a payment, a completed group game): its screens refetch (product §R18).
  z.object({ type: z.literal('GROUP_CHANGED'), groupId: z.uuid() }),
]);
export type UserEvent = z.infer<typeof UserEventSchema>;

/**
 * Server -> one socket, in answer to its JOIN_GAME once it is on the game's channel: the version of the last event of
 * the game this instance has sent (null when it has sent none lately). A screen whose copy is older missed a change
 * made between its read and its join, and reads again.
 */
export const GameJoinedSchema = z.object({ type: z.literal('GAME_JOINED'), gameId: GameIdSchema, version: GameVersionSchema.nullable() });
export type GameJoined = z.infer<typeof GameJoinedSchema>;

/** Everything the server may send on the socket. */
export const ServerMessageSchema = z.discriminatedUnion('type', [...GameEventSchema.options, ...UserEventSchema.options, GameJoinedSchema]);
export type ServerMessage = z.infer<typeof ServerMessageSchema>;
export type ServerMessageType = ServerMessage['type'];

const gameEventTypes: ReadonlySet<ServerMessageType> = new Set(GameEventSchema.options.map((option) => option.shape.type.value));
const userEventTypes: ReadonlySet<ServerMessageType> = new Set(UserEventSchema.options.map((option) => option.shape.type.value));

/** True for an event of a game's channel; the list is GameEventSchema's, so a new event is not listed twice. */
export function isGameEvent(message: ServerMessage): message is GameEvent {
  return gameEventTypes.has(message.type);
}

/** True for an event sent to one user wherever they are connected (UserEventSchema). */
export function isUserEvent(message: ServerMessage): message is UserEvent {
  return userEventTypes.has(message.type);
}
