import type { Page } from '@playwright/test';
import { createInvitedUser, expect, signIn, signedInPhone, test } from './support/accounts';
import { apiCreateGame, apiJoin, apiMe, apiScore, apiStart, parsOf } from './support/games';
import { openLive } from './support/realtime';

// Issue 32: presses on the live screen (product §R15). Sam and Bob play a $10 match nassau that presses automatically:
// when Bob goes 2 down the press shows on both phones, and when he is down in it his phone offers Press; his manual
// press shows on both, and bets at a glance lists every press.

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

const chains = (phone: Page) => phone.getByRole('region', { name: 'Presses', exact: true }).getByTestId('press-chain');

test('a pressing nassau: the automatic press at 2 down and a manual press show on both phones, and each is a bet', async ({ page, browser, adminApi }, testInfo) => {
  const sam = await createInvitedUser(adminApi, testInfo, { firstName: 'Sam', lastName: 'Reed' });
  const bob = await createInvitedUser(adminApi, testInfo, { firstName: 'Bob', lastName: 'Stone' });
  await signIn(page, sam);
  const game = await apiCreateGame(page.request, { gameType: 'nassau', maxPlayers: 2, betAmount: 10, formatOptions: { mode: 'match', presses: 'auto', maxPresses: 0 } });
  const bobPhone = await signedInPhone(browser, testInfo, bob);
  const bobId = (await apiJoin(bobPhone.request, game.id)).userId;
  const samId = (await apiMe(page.request)).id;
  await apiStart(page.request, game.id);
  await openLive(page, game.id);
  await openLive(bobPhone, game.id);
  const phones = [page, bobPhone];
  const pars = parsOf(game);
  /** Sam birdies the hole and Bob makes par: Sam wins it. */
  const samWins = async (hole: number) => {
    await apiScore(page.request, game.id, samId, hole, (pars[hole - 1] ?? 4) - 1);
    await apiScore(page.request, game.id, bobId, hole, pars[hole - 1] ?? 4);
  };

  for (const phone of phones) await expect(chains(phone)).toHaveText(['Front: not started', 'Back: not started']);
  await samWins(1);
  await samWins(2);
  // Bob is 2 down after the 2nd: a press on the front from the 3rd, on both phones.
  for (const phone of phones) await expect(chains(phone).first()).toHaveText('Front: Sam Reed 2 up · Press 1 (from 3): not started');
  // Nobody is down in the press yet: no Press button for anyone.
  for (const phone of phones) await expect(phone.getByRole('button', { name: 'Press', exact: true })).toHaveCount(0);

  await samWins(3);
  await expect(chains(bobPhone).first()).toHaveText('Front: Sam Reed 3 up · Press 1 (from 3): Sam Reed 1 up');
  // Bob is down in the last bet of the chain: his phone offers Press, Sam's does not.
  await expect(page.getByRole('button', { name: 'Press', exact: true })).toHaveCount(0);
  await bobPhone.getByRole('button', { name: 'Press', exact: true }).click();
  for (const phone of phones) await expect(chains(phone).first()).toHaveText('Front: Sam Reed 3 up · Press 1 (from 3): Sam Reed 1 up · Press 2 (from 4): not started');

  // Bets at a glance lists each press as a bet of its own.
  for (const phone of phones) {
    await expect(phone.getByRole('listitem', { name: 'Front 9 press 1 (from 3) bet' })).toBeVisible();
    await expect(phone.getByRole('listitem', { name: 'Front 9 press 2 (from 4) bet' })).toBeVisible();
  }
});
