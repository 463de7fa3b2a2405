import type { Locator, Page } from '@playwright/test';
import { expect } from './accounts';
import { DEMO_TEE } from './games';

// Create New Game (product §G2) as the browser tests drive it: the form opened with its layout final, and a press of
// Create Game answered with what was sent and the game it made.

/** Opens the create form once the default course's tees have loaded and the default tee is chosen (product §G9). */
export async function openCreateForm(page: Page): Promise<Locator> {
  await page.goto('/app/create-game');
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Game' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Create game' });
  await expect(form.getByRole('group', { name: 'Tee' }).getByRole('radio', { name: new RegExp(`^${DEMO_TEE}`) })).toBeChecked();
  return form;
}

/** Presses Create Game and answers the body sent and the game's id, once its screen is open. */
export async function submitCreateForm(page: Page, form: Locator): Promise<{ sent: Record<string, unknown>; id: number }> {
  const created = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/games' && response.request().method() === 'POST');
  await form.getByRole('button', { name: 'Create Game' }).click();
  const answer = await created;
  expect(answer.status(), await answer.text()).toBe(201);
  const { id } = (await answer.json()) as { id: number };
  await expect(page).toHaveURL(new RegExp(`/app/game/${String(id)}$`));
  return { sent: answer.request().postDataJSON() as Record<string, unknown>, id };
}
