import type { Page } from '@playwright/test';
import { trialPlayerLimitMessage } from '../src/contract/access';
import { e2eAdmin } from './admin-account';
import { closeToast, createInvitedUser, expect, signedInPhone, signIn, test } from './support/accounts';
import { apiAddManual, apiCreateGame, apiMe } from './support/games';

// The free trial's 4 players a game (product §A1, issue 15): the fifth is refused with why and how to lift it.

const toast = (page: Page, title: string) => page.getByRole('region', { name: /Notifications/ }).getByText(title, { exact: true });

async function addByName(page: Page, name: string): Promise<void> {
  const manage = page.getByRole('region', { name: 'Manage Players' });
  await manage.getByLabel('Player name').fill(name);
  await manage.getByRole('button', { name: 'Add Player' }).click();
}

const joinGame = (page: Page) => page.getByRole('region', { name: "You're viewing this game" }).getByRole('button', { name: 'Join Game' });

test('a trial golfer cannot seat a fifth player; once upgraded, they can', async ({ page }, testInfo) => {
  await signIn(page, e2eAdmin);
  const golfer = await createInvitedUser(page.request, testInfo, { firstName: 'Tia', lastName: 'Trial' });
  await signIn(page, golfer);
  const game = await apiCreateGame(page.request, { gameType: 'stroke', maxPlayers: 5 });
  for (const name of ['Alice Pine', 'Bob Stone', 'Cara Birch']) await apiAddManual(page.request, game.id, name);

  await page.goto(`/app/game/${String(game.id)}`);
  await addByName(page, 'Dan Fifth');
  await expect(page.getByText(trialPlayerLimitMessage, { exact: true })).toBeVisible();
  await closeToast(page);
  await expect(page.getByRole('listitem', { name: 'Dan Fifth' })).toHaveCount(0);

  // The admin grants lifetime access (as a payment would make the golfer active): the same game takes a fifth.
  const { id } = await apiMe(page.request);
  await signIn(page, e2eAdmin);
  expect((await page.request.post(`/api/admin/users/${id}/grant-lifetime`)).ok()).toBe(true);
  await signIn(page, golfer);
  await page.goto(`/app/game/${String(game.id)}`);
  await addByName(page, 'Dan Fifth');
  await expect(toast(page, 'Player Added')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Dan Fifth' })).toBeVisible();
});

test("Join is offered up to the creator's plan's limit, and again once the creator pays", async ({ page, browser }, testInfo) => {
  await signIn(page, e2eAdmin);
  const golfer = await createInvitedUser(page.request, testInfo, { firstName: 'Tia', lastName: 'Trial' });
  const watcher = await createInvitedUser(page.request, testInfo, { firstName: 'Wes', lastName: 'Watcher' });
  await signIn(page, golfer);
  const game = await apiCreateGame(page.request, { gameType: 'stroke', maxPlayers: 5 });
  for (const name of ['Alice Pine', 'Bob Stone', 'Cara Birch']) await apiAddManual(page.request, game.id, name);
  const { id } = await apiMe(page.request);

  // Four players in a trial creator's game of five: the watcher is not offered the seat the server would refuse.
  const watcherPhone = await signedInPhone(browser, testInfo, watcher);
  await watcherPhone.goto(`/app/game/${String(game.id)}`);
  await expect(joinGame(watcherPhone)).toBeDisabled();

  // The creator pays (the admin grants lifetime, as a payment makes the golfer active): the seat is offered and taken.
  await signIn(page, e2eAdmin);
  expect((await page.request.post(`/api/admin/users/${id}/grant-lifetime`)).ok()).toBe(true);
  await watcherPhone.reload();
  await expect(joinGame(watcherPhone)).toBeEnabled();
  await watcherPhone.getByRole('region', { name: "You're viewing this game" }).getByLabel('Your handicap').fill('10');
  await joinGame(watcherPhone).click();
  await expect(watcherPhone.getByRole('listitem', { name: 'Wes Watcher' })).toBeVisible();
});
