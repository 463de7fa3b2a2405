import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { StoredScoreSchema, type StoredScore } from '../src/contract/games';
import type { GameEvent, ServerMessage, UserEvent } from '../src/contract/realtime';
import type { BusMessage } from '../src/server/realtime/bus';
import { describeEachDatabase, type TestContext } from './support/app';
import {
  addById,
  addManual,
  befriend,
  call,
  changeDrinks,
  completeGame,
  createGame,
  expectStatus,
  golfer,
  joinGame,
  patchPlayer,
  postScore,
  registered,
  seedCourse,
  startGame,
  storedVersion,
  versionInEtag,
  type Golfer,
} from './support/games';
import { aboutGame, busInbox, onGame, openSocket, socketUrl, untilAllHear, type TestSocket } from './support/realtime';

// Issue 10, realtime: every change of a game announces its event once it has committed, carrying the game's
// version after the change; a call that changes nothing announces nothing; and a game's events reach only the
// sockets of those who may see it. The bus is the app's own (LISTEN/NOTIFY on PostgreSQL), so every test waits for
// the events it expects, and proves an absence by an event that came after it.

type Unversioned = { [T in GameEvent['type']]: Omit<Extract<GameEvent, { type: T }>, 'version'> }[GameEvent['type']];

/** What the app's bus carries during one test, and what the test expects it to carry, in order. */
function announcements(ctx: TestContext) {
  const bus = busInbox(ctx.bus);
  const expected: BusMessage[] = [];
  return {
    bus,
    /**
     * Makes a change and waits for the first game event after it, which must be `event` with the game's version as
     * stored after the change (a function of the change's answer when the event names what the change made).
     */
    async change<T>(action: () => Promise<T>, event: Unversioned | ((result: T) => Unversioned)): Promise<{ result: T; event: GameEvent }> {
      const from = bus.received.length;
      const result = await action();
      const heard = await bus.next((message) => message.kind === 'game', { from });
      const unversioned = typeof event === 'function' ? event(result) : event;
      const announced: GameEvent = { ...unversioned, version: await storedVersion(ctx, unversioned.gameId) };
      expect(heard).toEqual(onGame(announced));
      expected.push(heard);
      return { result, event: announced };
    },
    /** Waits for the next user event, which must be `event` to `userId`. */
    async toUser(userId: string, event: UserEvent, from: number): Promise<void> {
      const heard = await bus.next((message) => message.kind === 'user', { from });
      expect(heard).toEqual({ kind: 'user', userId, event });
      expected.push(heard);
    },
    /** Everything the bus carried was expected: no call announced more than its event. */
    expectNothingElse(): void {
      expect(bus.received).toEqual(expected);
    },
  };
}

async function samsGame(ctx: TestContext, overrides: Parameters<typeof createGame>[2] = {}) {
  await seedCourse(ctx);
  const sam = await golfer(ctx, 'Sam');
  // Drinks on: these tests write them (a game without drinks refuses them, test/games-drinks-option.test.ts).
  return { sam, game: await createGame(ctx, sam, { drinksOn: true, ...overrides }) };
}

/** Posts a score as `who` and answers the stored score. */
async function scored(ctx: TestContext, who: Golfer, gameId: number, playerId: string, holeNumber: number, strokes: number): Promise<StoredScore> {
  const response = await postScore(ctx, who.cookie, gameId, playerId, holeNumber, strokes);
  expectStatus(response, 200);
  return StoredScoreSchema.parse(response.json());
}

/** Waits for a call and expects its status. */
const ok = async (response: Promise<LightMyRequestResponse>, status = 200) => expectStatus(await response, status);

