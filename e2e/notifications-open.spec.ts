import type { Page } from '@playwright/test';
import { createInvitedUser, expect, signedInApi, signIn, test } from './support/accounts';
import { apiAddById, apiCard, apiComplete, apiCreateGame, apiMe, apiStart, parsOf } from './support/games';

// Issue 34, item 4: a notification opens its subject (lib/notification-link.ts): tapping "Added to a game" in the bell
// opens the game, "Game complete" in the profile's tab its results, a friend request the Friends panel's Requests.
// Each tap marks the notification read too.

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const dropdown = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });
const item = (within: ReturnType<Page['getByRole']>, title: string) => within.getByTestId('notification-item').filter({ hasText: title });

test('a game notification opens the game from the bell, and the results from the profile tab', async ({ page, adminApi, playwright }, testInfo) => {
  test.setTimeout(60_000);
  const cara = await createInvitedUser(adminApi, testInfo, { firstName: 'Caralink', lastName: 'Host' });
  const bob = await createInvitedUser(adminApi, testInfo, { firstName: 'Boblink', lastName: 'Guest' });
  await signIn(page, bob);
  const bobMe = await apiMe(page.request);
  const host = await signedInApi(playwright, testInfo, cara);
  const game = await apiCreateGame(host, { gameType: 'stroke', maxPlayers: 2 });
  const bobPlayer = await apiAddById(host, game.id, bobMe.userNumber);

  await page.goto('/app');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(page).click();
  const added = item(dropdown(page), 'Added to a game');
  await expect(added).toHaveAttribute('data-unread', 'true');
  await added.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/app/game/${String(game.id)}$`));
  await expect(page.getByText('Game Lobby')).toBeVisible();
  await expect(dropdown(page), 'the dropdown closes as its notification opens').toBeHidden();
  await expect(bell(page), 'and the notification is read').toHaveAccessibleName('Notifications');

  // The host plays the round out: Bob hears it started and finished.
  await apiStart(host, game.id);
  const players = (await (await host.get(`/api/games/${String(game.id)}/players`)).json()) as { userId: string }[];
  const pars = parsOf(game);
  for (const player of players) await apiCard(host, game.id, player.userId, player.userId === bobPlayer.userId ? pars : pars.map((par) => par + 1));
  await apiComplete(host, game.id);
  await host.dispose();

  await page.goto(`/app/profile/${encodeURIComponent(bobMe.id)}?tab=notifications`);
  const tab = page.getByRole('list', { name: 'Notification list' });
  const complete = item(tab, 'Game complete');
  await expect(complete).toHaveAttribute('data-unread', 'true');
  await complete.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/app/game/${String(game.id)}/complete$`));
  await expect(page.getByRole('heading', { name: 'Game Complete!' })).toBeVisible();
  await page.goBack();
  await expect(item(page.getByRole('list', { name: 'Notification list' }), 'Game complete')).toHaveAttribute('data-unread', 'false');
});

test('a friend request opens the Friends panel on its requests', async ({ page, adminApi, playwright }, testInfo) => {
  const dee = await createInvitedUser(adminApi, testInfo, { firstName: 'Deelink', lastName: 'Asks' });
  const eve = await createInvitedUser(adminApi, testInfo, { firstName: 'Evelink', lastName: 'Answers' });
  await signIn(page, eve);
  const eveMe = await apiMe(page.request);
  const asker = await signedInApi(playwright, testInfo, dee);
  expect((await asker.post('/api/friends/requests', { data: { targetUserNumber: eveMe.userNumber } })).status()).toBe(201);
  await asker.dispose();

  await page.goto('/app/view-games');
  await bell(page).click();
  await item(dropdown(page), 'Friend request').getByRole('link').click();
  const panel = page.getByRole('dialog', { name: 'Friends' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('tab', { name: /Requests/ })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByText('Deelink Asks')).toBeVisible();
  await expect(page, 'the link is read once: Back or a reload does not open the panel again').not.toHaveURL(/friends=/);
});
