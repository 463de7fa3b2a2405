import type { APIRequestContext, Page, PlaywrightWorkerArgs, TestInfo } from '@playwright/test';
import { closeToast, createInvitedUser, expect, signIn, test, type Golfer } from './support/accounts';
import { apiAddManual, apiCard, apiComplete, apiCreateGame, apiMe, apiStart, parsOf, type CreatedGame } from './support/games';

// The games list (/app/view-games: Find Game by ID, My Games and All Games, the join dialog) and the dashboard's
// game sections (product §G2, §G4, §G5, §G7, §G8). Both projects run every test in parallel against one server, so
// each test makes its own golfers and games, and finds its cards by their game codes.

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

/** Another golfer's API session, for the games this test's golfer finds, joins or cannot join. */
async function apiSignedIn(playwright: PlaywrightWorkerArgs['playwright'], testInfo: TestInfo, golfer: Golfer): Promise<APIRequestContext> {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const answer = await api.post('/api/login/local', { data: { username: golfer.username, password: golfer.password } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return api;
}

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

async function expectToast(page: Page, title: string, description: string): Promise<void> {
  await expect(toasts(page).getByText(title, { exact: true })).toBeVisible();
  await expect(toasts(page).getByText(description, { exact: true })).toBeVisible();
  await closeToast(page);
}

const publicCard = (page: Page, game: CreatedGame) => page.getByRole('list', { name: 'Public games' }).getByRole('article').filter({ hasText: game.gameCode });

test('a fresh golfer sees the empty states, and Find Game by ID takes the id or the code in any case', async ({ page, adminApi }, testInfo) => {
  await signIn(page, await createInvitedUser(adminApi, testInfo));
  await page.goto('/app/view-games');
  await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'My Games' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No games found', { exact: true })).toBeVisible();

  const find = page.getByRole('form', { name: 'Find Game by ID' });
  const field = find.getByLabel('Game ID or code');
  await find.getByRole('button', { name: 'Find Game' }).click();
  await expectToast(page, 'Invalid ID', 'Please enter a game ID.');

  await field.fill('999999999');
  await find.getByRole('button', { name: 'Find Game' }).click();
  await expectToast(page, 'Game Not Found', "Could not find a game with that ID or you don't have access.");

  const game = await apiCreateGame(page.request, { isPrivate: true });
  await field.fill(String(game.id));
  await field.press('Enter');
  await expect(page).toHaveURL(`/app/game/${String(game.id)}`);

  await page.goto('/app/view-games');
  await field.fill(` ${game.gameCode.toLowerCase()} `);
  await find.getByRole('button', { name: 'Find Game' }).click();
  await expect(page).toHaveURL(`/app/game/${String(game.id)}`);

  // My Games now lists it; the creator plays in it, so no Join.
  await page.goto('/app/view-games');
  const card = page.getByRole('list', { name: 'My games' }).getByRole('article').filter({ hasText: game.gameCode });
  await expect(card.getByRole('heading', { name: game.name })).toBeVisible();
  await expect(card).toContainText('Grey Rock Golf Club · Blue tees');
  await expect(card).toContainText('Stroke Play');
  await expect(card).toContainText('1/4');
  await expect(card).toContainText('$5.00 per player');
  await expect(card.getByText('Waiting', { exact: true })).toBeVisible();
  await expect(card.getByText('Private', { exact: true })).toBeVisible();
  await expect(card.getByText("You're playing", { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Join/ })).toHaveCount(0);
  await card.getByRole('link', { name: game.name }).click();
  await expect(page).toHaveURL(`/app/game/${String(game.id)}`);

  // The shared server holds other tests' public games, so the empty All Games answer is stubbed.
  await page.route('**/api/games/public', (route) => route.fulfill({ json: [] }));
  await page.goto('/app/view-games');
  await page.getByRole('tab', { name: 'All Games' }).click();
  await expect(page).toHaveURL(/\?tab=all$/);
  await expect(page.getByText('No public games available', { exact: true })).toBeVisible();
});

test('a second golfer joins a public best ball from All Games with a plus handicap, on the smaller team', async ({ page, adminApi, playwright }, testInfo) => {
  const creator = await apiSignedIn(playwright, testInfo, await createInvitedUser(adminApi, testInfo));
  const game = await apiCreateGame(creator, { gameType: 'bestball', maxPlayers: 4, betAmount: 10 });
  // The creator is on Red; a second Red player leaves Blue the smaller team.
  await apiAddManual(creator, game.id, 'Red Partner', 8, 'A');

  await signIn(page, await createInvitedUser(adminApi, testInfo));
  // The profile handicap prefills the dialog; a plus handicap is stored negative and shown with a +.
  await page.route('**/api/auth/user', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...((await response.json()) as object), handicap: -3 } });
  });
  await page.goto('/app/view-games?tab=all');
  const card = publicCard(page, game);
  await expect(card).toContainText('Best Ball');
  await expect(card).toContainText('2/4');
  await card.getByRole('button', { name: `Join ${game.name}` }).click();

  const dialog = page.getByRole('dialog', { name: `Join ${game.name}` });
  const handicap = dialog.getByLabel('Your handicap');
  await expect(handicap).toHaveValue('+3');
  await expect(dialog.getByText("You'll play for the Blue Team", { exact: true })).toBeVisible();

  // Letters are ignored as typed; a number outside -5..54 is refused with the toast, which the modal dialog
  // hides from assistive technology, so the dialog says it too.
  await handicap.pressSequentially('x');
  await expect(handicap).toHaveValue('+3');
  await handicap.fill('60');
  await dialog.getByRole('button', { name: 'Join Game' }).click();
  await expect(page.getByText('Invalid Handicap', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid handicap (-5 to 54).');
  await expect(handicap).toHaveAttribute('aria-invalid', 'true');

  await handicap.fill('+2');
  await dialog.getByRole('button', { name: 'Join Game' }).click();
  await expect(toasts(page).getByText('Joined Game!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(`/app/game/${String(game.id)}`);

  const me = await apiMe(page.request);
  const players = (await (await page.request.get(`/api/games/${String(game.id)}/players`)).json()) as { userId: string; handicap: number; teamAssignment: string | null }[];
  expect(players.find((player) => player.userId === me.id)).toMatchObject({ handicap: -2, teamAssignment: 'B' });
  await creator.dispose();
});

test('Join is offered for a game with room that you are not in, waiting or live, as the server takes golfers until completion', async ({ page, adminApi, playwright }, testInfo) => {
  const creator = await apiSignedIn(playwright, testInfo, await createInvitedUser(adminApi, testInfo));
  const full = await apiCreateGame(creator, { maxPlayers: 2 });
  await apiAddManual(creator, full.id, 'Seat Filler');
  const live = await apiCreateGame(creator, { maxPlayers: 4 });
  await apiAddManual(creator, live.id, 'Early Starter');
  await apiStart(creator, live.id);
  const open = await apiCreateGame(creator, { maxPlayers: 3, gameType: 'nassau', nassauMode: 'stroke' });

  await signIn(page, await createInvitedUser(adminApi, testInfo));
  const mine = await apiCreateGame(page.request, { maxPlayers: 4 });
  await page.goto('/app/view-games');
  await page.getByRole('tab', { name: 'All Games' }).click();

  await expect(publicCard(page, open)).toContainText('Nassau (Stroke Play)');
  await expect(publicCard(page, open).getByRole('button', { name: `Join ${open.name}` })).toBeVisible();
  await expect(publicCard(page, full)).toContainText('2/2');
  await expect(publicCard(page, full).getByRole('button', { name: /^Join/ })).toHaveCount(0);
  await expect(publicCard(page, live).getByText('Live', { exact: true })).toBeVisible();
  await expect(publicCard(page, live).getByRole('button', { name: `Join ${live.name}` })).toBeVisible();
  await expect(publicCard(page, mine).getByText("You're playing", { exact: true })).toBeVisible();
  await expect(publicCard(page, mine).getByRole('button', { name: /^Join/ })).toHaveCount(0);

  // A nassau in stroke mode for fewer than 4 has no teams: no team line.
  await publicCard(page, open).getByRole('button', { name: `Join ${open.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Join ${open.name}` });
  await expect(dialog.getByLabel('Your handicap')).toHaveValue('');
  await expect(dialog.getByText(/You'll play for/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await creator.dispose();
});

test('the dashboard brings back a live round and shows the latest result with signed winnings', async ({ page, adminApi }, testInfo) => {
  await signIn(page, await createInvitedUser(adminApi, testInfo));
  await page.goto('/app');
  const results = page.getByRole('region', { name: 'Recent results' });
  await expect(results.getByText('No finished rounds yet', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Open the lobby|Back to your round/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Create Game/ })).toHaveAttribute('href', '/app/create-game');
  await expect(page.getByRole('link', { name: /View Games/ })).toHaveAttribute('href', '/app/view-games');

  const game = await apiCreateGame(page.request, { gameType: 'stroke', betAmount: 5, maxPlayers: 2 });
  const rival = await apiAddManual(page.request, game.id, 'Rival Golfer');
  await page.reload();
  await expect(page.getByRole('link', { name: /Open the lobby/ })).toHaveAttribute('href', `/app/game/${String(game.id)}`);

  await apiStart(page.request, game.id);
  await page.reload();
  const resume = page.getByRole('link', { name: /Back to your round/ });
  await expect(resume).toContainText('Live · Hole 1');
  await expect(resume).toContainText(game.name);
  await resume.click();
  await expect(page).toHaveURL(`/app/game/${String(game.id)}`);

  // Par on every hole beats a bogey on every hole: the pot is $10, so the winner is up $5.
  const me = await apiMe(page.request);
  const pars = parsOf(game);
  await apiCard(page.request, game.id, me.id, pars);
  await apiCard(page.request, game.id, rival.userId, pars.map((par) => par + 1));
  await apiComplete(page.request, game.id);

  await page.goto('/app');
  const result = results.getByRole('link').filter({ hasText: game.name });
  await expect(result).toHaveAttribute('href', `/app/game/${String(game.id)}/complete`);
  const winnings = result.getByText('+$5.00', { exact: true });
  await expect(winnings).toBeVisible();
  await expect(winnings).toHaveClass(/emerald/);
  await expect(page.getByRole('link', { name: /Open the lobby|Back to your round/ })).toHaveCount(0);
});
