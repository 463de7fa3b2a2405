import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { CurrentUserSchema } from '../src/contract/account-responses';
import { AVATAR_MAX_BYTES, AVATAR_SIZE_PX, PROFILE_TREND_ROUNDS, PROFILE_UPDATE_EMPTY, ProfileSchema, profileMessages, type Profile } from '../src/contract/profile';
import type { GameDetail } from '../src/contract/games-responses';
import { GIVEN_HANDICAP_ERRORS, handicapFrom, HANDICAP_PROFILE_ERRORS, holeNumberFrom, roundToParFor, scorecardFor, statisticsFor, strokeIndexFrom, strokesFrom, type Hole } from '../src/golf';
import { notifications, userAchievements, userAvatars, users } from '../src/server/db/schema';
import type { BusMessage } from '../src/server/realtime/bus';
import { describeEachDatabase, type TestContext } from './support/app';
import {
  addById,
  befriend,
  call,
  card,
  completeGame,
  createGame,
  expectRefusal,
  expectStatus,
  golfer,
  type Golfer,
  playersOf,
  postCard,
  registered,
  seedCourse,
  startGame,
} from './support/games';
import { busInbox } from './support/realtime';
import { createAdmin, signIn } from './support/users';

// Issue 14: the profile (product §G2, §G3, §G7; product §R8-§R9). Every figure is the engine's over the golfer's completed
// rounds; who sees what: the owner everything, friends and playing partners the golf, anyone else the name and Player
// ID; settings and avatars change only what was asked, and a refused change changes nothing.

const dayMs = 24 * 60 * 60 * 1000;

async function profileOf(ctx: TestContext, cookie: string, userId?: string): Promise<Profile> {
  const response = await call(ctx, cookie, 'GET', userId ? `/api/profile/${userId}` : '/api/profile');
  expectStatus(response, 200);
  return ProfileSchema.parse(response.json());
}

/** A stroke game of `golfers` (the first creates it), each with their handicap, played to the cards given, completed. */
async function playedRound(ctx: TestContext, creator: Golfer, rounds: { who: Golfer; handicap: number; strokes: number[] }[]): Promise<GameDetail> {
  const own = rounds.find((round) => round.who === creator)!;
  // A solo round is stroke play for one (product §R7).
  const game = await createGame(ctx, creator, { creatorHandicap: own.handicap, maxPlayers: rounds.length === 1 ? 1 : 4 });
  for (const round of rounds) if (round.who !== creator) await addById(ctx, creator, game.id, round.who.user, round.handicap);
  await startGame(ctx, creator, game.id);
  for (const round of rounds) await postCard(ctx, creator.cookie, game.id, round.who.user.id, round.strokes);
  await completeGame(ctx, creator, game.id);
  return game;
}

function engineCard(game: GameDetail, handicap: number, strokes: readonly number[]) {
  const holes: Hole[] = game.holes.map((hole) => ({
    holeNumber: holeNumberFrom(hole.holeNumber),
    par: strokesFrom(hole.par),
    yardage: hole.yardage,
    handicapIndex: strokeIndexFrom(hole.handicapIndex),
  }));
  const gross = new Map(strokes.map((value, i) => [holeNumberFrom(i + 1), strokesFrom(value)]));
  return scorecardFor({ handicap: handicapFrom(handicap) }, holes, gross);
}

/** A small real image, as a phone would pick it, as a data: URL. */
async function pictureDataUrl(width = 600, height = 400, colour = '#2f855a'): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

async function userRow(ctx: TestContext, id: string) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

const toUser = (userId: string, type: string) => (m: BusMessage) => m.kind === 'user' && m.userId === userId && m.event.type === type;

