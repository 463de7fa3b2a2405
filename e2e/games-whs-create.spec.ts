import type { APIRequestContext, Locator } from '@playwright/test';
import { GIVEN_HANDICAP_ERRORS } from '../src/golf';
import { createInvitedUser, expect, signedInApi, signIn, test } from './support/accounts';
import { apiMe, DEMO_COURSE, DEMO_TEE } from './support/games';
import { openCreateForm, submitCreateForm } from './support/create-form';
import { expectPhoneFriendly } from './support/phone-layout';

// WHS handicaps and nine-hole games on the create form, and the Handicap Index the join forms ask in a WHS game
// (issue 30; product §R12, §R14, §R19). Each test signs in golfers of its own; both projects share one server.

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

type GameAnswer = { id: number; handicapMode: string; allowancePercent: number; holesPlayed: string; holes: { holeNumber: number }[] };
type PlayerAnswer = { userId: string; teeSet: string; handicapIndex: number | null };

/** Chooses a radio through its visible label, as a finger does (the native radio itself is visually hidden). */
async function choose(scope: Locator, name: string): Promise<void> {
  await scope.locator('label').filter({ has: scope.page().getByRole('radio', { name, exact: true }) }).click();
  await expect(scope.getByRole('radio', { name, exact: true })).toBeChecked();
}

const modes = (form: Locator) => form.getByRole('group', { name: 'Handicaps', exact: true });
const holes = (form: Locator) => form.getByRole('group', { name: 'Holes', exact: true });
const ratings = (form: Locator) => form.getByRole('group', { name: 'Ratings for', exact: true });
const formats = (form: Locator) => form.getByRole('group', { name: 'Format', exact: true });
const maxPlayers = (form: Locator) => form.getByRole('group', { name: 'Max players', exact: true });
const indexBox = (scope: Locator) => scope.getByRole('textbox', { name: 'Handicap Index', exact: true });
const allowance = (form: Locator) => form.getByRole('textbox', { name: 'Allowance %', exact: true });
const betAmount = (form: Locator) => form.getByRole('textbox', { name: 'Bet amount', exact: true });
const createButton = (form: Locator) => form.getByRole('button', { name: 'Create Game' });

async function getJson<T>(api: APIRequestContext, url: string): Promise<T> {
  const response = await api.get(url);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

test('a WHS stroke game with an index on the women’s ratings; the index stays on the profile and fills the next form', async ({ page, adminApi }, testInfo) => {
  await signIn(page, await createInvitedUser(adminApi, testInfo));
  const form = await openCreateForm(page);

  // Fixed by default, with the golfer's strokes; WHS asks for the index, the tee set and the allowance.
  await expect(form.getByRole('heading', { level: 2, name: 'Handicaps' })).toBeVisible();
  await expect(modes(form).getByRole('radio', { name: 'Fixed', exact: true })).toBeChecked();
  await expect(modes(form).getByRole('radio', { name: 'Fixed', exact: true })).toHaveAccessibleDescription("Each golfer's number is their strokes");
  await expect(modes(form).getByRole('radio', { name: 'WHS', exact: true })).toHaveAccessibleDescription(
    "Handicap Index to course and playing handicap from the tee's rating and slope",
  );
  await expect(form.getByRole('textbox', { name: 'Your handicap' })).toBeVisible();
  await expect(indexBox(form)).toHaveCount(0);
  await expect(ratings(form)).toHaveCount(0);
  await choose(modes(form), 'WHS');
  await expect(form.getByRole('textbox', { name: 'Your handicap' })).toHaveCount(0);
  await expect(indexBox(form)).toHaveValue('');
  await expect(ratings(form).getByRole('radio', { name: "Men's", exact: true })).toBeChecked();
  await expect(allowance(form)).toHaveAttribute('placeholder', 'Default 95%');

  // The allowance's default is the format's for the chosen size (product §R12).
  await choose(formats(form), 'Match Play');
  await expect(allowance(form)).toHaveAttribute('placeholder', 'Default 90%');
  await choose(maxPlayers(form), '2');
  await expect(allowance(form)).toHaveAttribute('placeholder', 'Default 100%');
  await choose(formats(form), 'Stroke Play');
  await expect(allowance(form)).toHaveAttribute('placeholder', 'Default 95%');

  // An index with two decimals, or past 54.0, is refused in the engine's words before anything is sent.
  await betAmount(form).fill('0');
  await indexBox(form).fill('14.25');
  await createButton(form).click();
  await expect(indexBox(form)).toBeFocused();
  await expect(indexBox(form)).toHaveAccessibleDescription(new RegExp(GIVEN_HANDICAP_ERRORS.indexDecimals));
  await indexBox(form).fill('54.1');
  await expect(indexBox(form)).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(GIVEN_HANDICAP_ERRORS.indexRange, { exact: true })).toBeVisible();
  await indexBox(form).fill('abc');
  await expect(indexBox(form)).toHaveValue('54.1');
  await indexBox(form).fill('14.2');
  await expect(indexBox(form)).not.toHaveAttribute('aria-invalid');
  await choose(ratings(form), "Women's");
  if (testInfo.project.name === 'phone') await expectPhoneFriendly(page, { within: page.getByRole('main'), screen: 'create game: WHS' });

  const { sent, id } = await submitCreateForm(page, form);
  expect(sent).toMatchObject({ handicapMode: 'whs', creatorHandicap: 14.2, creatorTeeSet: 'W', allowancePercent: null, holesPlayed: '18' });
  await expect(page.getByTestId('game-settings')).toHaveText('WHS · 95% allowance');
  const game = await getJson<GameAnswer>(page.request, `/api/games/${String(id)}`);
  expect(game).toMatchObject({ handicapMode: 'whs', allowancePercent: 95, holesPlayed: '18' });
  expect(game.holes).toHaveLength(18);
  const me = await apiMe(page.request);
  const players = await getJson<PlayerAnswer[]>(page.request, `/api/games/${String(id)}/players`);
  expect(players.find((player) => player.userId === me.id)).toMatchObject({ teeSet: 'W', handicapIndex: 14.2 });

  // The index is the profile's now: shown there, and it fills the next WHS form.
  expect((await getJson<{ handicapIndex: number | null }>(page.request, '/api/auth/user')).handicapIndex).toBe(14.2);
  const next = await openCreateForm(page);
  await choose(modes(next), 'WHS');
  await expect(indexBox(next)).toHaveValue('14.2');
  await page.goto(`/app/profile/${me.id}`);
  await expect(page.getByTestId('profile-handicap-index')).toHaveText('14.2');
});

