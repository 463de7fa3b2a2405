import type { Browser, Page, TestInfo } from '@playwright/test';
import { e2eAdmin } from './admin-account';
import { createInvitedUser, expect, type Golfer, signIn, test } from './support/accounts';
import { apiAddManual, apiCard, apiCreateGame, apiMe, apiScore, apiStart, parsOf } from './support/games';
import { expectPhoneFriendly } from './support/phone-layout';

// Issue 11: the game screen, lobby to results, on a phone and a desktop. Every test makes its own golfers and games,
// since both projects run in parallel against one server.

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

/** A golfer signed in on a browser context of their own (a second phone). */
async function secondPhone(browser: Browser, golfer: Golfer, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({ ...testInfo.project.use, baseURL: testInfo.project.use.baseURL });
  const page = await context.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, golfer);
  return page;
}

const NAMES = [
  { firstName: 'Sam', lastName: 'Reed' },
  { firstName: 'Bob', lastName: 'Stone' },
  { firstName: 'Cara', lastName: 'Lake' },
];

/** Signs the admin in on `page` for a moment to invite golfers (Sam Reed, Bob Stone...), then signs in as the first. */
async function golfers(page: Page, testInfo: TestInfo, count: number): Promise<Golfer[]> {
  await signIn(page, e2eAdmin);
  const made: Golfer[] = [];
  for (let i = 0; i < count; i += 1) made.push(await createInvitedUser(page.request, testInfo, NAMES[i]));
  await signIn(page, made[0]!);
  return made;
}

/** Enters one hole from the big button: every player starts at par; `fewer` players get one stroke less. */
async function enterHole(page: Page, holeNumber: number, fewer: readonly string[] = []): Promise<void> {
  await page.getByRole('button', { name: `Enter Hole ${String(holeNumber)} Scores` }).click();
  const form = page.getByRole('form', { name: `Scores for hole ${String(holeNumber)}` });
  for (const name of fewer) await form.getByRole('button', { name: `One fewer for ${name}` }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
}

test('a nassau from lobby to settlement: players by name and by Player ID, 18 holes, the right winnings', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const [sam, bob] = await golfers(page, testInfo, 2);
  const bobPhone = await secondPhone(browser, bob!, testInfo);
  const bobNumber = (await apiMe(bobPhone.request)).userNumber;
  await bobPhone.close();

  const game = await apiCreateGame(page.request, { gameType: 'nassau', nassauMode: 'match', betAmount: 5, maxPlayers: 3 });
  await page.goto(`/app/game/${String(game.id)}`);
  await expect(page.getByText('Game Lobby')).toBeVisible();
  await expect(page.getByText('Nassau (Match Play)')).toBeVisible();
  await expect(page.getByText('Need at least 2 players to start the game')).toBeVisible();

  const manage = page.getByRole('region', { name: 'Manage Players' });
  await manage.getByLabel('Player name').fill('Alice Pine');
  await manage.getByRole('button', { name: 'Add Player' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Player Added', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Blue Team' }).getByRole('listitem', { name: 'Alice Pine' })).toBeVisible();

  await manage.getByRole('button', { name: 'Add by Player ID' }).click();
  await manage.getByLabel('Player ID').fill(String(bobNumber));
  await expect(manage.getByRole('listbox', { name: 'Matching golfers' })).toContainText(`ID ${String(bobNumber)}`);
  await manage.getByRole('button', { name: 'Add Player' }).click();
  await expect(page.getByRole('region', { name: 'Red Team' }).getByRole('listitem')).toHaveCount(2);
  await expect(manage.getByText('The game is full (3/3 players).')).toBeVisible();

  await page.getByRole('button', { name: 'Start Game' }).click();
  await expect(page.getByText('Hole 1', { exact: true })).toBeVisible();
  await expect(page.locator('main header').getByText('Live', { exact: true })).toBeVisible();

  const samName = `${sam!.firstName} ${sam!.lastName}`;
  // Red (Sam and Bob) win hole 1 and hole 10 with Sam's birdies: 1 up on each nine and 2 up overall.
  await enterHole(page, 1, [samName]);
  await expect(page.getByText('Hole 2', { exact: true })).toBeVisible();
  const bets = page.getByRole('region', { name: 'Bets at a glance' });
  await expect(bets.getByRole('listitem', { name: 'Front 9 bet' })).toContainText('Red Team is 1UP thru 1');
  await expect(page.getByRole('region', { name: 'Match status' })).toContainText('Red Team is 1UP thru 1');
  for (let hole = 2; hole <= 18; hole += 1) await enterHole(page, hole, hole === 10 ? [samName] : []);

  // The prompt opens once; declined, the round's end stays on screen with the settlement and Finish Game.
  const prompt = page.getByRole('alertdialog', { name: 'Finish Editing Scores?' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'No' }).click();
  const finish = page.getByRole('region', { name: 'All 18 Holes Complete!' });
  await expect(finish).toContainText('Alice Pine-$15.00');
  await finish.getByRole('button', { name: 'Finish Game' }).click();

  await expect(page).toHaveURL(new RegExp(`/app/game/${String(game.id)}/complete$`));
  await expect(page.getByRole('heading', { name: 'Game Complete!' })).toBeVisible();
  const players = (await (await page.request.get(`/api/games/${String(game.id)}/players`)).json()) as { user: { displayName: string }; winnings: number }[];
  expect(Object.fromEntries(players.map((p) => [p.user.displayName, p.winnings]))).toEqual({ [samName]: 7.5, 'Alice Pine': -15, [`${bob!.firstName} ${bob!.lastName}`]: 7.5 });
  await expect(page.getByText('+$7.50').first()).toBeVisible();
  await expect(page.getByText('-$15.00').first()).toBeVisible();
});