describeEachDatabase('profile', (ctx) => {
  it('refuses signed-out callers (401), lapsed golfers (402) and golfers on the admin grant (403), changing nothing', async () => {
    const sam = await golfer(ctx, 'Sam');
    const lapsedUser = await registered(ctx, 'Lapsed', { trialEndsAt: new Date(Date.now() - dayMs) });
    const lapsed = await signIn(ctx.app, lapsedUser.username);
    const lapsedBefore = await userRow(ctx, lapsedUser.id);
    const calls = [
      ['GET', '/api/profile'],
      ['GET', `/api/profile/${sam.user.id}`],
      ['PATCH', '/api/profile', { handicap: 3 }],
      ['PATCH', '/api/user/settings', { displayName: 'Changed' }],
    ] as const;
    for (const [method, url, body] of calls) {
      expectStatus(await call(ctx, undefined, method, url, body), 401);
      expectStatus(await call(ctx, lapsed, method, url, body), 402);
    }
    expectStatus(await call(ctx, undefined, 'GET', '/api/user/subscription'), 401);
    expectStatus(await call(ctx, undefined, 'GET', `/api/users/${sam.user.id}/avatar`), 401);
    expectStatus(await call(ctx, undefined, 'POST', `/api/admin/users/${sam.user.id}/achievements`, { achievementType: 'snowman' }), 401);
    expectRefusal(await call(ctx, sam.cookie, 'POST', `/api/admin/users/${sam.user.id}/achievements`, { achievementType: 'snowman' }), 403, 'Administrator access required');
    expect(await userRow(ctx, lapsedUser.id)).toEqual(lapsedBefore);
    expect(await ctx.database.db.select().from(userAchievements)).toEqual([]);
  });

  it('My Stats are the engine’s figures over the completed rounds; past games newest first with position and winnings', async () => {
    await seedCourse(ctx);
    const sam = await golfer(ctx, 'Sam');
    const pat = await golfer(ctx, 'Pat');
    // Sam: 73 with 3 birdies (h 5), then 70 with an eagle (h 5), then a 90 (h 12). Pat plays the first two.
    const cards = [
      { sam: card({ 1: 1, 3: -1, 5: 1, 7: -1, 10: 1, 12: -1, 14: 1 }), pat: card({ 2: 1, 9: 2 }), samHcp: 5 },
      { sam: card({ 2: -2, 4: -1, 18: 1 }), pat: card({ 1: -1 }), samHcp: 5 },
      { sam: card(Object.fromEntries(Array.from({ length: 18 }, (_, i) => [i + 1, 1]))), pat: null, samHcp: 12 },
    ];
    const games: GameDetail[] = [];
    for (const round of cards) {
      const players = [{ who: sam, handicap: round.samHcp, strokes: round.sam }];
      if (round.pat) players.push({ who: pat, handicap: 0, strokes: round.pat });
      games.push(await playedRound(ctx, sam, players));
    }

    const profile = await profileOf(ctx, sam.cookie);
    const engineCards = cards.map((round, i) => engineCard(games[i]!, round.samHcp, round.sam));
    expect(profile.view).toBe('own');
    expect(profile.stats).toEqual(statisticsFor(engineCards));
    // The same figures worked by hand, so the engine is not only compared with itself.
    expect(profile.stats).toMatchObject({ totalRounds: 3, bestRound: 70, averageScore: 77.7, totalBirdies: 5, birdiePercentage: 9.3 });

    // The chart: oldest first, gross and net against par.
    expect(profile.recentRounds.map((point) => point.gameId)).toEqual(games.map((game) => game.id));
    expect(profile.recentRounds.map(({ holesPlayed, grossToPar, netToPar }) => ({ holesPlayed, grossToPar, netToPar }))).toEqual(engineCards.map(roundToParFor));
    expect(profile.recentRounds.map((point) => point.grossToPar)).toEqual([1, -2, 18]);

    // Past games: newest first, with Sam's result and card.
    expect(profile.completedGames.map((game) => game.id)).toEqual(games.map((game) => game.id).reverse());
    const [solo, second, first] = profile.completedGames;
    expect(solo).toMatchObject({ playerCount: 1, position: 1, winnings: 0, totalStrokes: 90, handicap: 12, gameType: 'stroke' });
    expect(second).toMatchObject({ playerCount: 2, position: 1, winnings: 10, totalStrokes: 70 });
    // Round one: Sam 73 net 68 beats Pat 75.
    expect(first).toMatchObject({ playerCount: 2, position: 1, winnings: 10, totalStrokes: 73, netScore: -4 });
    expect(first!.scores.map((score) => score.strokes)).toEqual(cards[0]!.sam);
    expect((await playersOf(ctx, sam.cookie, games[0]!.id)).find((p) => p.userId === pat.user.id)).toMatchObject({ winnings: -10, position: 2 });

    // The eagle of round two earned Eagle Eye, once, with the game it came from.
    expect(profile.achievements.find((a) => a.achievementType === 'eagle_eye')).toMatchObject({ gameId: games[1]!.id });
    expect(new Set(profile.achievements.map((a) => a.achievementType)).size).toBe(profile.achievements.length);
  });

  it('the chart keeps the last 20 rounds; a golfer with none has zeros and nothing to average', async () => {
    const newcomer = await golfer(ctx, 'New');
    const empty = await profileOf(ctx, newcomer.cookie);
    expect(empty).toMatchObject({ view: 'own', recentRounds: [], completedGames: [], achievements: [] });
    expect(empty.stats).toEqual(statisticsFor([]));

    await seedCourse(ctx);
    const sam = await golfer(ctx, 'Sam');
    const ids: number[] = [];
    for (let i = 0; i < PROFILE_TREND_ROUNDS + 2; i += 1) {
      ids.push((await playedRound(ctx, sam, [{ who: sam, handicap: 0, strokes: card({ 1: i % 3 }, 3) }])).id);
    }
    const profile = await profileOf(ctx, sam.cookie);
    expect(profile.stats?.totalRounds).toBe(PROFILE_TREND_ROUNDS + 2);
    expect(profile.recentRounds.map((point) => point.gameId)).toEqual(ids.slice(2));
    expect(profile.recentRounds.every((point) => point.holesPlayed === 3)).toBe(true);
    expect(profile.completedGames).toHaveLength(PROFILE_TREND_ROUNDS + 2);
  }, 60_000);

  it('another golfer sees the golf only as a friend, a playing partner or an admin; a stranger only the name and Player ID; never the e-mail', async () => {
    await seedCourse(ctx);
    const sam = await golfer(ctx, 'Sam', { handicap: 7, handicapIndex: 142, bio: 'Low fades only' });
    const partner = await golfer(ctx, 'Partner');
    const friend = await golfer(ctx, 'Friend');
    const stranger = await golfer(ctx, 'Stranger');
    const adminUser = await createAdmin(ctx.database.db);
    const admin = await signIn(ctx.app, adminUser.username);
    await befriend(ctx, sam.user, friend.user);
    await playedRound(ctx, sam, [
      { who: sam, handicap: 7, strokes: card({ 3: -2 }) },
      { who: partner, handicap: 0, strokes: card() },
    ]);

    const own = await profileOf(ctx, sam.cookie, sam.user.id);
    expect(own.user).toMatchObject({ email: sam.user.email, handicap: 7, handicapIndex: 14.2, bio: 'Low fades only', name: 'Sam', userNumber: sam.user.userNumber });

    for (const viewer of [partner.cookie, friend.cookie, admin]) {
      const seen = await profileOf(ctx, viewer, sam.user.id);
      expect(seen.view).toBe('full');
      expect(seen.user).toMatchObject({ email: null, handicap: 7, handicapIndex: 14.2, bio: 'Low fades only', name: 'Sam' });
      expect(seen.stats).toEqual(own.stats);
      expect(seen.completedGames).toEqual(own.completedGames);
      expect(seen.achievements).toEqual(own.achievements);
    }

    const limited = await profileOf(ctx, stranger.cookie, sam.user.id);
    expect(limited).toEqual({
      view: 'limited',
      user: {
        id: sam.user.id,
        userNumber: sam.user.userNumber,
        name: 'Sam',
        displayName: 'Sam',
        firstName: null,
        lastName: null,
        username: null,
        avatarUrl: null,
        isAdmin: false,
        handicap: null,
        handicapIndex: null,
        bio: null,
        email: null,
      },
      stats: null,
      recentRounds: [],
      completedGames: [],
      achievements: [],
    });
    expect(JSON.stringify(limited)).not.toContain(sam.user.email!);

    expectRefusal(await call(ctx, sam.cookie, 'GET', '/api/profile/00000000-0000-4000-8000-000000000000'), 404, profileMessages.notFound);
    expectRefusal(await call(ctx, sam.cookie, 'GET', '/api/profile/not-a-user'), 404, profileMessages.notFound);
  });

  it('PATCH /api/profile sets the handicap (plus handicaps stored negative) and refuses one out of range, changing nothing', async () => {
    const sam = await golfer(ctx, 'Sam', { handicap: 10 });
    const plus = await call(ctx, sam.cookie, 'PATCH', '/api/profile', { handicap: -2 });
    expectStatus(plus, 200);
    expect(CurrentUserSchema.parse(plus.json()).handicap).toBe(-2);
    for (const handicap of [55, -6, 3.5, '7', true]) {
      expectRefusal(await call(ctx, sam.cookie, 'PATCH', '/api/profile', { handicap }), 400, HANDICAP_PROFILE_ERRORS.range);
    }
    expectStatus(await call(ctx, sam.cookie, 'PATCH', '/api/profile', { handicap: 3, isAdmin: true }), 400);
    expect(await userRow(ctx, sam.user.id)).toMatchObject({ handicap: -2, isAdmin: false });
    expectStatus(await call(ctx, sam.cookie, 'PATCH', '/api/profile', { handicap: null }), 200);
    expect((await userRow(ctx, sam.user.id)).handicap).toBeNull();
  });

  it('PATCH /api/profile sets and clears the Handicap Index (product §R12) beside the handicap; a bad one changes nothing', async () => {
    const sam = await golfer(ctx, 'Sam', { handicap: 10 });
    const me = async () => CurrentUserSchema.parse((await call(ctx, sam.cookie, 'GET', '/api/auth/user')).json());
    expect((await me()).handicapIndex).toBeNull();
    expect((await profileOf(ctx, sam.cookie)).user.handicapIndex).toBeNull();

    // One decimal, kept in tenths; the handicap is left as it is when only the index is sent.
    const set = await call(ctx, sam.cookie, 'PATCH', '/api/profile', { handicapIndex: 14.2 });
    expectStatus(set, 200);
    expect(CurrentUserSchema.parse(set.json())).toMatchObject({ handicap: 10, handicapIndex: 14.2 });
    expect(await userRow(ctx, sam.user.id)).toMatchObject({ handicap: 10, handicapIndex: 142 });
    expect((await me()).handicapIndex).toBe(14.2);
    expect((await profileOf(ctx, sam.cookie)).user).toMatchObject({ handicap: 10, handicapIndex: 14.2 });

    // A plus index is sent negative; both fields at once; the edges of the range.
    const both = await call(ctx, sam.cookie, 'PATCH', '/api/profile', { handicap: -1, handicapIndex: -1.2 });
    expectStatus(both, 200);
    expect(CurrentUserSchema.parse(both.json())).toMatchObject({ handicap: -1, handicapIndex: -1.2 });
    for (const [index, tenths] of [[54, 540], [-10, -100], [0, 0], [36.1, 361]] as const) {
      expectStatus(await call(ctx, sam.cookie, 'PATCH', '/api/profile', { handicapIndex: index }), 200);
      expect((await userRow(ctx, sam.user.id)).handicapIndex).toBe(tenths);
    }
    expectStatus(await call(ctx, sam.cookie, 'PATCH', '/api/profile', { handicapIndex: 8.6 }), 200);

    // Refusals in the engine's words; nothing changes, not even a handicap sent with a bad index.
    const before = await userRow(ctx, sam.user.id);
    const refusals: [unknown, string][] = [
      [14.25, GIVEN_HANDICAP_ERRORS.indexDecimals],
      [54.1, GIVEN_HANDICAP_ERRORS.indexRange],
      [-10.1, GIVEN_HANDICAP_ERRORS.indexRange],
      ['14.2', GIVEN_HANDICAP_ERRORS.indexRange],
      ['abc', GIVEN_HANDICAP_ERRORS.indexRange],
      [true, GIVEN_HANDICAP_ERRORS.indexRange],
    ];
    for (const [handicapIndex, message] of refusals) {
      expectRefusal(await call(ctx, sam.cookie, 'PATCH', '/api/profile', { handicapIndex }), 400, message);
      expectRefusal(await call(ctx, sam.cookie, 'PATCH', '/api/profile', { handicap: 3, handicapIndex }), 400, message);
    }
    expectRefusal(await call(ctx, sam.cookie, 'PATCH', '/api/profile', {}), 400, PROFILE_UPDATE_EMPTY);
    expectStatus(await call(ctx, sam.cookie, 'PATCH', '/api/profile', { handicapIndex: 5, isAdmin: true }), 400);
    expect(await userRow(ctx, sam.user.id)).toEqual(before);
    expect(before).toMatchObject({ handicap: -1, handicapIndex: 86 });

    // null clears the index and leaves the handicap.
    const cleared = await call(ctx, sam.cookie, 'PATCH', '/api/profile', { handicapIndex: null });
    expectStatus(cleared, 200);
    expect(CurrentUserSchema.parse(cleared.json())).toMatchObject({ handicap: -1, handicapIndex: null });
    expect(await userRow(ctx, sam.user.id)).toMatchObject({ handicap: -1, handicapIndex: null });
  });

  it('PATCH /api/user/settings saves the name, bio and privacy switch; bad input is a 400 that changes nothing', async () => {
    const sam = await golfer(ctx, 'Sam');
    const saved = await call(ctx, sam.cookie, 'PATCH', '/api/user/settings', { displayName: '  Sam Reed ', bio: 'Plays to a 7\nwalks 18', friendsOnlyGameAdd: true });
    expectStatus(saved, 200);
    expect(CurrentUserSchema.parse(saved.json())).toMatchObject({ displayName: 'Sam Reed', bio: 'Plays to a 7\nwalks 18', friendsOnlyGameAdd: true });
    const before = await userRow(ctx, sam.user.id);

    const refusals: [unknown, string][] = [
      [{ displayName: '' }, 'Display name is required'],
      [{ displayName: 'x'.repeat(61) }, 'Display name must be at most 60 characters'],
      [{ bio: 'y'.repeat(501) }, 'Bio must be at most 500 characters'],
      [{ friendsOnlyGameAdd: 'yes' }, 'friendsOnlyGameAdd must be true or false'],
      [{ avatarUrl: 'https://tracker.example.com/me.png' }, profileMessages.avatarType],
      [{ avatarUrl: `data:text/plain;base64,${Buffer.from('hello').toString('base64')}` }, profileMessages.avatarType],
      [{ avatarUrl: `data:image/png;base64,${Buffer.from('not a picture at all').toString('base64')}` }, profileMessages.avatarType],
      [{ avatarUrl: `data:image/png;base64,${Buffer.alloc(AVATAR_MAX_BYTES + 1, 1).toString('base64')}` }, profileMessages.avatarSize],
    ];
    for (const [body, message] of refusals) expectRefusal(await call(ctx, sam.cookie, 'PATCH', '/api/user/settings', body), 400, message);
    expectStatus(await call(ctx, sam.cookie, 'PATCH', '/api/user/settings', { username: 'hijack' }), 400);
    expect(await userRow(ctx, sam.user.id)).toEqual(before);
    expect(await ctx.database.db.select().from(userAvatars)).toEqual([]);

    // Sending back only what changes: the switch alone, and the other fields stay.
    expectStatus(await call(ctx, sam.cookie, 'PATCH', '/api/user/settings', { friendsOnlyGameAdd: false }), 200);
    expect(await userRow(ctx, sam.user.id)).toMatchObject({ displayName: 'Sam Reed', bio: 'Plays to a 7\nwalks 18', friendsOnlyGameAdd: false });
  });

  it('an avatar is resized to a small square WebP, served with caching, replaced cleanly and removed', async () => {
    const sam = await golfer(ctx, 'Sam');
    const pat = await golfer(ctx, 'Pat');
    const first = await call(ctx, sam.cookie, 'PATCH', '/api/user/settings', { avatarUrl: await pictureDataUrl() });
    expectStatus(first, 200);
    const firstUrl = CurrentUserSchema.parse(first.json()).avatarUrl!;
    expect(firstUrl).toMatch(new RegExp(`^/api/users/${sam.user.id}/avatar\\?v=[\\w-]{16}$`));

    // Any signed-in golfer may load it; the versioned URL is kept for a year.
    const served = await call(ctx, pat.cookie, 'GET', firstUrl);
    expectStatus(served, 200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'webp', width: AVATAR_SIZE_PX, height: AVATAR_SIZE_PX });
    expect(served.rawPayload.length).toBeLessThan(20_000);
    expectStatus(await call(ctx, pat.cookie, 'GET', firstUrl, undefined, { 'if-none-match': served.headers.etag as string }), 304);

    // Sending the current URL back keeps the picture; a new one replaces it: one row, a new URL, the old URL revalidates.
    expectStatus(await call(ctx, sam.cookie, 'PATCH', '/api/user/settings', { avatarUrl: firstUrl, bio: 'Hi' }), 200);
    expect((await userRow(ctx, sam.user.id)).avatarUrl).toBe(firstUrl);
    const second = await call(ctx, sam.cookie, 'PATCH', '/api/user/settings', { avatarUrl: await pictureDataUrl(300, 900, '#c53030') });
    const secondUrl = CurrentUserSchema.parse(second.json()).avatarUrl!;
    expect(secondUrl).not.toBe(firstUrl);
    expect(await ctx.database.db.select({ userId: userAvatars.userId }).from(userAvatars)).toEqual([{ userId: sam.user.id }]);
    const old = await call(ctx, pat.cookie, 'GET', firstUrl);
    expect(old.headers['cache-control']).toBe('private, no-cache');
    expect(old.rawPayload.equals((await call(ctx, pat.cookie, 'GET', secondUrl)).rawPayload)).toBe(true);

    // The other golfers' lists show it: the profile and the friend panels read avatarUrl.
    expect((await profileOf(ctx, pat.cookie, sam.user.id)).user.avatarUrl).toBe(secondUrl);

    const removed = await call(ctx, sam.cookie, 'PATCH', '/api/user/settings', { avatarUrl: null });
    expect(CurrentUserSchema.parse(removed.json()).avatarUrl).toBeNull();
    expect(await ctx.database.db.select().from(userAvatars)).toEqual([]);
    expectStatus(await call(ctx, pat.cookie, 'GET', secondUrl), 404);
    expectRefusal(await call(ctx, pat.cookie, 'GET', '/api/users/not-a-user/avatar'), 404, profileMessages.noPicture);
  });

  it('a body over the settings limit is a 413 that changes nothing', async () => {
    const sam = await golfer(ctx, 'Sam');
    const huge = `data:image/png;base64,${'A'.repeat(8 * 1024 * 1024)}`;
    expectStatus(await call(ctx, sam.cookie, 'PATCH', '/api/user/settings', { avatarUrl: huge }), 413);
    expect((await userRow(ctx, sam.user.id)).avatarUrl).toBeNull();
  });

  it('GET /api/user/subscription answers the status; the billing date comes with payments', async () => {
    const sam = await golfer(ctx, 'Sam', { subscriptionStatus: 'lifetime' });
    const response = await call(ctx, sam.cookie, 'GET', '/api/user/subscription');
    expectStatus(response, 200);
    expect(response.json()).toEqual({ subscriptionStatus: 'lifetime', nextBillingDate: null });
  });

  it('an admin grants any of the 17 achievements once, with a notification to the golfer', async () => {
    const sam = await golfer(ctx, 'Sam');
    const adminUser = await createAdmin(ctx.database.db);
    const admin = await signIn(ctx.app, adminUser.username);
    const bus = busInbox(ctx.bus);
    const url = `/api/admin/users/${sam.user.id}/achievements`;

    const granted = await call(ctx, admin, 'POST', url, { achievementType: 'not_here_for_golf' });
    expectStatus(granted, 201);
    expect(granted.json()).toMatchObject({ achievementType: 'not_here_for_golf', gameId: null });
    await bus.next(toUser(sam.user.id, 'NOTIFICATION_CREATED'));
    const notices = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, sam.user.id));
    expect(notices).toMatchObject([{ type: 'achievement', title: 'Achievement unlocked', message: 'Not Here for Golf: 3 or more drinks and over par', metadata: { emoji: '🍺' } }]);

    expectRefusal(await call(ctx, admin, 'POST', url, { achievementType: 'not_here_for_golf' }), 409, profileMessages.achievementHeld);
    expectRefusal(await call(ctx, admin, 'POST', url, { achievementType: 'ace_in_the_hole' }), 400, profileMessages.achievementType);
    expectRefusal(await call(ctx, admin, 'POST', '/api/admin/users/00000000-0000-4000-8000-000000000000/achievements', { achievementType: 'snowman' }), 404, 'User not found');
    expect(await ctx.database.db.select().from(notifications).where(eq(notifications.userId, sam.user.id))).toHaveLength(1);

    const profile = await profileOf(ctx, sam.cookie);
    expect(profile.achievements.map((a) => a.achievementType)).toEqual(['not_here_for_golf']);
    // A granted achievement is not one of a game's.
    expect(await ctx.database.db.select({ gameId: userAchievements.gameId }).from(userAchievements)).toEqual([{ gameId: null }]);
  });
});