test('a Front 9 stroke game has nine holes; a WHS allowance typed is the game’s', async ({ page, adminApi }, testInfo) => {
  await signIn(page, await createInvitedUser(adminApi, testInfo));
  const form = await openCreateForm(page);
  await expect(holes(form).getByRole('radio', { name: '18', exact: true })).toBeChecked();
  await choose(holes(form), 'Front 9');
  await betAmount(form).fill('0');
  if (testInfo.project.name === 'phone') await expectPhoneFriendly(page, { within: page.getByRole('main'), screen: 'create game: Front 9' });

  const front = await submitCreateForm(page, form);
  expect(front.sent).toMatchObject({ handicapMode: 'fixed', holesPlayed: 'front' });
  await expect(page.getByTestId('game-settings')).toHaveText('Front 9');
  const game = await getJson<GameAnswer>(page.request, `/api/games/${String(front.id)}`);
  expect(game).toMatchObject({ handicapMode: 'fixed', holesPlayed: 'front' });
  expect(game.holes.map((hole) => hole.holeNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);

  // The back nine, in a WHS game with an allowance of its own.
  const again = await openCreateForm(page);
  await choose(holes(again), 'Back 9');
  await choose(modes(again), 'WHS');
  await indexBox(again).fill('+1.2');
  await allowance(again).fill('150');
  await betAmount(again).fill('0');
  await createButton(again).click();
  await expect(allowance(again)).toBeFocused();
  await expect(again.getByText('Allowance must be a whole number from 0 to 100', { exact: true })).toBeVisible();
  await allowance(again).fill('80');
  const back = await submitCreateForm(page, again);
  expect(back.sent).toMatchObject({ handicapMode: 'whs', creatorHandicap: -1.2, creatorTeeSet: 'M', allowancePercent: 80, holesPlayed: 'back' });
  await expect(page.getByTestId('game-settings')).toHaveText('WHS · 80% allowance · Back 9');
  const backGame = await getJson<GameAnswer>(page.request, `/api/games/${String(back.id)}`);
  expect(backGame).toMatchObject({ handicapMode: 'whs', allowancePercent: 80, holesPlayed: 'back' });
  expect(backGame.holes.map((hole) => hole.holeNumber)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18]);
});

