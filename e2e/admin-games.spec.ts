import type { APIRequestContext, Page, PlaywrightWorkerArgs, TestInfo } from '@playwright/test';
import { ADMIN_LIST_PAGE_SIZE, adminGameMessages } from '../src/contract/admin';
import { e2eAdmin } from './admin-account';
import { closeToast, createInvitedUser, expect, type Golfer, signedInApi, signIn, test, uniqueSuffix } from './support/accounts';
import { apiCreateGame, apiCreateGroup, type CreatedGame, type GameBody } from './support/games';
import { expectPhoneFriendly } from './support/phone-layout';

// The admin panel's Games tab (product §G2, §G6, §G7, §G8). Every test shares the server's games with the others
// running at the same time, so each makes its games as a golfer of its own, whose last name is unique to the test, and
// finds them by it: it is in their creator's name and in their names ("Gil Tab1x2y3's Stroke Play").

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, e2eAdmin);
});

/** The golfer who made a test's games, the name the list gives them, the token that finds them, and the games. */
type Made = { golfer: Golfer; creator: string; token: string; games: CreatedGame[] };

/** A game to make; `inGroup` plays it in a group the golfer owns, named `Group <token>`. */
type MadeGameBody = GameBody & { inGroup?: boolean };

/** A new golfer with a last name unique to the test and the games they created through the API, oldest first. */
async function golferWithGames(
  playwright: PlaywrightWorkerArgs['playwright'],
  adminApi: APIRequestContext,
  testInfo: TestInfo,
  bodies: readonly MadeGameBody[],
): Promise<Made> {
  const token = `Tab${uniqueSuffix(testInfo)}`;
  const golfer = await createInvitedUser(adminApi, testInfo, { firstName: 'Gil', lastName: token });
  const api = await signedInApi(playwright, testInfo, golfer);
  const groupId = bodies.some((body) => body.inGroup) ? (await apiCreateGroup(api, `Group ${token}`)).id : undefined;
  const games: CreatedGame[] = [];
  for (const { inGroup, ...body } of bodies) games.push(await apiCreateGame(api, inGroup ? { ...body, groupId } : body));
  await api.dispose();
  return { golfer, creator: `Gil ${token}`, token, games };
}

const gamesTab = (page: Page) => page.getByRole('tabpanel', { name: 'Games' });
const search = (page: Page) => gamesTab(page).getByRole('searchbox', { name: 'Search games' });
const gameCard = (page: Page, game: CreatedGame) => gamesTab(page).getByRole('article', { name: game.name, exact: true });

async function openGamesTab(page: Page, text: string): Promise<void> {
  await page.goto('/admin?tab=games');
  await expect(page.getByRole('tab', { name: 'Games', selected: true })).toBeVisible();
  await search(page).fill(text);
  await expect(gamesTab(page).getByText(new RegExp(`^\\d+ games? match “${text}”$`))).toBeVisible();
}

test('the list shows each game with its format, status, creator and date; search finds by name, code and creator', async ({
  page,
  adminApi,
  playwright,
}, testInfo) => {
  const { token, creator, games } = await golferWithGames(playwright, adminApi, testInfo, [{ gameType: 'stroke', inGroup: true }, { gameType: 'nassau', nassauMode: 'match', isPrivate: true }]);
  const [stroke, nassau] = games as [CreatedGame, CreatedGame];
  const listed = (await (await adminApi.get(`/api/admin/games?q=${encodeURIComponent(nassau.gameCode)}`)).json()) as { createdAt: string }[];
  const created = await page.evaluate((iso) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' }), listed[0]!.createdAt);

  await openGamesTab(page, token);
  await expect(gamesTab(page).getByText(`2 games match “${token}”`)).toBeVisible();
  await expect(gamesTab(page).getByRole('article'), 'newest first').toHaveText([new RegExp(nassau.name), new RegExp(stroke.name)]);
  const card = gameCard(page, nassau);
  await expect(card.getByText('Nassau (Match Play)', { exact: true })).toBeVisible();
  await expect(card.getByText('Waiting', { exact: true })).toBeVisible();
  await expect(card.getByText(creator, { exact: true })).toBeVisible();
  await expect(card.getByText(created, { exact: true })).toBeVisible();
  await expect(card.getByText(nassau.gameCode)).toBeVisible();
  await expect(card.getByText('No group', { exact: true })).toBeVisible();
  await expect(gameCard(page, stroke).getByText('Stroke Play', { exact: true })).toBeVisible();
  await expect(gameCard(page, stroke).getByText(`Group ${token}`, { exact: true }), "a group game names its group").toBeVisible();
  await expect(gamesTab(page).getByRole('navigation', { name: 'Games pages' }), 'one page needs no pager').toHaveCount(0);
  if (testInfo.project.name === 'phone') await expectPhoneFriendly(page, { screen: 'admin games' });

  await search(page).fill(stroke.gameCode.toLowerCase());
  await expect(gamesTab(page).getByRole('article')).toHaveText([new RegExp(stroke.name)]);
  await search(page).fill(nassau.name);
  await expect(gamesTab(page).getByRole('article')).toHaveText([new RegExp(nassau.name)]);
  await search(page).fill(`${token}-nothing`);
  await expect(gamesTab(page).getByText(`No games match “${token}-nothing”.`)).toBeVisible();
  await expect(gamesTab(page).getByRole('article')).toHaveCount(0);
});

test('paging: Previous and Next move through more than a page of games, Page X of Y', async ({ page, adminApi, playwright }, testInfo) => {
  const count = ADMIN_LIST_PAGE_SIZE + 1;
  const { token, games } = await golferWithGames(playwright, adminApi, testInfo, Array.from({ length: count }, () => ({})));
  const oldest = games[0]!;

  await openGamesTab(page, token);
  await expect(gamesTab(page).getByText(`${String(count)} games match “${token}”`)).toBeVisible();
  const pager = gamesTab(page).getByRole('navigation', { name: 'Games pages' });
  await expect(pager.getByText('Page 1 of 2')).toBeVisible();
  await expect(gamesTab(page).getByRole('article')).toHaveCount(ADMIN_LIST_PAGE_SIZE);
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
  if (testInfo.project.name === 'phone') await expectPhoneFriendly(page, { within: pager, screen: 'admin games pager' });

  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager.getByText('Page 2 of 2')).toBeVisible();
  await expect(gamesTab(page).getByRole('article'), 'the oldest game is last').toHaveText([new RegExp(oldest.name)]);
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(pager.getByText('Page 1 of 2')).toBeVisible();
  await expect(gamesTab(page).getByRole('article')).toHaveCount(ADMIN_LIST_PAGE_SIZE);

  // Deleting the only game of the last page leaves one page, which the tab then shows.
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager.getByText('Page 2 of 2')).toBeVisible();
  await gameCard(page, oldest).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Game' }).click();
  await expect(page.getByText('Game Deleted', { exact: true })).toBeVisible();
  await expect(gamesTab(page).getByText(`${String(ADMIN_LIST_PAGE_SIZE)} games match “${token}”`)).toBeVisible();
  await expect(gamesTab(page).getByRole('article')).toHaveCount(ADMIN_LIST_PAGE_SIZE);
  await expect(pager).toHaveCount(0);
});

