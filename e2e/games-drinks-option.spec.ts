import { createInvitedUser, expect, signedInPhone, signIn, test } from './support/accounts';
import { apiAddManual, apiCreateGame, apiJoin, apiStart } from './support/games';

// Issue 34 item 7 (product §R8): drinks are a game option, off by default. A game without them shows no drinks
// control; one created with "Count drinks" shows a small, muted counter under each player (never the score's size),
// whose + moves the count on every phone.

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('a game created without drinks shows no drinks control', async ({ page, adminApi }, testInfo) => {
  const sam = await createInvitedUser(adminApi, testInfo, { firstName: 'Sam', lastName: 'Dry' });
  await signIn(page, sam);
  const game = await apiCreateGame(page.request, { maxPlayers: 2 });
  await apiAddManual(page.request, game.id, 'Alice Pine');
  await apiStart(page.request, game.id);

  await page.goto(`/app/game/${String(game.id)}`);
  await expect(page.getByRole('button', { name: 'Enter Hole 1 Scores' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Alice Pine' }).getByTestId('player-net')).toBeVisible();
  await expect(page.getByTestId('drinks-counter')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /drink/ })).toHaveCount(0);
});

test('"Count drinks" at Create Game gives a small counter; a + shows on the other phone', async ({ page, browser, adminApi }, testInfo) => {
  const sam = await createInvitedUser(adminApi, testInfo, { firstName: 'Sam', lastName: 'Wet' });
  const cara = await createInvitedUser(adminApi, testInfo, { firstName: 'Cara', lastName: 'Wet' });
  await signIn(page, sam);

  await page.goto('/app/create-game');
  const form = page.getByRole('form', { name: 'Create game' });
  const drinks = form.getByRole('switch', { name: 'Count drinks' });
  await expect(drinks).not.toBeChecked();
  await drinks.click();
  await expect(drinks).toBeChecked();
  await form.getByRole('button', { name: 'Create Game' }).click();
  await expect(page).toHaveURL(/\/app\/game\/\d+$/);
  const gameId = Number(/\/app\/game\/(\d+)$/.exec(page.url())?.[1]);

  const caraPhone = await signedInPhone(browser, testInfo, cara);
  await apiJoin(caraPhone.request, gameId);
  await apiStart(page.request, gameId);
  await page.goto(`/app/game/${String(gameId)}`);
  await caraPhone.goto(`/app/game/${String(gameId)}`);

  const samRow = page.getByRole('listitem', { name: 'Sam Wet' });
  const counter = samRow.getByRole('group', { name: 'Drinks for Sam Wet' });
  await expect(counter).toContainText('0');
  // Small and muted: its digits are smaller than the score's, and its buttons are still a thumb's size on a phone.
  const fontSize = (selector: ReturnType<typeof page.getByTestId>) => selector.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  expect(await fontSize(samRow.getByTestId('drinks-count'))).toBeLessThan(await fontSize(samRow.getByTestId('player-net')));
  const more = counter.getByRole('button', { name: 'One more drink for Sam Wet' });
  if (testInfo.project.name === 'phone') expect((await more.boundingBox())?.height).toBeGreaterThanOrEqual(44);

  await more.click();
  await expect(counter).toContainText('1');
  await expect(caraPhone.getByRole('listitem', { name: 'Sam Wet' }).getByRole('group', { name: 'Drinks for Sam Wet' })).toContainText('1');
  await caraPhone.close();
});
