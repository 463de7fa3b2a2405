import { createInvitedUser, expect, signIn, test } from './support/accounts';
import { apiMe } from './support/games';

// Issue 34 item 6 (product §R12): the handicap a golfer gives when creating a game is kept: the profile shows it
// instead of "Not set", and the next game's form is prefilled with it.

test('the handicap given at Create Game is kept on the profile and prefills the next game', async ({ page, adminApi }, testInfo) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const golfer = await createInvitedUser(adminApi, testInfo);
  await signIn(page, golfer);
  const me = await apiMe(page.request);

  await page.goto(`/app/profile/${me.id}`);
  await expect(page.getByTestId('profile-handicap')).toHaveText('Not set');

  await page.goto('/app/create-game');
  const form = page.getByRole('form', { name: 'Create game' });
  const handicap = form.getByRole('textbox', { name: 'Your handicap' });
  await expect(handicap).toHaveValue('');
  await handicap.fill('12');
  await form.getByRole('textbox', { name: 'Bet amount' }).fill('5');
  await form.getByRole('button', { name: 'Create Game' }).click();
  await expect(page).toHaveURL(/\/app\/game\/\d+$/);

  await page.goto(`/app/profile/${me.id}`);
  await expect(page.getByTestId('profile-handicap')).toHaveText('12');
  await page.goto('/app/create-game');
  await expect(page.getByRole('form', { name: 'Create game' }).getByRole('textbox', { name: 'Your handicap' })).toHaveValue('12');
});