test("View opens the game's screen, a private one too; Back returns to the search", async ({ page, adminApi, playwright }, testInfo) => {
  const { token, games } = await golferWithGames(playwright, adminApi, testInfo, [{ isPrivate: true }]);
  const game = games[0]!;
  await openGamesTab(page, token);
  await gameCard(page, game).getByRole('link', { name: `View ${game.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/app/game/${String(game.id)}$`));
  await expect(page.getByRole('heading', { level: 1, name: game.name })).toBeVisible();

  await page.goBack();
  await expect(search(page), 'Back returns to the same search').toHaveValue(token);
  await expect(gameCard(page, game)).toBeVisible();
});

test('Delete asks first, then removes the game; Cancel keeps it', async ({ page, adminApi, playwright }, testInfo) => {
  const { token, games } = await golferWithGames(playwright, adminApi, testInfo, [{ gameType: 'match', maxPlayers: 2 }]);
  const game = games[0]!;
  await openGamesTab(page, token);
  const card = gameCard(page, game);

  await card.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Delete ${game.name}?` });
  await expect(dialog.getByText(game.gameCode)).toBeVisible();
  if (testInfo.project.name === 'phone') await expectPhoneFriendly(page, { within: dialog, screen: 'admin delete game dialog' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete Game' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Game Deleted', { exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(gamesTab(page).getByText(`No games match “${token}”.`)).toBeVisible();
  expect((await adminApi.get(`/api/games/${String(game.id)}`)).status(), 'the game is gone').toBe(404);
  expect((await adminApi.delete(`/api/admin/games/${String(game.id)}`)).status()).toBe(404);
});

test("a game deleted meanwhile: Delete toasts 'Failed to delete game' with the server's reason and the list drops it", async ({
  page,
  adminApi,
  playwright,
}, testInfo) => {
  const { token, games } = await golferWithGames(playwright, adminApi, testInfo, [{}]);
  const game = games[0]!;
  await openGamesTab(page, token);
  await gameCard(page, game).getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Delete ${game.name}?` });
  await expect(dialog).toBeVisible();
  expect((await adminApi.delete(`/api/admin/games/${String(game.id)}`)).status()).toBe(200);

  await dialog.getByRole('button', { name: 'Delete Game' }).click();
  await expect(page.getByText(adminGameMessages.deleteFailed, { exact: true })).toBeVisible();
  await expect(page.getByText('Game not found', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(gameCard(page, game)).toHaveCount(0);
  await closeToast(page);
});

test('a golfer who is not an admin sees Access Denied at /admin?tab=games and is refused by the API', async ({ page, adminApi, playwright }, testInfo) => {
  const { golfer, games } = await golferWithGames(playwright, adminApi, testInfo, [{}]);
  await signIn(page, golfer);
  await page.goto('/admin?tab=games');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  const api = await signedInApi(playwright, testInfo, golfer);
  expect((await api.get('/api/admin/games')).status()).toBe(403);
  expect((await api.delete(`/api/admin/games/${String(games[0]!.id)}`)).status()).toBe(403);
  await api.dispose();
});
