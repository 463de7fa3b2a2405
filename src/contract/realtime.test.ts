import { describe, expect, it } from 'vitest';
import { ClientMessageSchema, GameEventSchema, GameJoinedSchema, isGameEvent, isUserEvent, ServerMessageSchema, UserEventSchema } from './realtime';

const score = { gameId: 7, userId: 'manual_ab12', holeNumber: 3, strokes: 5, par: 4, handicapStrokes: 1, netStrokes: 4, dispute: null };

describe('socket messages (product §A7, §G4)', () => {
  it.each([
    { type: 'IDENTIFY', userId: '00000000-0000-4000-8000-000000000001' },
    { type: 'JOIN_GAME', gameId: 7 },
    { type: 'LEAVE_GAME', gameId: 7 },
  ])('the client sends $type', (message) => {
    expect(ClientMessageSchema.parse(message)).toEqual(message);
  });

  it.each([
    { type: 'SCORE_UPDATE', gameId: 7, version: 12, score },
    { type: 'PLAYER_ADDED', gameId: 7, version: 3, playerId: 'manual_ab12' },
    { type: 'HOLE_ADVANCE', gameId: 7, version: 13, currentHole: 4 },
    { type: 'GAME_COMPLETE', gameId: 7, version: 40 },
    { type: 'USER_SUBSCRIPTION_UPDATED', subscriptionStatus: 'active' },
    { type: 'GAME_ADDED_TO', gameId: 7, gameName: "Sam's Nassau" },
    { type: 'FRIEND_PRESENCE', userId: 'u1', isOnline: true },
    { type: 'FRIEND_LIST_UPDATED' },
    { type: 'FRIEND_REQUEST_RECEIVED' },
    { type: 'NOTIFICATION_CREATED' },
    { type: 'GAME_JOINED', gameId: 7, version: 12 },
    { type: 'GAME_JOINED', gameId: 7, version: null },
  ])('the server sends $type', (message) => {
    expect(ServerMessageSchema.parse(message)).toEqual(message);
  });

  it.each([
    { case: 'an unknown type', message: { type: 'HELLO' } },
    { case: 'a game id that is not a number', message: { type: 'JOIN_GAME', gameId: '7' } },
    { case: 'strokes outside 1-20', message: { type: 'SCORE_UPDATE', gameId: 7, version: 1, score: { ...score, strokes: 21 } } },
    { case: 'a game event without its version', message: { type: 'GAME_STARTED', gameId: 7 } },
    { case: 'no type at all', message: 'SCORE_UPDATE' },
  ])('refuses $case', ({ message }) => {
    expect(ClientMessageSchema.safeParse(message).success || ServerMessageSchema.safeParse(message).success).toBe(false);
  });

  it('names every event once, in one style', () => {
    const types = [...GameEventSchema.options, ...UserEventSchema.options, GameJoinedSchema].map((option) => option.shape.type.value);
    expect(new Set(types).size).toBe(types.length);
    for (const type of types) expect(type).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
  });

  it.each([
    { message: { type: 'SCORE_UPDATE', gameId: 7, version: 12, score }, game: true, user: false },
    { message: { type: 'GAME_COMPLETE', gameId: 7, version: 13 }, game: true, user: false },
    { message: { type: 'FRIEND_LIST_UPDATED' }, game: false, user: true },
    { message: { type: 'GAME_ADDED_TO', gameId: 7, gameName: 'Sam’s Nassau' }, game: false, user: true },
    { message: { type: 'GAME_JOINED', gameId: 7, version: 12 }, game: false, user: false },
  ])('sorts $message.type: game event $game, user event $user', ({ message, game, user }) => {
    const parsed = ServerMessageSchema.parse(message);
    expect(isGameEvent(parsed)).toBe(game);
    expect(isUserEvent(parsed)).toBe(user);
  });
});
