import type { Locator, Page, TestInfo } from '@playwright/test';
import { e2eAdmin } from '../admin-account';
import { createInvitedUser, expect, type Golfer, signIn } from './accounts';
import { apiJoin, apiMe, apiStart } from './games';
import { openLive } from './realtime';

// What the format specs share (issues 31 and 32): Sam and Bob, a game made from the create form, and the round followed
// live on two phones.

/** Sam and Bob, invited by the admin; `page` is left signed in as Sam. */
export async function twoGolfers(page: Page, testInfo: TestInfo): Promise<[Golfer, Golfer]> {
  await signIn(page, e2eAdmin);
  const sam = await createInvitedUser(page.request, testInfo, { firstName: 'Sam', lastName: 'Reed' });
  const bob = await createInvitedUser(page.request, testInfo, { firstName: 'Bob', lastName: 'Stone' });
  await signIn(page, sam);
  return [sam, bob];
}

/** Chooses a radio through its visible label, as a finger does. */
export async function choose(scope: Locator, name: string): Promise<void> {
  await scope.locator('label').filter({ has: scope.page().getByRole('radio', { name, exact: true }) }).click();
  await expect(scope.getByRole('radio', { name, exact: true })).toBeChecked();
}

/** Creates a game of `format` from the form for two players at `bet` dollars, with `options` chosen; answers its id. */
export async function createFromForm(page: Page, format: string, options: (form: Locator) => Promise<void>, bet = '1'): Promise<number> {
  await page.goto('/app/create-game');
  const form = page.getByRole('form', { name: 'Create game' });
  await expect(form.getByRole('group', { name: 'Tee' }).getByRole('radio', { name: /^Blue/ })).toBeChecked();
  await choose(form.getByRole('group', { name: 'Format' }), format);
  await choose(form.getByRole('group', { name: 'Max players' }), '2');
  await options(form);
  await form.getByRole('textbox', { name: 'Bet amount' }).fill(bet);
  await form.getByRole('button', { name: 'Create Game' }).click();
  await expect(page).toHaveURL(/\/app\/game\/\d+$/);
  return Number(/\/app\/game\/(\d+)$/.exec(page.url())?.[1]);
}

/** Bob joins Sam's game from his phone, Sam starts it, and both phones follow it live. */
export async function startOnTwoPhones(page: Page, bobPhone: Page, gameId: number) {
  const bobId = (await apiJoin(bobPhone.request, gameId)).userId;
  const samId = (await apiMe(page.request)).id;
  await apiStart(page.request, gameId);
  await openLive(page, gameId);
  await openLive(bobPhone, gameId);
  return { bobPhone, samId, bobId };
}

/** The pars of a game's holes in hole order, as GET /api/games/{id} has them. */
export async function parsOfGame(page: Page, gameId: number): Promise<number[]> {
  const game = (await (await page.request.get(`/api/games/${String(gameId)}`)).json()) as { holes: { holeNumber: number; par: number }[] };
  return [...game.holes].sort((a, b) => a.holeNumber - b.holeNumber).map((hole) => hole.par);
}