test('a nassau is not offered a nine, and says why; the choice comes back with stroke play', async ({ page, adminApi }, testInfo) => {
  await signIn(page, await createInvitedUser(adminApi, testInfo));
  const form = await openCreateForm(page);
  await choose(holes(form), 'Back 9');
  await choose(formats(form), 'Nassau');
  await expect(holes(form)).toHaveCount(0);
  await expect(form.getByRole('radio', { name: 'Front 9', exact: true })).toHaveCount(0);
  await expect(form.getByText('Nassau needs all 18 holes', { exact: true })).toBeVisible();
  if (testInfo.project.name === 'phone') await expectPhoneFriendly(page, { within: page.getByRole('main'), screen: 'create game: nassau holes' });

  // A nassau created now is over 18 holes, whatever was chosen before.
  await betAmount(form).fill('0');
  const created = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/games' && request.method() === 'POST');
  await choose(formats(form), 'Stroke Play');
  await expect(holes(form).getByRole('radio', { name: 'Back 9', exact: true })).toBeChecked();
  await choose(formats(form), 'Nassau');
  await createButton(form).click();
  expect((await created).postDataJSON()).toMatchObject({ gameType: 'nassau', holesPlayed: '18' });
  await expect(page).toHaveURL(/\/app\/game\/\d+$/);
});

test('joining a WHS game asks the Handicap Index, prefilled from the profile, and the tee set; from the list and from the game', async ({ page, adminApi, playwright }, testInfo) => {
  const creator = await signedInApi(playwright, testInfo, await createInvitedUser(adminApi, testInfo));
  const create = await creator.post('/api/games', {
    data: { courseName: DEMO_COURSE, teeColor: DEMO_TEE, gameType: 'stroke', betAmount: 0, maxPlayers: 4, handicapMode: 'whs', creatorHandicap: 10 },
  });
  expect(create.status(), await create.text()).toBe(201);
  const game = (await create.json()) as { id: number; name: string; gameCode: string };

  // From All Games: the profile's index fills the box; a bad one is refused under it.
  await signIn(page, await createInvitedUser(adminApi, testInfo));
  expect((await page.request.patch('/api/profile', { data: { handicapIndex: 8.6 } })).ok()).toBe(true);
  await page.goto('/app/view-games?tab=all');
  const card = page.getByRole('list', { name: 'Public games' }).getByRole('article').filter({ hasText: game.gameCode });
  await card.getByRole('button', { name: `Join ${game.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Join ${game.name}` });
  await expect(indexBox(dialog)).toHaveValue('8.6');
  await expect(dialog.getByRole('textbox', { name: 'Your handicap' })).toHaveCount(0);
  await indexBox(dialog).fill('60');
  await dialog.getByRole('button', { name: 'Join Game' }).click();
  await expect(dialog.getByText(GIVEN_HANDICAP_ERRORS.indexRange, { exact: true })).toBeVisible();
  await expect(indexBox(dialog)).toHaveAttribute('aria-invalid', 'true');
  await indexBox(dialog).fill('8.6');
  await choose(dialog.getByRole('group', { name: 'Tee set', exact: true }), "Women's");
  if (testInfo.project.name === 'phone') await expectPhoneFriendly(page, { screen: 'join dialog: WHS' });
  await dialog.getByRole('button', { name: 'Join Game' }).click();
  await expect(page).toHaveURL(`/app/game/${String(game.id)}`);
  const me = await apiMe(page.request);
  let players = await getJson<PlayerAnswer[]>(page.request, `/api/games/${String(game.id)}/players`);
  expect(players.find((player) => player.userId === me.id)).toMatchObject({ teeSet: 'W', handicapIndex: 8.6 });

  // From the game screen: a spectator gives a plus index on the men's ratings.
  await signIn(page, await createInvitedUser(adminApi, testInfo));
  await page.goto(`/app/game/${String(game.id)}`);
  const spectator = page.getByRole('region', { name: "You're viewing this game" });
  await expect(indexBox(spectator)).toHaveValue('');
  await expect(spectator.getByRole('textbox', { name: 'Your handicap' })).toHaveCount(0);
  await indexBox(spectator).fill('+0.4');
  await expect(spectator.getByRole('radio', { name: "Men's", exact: true })).toBeChecked();
  if (testInfo.project.name === 'phone') await expectPhoneFriendly(page, { within: spectator, screen: 'spectator join: WHS' });
  await spectator.getByRole('button', { name: 'Join Game' }).click();
  await expect(spectator).toHaveCount(0);
  const watcher = await apiMe(page.request);
  players = await getJson<PlayerAnswer[]>(page.request, `/api/games/${String(game.id)}/players`);
  expect(players.find((player) => player.userId === watcher.id)).toMatchObject({ teeSet: 'M', handicapIndex: -0.4 });
  await creator.dispose();
});
