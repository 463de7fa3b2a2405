import type { Locator, Page } from '@playwright/test';
import { expect, signedInPhone, test } from './support/accounts';
import { apiComplete, apiScore } from './support/games';
import { choose, createFromForm, parsOfGame, startOnTwoPhones, twoGolfers } from './support/two-phones';

// Issue 32: presses on the screens (product §R15). Sam creates a $10 match nassau that presses automatically from the
// create form; he and Bob play the front nine on two phones: when Bob goes 2 down the press shows on both, when he is
// down in it his phone offers Press, and his manual press shows on both; bets at a glance and the results list every
// press as a bet of its own.

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

const chains = (phone: Page) => phone.getByRole('region', { name: 'Presses', exact: true }).getByTestId('press-chain');
const betLine = (scope: Page | Locator, label: string) => scope.getByRole('listitem', { name: `${label} bet`, exact: true });

test('a pressing nassau: the automatic press at 2 down and a manual press show on both phones; the results list every press', async ({ page, browser }, testInfo) => {
  const [, bob] = await twoGolfers(page, testInfo);
  const gameId = await createFromForm(
    page,
    'Nassau',
    async (form) => {
      // Presses are match bets: a stroke-mode nassau does not offer them.
      await choose(form.getByRole('group', { name: 'Nassau mode' }), 'Stroke');
      await expect(form.getByRole('group', { name: 'Presses' })).toHaveCount(0);
      await choose(form.getByRole('group', { name: 'Nassau mode' }), 'Match');
      await choose(form.getByRole('group', { name: 'Presses' }), 'Auto');
    },
    '10',
  );
  const pars = await parsOfGame(page, gameId);
  const { bobPhone, samId, bobId } = await startOnTwoPhones(page, await signedInPhone(browser, testInfo, bob), gameId);
  const phones = [page, bobPhone];
  /** One hole: 's' Sam birdies and Bob makes par, 'b' the other way round, 'h' both par. */
  const play = async (hole: number, result: 's' | 'b' | 'h') => {
    const par = pars[hole - 1] ?? 4;
    await apiScore(page.request, gameId, samId, hole, result === 's' ? par - 1 : par);
    await apiScore(page.request, gameId, bobId, hole, result === 'b' ? par - 1 : par);
  };

  for (const phone of phones) await expect(chains(phone)).toHaveText(['Front: not started', 'Back: not started']);
  await play(1, 's');
  await play(2, 's');
  // Bob is 2 down after the 2nd: a press on the front from the 3rd, on both phones; nobody is down in it yet.
  for (const phone of phones) {
    await expect(chains(phone).first()).toHaveText('Front: 2UP Sam Reed · Press 1 (from 3): not started');
    await expect(phone.getByRole('button', { name: 'Press', exact: true })).toHaveCount(0);
  }

  await play(3, 's');
  await expect(chains(bobPhone).first()).toHaveText('Front: 3UP Sam Reed · Press 1 (from 3): 1UP Sam Reed');
  // Bob is down in the last bet of the chain: his phone offers Press, Sam's does not.
  await expect(page.getByRole('button', { name: 'Press', exact: true })).toHaveCount(0);
  await bobPhone.getByRole('button', { name: 'Press', exact: true }).click();
  for (const phone of phones) await expect(chains(phone).first()).toHaveText('Front: 3UP Sam Reed · Press 1 (from 3): 1UP Sam Reed · Press 2 (from 4): not started');

  // Bob wins 4 to 9, and presses go on by themselves: Sam 2 down in press 2 after the 5th (press 3 from the 6th) and in
  // press 3 after the 7th (press 4 from the 8th); 2 down in press 4 on the 9th starts nothing (the nine is over).
  for (let hole = 4; hole <= 9; hole += 1) await play(hole, 'b');
  const settledChain = [
    'Front: Bob Stone won 2 and 1',
    'Press 1 (from 3): Bob Stone won 3 and 2',
    'Press 2 (from 4): Bob Stone won 4 and 2',
    'Press 3 (from 6): Bob Stone won 3 and 1',
    'Press 4 (from 8): Bob Stone won 2 up',
  ].join(' · ');
  const frontBets = ['Front 9', 'Front 9 press 1 (from 3)', 'Front 9 press 2 (from 4)', 'Front 9 press 3 (from 6)', 'Front 9 press 4 (from 8)'];
  for (const phone of phones) {
    await expect(chains(phone).first()).toHaveText(settledChain);
    for (const label of frontBets) await expect(betLine(phone, label)).toBeVisible();
  }

  await apiComplete(page.request, gameId);
  await expect(page).toHaveURL(new RegExp(`/app/game/${String(gameId)}/complete$`));
  const settled = page.getByRole('region', { name: 'Bets and Payments' });
  for (const label of [...frontBets, 'Back 9', 'Overall']) await expect(betLine(settled, label)).toBeVisible();
  // Five front bets and the overall (Bob 3 up over the nine) to Bob at $10 each.
  await expect(settled.getByRole('list', { name: 'Who pays whom' }).getByRole('listitem')).toHaveText(['Sam Reed pays Bob Stone $60.00']);
  await bobPhone.close();
});