describeEachDatabase('games: the event each change announces', (ctx) => {
  it('announces PLAYER_ADDED for a join, a manual add and an add by Player ID, and GAME_ADDED_TO to the golfer added by ID alone', async () => {
    const t = announcements(ctx);
    const { sam, game } = await samsGame(ctx);
    const bob = await golfer(ctx, 'Bob');
    const carol = await registered(ctx, 'Carol');

    await t.change(() => joinGame(ctx, bob, game.id), { type: 'PLAYER_ADDED', gameId: game.id, playerId: bob.user.id });
    await t.change(() => addManual(ctx, sam, game.id, 'Alex'), (alex) => ({ type: 'PLAYER_ADDED', gameId: game.id, playerId: alex.userId }));
    const from = t.bus.received.length;
    await t.change(() => addById(ctx, sam, game.id, carol), { type: 'PLAYER_ADDED', gameId: game.id, playerId: carol.id });
    const addedTo: UserEvent = { type: 'GAME_ADDED_TO', gameId: game.id, gameName: game.name };
    await t.toUser(carol.id, addedTo, from);
    // Added by Player ID also writes Carol a notification (issue 13), so the bell hears of it.
    const afterAddedTo = t.bus.received.findIndex((message) => message.kind === 'user' && message.event.type === 'GAME_ADDED_TO') + 1;
    await t.toUser(carol.id, { type: 'NOTIFICATION_CREATED' }, afterAddedTo);

    expect(t.bus.received.filter((message) => message.kind === 'user')).toEqual([
      { kind: 'user', userId: carol.id, event: addedTo },
      { kind: 'user', userId: carol.id, event: { type: 'NOTIFICATION_CREATED' } },
    ]);
    t.expectNothingElse();
  });

  it('announces PLAYER_UPDATED for an edit and for drinks, and PLAYER_REMOVED for a removal', async () => {
    const t = announcements(ctx);
    const { sam, game } = await samsGame(ctx);
    const { result: alex } = await t.change(() => addManual(ctx, sam, game.id, 'Alex'), (added) => ({ type: 'PLAYER_ADDED', gameId: game.id, playerId: added.userId }));
    const updated = { type: 'PLAYER_UPDATED', gameId: game.id, playerId: alex.userId } as const;

    await t.change(() => patchPlayer(ctx, sam, game.id, alex.userId, { handicap: 9 }), updated);
    await t.change(() => patchPlayer(ctx, sam, game.id, alex.userId, { playerName: 'Alexis' }), updated);
    await t.change(() => ok(changeDrinks(ctx, sam.cookie, game.id, alex.userId, 1)), updated);
    await t.change(() => ok(changeDrinks(ctx, sam.cookie, game.id, alex.userId, -1)), updated);
    await t.change(() => ok(call(ctx, sam.cookie, 'DELETE', `/api/games/${game.id}/players/${alex.userId}`), 204), {
      type: 'PLAYER_REMOVED',
      gameId: game.id,
      playerId: alex.userId,
    });
    t.expectNothingElse();
  });

  it('announces GAME_STARTED, HOLE_ADVANCE with the new hole, and GAME_COMPLETE', async () => {
    const t = announcements(ctx);
    const { sam, game } = await samsGame(ctx);
    await t.change(() => addManual(ctx, sam, game.id, 'Alex'), (alex) => ({ type: 'PLAYER_ADDED', gameId: game.id, playerId: alex.userId }));

    await t.change(() => startGame(ctx, sam, game.id), { type: 'GAME_STARTED', gameId: game.id });
    await t.change(() => ok(call(ctx, sam.cookie, 'POST', `/api/games/${game.id}/advance-hole`, { nextHole: 2 })), { type: 'HOLE_ADVANCE', gameId: game.id, currentHole: 2 });
    await t.change(() => ok(call(ctx, sam.cookie, 'POST', `/api/games/${game.id}/advance-hole`, { nextHole: 7 })), { type: 'HOLE_ADVANCE', gameId: game.id, currentHole: 7 });
    const beforeComplete = t.bus.received.length;
    await t.change(() => completeGame(ctx, sam, game.id), { type: 'GAME_COMPLETE', gameId: game.id });
    // The completion notice written for Sam (the one registered player) rings his bell at once (issue 13).
    await t.toUser(sam.user.id, { type: 'NOTIFICATION_CREATED' }, beforeComplete);
    t.expectNothingElse();
  });

  it('announces SCORE_UPDATE with the stored score and the version the next read’s ETag carries', async () => {
    const t = announcements(ctx);
    const { sam, game } = await samsGame(ctx);
    const { result: alex } = await t.change(() => addManual(ctx, sam, game.id, 'Alex', 18), (added) => ({ type: 'PLAYER_ADDED', gameId: game.id, playerId: added.userId }));
    await t.change(() => startGame(ctx, sam, game.id), { type: 'GAME_STARTED', gameId: game.id });

    for (const strokes of [5, 6]) {
      const { result: score, event } = await t.change(() => scored(ctx, sam, game.id, alex.userId, 1, strokes), (answered) => ({ type: 'SCORE_UPDATE', gameId: game.id, score: answered }));
      expect(score).toMatchObject({ userId: alex.userId, holeNumber: 1, strokes, handicapStrokes: 1, netStrokes: strokes - 1 });
      for (const path of [`/api/games/${game.id}`, `/api/games/${game.id}/players`]) {
        const read = await call(ctx, sam.cookie, 'GET', path);
        expectStatus(read, 200);
        expect(versionInEtag(read.headers.etag), path).toBe(event.version);
      }
    }
    t.expectNothingElse();
  });

  it('announces nothing for a score equal to the stored one, a drink taken off at 0, or a refused call', async () => {
    const t = announcements(ctx);
    const { sam, game } = await samsGame(ctx);
    const stranger = await golfer(ctx, 'Sid');
    const { result: alex } = await t.change(() => addManual(ctx, sam, game.id, 'Alex'), (added) => ({ type: 'PLAYER_ADDED', gameId: game.id, playerId: added.userId }));
    await t.change(() => startGame(ctx, sam, game.id), { type: 'GAME_STARTED', gameId: game.id });
    await t.change(() => scored(ctx, sam, game.id, alex.userId, 1, 5), (score) => ({ type: 'SCORE_UPDATE', gameId: game.id, score }));
    const version = await storedVersion(ctx, game.id);

    const unchanging: [string, () => Promise<void>][] = [
      ['the same score again', () => ok(postScore(ctx, sam.cookie, game.id, alex.userId, 1, 5))],
      ['a drink off at 0', () => ok(changeDrinks(ctx, sam.cookie, game.id, alex.userId, -1))],
      ['a score by a golfer who does not play', () => ok(postScore(ctx, stranger.cookie, game.id, alex.userId, 2, 4), 403)],
      ['a second start', () => ok(call(ctx, sam.cookie, 'POST', `/api/games/${game.id}/start`), 409)],
      ['a score on no hole', () => ok(postScore(ctx, sam.cookie, game.id, alex.userId, 19, 4), 400)],
      ['an edit of a player not in the game', () => ok(call(ctx, sam.cookie, 'PATCH', `/api/games/${game.id}/players/nobody`, { handicap: 3 }), 404)],
    ];
    for (const [what, unchanged] of unchanging) {
      await unchanged();
      expect(await storedVersion(ctx, game.id), what).toBe(version);
    }
    // The next change's event is the first since the score, and one version on: nothing above announced or bumped.
    const { event } = await t.change(() => ok(changeDrinks(ctx, sam.cookie, game.id, alex.userId, 1)), { type: 'PLAYER_UPDATED', gameId: game.id, playerId: alex.userId });
    expect(event.version).toBe(version + 1);
    t.expectNothingElse();
  });
});

