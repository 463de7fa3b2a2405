import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { createInvitedUser, expect, signIn, test } from './support/accounts';
import { apiMe, DEMO_COURSE, DEMO_TEE } from './support/games';
import { openCreateForm } from './support/create-form';
import { expectPhoneFriendly } from './support/phone-layout';

// Create New Game (product §G2, §G4, §G5, §G8, §G9): the form's messages, hints and auto-adjustments, creating a game,
// and a refused create. Each test signs in a golfer of its own; both projects share one server.

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

/** A fresh golfer, signed in on the page, whose profile handicap is `handicap` (set by the admin). */
async function signInGolfer(page: Page, adminApi: APIRequestContext, testInfo: TestInfo, handicap: number | null = null): Promise<void> {
  const golfer = await createInvitedUser(adminApi, testInfo);
  await signIn(page, golfer);
  if (handicap !== null) {
    const me = await apiMe(page.request);
    const answer = await adminApi.patch(`/api/admin/users/${me.id}`, { data: { handicap } });
    expect(answer.ok(), await answer.text()).toBe(true);
  }
}

/** Chooses a radio through its visible label, as a finger does (the native radio itself is visually hidden). */
async function choose(scope: Locator, name: string | RegExp): Promise<void> {
  const options = { name, exact: typeof name === 'string' };
  // `has` is matched inside each label, so it starts from the page, not from `scope`.
  await scope.locator('label').filter({ has: scope.page().getByRole('radio', options) }).click();
  await expect(scope.getByRole('radio', options)).toBeChecked();
}