test('a second phone sees each score appear without a reload or a poll while its socket is up', async ({ page, browser }, testInfo) => {
  const [sam, bob] = await golfers(page, testInfo, 2);
  const bobPhone = await secondPhone(browser, bob!, testInfo);
  const game = await apiCreateGame(page.request, { gameType: 'stroke', betAmount: 2, maxPlayers: 2 });
  const bobId = (await apiMe(bobPhone.request)).id;
  await bobPhone.request.post(`/api/games/${String(game.id)}/join`, { data: { handicap: 0 } });
  await apiStart(page.request, game.id);

  await bobPhone.goto(`/app/game/${String(game.id)}`);
  await expect(bobPhone.getByText('Hole 1', { exact: true })).toBeVisible();
  // Wait for the socket to join the game: the server answers nothing to JOIN_GAME, so watch the frame go out.
  const gameReads: string[] = [];
  bobPhone.on('request', (request) => {
    if (request.method() === 'GET' && request.url().includes(`/api/games/${String(game.id)}`)) gameReads.push(request.url());
  });

  await page.goto(`/app/game/${String(game.id)}`);
  const samName = `${sam!.firstName} ${sam!.lastName}`;
  const samScore = bobPhone.getByRole('button', { name: `${samName}, hole 1: 3. Show history` });
  await page.getByRole('button', { name: 'Enter Hole 1 Scores' }).click();
  const form = page.getByRole('form', { name: 'Scores for hole 1' });
  await form.getByLabel(`Strokes for ${samName}`).fill('3');
  // Sam is the first player, so the first score the Save posts is his.
  const stored = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/scores'));
  await form.getByRole('button', { name: 'Save' }).click();
  await stored;
  const storedAt = Date.now();
  await expect(samScore).toBeVisible({ timeout: 5_000 });
  expect(Date.now() - storedAt, 'the score shows on the second phone within a second of being stored').toBeLessThan(1_000);
  await expect(bobPhone.getByRole('listitem', { name: samName }).getByTestId('player-strokes')).toHaveText('3');
  // The creator's save also moved everyone to hole 2: that event is a refetch, never a poll.
  await expect(bobPhone.getByText('Hole 2', { exact: true })).toBeVisible();
  const readsAfterSave = gameReads.length;
  // A poll runs every 2 s while the socket is down; watching a little longer than that shows there is none.
  await bobPhone.waitForTimeout(2_500);
  expect(gameReads.length, `reads on the second phone: ${gameReads.join(', ')}`).toBe(readsAfterSave);
  expect(gameReads.length, 'only the refetch after the hole advance').toBeLessThanOrEqual(2);
  expect(bobId).toBeTruthy();
  await bobPhone.close();
});

