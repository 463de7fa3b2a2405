import { expect, it } from 'vitest';
import { PLAYER_SEARCH_MAX_RESULTS } from '../src/contract/games';
import { PlayerSearchResultsSchema } from '../src/contract/games-responses';
import { PLAYER_SEARCH_RATE } from '../src/server/games/routes';
import { describeEachDatabase, type TestContext } from './support/app';
import { befriend, createGame, expectStatus, golfer, joinGame, registered, seedCourse, type Golfer } from './support/games';
import { createAdmin, signIn } from './support/users';

// Issue 27 item 6: a stranger once listed all 2,004 golfers with their usernames and last handicaps in 4.9 s by
// Player ID prefix. The search answers a few golfers at a time, a limited number of times a minute per golfer, and
// shows a golfer the searcher does not know as their profile shows a stranger (name and Player ID).

function searchCall(ctx: TestContext, who: Golfer | string, q: string, searchById: boolean, remoteAddress?: string) {
  const cookie = typeof who === 'string' ? who : who.cookie;
  return ctx.app.inject({
    url: `/api/users/search?q=${encodeURIComponent(q)}&searchById=${String(searchById)}`,
    headers: { cookie },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

async function search(ctx: TestContext, who: Golfer | string, q: string, searchById = false) {
  const response = await searchCall(ctx, who, q, searchById);
  expectStatus(response, 200);
  return PlayerSearchResultsSchema.parse(response.json());
}

describeEachDatabase('users: player search limits (issue 27)', (ctx) => {
  it(`answers at most ${PLAYER_SEARCH_MAX_RESULTS} golfers, by name and by Player ID prefix`, async () => {
    const sam = await golfer(ctx, 'Sam');
    const numbers: string[] = [];
    for (let i = 0; i < 2 * PLAYER_SEARCH_MAX_RESULTS + 2; i += 1) numbers.push(String((await registered(ctx, `Fairway Friend ${i}`)).userNumber));
    expect(await search(ctx, sam, 'fairway')).toHaveLength(PLAYER_SEARCH_MAX_RESULTS);
    // The first digit most of them share: more than the cap have it, even when their numbers cross 1999 to 2000.
    const digits = numbers.map((n) => n.slice(0, 1));
    const prefix = digits.sort((a, b) => digits.filter((d) => d === b).length - digits.filter((d) => d === a).length)[0]!;
    const byId = await search(ctx, sam, prefix, true);
    expect(byId).toHaveLength(PLAYER_SEARCH_MAX_RESULTS);
    expect(byId.every((row) => String(row.userNumber).startsWith(prefix))).toBe(true);
  });

  it('shows a stranger only the name and Player ID (no username, no handicap), and finds them by that name only', async () => {
    const sam = await golfer(ctx, 'Sam');
    const stranger = await registered(ctx, 'Quiet Quinn', { username: 'qq_secret', handicap: 12 });
    const [found] = await search(ctx, sam, String(stranger.userNumber), true);
    expect(found).toEqual({ id: stranger.id, userNumber: stranger.userNumber, displayName: 'Quiet Quinn', username: null, mostRecentHandicap: null });
    expect(await search(ctx, sam, 'quinn')).toEqual([found]);
    // The username is not shown to a stranger, so it does not find them either: a match would confirm it.
    expect(await search(ctx, sam, 'qq_secret')).toEqual([]);
  });

  it('shows a friend, a playing partner and anyone to an admin with their username and last handicap', async () => {
    await seedCourse(ctx);
    const sam = await golfer(ctx, 'Sam');
    const friend = await registered(ctx, 'Frank Friend', { username: 'frank_f', handicap: 9 });
    await befriend(ctx, sam.user, friend);
    const partner = await golfer(ctx, 'Pat Partner', { username: 'pat_p', handicap: 20 });
    const game = await createGame(ctx, sam);
    await joinGame(ctx, partner, game.id, 14);

    expect(await search(ctx, sam, 'frank_f')).toEqual([
      { id: friend.id, userNumber: friend.userNumber, displayName: 'Frank Friend', username: 'frank_f', mostRecentHandicap: 9 },
    ]);
    // The partner's last game gave 14: the handicap of their latest game comes before their profile's.
    expect(await search(ctx, sam, String(partner.user.userNumber), true)).toEqual([
      { id: partner.user.id, userNumber: partner.user.userNumber, displayName: 'Pat Partner', username: 'pat_p', mostRecentHandicap: 14 },
    ]);

    const stranger = await registered(ctx, 'Quiet Quinn', { username: 'qq_secret', handicap: 12 });
    await createAdmin(ctx.database.db, { username: 'searchadmin' });
    const admin = await signIn(ctx.app, 'searchadmin');
    expect(await search(ctx, admin, 'qq_secret')).toEqual([
      { id: stranger.id, userNumber: stranger.userNumber, displayName: 'Quiet Quinn', username: 'qq_secret', mostRecentHandicap: 12 },
    ]);
  });

  it(`refuses a golfer's search number ${PLAYER_SEARCH_RATE.max + 1} in the window with 429, whatever the address, and no one else's`, async () => {
    const sam = await golfer(ctx, 'Sam');
    const other = await golfer(ctx, 'Olive');
    for (let i = 0; i < PLAYER_SEARCH_RATE.max; i += 1) {
      // Spread over addresses: the limit is the golfer's, not the address's.
      expectStatus(await searchCall(ctx, sam, String(1000 + i), true, `203.0.113.${(i % 200) + 1}`), 200);
    }
    const refused = await searchCall(ctx, sam, '10', true, '198.51.100.7');
    expectStatus(refused, 429);
    expect(refused.json<{ message: string }>().message).toMatch(/^Too many requests\. Please wait 1 minute and try again\.$/);
    expectStatus(await searchCall(ctx, other, '10', true), 200);
  });
});
