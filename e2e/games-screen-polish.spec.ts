import type { Page, Request } from '@playwright/test';
import { e2eAdmin } from './admin-account';
import { createInvitedUser, expect, signIn, test } from './support/accounts';
import { apiAddManual, apiComplete, apiCreateGame, apiStart } from './support/games';
import { requestsSoFar } from './support/requests';

// Issue 34 item 9, a golfer's walk of the game screen on a 390 px phone (and on a desktop): the full name beside the
// You badge, one style of match status, the scorecard's legend and a History button, one read of the game after a
// save, and a finished game's card that no longer says "You're playing".

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

/** Resolves once the page's socket has sent JOIN_GAME for `gameId`: from then on the game's events reach the screen. */
function joinedGame(page: Page, gameId: number): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      if (!ws.url().endsWith('/ws')) return;
      ws.on('framesent', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"JOIN_GAME"') && payload.includes(`"gameId":${String(gameId)}`)) resolve();
      });
    });
  });
}

/** Resolves once the page's socket has received an event of `type` for `gameId`. */
function received(page: Page, gameId: number, type: string): Promise<void> {
  return new Promise((resolve) => {
    const watch = (payload: string | Buffer) => {
      if (typeof payload === 'string' && payload.includes(`"type":"${type}"`) && payload.includes(`"gameId":${String(gameId)}`)) resolve();
    };
    page.on('websocket', (ws) => ws.on('framereceived', ({ payload }) => watch(payload)));
  });
}

test('a golfer on the game screen: the full name, one status style, a legend, History, one read per save, "You played" after', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  await signIn(page, e2eAdmin);
  const jack = await createInvitedUser(page.request, testInfo, { firstName: 'Jack', lastName: 'Morgan' });
  await signIn(page, jack);
  const game = await apiCreateGame(page.request, { gameType: 'match', betAmount: 5, maxPlayers: 2 });
  await apiAddManual(page.request, game.id, 'Sam Reed');
  await apiStart(page.request, game.id);
  const gamePath = `/api/games/${String(game.id)}`;

  // Listeners before the screen opens: its socket is made during the load.
  const joined = joinedGame(page, game.id);
  const scoreUpdate = received(page, game.id, 'SCORE_UPDATE');
  const holeAdvance = received(page, game.id, 'HOLE_ADVANCE');
  await page.goto(`/app/game/${String(game.id)}`);
  await expect(page.getByText('Hole 1', { exact: true })).toBeVisible();
  await joined;

  // (a) The name is whole beside the You badge: nothing clipped, the badge beside or under it.
  const myRow = page.getByRole('listitem', { name: 'Jack Morgan' });
  const name = myRow.getByTestId('player-name');
  await expect(name).toHaveText('Jack Morgan');
  await expect(myRow.getByText('You', { exact: true })).toBeVisible();
  const box = await name.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  expect(box.scroll, 'the name is not cut').toBeLessThanOrEqual(box.client);

  // (f) One save from the screen, then every read of the game counted until its events are in.
  const reads: string[] = [];
  const failed: string[] = [];
  const open = new Set<Request>();
  const isGameRead = (request: Request) => request.method() === 'GET' && new URL(request.url()).pathname === gamePath;
  page.on('request', (request) => {
    if (!isGameRead(request)) return;
    reads.push(request.url());
    open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => {
    open.delete(request);
    if (new URL(request.url()).pathname.startsWith(gamePath)) failed.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText ?? ''}`);
  });

  await page.getByRole('button', { name: 'Enter Hole 1 Scores' }).click();
  const form = page.getByRole('form', { name: 'Scores for hole 1' });
  await form.getByRole('button', { name: 'One fewer for Jack Morgan' }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await Promise.all([scoreUpdate, holeAdvance]);
  await expect(page.getByText('Hole 2', { exact: true })).toBeVisible();
  // Stored, not waiting: the cell's label carries no ', waiting to send'.
  await expect(page.getByRole('button', { name: /^Jack Morgan, hole 1: \d\. Show history$/ })).toBeVisible();
  await requestsSoFar(page);
  await expect.poll(() => open.size, { message: 'every read of the game answered' }).toBe(0);
  expect(reads.length, `reads of ${gamePath} after one save: ${reads.join(', ')}`).toBeLessThanOrEqual(1);
  expect(failed, 'no read or write of the game cancelled').toEqual([]);

  // (b) The status and the scorecard's Match row in one style: 'NUP', never '1up'.
  await expect(page.getByTestId('match-status')).toHaveText('Jack Morgan is 1UP thru 1');
  await expect(page.getByRole('row', { name: /^Match/ })).toContainText('1UP Jack Morgan');
  await expect(page.locator('main')).not.toContainText(/\d ?up\b/);

  // (e) The scorecard's marks are explained under it.
  const legend = page.getByRole('list', { name: 'Scorecard legend' });
  await expect(legend).toBeVisible();
  for (const words of ['net eagle or better', 'net birdie', 'net bogey or worse', 'handicap stroke received', 'not played']) {
    await expect(legend.getByText(words, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('Tap a score to see who entered it and every change.')).toBeVisible();

  // (d) The round's history from a button beside the scorecard, not only from a tap on a score.
  await page.getByRole('button', { name: 'Round History' }).click();
  const history = page.getByRole('dialog', { name: 'Round History' });
  await expect(history.getByRole('listitem').first()).toContainText('hole 1');
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();

  // (c) Finished, the game's card says it was played.
  await apiComplete(page.request, game.id);
  await expect(page).toHaveURL(new RegExp(`/app/game/${String(game.id)}/complete$`));
  await page.goto('/app/view-games');
  const card = page.getByRole('list', { name: 'My games' }).getByRole('article').filter({ hasText: game.gameCode });
  await expect(card.getByText('You played', { exact: true })).toBeVisible();
  await expect(card.getByText("You're playing", { exact: true })).toHaveCount(0);
});