/** Whether any message the socket received is about `gameId`. */
const heardOf = (socket: TestSocket, gameId: number) => socket.inbox.received.some(aboutGame(gameId));
const addedTo = (socket: TestSocket) => socket.inbox.received.filter((message) => message.type === 'GAME_ADDED_TO');

describeEachDatabase('games: who hears a game on /ws', (ctx) => {
  it('sends a private game’s events to its creator, players and the creator’s friends, never to a stranger or a guest, who may watch a public game', async () => {
    const url = await socketUrl(ctx.app);
    const { sam, game: hidden } = await samsGame(ctx, { isPrivate: true });
    const open = await createGame(ctx, sam, { isPrivate: false, drinksOn: true });
    const bob = await golfer(ctx, 'Bob');
    const fran = await golfer(ctx, 'Fran');
    const sid = await golfer(ctx, 'Sid');
    const carol = await golfer(ctx, 'Carol');
    await befriend(ctx, sam.user, fran.user);
    // Bob's tab is open before he is added: PostgreSQL's bus delivers after the call answers, so a tab opened just
    // after it could still hear the news, and the test would depend on that race.
    const player = await openSocket(url, bob.cookie);
    await addById(ctx, sam, hidden.id, bob.user);
    await player.inbox.next((message) => message.type === 'GAME_ADDED_TO');

    // The stranger and the guest ask for the private game first: once they hear the public game they asked for
    // next, that first check has been answered too (one connection answers in order; a pool, long before).
    const stranger = await openSocket(url, sid.cookie);
    const guest = await openSocket(url);
    for (const socket of [stranger, guest]) {
      socket.send({ type: 'JOIN_GAME', gameId: hidden.id });
      socket.send({ type: 'JOIN_GAME', gameId: open.id });
    }
    const creator = await openSocket(url, sam.cookie);
    const friend = await openSocket(url, fran.cookie);
    for (const socket of [creator, player, friend]) socket.send({ type: 'JOIN_GAME', gameId: hidden.id });
    const carolsTab = await openSocket(url, carol.cookie);

    const drink = (gameId: number) => ok(changeDrinks(ctx, sam.cookie, gameId, sam.user.id, 1));
    await untilAllHear([stranger, guest], open.id, () => drink(open.id));
    await untilAllHear([creator, player, friend], hidden.id, () => drink(hidden.id));

    // Added by Player ID: Carol's tab hears it, though it watches no game.
    await addById(ctx, sam, hidden.id, carol.user);
    await carolsTab.inbox.next((message) => message.type === 'GAME_ADDED_TO');
    await carolsTab.inbox.next((message) => message.type === 'NOTIFICATION_CREATED');
    // Carol's arrival reaches the game's watchers through the bus, after the add has answered: wait for it, so the
    // drink heard next is one sent after it.
    const carolAdded = (message: ServerMessage) => message.type === 'PLAYER_ADDED' && message.gameId === hidden.id;
    await Promise.all([creator, player, friend].map((socket) => socket.inbox.next(carolAdded)));
    // One more event of each game, heard by those who watch it, comes after everything above.
    await untilAllHear([creator, player, friend], hidden.id, () => drink(hidden.id), 1);
    await untilAllHear([stranger, guest], open.id, () => drink(open.id), 1);

    expect(heardOf(stranger, hidden.id)).toBe(false);
    expect(heardOf(guest, hidden.id)).toBe(false);
    expect(carolsTab.inbox.received).toEqual([{ type: 'GAME_ADDED_TO', gameId: hidden.id, gameName: hidden.name }, { type: 'NOTIFICATION_CREATED' }]);
    for (const socket of [stranger, guest, creator, friend]) expect(addedTo(socket)).toEqual([]);
    expect(addedTo(player)).toEqual([{ type: 'GAME_ADDED_TO', gameId: hidden.id, gameName: hidden.name }]);
    const version = await storedVersion(ctx, hidden.id);
    for (const socket of [creator, player, friend]) expect(socket.inbox.received.at(-1)).toMatchObject({ type: 'PLAYER_UPDATED', gameId: hidden.id, version });
  });
});