const formats = (form: Locator) => form.getByRole('group', { name: 'Format' });
const maxPlayers = (form: Locator) => form.getByRole('group', { name: 'Max players' });
const nassauMode = (form: Locator) => form.getByRole('group', { name: 'Nassau mode' });
const betAmount = (form: Locator) => form.getByRole('textbox', { name: 'Bet amount' });
const handicap = (form: Locator) => form.getByRole('textbox', { name: 'Your handicap' });
const createButton = (form: Locator) => form.getByRole('button', { name: 'Create Game' });
const toast = (page: Page, title: string) => page.getByRole('region', { name: /Notifications/ }).locator('li').filter({ hasText: title });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('the form opens on its defaults and shows every validation message under its field', async ({ page, adminApi }, testInfo) => {
  await signInGolfer(page, adminApi, testInfo, -2);
  const form = await openCreateForm(page);

  for (const title of ['Game Details', 'Game Format', 'Betting Setup']) {
    await expect(form.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
  await expect(form.getByRole('group', { name: 'Course' })).toContainText(DEMO_COURSE);
  await expect(handicap(form)).toHaveValue('+2');
  await expect(formats(form).getByRole('radio', { name: 'Stroke Play', exact: true })).toBeChecked();
  await expect(maxPlayers(form).getByRole('radio', { name: '5' })).toBeChecked();
  await expect(form.getByRole('switch', { name: 'Private game' })).not.toBeChecked();
  await expect(betAmount(form)).toHaveValue('5');

  // The bet cleared: the first message, on the field, which gets the focus.
  await betAmount(form).fill('');
  await createButton(form).click();
  await expect(betAmount(form)).toBeFocused();
  const betMessages: [string, string][] = [
    ['', 'Bet amount is required. Enter 0 for a fun game with no bets.'],
    ['ten', 'Bet amount must be a number'],
    ['-5', 'Bet amount cannot be negative'],
    ['1000.01', 'Bet amount cannot exceed $1000'],
  ];
  for (const [typed, message] of betMessages) {
    await betAmount(form).fill(typed);
    await expect(betAmount(form)).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
    await expect(betAmount(form)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }
  await betAmount(form).fill('1000');
  await expect(betAmount(form)).not.toHaveAttribute('aria-invalid');
  await expect(form.getByText(/^Bet amount (is|must|cannot)/)).toHaveCount(0);

  // A handicap outside -5..54 ('+' notation included) gets the join message; letters are ignored as typed.
  for (const typed of ['55', '+6']) {
    await handicap(form).fill(typed);
    await expect(handicap(form)).toHaveAttribute('aria-invalid', 'true');
    await expect(handicap(form)).toHaveAccessibleDescription(/Please enter a valid handicap \(-5 to 54\)\./);
  }
  await handicap(form).fill('abc');
  await expect(handicap(form)).toHaveValue('+6');

  // Pressing Create Game moves the focus to the first field with a message.
  await betAmount(form).fill('');
  await betAmount(form).focus();
  await createButton(form).click();
  await expect(handicap(form)).toBeFocused();
  await handicap(form).fill('');
  await expect(handicap(form)).not.toHaveAttribute('aria-invalid');
  await createButton(form).click();
  await expect(betAmount(form)).toBeFocused();
  await expect(form.getByText('Bet amount is required. Enter 0 for a fun game with no bets.')).toBeVisible();
});

test('the format sets the hint and the allowed sizes; coming-soon formats and presses are disabled', async ({ page, adminApi }, testInfo) => {
  await signInGolfer(page, adminApi, testInfo);
  const form = await openCreateForm(page);
  const players = maxPlayers(form);
  const count = (n: number) => players.getByRole('radio', { name: String(n), exact: true });

  await expect(players).toContainText('Stroke Play allows 1-5 players');
  await betAmount(form).fill('5');

  // Match snaps 5 players to 4 (product §G4) and allows only 2 or 4.
  // The form cannot show 'Invalid player count for selected game type' (product §G5): a type change snaps max players
  // to an allowed count and the other counts are disabled, so no count the type refuses can be chosen. The message
  // stays in the shared schema (src/contract/games.ts), where the server answers it; decision 012 says so.
  await choose(formats(form), 'Match Play');
  await expect(players).toContainText('Match Play requires 2 or 4 players');
  await expect(count(4)).toBeChecked();
  for (const n of [1, 3, 5]) await expect(count(n)).toBeDisabled();
  await choose(players, '2');

  // Best ball is exactly 4.
  await choose(formats(form), 'Best Ball');
  await expect(players).toContainText('Best Ball requires 4 players');
  await expect(count(4)).toBeChecked();
  for (const n of [1, 2, 3, 5]) await expect(count(n)).toBeDisabled();
  await expect(nassauMode(form)).toHaveCount(0);

  // Nassau shows its mode, on Match; the pot is three bets a player.
  await choose(formats(form), 'Nassau');
  await expect(players).toContainText('Nassau allows 2-5 players');
  await expect(nassauMode(form).getByRole('radio', { name: 'Match', exact: true })).toBeChecked();
  await expect(form.getByRole('region', { name: 'Total pot' })).toContainText('$60.00');
  await expect(count(1)).toBeDisabled();

  // Back to stroke play: the mode goes; one player zeroes and disables the bet.
  await choose(formats(form), 'Stroke Play');
  await expect(nassauMode(form)).toHaveCount(0);
  await expect(players).toContainText('Stroke Play allows 1-5 players');
  await expect(form.getByRole('region', { name: 'Total pot' })).toContainText('$20.00');
  await choose(players, '1');
  await expect(betAmount(form)).toBeDisabled();
  await expect(betAmount(form)).toHaveValue('0');
  await choose(players, '3');
  await expect(betAmount(form)).toBeEnabled();

  for (const name of ['Skins', 'Stableford', 'Wolf']) await expect(formats(form).getByRole('radio', { name, exact: true })).toBeEnabled();
  // The formats not built yet are one closed 'Coming Soon..' line (issue 34), which opens on their disabled radios.
  await expect(formats(form).getByText('Coming Soon..', { exact: true }).filter({ visible: true })).toHaveCount(1);
  await formats(form).locator('summary').click();
  for (const name of ['Worst Ball', 'Alternate Shot', 'Wolf Hammer']) {
    const radio = formats(form).getByRole('radio', { name, exact: true });
    await expect(radio).toBeDisabled();
    await expect(radio).toHaveAccessibleDescription('Coming Soon..');
  }
  await expect(formats(form).getByText('Coming Soon..', { exact: true })).toHaveCount(4);
  await expect(form.getByRole('switch', { name: 'Enable Press?' })).toBeDisabled();
});

test('creating a nassau on Grey Rock opens its game with what was chosen', async ({ page, adminApi }, testInfo) => {
  await signInGolfer(page, adminApi, testInfo, 7);
  const form = await openCreateForm(page);
  await expect(handicap(form)).toHaveValue('7');

  await choose(formats(form), 'Nassau');
  await choose(nassauMode(form), 'Stroke');
  await choose(maxPlayers(form), '3');
  await betAmount(form).fill('7.50');
  await handicap(form).fill('+2');
  await form.getByRole('switch', { name: 'Private game' }).click();
  await expect(form.getByRole('switch', { name: 'Private game' })).toBeChecked();
  await expect(form.getByRole('region', { name: 'Total pot' })).toContainText('$67.50');

  // Hold the request to see the pending state.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === '/api/games',
    async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.fallback();
    },
  );
  const created = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/games' && response.request().method() === 'POST');
  await createButton(form).click();
  await expect(form.getByRole('button', { name: 'Creating Game...' })).toBeDisabled();
  release();
  const answer = await created;
  expect(answer.status()).toBe(201);
  const { id } = (await answer.json()) as { id: number };
  await expect(page).toHaveURL(new RegExp(`/app/game/${String(id)}$`));

  const game = (await (await page.request.get(`/api/games/${String(id)}`)).json()) as Record<string, unknown>;
  expect(game).toMatchObject({
    courseName: DEMO_COURSE,
    teeColor: DEMO_TEE,
    gameType: 'nassau',
    nassauMode: 'stroke',
    betAmount: 7.5,
    maxPlayers: 3,
    isPrivate: true,
  });
  const players = (await (await page.request.get(`/api/games/${String(id)}/players`)).json()) as { handicap: number }[];
  expect(players.map((player) => player.handicap)).toEqual([-2]);
});

test('a refused create shows Error Creating Game with the server message, else the fallback', async ({ page, adminApi }, testInfo) => {
  await signInGolfer(page, adminApi, testInfo);
  const form = await openCreateForm(page);
  await betAmount(form).fill('0');

  const answers = [
    { status: 400, contentType: 'application/json', body: JSON.stringify({ message: 'That course and tee were not found. Choose a course and tee from the list.' }) },
    { status: 400, contentType: 'text/plain', body: 'Bad Request' },
  ];
  await page.route(
    (url) => url.pathname === '/api/games',
    async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      return route.fulfill(answers.shift() ?? { status: 400, body: '' });
    },
  );

  await createButton(form).click();
  const serverToast = toast(page, 'Error Creating Game');
  await expect(serverToast).toContainText('That course and tee were not found. Choose a course and tee from the list.');
  await expect(page).toHaveURL(/\/app\/create-game$/);
  await expect(createButton(form)).toBeEnabled();
  await serverToast.getByRole('button', { name: 'Close' }).click();

  await createButton(form).click();
  await expect(toast(page, 'Error Creating Game')).toContainText('Failed to create game');
});

test('the form fits the screen with large tap targets', async ({ page, adminApi }, testInfo) => {
  await signInGolfer(page, adminApi, testInfo);
  const form = await openCreateForm(page);
  await choose(formats(form), 'Nassau');
  if (testInfo.project.name === 'phone') {
    await expectPhoneFriendly(page, { within: page.getByRole('main') });
    return;
  }

  // A desktop: no sideways scroll either, and the main targets 40 px high.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  const targets = [
    createButton(form),
    handicap(form),
    betAmount(form),
    formats(form).locator('label').filter({ has: page.getByRole('radio', { name: 'Match Play', exact: true }) }),
    nassauMode(form).locator('label').filter({ has: page.getByRole('radio', { name: 'Stroke', exact: true }) }),
    maxPlayers(form).locator('label').filter({ has: page.getByRole('radio', { name: '4', exact: true }) }),
  ];
  for (const target of targets) {
    const box = await target.boundingBox();
    expect(box?.height ?? 0, await target.evaluate((element) => element.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(40);
  }
});
