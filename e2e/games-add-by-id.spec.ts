import { createInvitedUser, expect, signIn, test } from './support/accounts';
import { apiCreateGame, apiMe } from './support/games';

// Issue 34, item 8: adding a golfer by a typed Player ID says who joined by name, not by the number typed.

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('the Player Added toast names the golfer added by Player ID', async ({ page, adminApi }, testInfo) => {
  const guest = await createInvitedUser(adminApi, testInfo, { firstName: 'Idris', lastName: 'Number' });
  await signIn(page, guest);
  const guestNumber = (await apiMe(page.request)).userNumber;
  await signIn(page, await createInvitedUser(adminApi, testInfo, { firstName: 'Hosta', lastName: 'Lobby' }));
  const game = await apiCreateGame(page.request, { gameType: 'stroke', maxPlayers: 2 });

  await page.goto(`/app/game/${String(game.id)}`);
  const manage = page.getByRole('region', { name: 'Manage Players' });
  await manage.getByRole('button', { name: 'Add by Player ID' }).click();
  await manage.getByLabel('Player ID').fill(String(guestNumber));
  // Added without picking the suggestion: only the number was typed.
  await manage.getByRole('button', { name: 'Add Player' }).click();
  const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem').filter({ hasText: 'Player Added' });
  await expect(toast).toContainText('Idris Number is in the game.');
  await expect(toast).not.toContainText(String(guestNumber));
});
