import type { APIRequestContext, Page, PlaywrightWorkerArgs, TestInfo } from '@playwright/test';
import { ACHIEVEMENT_INFO, ACHIEVEMENT_TYPES, GIVEN_HANDICAP_ERRORS, HANDICAP_PROFILE_ERRORS } from '../src/golf';
import { e2eAdmin } from './admin-account';
import { createInvitedUser, expect, type Golfer, signedInApi, signIn, test } from './support/accounts';
import { apiAddById, apiAddManual, apiCard, apiComplete, apiCreateGame, apiMe, apiStart, parsOf } from './support/games';
import { expectPhoneFriendly } from './support/phone-layout';

// The profile (issue 14; product §G2 Profile, §G5, §G6, §G8): one's own with every tab but Settings (its own spec), the
// handicap edit, the redirects, and what another golfer's profile shows a stranger and a playing partner. Games are
// played through the API so every figure is known; phone and desktop run in parallel, each test with its own golfers.

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
/** A mean to one decimal, as the engine rounds it (product §R9). */
const oneDecimal = (numerator: number, denominator: number) => String(Math.round((numerator * 10) / denominator) / 10);

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const stat = (page: Page, term: string) =>
  page
    .getByTestId('profile-stat')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term.replace(/[%]/g, '\\$&')}$`) }) })
    .locator('dd');

async function openTab(page: Page, name: string, query: string): Promise<void> {
  await tab(page, name).click();
  await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(new RegExp(`\\?tab=${query}$`));
}

async function phoneCheck(page: Page, testInfo: TestInfo, screen: string): Promise<void> {
  if (testInfo.project.name === 'phone') await expectPhoneFriendly(page, { screen });
}

type Rounds = { pars: number[]; cards: number[][] };

/**
 * Three $5 stroke games of two, played by the signed-in golfer (handicap 0) against Alex Stone (handicap 0), oldest
 * first: all pars (Alex bogeys hole 1: 1st, +$5.00); an eagle on hole 1 and pars (1st, +$5.00, Eagle Eye); a bogey on
 * every hole (Alex pars: 2nd, -$5.00).
 */
async function playThreeRounds(api: APIRequestContext): Promise<Rounds> {
  const me = await apiMe(api);
  const cards: number[][] = [];
  let pars: number[] = [];
  for (const round of [0, 1, 2]) {
    const game = await apiCreateGame(api, { gameType: 'stroke', betAmount: 5, maxPlayers: 2, creatorHandicap: 0 });
    pars = parsOf(game);
    const alex = await apiAddManual(api, game.id, 'Alex Stone', 0);
    await apiStart(api, game.id);
    const mine = [pars, pars.map((par, index) => (index === 0 ? par - 2 : par)), pars.map((par) => par + 1)][round]!;
    await apiCard(api, game.id, me.id, mine);
    await apiCard(api, game.id, alex.userId, pars.map((par, index) => (round === 0 && index === 0 ? par + 1 : par)));
    await apiComplete(api, game.id);
    cards.push(mine);
  }
  return { pars, cards };
}

test('the own profile: header, My Stats with the chart, Past Games with the scorecard, and Achievements', async ({ page, adminApi }, testInfo) => {
  const golfer = await createInvitedUser(adminApi, testInfo, { firstName: 'Robin', lastName: 'Hale' });
  await signIn(page, golfer);
  const me = await apiMe(page.request);
  const { pars, cards } = await playThreeRounds(page.request);
  const par = sum(pars);
  const totals = cards.map(sum);

  await page.goto(`/app/profile/${me.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Robin Hale' })).toBeVisible();
  await expect(page.getByText(golfer.email, { exact: true })).toBeVisible();
  await expect(page.getByText(`#${String(me.userNumber)}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy ID' })).toBeVisible();
  await expect(page.getByText('Admin', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('tab')).toHaveText(['My Stats', 'Past Games', 'Achievements', 'Notifications', 'Settings']);
  await expect(tab(page, 'My Stats')).toHaveAttribute('aria-selected', 'true');

  // Every figure from the three cards: one eagle is the only birdie or better, in 54 holes.
  await expect(stat(page, 'Rounds Played')).toHaveText('3');
  await expect(stat(page, 'Best Round')).toHaveText(String(par - 2));
  await expect(stat(page, 'Average Score')).toHaveText(oneDecimal(sum(totals), 3));
  await expect(stat(page, 'Birdies')).toHaveText('1');
  await expect(stat(page, 'Birdie %')).toHaveText(`${oneDecimal(100, 54)}%`);
  await expect(stat(page, 'Handicap Stroke Effectiveness')).toHaveText('—');
  await expect(stat(page, 'Front 9 Average')).toHaveText(oneDecimal(sum(cards.map((card) => sum(card.slice(0, 9)))), 3));
  await expect(stat(page, 'Back 9 Average')).toHaveText(oneDecimal(sum(cards.map((card) => sum(card.slice(9)))), 3));

  // The chart draws both series, oldest round first; its figures are in the table beside it.
  const chart = page.getByTestId('rounds-chart');
  await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
  await expect(chart.locator('.recharts-line')).toHaveCount(2);
  await expect(chart.locator('.recharts-legend-item-text')).toHaveText(['Gross to par', 'Net to par']);
  const chartRows = page.getByRole('figure', { name: 'Recent rounds against par' }).locator('tbody tr');
  await expect(chartRows).toHaveCount(3);
  await expect(chartRows.locator('td:nth-of-type(3)')).toHaveText(['E', '-2', '+18']);
  await expect(chartRows.locator('td:nth-of-type(4)')).toHaveText(['E', '-2', '+18']);
  await phoneCheck(page, testInfo, 'profile: my stats');

  // Past Games, newest first, with the golfer's finish and winnings coloured.
  await openTab(page, 'Past Games', 'past-games');
  const games = page.getByTestId('past-game');
  await expect(games).toHaveCount(3);
  await expect(games.nth(0)).toContainText('2nd of 2');
  await expect(games.nth(0)).toContainText(`Strokes${String(par + 18)}`);
  await expect(games.nth(0)).toContainText('Net+18');
  await expect(games.nth(0).getByText('-$5.00', { exact: true })).toHaveClass(/text-destructive/);
  await expect(games.nth(1)).toContainText('1st of 2');
  await expect(games.nth(1).getByText('+$5.00', { exact: true })).toHaveClass(/text-emerald/);
  await expect(games.nth(2)).toContainText('1st of 2');
  await expect(games.nth(2)).toContainText('NetE');
  await expect(games.nth(0)).toContainText('Grey Rock Golf Club · Blue tees · Stroke Play');
  await phoneCheck(page, testInfo, 'profile: past games');

  // The eagle round's card: the eagle marked, Out, In and Total.
  await games.nth(1).getByRole('button', { name: 'View Scorecard' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scorecard' });
  await expect(dialog.locator('tbody tr[data-hole]')).toHaveCount(18);
  const holeOne = String(pars[0]! - 2);
  await expect(dialog.locator('tr[data-hole="1"] td')).toHaveText([String(pars[0]), holeOne, holeOne]);
  await expect(dialog.locator('tr[data-hole="1"] [data-mark]')).toHaveAttribute('data-mark', 'eagle');
  await expect(dialog.locator('tr[data-hole="2"] [data-mark]')).toHaveAttribute('data-mark', 'par');
  await expect(dialog.getByRole('row', { name: /^Out/ }).locator('td')).toHaveText([String(sum(pars.slice(0, 9))), String(sum(cards[1]!.slice(0, 9))), String(sum(cards[1]!.slice(0, 9)))]);
  await expect(dialog.getByRole('row', { name: /^In/ }).locator('td')).toHaveText([String(sum(pars.slice(9))), String(sum(pars.slice(9))), String(sum(pars.slice(9)))]);
  await expect(dialog.getByRole('row', { name: /^Total/ }).locator('td')).toHaveText([String(par), String(par - 2), String(par - 2)]);
  await phoneCheck(page, testInfo, 'profile: scorecard dialog');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  // Achievements: all 17; the eagle earned Eagle Eye with its date, a round of pars Bogey Free; no albatross.
  await openTab(page, 'Achievements', 'achievements');
  const badges = page.locator('li[data-achievement]');
  await expect(badges).toHaveCount(ACHIEVEMENT_TYPES.length);
  const eagleEye = page.locator('li[data-achievement="eagle_eye"]');
  await expect(eagleEye).toHaveAttribute('data-earned', 'true');
  await expect(eagleEye).toContainText(ACHIEVEMENT_INFO.eagle_eye.meaning);
  await expect(eagleEye.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await expect(page.locator('li[data-achievement="bogey_free"]')).toHaveAttribute('data-earned', 'true');
  const albatross = page.locator('li[data-achievement="albatross"]');
  await expect(albatross).toHaveAttribute('data-earned', 'false');
  await expect(albatross).toContainText('Not earned yet');
  await expect(albatross).toHaveClass(/opacity-/);
  const earned = await page.locator('li[data-earned="true"]').count();
  await expect(page.getByText(`${String(earned)} of 17 earned`, { exact: true })).toBeVisible();
  await phoneCheck(page, testInfo, 'profile: achievements');

  // The tab is kept in the address: a reload opens the same one.
  await page.reload();
  await expect(tab(page, 'Achievements')).toHaveAttribute('aria-selected', 'true');
});

test('a golfer with no rounds sees empty states', async ({ page, adminApi }, testInfo) => {
  const golfer = await createInvitedUser(adminApi, testInfo);
  await signIn(page, golfer);
  const me = await apiMe(page.request);
  await page.goto(`/app/profile/${me.id}?tab=nonsense`);
  await expect(tab(page, 'My Stats')).toHaveAttribute('aria-selected', 'true');
  await expect(stat(page, 'Rounds Played')).toHaveText('0');
  await expect(stat(page, 'Best Round')).toHaveText('—');
  await expect(page.getByText('No rounds yet', { exact: true })).toBeVisible();
  await openTab(page, 'Past Games', 'past-games');
  await expect(page.getByText('No completed games yet', { exact: true })).toBeVisible();
  await openTab(page, 'Achievements', 'achievements');
  await expect(page.getByText('0 of 17 earned', { exact: true })).toBeVisible();
  await expect(page.locator('li[data-earned="false"]')).toHaveCount(17);
});

test('Notifications tab: a tap marks one read and opens its game, Mark All as Read, delete, then the empty state', async ({ page, adminApi, playwright }, testInfo) => {
  const host = await createInvitedUser(adminApi, testInfo, { firstName: 'Hosta', lastName: 'Lane' });
  const golfer = await createInvitedUser(adminApi, testInfo, { firstName: 'Gwen', lastName: 'Moss' });
  await signIn(page, golfer);
  const me = await apiMe(page.request);

  // The host adds the golfer by Player ID and starts the game: 'Added to a game', then 'Game started'.
  const hostApi = await signedInApi(playwright, testInfo, host);
  const game = await apiCreateGame(hostApi, { gameType: 'stroke', betAmount: 0, maxPlayers: 2 });
  await apiAddById(hostApi, game.id, me.userNumber);
  await apiStart(hostApi, game.id);
  await hostApi.dispose();

  await page.goto('/app/notifications');
  await expect(page).toHaveURL(`/app/profile/${me.id}?tab=notifications`);
  await expect(tab(page, 'Notifications')).toHaveAttribute('aria-selected', 'true');
  const items = page.getByRole('list', { name: 'Notification list' }).getByTestId('notification-item');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Game started');
  await expect(items.nth(1)).toContainText('Added to a game');
  await expect(items.nth(0)).toContainText(/ ago/);
  await expect(page.locator('[data-unread="true"]')).toHaveCount(2);
  await expect(page.getByTestId('unread-badge')).toHaveText('2');
  await phoneCheck(page, testInfo, 'profile: notifications');

  // A tap marks it read with PATCH /api/notifications/{id} {isRead} and opens its game (issue 34); back on the tab,
  // it reads as read and the bell's count follows.
  const marked = page.waitForRequest((request) => request.method() === 'PATCH' && /\/api\/notifications\/\d+$/.test(request.url()));
  await items.nth(0).getByRole('link', { name: /Game started/ }).click();
  expect((await marked).postDataJSON()).toEqual({ isRead: true });
  await expect(page).toHaveURL(new RegExp(`/app/game/${String(game.id)}$`));
  await expect(page.getByTestId('unread-badge')).toHaveText('1');
  await page.goBack();
  await expect(tab(page, 'Notifications')).toHaveAttribute('aria-selected', 'true');
  await expect(items.nth(0)).toHaveAttribute('data-unread', 'false');

  await page.getByRole('button', { name: 'Mark All as Read' }).click();
  await expect(page.locator('[data-unread="true"]')).toHaveCount(0);
  await expect(page.getByTestId('unread-badge')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark All as Read' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete Game started' }).click();
  await expect(items).toHaveCount(1);
  await page.getByRole('button', { name: 'Delete Added to a game' }).click();
  await expect(page.getByText('No notifications', { exact: true })).toBeVisible();
  await expect(page.getByText("You're all caught up!", { exact: true })).toBeVisible();
  await expect(items).toHaveCount(0);
});

test('/app/settings opens the Settings tab of the own profile', async ({ page, adminApi }, testInfo) => {
  const golfer = await createInvitedUser(adminApi, testInfo);
  await signIn(page, golfer);
  const me = await apiMe(page.request);
  await page.goto('/app/settings');
  await expect(page).toHaveURL(`/app/profile/${me.id}?tab=settings`);
  await expect(tab(page, 'Settings')).toHaveAttribute('aria-selected', 'true');
  // Replaced, not pushed: Back leaves the profile rather than bouncing into it again.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/app\/settings$/);
});

test('the handicap: plus notation saved and shown with +, non-numbers ignored, out of range refused', async ({ page, adminApi }, testInfo) => {
  const golfer = await createInvitedUser(adminApi, testInfo);
  await signIn(page, golfer);
  const me = await apiMe(page.request);
  await page.goto(`/app/profile/${me.id}`);
  await expect(page.getByTestId('profile-handicap')).toHaveText('Not set');

  await page.getByRole('button', { name: 'Edit handicap', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Handicap', exact: true });
  const input = dialog.getByLabel('Handicap');
  await input.fill('abc');
  await expect(input).toHaveValue('');
  await input.fill('+2');
  await expect(input).toHaveValue('+2');
  await phoneCheck(page, testInfo, 'profile: handicap dialog');
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/profile') && response.request().method() === 'PATCH');
  await dialog.getByRole('button', { name: 'Save' }).click();
  expect((await saved).request().postDataJSON()).toEqual({ handicap: -2 });
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('profile-handicap')).toHaveText('+2');
  expect((await (await page.request.get('/api/auth/user')).json()).handicap).toBe(-2);

  // 60 is refused before anything is sent, in the dialog and in a toast.
  let patches = 0;
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().endsWith('/api/profile')) patches += 1;
  });
  await page.getByRole('button', { name: 'Edit handicap', exact: true }).click();
  await expect(input).toHaveValue('+2');
  await input.fill('60');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(HANDICAP_PROFILE_ERRORS.invalid, { exact: true })).toBeVisible();
  await expect(input).toBeFocused();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Invalid Handicap', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('profile-handicap')).toHaveText('+2');
  expect(patches).toBe(0);
});

test('the Handicap Index: one decimal with + for plus, saved beside the handicap, refused in the engine’s words, cleared', async ({ page, adminApi }, testInfo) => {
  const golfer = await createInvitedUser(adminApi, testInfo);
  await signIn(page, golfer);
  const me = await apiMe(page.request);
  await page.goto(`/app/profile/${me.id}`);
  await expect(page.getByTestId('profile-handicap-index')).toHaveText('Not set');
  await expect(page.getByTestId('profile-handicap')).toHaveText('Not set');

  const patches: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().endsWith('/api/profile')) patches.push(request.postDataJSON());
  });
  const edit = page.getByRole('button', { name: 'Edit Handicap Index', exact: true });
  const dialog = page.getByRole('dialog', { name: 'Edit Handicap Index', exact: true });
  const input = dialog.getByRole('textbox', { name: 'Handicap Index', exact: true });
  await edit.click();
  await expect(input).toHaveValue('');
  await input.fill('abc');
  await expect(input).toHaveValue('');

  // Two decimals and past 54.0 are refused before anything is sent, in the dialog (focused) and a toast.
  for (const [typed, message] of [
    ['14.25', GIVEN_HANDICAP_ERRORS.indexDecimals],
    ['54.1', GIVEN_HANDICAP_ERRORS.indexRange],
    ['+10.1', GIVEN_HANDICAP_ERRORS.indexRange],
  ] as const) {
    await input.fill(typed);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  }
  expect(patches).toEqual([]);

  await input.fill('+1.2');
  await expect(input).not.toHaveAttribute('aria-invalid');
  await phoneCheck(page, testInfo, 'profile: Handicap Index dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('profile-handicap-index')).toHaveText('+1.2');
  await expect(page.getByTestId('profile-handicap')).toHaveText('Not set');
  expect(patches).toEqual([{ handicapIndex: -1.2 }]);
  expect((await (await page.request.get('/api/auth/user')).json()).handicapIndex).toBe(-1.2);

  await edit.click();
  await expect(input).toHaveValue('+1.2');
  await input.fill('14.2');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('profile-handicap-index')).toHaveText('14.2');

  // Blank clears it; the handicap is left alone.
  await edit.click();
  await input.fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('profile-handicap-index')).toHaveText('Not set');
  expect(patches).toEqual([{ handicapIndex: -1.2 }, { handicapIndex: 14.2 }, { handicapIndex: null }]);
  expect((await (await page.request.get('/api/auth/user')).json()).handicapIndex).toBeNull();
});

/** A completed $0 game of two: `host` (signed in as `hostApi`) and `partner`, added by Player ID, all pars but one birdie each. */
async function playTogether(hostApi: APIRequestContext, partnerNumber: number): Promise<void> {
  const game = await apiCreateGame(hostApi, { gameType: 'stroke', betAmount: 0, maxPlayers: 2 });
  const partner = await apiAddById(hostApi, game.id, partnerNumber);
  await apiStart(hostApi, game.id);
  const pars = parsOf(game);
  const host = await apiMe(hostApi);
  await apiCard(hostApi, game.id, host.id, pars.map((par, index) => (index === 1 ? par - 1 : par)));
  await apiCard(hostApi, game.id, partner.userId, pars.map((par, index) => (index === 2 ? par - 1 : par)));
  await apiComplete(hostApi, game.id);
}

test('another golfer: a stranger sees only name and Player ID; a playing partner sees the golf, never the e-mail', async ({ page, adminApi, playwright }, testInfo) => {
  const viewer = await createInvitedUser(adminApi, testInfo, { firstName: 'Vera', lastName: 'Knox' });
  const partner = await createInvitedUser(adminApi, testInfo, { firstName: 'Pat', lastName: 'Dune' });
  const stranger = await createInvitedUser(adminApi, testInfo, { firstName: 'Stan', lastName: 'Grey' });
  const [partnerMe, strangerMe] = await Promise.all([idOf(playwright, testInfo, partner, -3), idOf(playwright, testInfo, stranger, 12)]);

  await signIn(page, viewer);
  await playTogether(page.request, partnerMe.userNumber);

  // The stranger: name, Player ID and why there is no more; no e-mail, handicap, stats or tabs, even asked for by URL.
  await page.goto(`/app/profile/${strangerMe.id}?tab=settings`);
  await expect(page.getByRole('heading', { level: 1, name: 'Stan Grey' })).toBeVisible();
  await expect(page.getByText(`#${String(strangerMe.userNumber)}`, { exact: true })).toBeVisible();
  await expect(page.getByText("Stan Grey's handicap, stats, past games and achievements are visible to their friends and playing partners.")).toBeVisible();
  await expect(page.getByText(stranger.email)).toHaveCount(0);
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByTestId('profile-stat')).toHaveCount(0);
  await expect(page.getByTestId('profile-handicap')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit handicap', exact: true })).toHaveCount(0);
  await phoneCheck(page, testInfo, 'profile: limited view');

  // The partner: handicap, stats, past games and achievements; no e-mail, no Notifications or Settings, no edit.
  await page.goto(`/app/profile/${partnerMe.id}?tab=settings`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pat Dune' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['My Stats', 'Past Games', 'Achievements']);
  await expect(tab(page, 'My Stats')).toHaveAttribute('aria-selected', 'true');
  await expect(stat(page, 'Rounds Played')).toHaveText('1');
  await expect(stat(page, 'Birdies')).toHaveText('1');
  await expect(page.getByTestId('profile-handicap')).toHaveText('+3');
  await expect(page.getByRole('button', { name: 'Edit handicap', exact: true })).toHaveCount(0);
  await expect(page.getByText(partner.email)).toHaveCount(0);
  await openTab(page, 'Past Games', 'past-games');
  await expect(page.getByTestId('past-game')).toHaveCount(1);
  await openTab(page, 'Achievements', 'achievements');
  await expect(page.locator('li[data-achievement]')).toHaveCount(17);
  await expect(page.locator('li[data-achievement="bogey_free"]')).toHaveAttribute('data-earned', 'true');
});

/** A golfer's id and Player ID, after they set their profile handicap, on a request context of their own. */
async function idOf(playwright: PlaywrightWorkerArgs['playwright'], testInfo: TestInfo, golfer: Golfer, handicap: number): Promise<{ id: string; userNumber: number }> {
  const api = await signedInApi(playwright, testInfo, golfer);
  expect((await api.patch('/api/profile', { data: { handicap } })).ok()).toBe(true);
  const me = await apiMe(api);
  await api.dispose();
  return me;
}

test('the Admin badge: a link to the panel for an admin viewer, a plain badge for anyone else', async ({ page, adminApi }, testInfo) => {
  const admin = await apiMe(adminApi);
  const golfer = await createInvitedUser(adminApi, testInfo);
  await signIn(page, golfer);
  await page.goto(`/app/profile/${admin.id}`);
  await expect(page.getByText('Admin', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Admin/ })).toHaveCount(0);

  await signIn(page, e2eAdmin);
  await page.goto(`/app/profile/${admin.id}`);
  await expect(page.getByRole('link', { name: 'Admin: open the admin panel' })).toHaveAttribute('href', '/admin');
});

test('an unknown profile says Profile not found', async ({ page, adminApi }, testInfo) => {
  const golfer = await createInvitedUser(adminApi, testInfo);
  await signIn(page, golfer);
  await page.goto('/app/profile/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home', exact: true })).toHaveAttribute('href', '/app');
});
