import type { Page } from '@playwright/test';
import { createInvitedUser, expect, signIn, test } from './support/accounts';
import { apiCreateGame, DEMO_TEE } from './support/games';

// Issue 34: a screen reached forward (a link, a button, a typed address) opens at its top; only Back and Forward
// return to where that screen was left (src/web/app/scroll-restoration.tsx). Both projects: a phone and a desktop.

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Waits until nothing on the screen is loading any more (spinners, skeletons), so its height is final. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('.animate-spin, .animate-pulse')).toHaveCount(0);
}

/** Scrolls the page to its end and returns where it stopped, after the browser has said it scrolled there. */
async function scrollToEnd(page: Page): Promise<number> {
  const stopped = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        window.addEventListener('scroll', () => resolve(window.scrollY), { once: true });
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
      }),
  );
  expect(stopped, 'the screen is taller than the viewport, so the check means something').toBeGreaterThan(0);
  return stopped;
}

/** Enough games that the dashboard's results list makes it taller than a desktop's viewport too. */
async function golferWithGames(page: Page, adminApi: Parameters<typeof createInvitedUser>[0], testInfo: Parameters<typeof createInvitedUser>[1]) {
  await signIn(page, await createInvitedUser(adminApi, testInfo));
  for (let n = 0; n < 4; n += 1) await apiCreateGame(page.request, { gameType: 'stroke', maxPlayers: 2 });
}

async function openDashboard(page: Page): Promise<void> {
  await page.goto('/app');
  await expect(page.getByRole('heading', { level: 1, name: /Good (morning|afternoon|evening)/ })).toBeVisible();
  await settled(page);
}

test('a link tapped at the foot of the dashboard opens the next screen at its top, and Back returns to the foot', async ({ page, adminApi }, testInfo) => {
  await golferWithGames(page, adminApi, testInfo);
  await openDashboard(page);
  const left = await scrollToEnd(page);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Games' }).click();
  await expect(page).toHaveURL(/\/app\/view-games$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
  await settled(page);
  expect(await scrollY(page), 'the games list opens at its top').toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/app$/);
  await expect.poll(() => scrollY(page), { message: 'Back returns to where the dashboard was left' }).toBe(left);

  // Forward again: that entry was left at its top, and that is where it returns.
  await page.goForward();
  await expect(page).toHaveURL(/\/app\/view-games$/);
  await settled(page);
  expect(await scrollY(page)).toBe(0);
});

test('Create Game, pressed at the foot of the form, lands on the lobby at its top', async ({ page, adminApi }, testInfo) => {
  await signIn(page, await createInvitedUser(adminApi, testInfo));
  await openDashboard(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'New Game' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Game' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Create game' });
  await expect(form.getByRole('group', { name: 'Tee' }).getByRole('radio', { name: new RegExp(`^${DEMO_TEE}`) })).toBeChecked();
  await settled(page);
  expect(await scrollY(page), 'the form opens at its top').toBe(0);

  await form.getByRole('textbox', { name: 'Bet amount' }).fill('5');
  await scrollToEnd(page);
  await form.getByRole('button', { name: 'Create Game' }).click();
  await expect(page).toHaveURL(/\/app\/game\/\d+$/);
  await expect(page.getByText('Game Lobby')).toBeVisible();
  await settled(page);
  expect(await scrollY(page), 'the lobby opens at its top').toBe(0);
});

test('a screen opened by its address starts at the top, even after another screen of the tab was left scrolled', async ({ page, adminApi }, testInfo) => {
  await golferWithGames(page, adminApi, testInfo);
  await openDashboard(page);
  await scrollToEnd(page);

  // A new page load of the tab (a typed address, a link from outside the app) is no return to the dashboard's entry.
  await page.goto('/app/create-game');
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Game' })).toBeVisible();
  await settled(page);
  expect(await scrollY(page)).toBe(0);
  await openDashboard(page);
  expect(await scrollY(page)).toBe(0);
});
