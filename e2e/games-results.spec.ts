import type { APIRequestContext, Locator, Page, Response, TestInfo } from '@playwright/test';
import { settleBalances } from '../src/golf';
import { createInvitedUser, expect, signIn, test } from './support/accounts';
import { apiAddManual, apiCard, apiComplete, apiCreateGame, apiStart, parsOf } from './support/games';
import { requestsSoFar } from './support/requests';

// Issue 34, item 1: the results of a completed game lead with who won (the side, in a team game), every bet's result
// and who pays whom, then the leaderboard; the scorecard scrolls sideways on a phone. Item 9: deleting a game lands
// on the games list, not on Game Not Found. Phone and desktop run in parallel on one server: each test makes its own.

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

type Player = { userId: string; user: { displayName: string }; teamAssignment: 'A' | 'B' | null; winnings: number | null };
type Bet = { name: string; status: string };

/**
 * A $5 team nassau in match play, completed: Red (Jack Morgan, the creator, and Amy Lane) v Blue (Tom Hale and Ben
 * Cole). Jack birdies the 1st and Amy the 2nd: Red takes the front. Tom eagles the 10th: Blue takes the back. Red is
 * 2 holes to 1 overall. Tom has the best net of anyone (-2), yet Red won two bets of three: +$5.00 each.
 */
async function playedTeamNassau(page: Page, testInfo: TestInfo, adminApi: APIRequestContext) {
  const jack = await createInvitedUser(adminApi, testInfo, { firstName: 'Jack', lastName: 'Morgan' });
  await signIn(page, jack);
  const api = page.request;
  const game = await apiCreateGame(api, { gameType: 'nassau', nassauMode: 'match', betAmount: 5, maxPlayers: 4, creatorHandicap: 0 });
  const amy = await apiAddManual(api, game.id, 'Amy Lane', 0, 'A');
  const tom = await apiAddManual(api, game.id, 'Tom Hale', 0, 'B');
  const ben = await apiAddManual(api, game.id, 'Ben Cole', 0, 'B');
  await apiStart(api, game.id);
  const before = (await (await api.get(`/api/games/${String(game.id)}/players`)).json()) as Player[];
  const creator = before.find((player) => ![amy.userId, tom.userId, ben.userId].includes(player.userId));
  expect(creator?.teamAssignment, 'the creator plays for Red').toBe('A');

  const pars = parsOf(game);
  const card = (changes: Record<number, number>) => pars.map((par, index) => par + (changes[index + 1] ?? 0));
  await apiCard(api, game.id, creator!.userId, card({ 1: -1 }));
  await apiCard(api, game.id, amy.userId, card({ 2: -1 }));
  await apiCard(api, game.id, tom.userId, card({ 10: -2 }));
  await apiCard(api, game.id, ben.userId, card({}));
  await apiComplete(api, game.id);
  const players = (await (await api.get(`/api/games/${String(game.id)}/players`)).json()) as Player[];
  const { bets } = (await (await api.get(`/api/games/${String(game.id)}/bets`)).json()) as { bets: Bet[] };
  return { id: game.id, players, bets };
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The payments that settle `players`' winnings as the engine's fewest transfers, in the screen's words. */
function expectedPayments(players: readonly Player[]): string[] {
  const nameOf = new Map(players.map((player) => [player.userId, player.user.displayName]));
  const balances = players.map((player) => ({ id: player.userId, cents: Math.round((player.winnings ?? 0) * 100) }));
  return settleBalances(balances).transfers.map(
    (transfer) => `${nameOf.get(transfer.from) ?? ''} pays ${nameOf.get(transfer.to) ?? ''} $${(transfer.cents / 100).toFixed(2)}`,
  );
}

/** The top of `locator` on the page, to compare where sections stand. */
async function topOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box?.y ?? 0;
}