test('a guest watches a public game, waits for its creator and is offered Login to Join Game', async ({ page, browser }, testInfo) => {
  const [sam] = await golfers(page, testInfo, 1);
  const game = await apiCreateGame(page.request, { gameType: 'stroke', betAmount: 0, maxPlayers: 4 });
  await apiAddManual(page.request, game.id, 'Pat Guest');
  const context = await browser.newContext({ ...testInfo.project.use });
  const guest = await context.newPage();
  await guest.goto(`/app/game/${String(game.id)}`);
  await expect(guest.getByRole('heading', { name: game.name })).toBeVisible();
  await expect(guest.getByRole('listitem', { name: 'Pat Guest' })).toBeVisible();
  // Spec 001 §2: everyone but the creator waits for the creator, by name.
  const waiting = guest.getByRole('status').filter({ has: guest.getByRole('heading', { name: 'Waiting for game to start' }) });
  await expect(waiting).toContainText(`Waiting for ${sam!.firstName} ${sam!.lastName} to start the game...`);
  await expect(guest.getByText("You're viewing this game")).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Login to Join Game' })).toHaveAttribute('href', '/login');
  await context.close();
});

test("an outsider gets 'Game Not Found' for a private game", async ({ page, browser }, testInfo) => {
  const [, outsider] = await golfers(page, testInfo, 2);
  const game = await apiCreateGame(page.request, { gameType: 'stroke', betAmount: 0, maxPlayers: 2, isPrivate: true });
  const other = await secondPhone(browser, outsider!, testInfo);
  await other.goto(`/app/game/${String(game.id)}`);
  await expect(other.getByRole('heading', { name: 'Game Not Found' })).toBeVisible();
  await expect(other.getByText("This game doesn't exist or may have been deleted.")).toBeVisible();
  await other.getByRole('link', { name: 'Back to Home', exact: true }).click();
  await expect(other).toHaveURL(/\/app$/);
  await other.close();
});

test("a decided match shows 'Match Complete!' once", async ({ page }, testInfo) => {
  const [sam] = await golfers(page, testInfo, 1);
  const game = await apiCreateGame(page.request, { gameType: 'match', betAmount: 10, maxPlayers: 2 });
  const rival = await apiAddManual(page.request, game.id, 'Rory Rival');
  await apiStart(page.request, game.id);
  const pars = parsOf(game);
  const me = await apiMe(page.request);
  // Sam birdies the first ten holes: 10 up with 8 to play is decided (10 and 8).
  await apiCard(page.request, game.id, me.id, pars.slice(0, 10).map((par) => par - 1));
  await apiCard(page.request, game.id, rival.userId, pars.slice(0, 10));

  await page.goto(`/app/game/${String(game.id)}`);
  const samName = `${sam!.firstName} ${sam!.lastName}`;
  const prompt = page.getByRole('alertdialog', { name: 'Match Complete!' });
  await expect(prompt).toContainText(`${samName} Wins! (10 and 8)`);
  await prompt.getByRole('button', { name: 'Continue Scoring' }).click();
  await expect(prompt).toBeHidden();
  await expect(page.getByRole('region', { name: 'Match status' })).toContainText(`${samName} Wins! (10 and 8)`);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Match status' })).toContainText(`${samName} Wins! (10 and 8)`);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test("the live round: 'Waiting for other players to submit their scores...', a failed save's toast, a phone-friendly screen", async ({ page }, testInfo) => {
  await golfers(page, testInfo, 1);
  const game = await apiCreateGame(page.request, { gameType: 'match', betAmount: 5, maxPlayers: 2 });
  await apiAddManual(page.request, game.id, 'Alice Pine');
  await apiStart(page.request, game.id);
  // The creator's own score on hole 1 is in (entered on another phone); Alice's is not.
  await apiScore(page.request, game.id, (await apiMe(page.request)).id, 1, 4);

  await page.goto(`/app/game/${String(game.id)}`);
  await expect(page.getByRole('status').filter({ hasText: 'Waiting for other players to submit their scores...' })).toBeVisible();
  if (testInfo.project.name === 'phone') await expectPhoneFriendly(page, { within: page.getByRole('main') });

  // Spec 001 §8: a score the server does not take says 'Failed to submit score. Please try again.', and the hole's
  // entries stay open to try again.
  await page.route(`**/api/games/${String(game.id)}/scores`, (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 400, contentType: 'text/plain', body: '' }) : route.fallback(),
  );
  await page.getByRole('button', { name: 'Enter Hole 1 Scores' }).click();
  const form = page.getByRole('form', { name: 'Scores for hole 1' });
  if (testInfo.project.name === 'phone') await expectPhoneFriendly(page, { within: page.getByRole('dialog', { name: 'Hole 1' }) });
  await form.getByRole('button', { name: 'Save' }).click();
  // The open dialog hides the rest of the page from the accessibility tree, the toasts' region included.
  await expect(page.getByText('Failed to submit score. Please try again.', { exact: true })).toBeVisible();
  await expect(form).toBeVisible();
});
