import type { Page } from '@playwright/test';
import { trialPlayerLimitMessage } from '../src/contract/access';
import { e2eAdmin } from './admin-account';
import { closeToast, createInvitedUser, expect, signIn, test } from './support/accounts';
import { apiAddManual, apiCreateGame, apiMe } from './support/games';

// The free trial's 4 players a game (product §A1, issue 15): the fifth is refused with why and how to lift it.

const toast = (page: Page, title: string) => page.getByRole('region', { name: /Notifications/ }).getByText(title, { exact: true });

async function addByName(page: Page, name: string): Promise<void> {
  const manage = page.getByRole('region', { name: 'Manage Players' });
  await manage.getByLabel('Player name').fill(name);
  await manage.getByRole('button', { name: 'Add Player' }).click();
}

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