test('the results of a team nassau lead with the winning side, the three bets with their results and the payments, then the leaderboard', async ({ page, adminApi }, testInfo) => {
  const game = await playedTeamNassau(page, testInfo, adminApi);
  expect(Object.fromEntries(game.players.map((player) => [player.user.displayName, player.winnings]))).toEqual({
    'Jack Morgan': 5,
    'Amy Lane': 5,
    'Tom Hale': -5,
    'Ben Cole': -5,
  });
  await page.goto(`/app/game/${String(game.id)}/complete`);
  await expect(page.getByRole('heading', { level: 1, name: 'Game Complete!' })).toBeVisible();

  // The winning side, not the player with the best net (Tom, -2).
  const winner = page.getByRole('region', { name: 'Winner' });
  await expect(winner).toContainText('Red Team wins!');
  await expect(winner).toContainText('Jack Morgan and Amy Lane');
  await expect(winner).toContainText('+$5.00 each');
  await expect(winner).not.toContainText('Tom Hale');

  // Every bet the server settles (GET /api/games/{id}/bets), each with its result as the nassau states it.
  expect(game.bets.map((bet) => bet.name)).toEqual(['Front 9', 'Back 9', 'Overall']);
  const settled = section(page, 'Bets and Payments');
  await expect(settled.getByRole('listitem', { name: /bet$/ })).toHaveCount(3);
  for (const bet of game.bets) await expect(settled.getByRole('listitem', { name: `${bet.name} bet`, exact: true }).getByTestId('bet-status')).toHaveText(bet.status);
  await expect(settled.getByRole('listitem', { name: 'Front 9 bet', exact: true }).getByTestId('bet-status')).toContainText('Red Team');
  await expect(settled.getByRole('listitem', { name: 'Back 9 bet', exact: true }).getByTestId('bet-status')).toContainText('Blue Team');
  await expect(settled.getByRole('listitem', { name: 'Overall bet', exact: true }).getByTestId('bet-status')).toContainText('Red Team');

  // Who pays whom: each Blue player pays one Red player $5.00, the fewest payments that square the round.
  const payments = settled.getByRole('list', { name: 'Who pays whom' }).getByRole('listitem');
  await expect(payments).toHaveCount(2);
  expect((await payments.allTextContents()).sort()).toEqual(expectedPayments(game.players).sort());
  for (const line of await payments.allTextContents()) expect(line).toMatch(/^(Tom Hale|Ben Cole) pays (Jack Morgan|Amy Lane) \$5\.00$/);

  // The bets and payments lead; the leaderboard follows.
  const leaderboard = section(page, 'Final Leaderboard');
  await expect(leaderboard).toBeVisible();
  expect(await topOf(winner)).toBeLessThan(await topOf(settled));
  expect(await topOf(settled)).toBeLessThan(await topOf(leaderboard));
  await expect(leaderboard.locator('tbody tr').first()).toContainText('Tom Hale');
});

test('the results scorecard keeps its columns, scrolling sideways on a phone while the page does not', async ({ page, adminApi }, testInfo) => {
  const game = await playedTeamNassau(page, testInfo, adminApi);
  await page.goto(`/app/game/${String(game.id)}/complete`);
  const card = section(page, 'Scorecard');
  const table = card.getByRole('table');
  await expect(table.getByRole('rowheader', { name: 'Yds', exact: true })).toBeVisible();

  // No yardage runs into the next one, and no word of a match state is broken across lines ('1up Blu/e'), on either nine.
  for (const nine of ['1-9', '10-18']) {
    await card.getByRole('group', { name: 'Nine' }).getByRole('button', { name: nine, exact: true }).click();
    await expect(table).toHaveAccessibleName(`Scorecard, holes ${nine === '1-9' ? '1 to 9' : '10 to 18'}`);
    const cramped = await table.evaluate((element) => {
      const linesOf = (node: Node, start: number, end: number) => {
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, end);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      };
      const rows = [...element.querySelectorAll('tbody tr')].filter((row) => ['Yds', 'Match'].includes(row.querySelector('th')?.textContent ?? ''));
      return rows.flatMap((row) =>
        [...row.querySelectorAll('td')].flatMap((cell) => {
          const text = cell.firstChild;
          if (!text || text.nodeType !== Node.TEXT_NODE) return [];
          const words = [...(text.textContent ?? '').matchAll(/\S+/g)];
          const broken = words.some((word) => linesOf(text, word.index, word.index + word[0].length) > 1);
          return cell.scrollWidth > cell.clientWidth || broken ? [cell.textContent] : [];
        }),
      );
    });
    expect(cramped, `cells squashed on ${nine}`).toEqual([]);
  }

  const scroller = table.locator('xpath=..');
  const phone = testInfo.project.name === 'phone';
  const widths = await scroller.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  if (phone) {
    expect(widths.scroll, 'the card is wider than the phone').toBeGreaterThan(widths.client);
    await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: 'instant' }));
    await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  } else {
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  }
  const pageWidths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth, x: window.scrollX }));
  expect(pageWidths.scroll, 'the page does not scroll sideways').toBeLessThanOrEqual(pageWidths.client);
  expect(pageWidths.x).toBe(0);
});

test('deleting a game takes its creator to the games list, with no Game Not Found and no 404', async ({ page, adminApi }, testInfo) => {
  const golfer = await createInvitedUser(adminApi, testInfo);
  await signIn(page, golfer);
  const game = await apiCreateGame(page.request, { gameType: 'stroke', betAmount: 5, maxPlayers: 2 });
  await page.goto(`/app/game/${String(game.id)}`);
  await expect(page.getByText('Game Lobby')).toBeVisible();

  const notFound: string[] = [];
  const gameReads: string[] = [];
  const gamePath = `/api/games/${String(game.id)}`;
  const record = (response: Response) => {
    if (response.status() === 404) notFound.push(`${response.request().method()} ${response.url()}`);
  };
  page.on('response', record);
  await page.getByRole('button', { name: 'Delete Game' }).click();
  const dialog = page.getByRole('alertdialog');
  const deleted = page.waitForResponse((response) => response.request().method() === 'DELETE' && new URL(response.url()).pathname === gamePath);
  await dialog.getByRole('button', { name: 'Delete Game' }).click();
  expect((await deleted).status()).toBe(204);
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(gamePath)) gameReads.push(`${request.method()} ${request.url()}`);
  });

  await expect(page).toHaveURL(/\/app\/view-games$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Games', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Game Not Found' })).toHaveCount(0);
  await requestsSoFar(page);
  expect(notFound, 'no request answered 404').toEqual([]);
  expect(gameReads, 'the deleted game is not read again').toEqual([]);
});
