import type { Page } from '@playwright/test';
import { expect, signedInPhone, test } from './support/accounts';
import { apiAdvance, apiComplete, apiScore } from './support/games';
import { expectPhoneFriendly } from './support/phone-layout';
import { createFromForm, parsOfGame, startOnTwoPhones, twoGolfers } from './support/two-phones';

// Issue 32: side bets ("junk", product §R16) on the screens. Sam creates a $1 stroke game with Birdies and Greenies
// at $1 a dot from the form; Bob joins on his own phone. A birdie counts from the scores; on a par 3 Bob's phone marks
// Sam's greenie (Sam made par), both phones show it pressed and the Side bets line pays it, and the results list it.

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test.describe.configure({ timeout: 90_000 });

const sideBetsLine = (phone: Page) => phone.getByRole('region', { name: 'Bets at a glance' }).getByRole('listitem', { name: 'Side bets bet', exact: true });
const greenieFor = (phone: Page, name: string) => phone.getByRole('button', { name: `Greenie for ${name}`, exact: true });

test('junk: birdies and greenies chosen on the form, a greenie marked on one phone shows on both and pays in the side bets', async ({ page, browser }, testInfo) => {
  const [, bob] = await twoGolfers(page, testInfo);

  // The form: side bets are off until a kind is checked; the dot value is dollars.
  const gameId = await createFromForm(page, 'Stroke Play', async (form) => {
    const sideBets = form.getByRole('group', { name: 'Side bets' });
    for (const kind of ['Birdies', 'Greenies', 'Sandies']) await expect(sideBets.getByRole('checkbox', { name: kind, exact: true })).not.toBeChecked();
    await sideBets.getByRole('checkbox', { name: 'Birdies', exact: true }).check();
    await sideBets.getByRole('checkbox', { name: 'Greenies', exact: true }).check();
    await sideBets.getByRole('textbox', { name: 'Dot value', exact: true }).fill('1');
    if (testInfo.project.name === 'phone') await expectPhoneFriendly(page, { screen: 'the create form with side bets', within: sideBets });
  });
  const game = (await (await page.request.get(`/api/games/${String(gameId)}`)).json()) as { formatOptions: Record<string, unknown> };
  expect(game.formatOptions.junk).toEqual({ value: 1, birdies: true, greenies: true, sandies: false });

  // Hole 1 is a par 4, and the first par 3 comes later (Grey Rock: hole 3).
  const pars = await parsOfGame(page, gameId);
  const parThree = pars.indexOf(3) + 1;
  expect(pars[0]).not.toBe(3);
  expect(parThree).toBeGreaterThan(1);

  const { bobPhone, samId, bobId } = await startOnTwoPhones(page, await signedInPhone(browser, testInfo, bob), gameId);
  const phones = [page, bobPhone];

  // Hole 1: no greenie off a par 4, and sandies are not played. Sam's birdie is a dot from the scores: $1 from Bob.
  for (const phone of phones) {
    await expect(sideBetsLine(phone)).toBeVisible();
    await expect(greenieFor(phone, 'Sam Reed')).toHaveCount(0);
    await expect(phone.getByRole('button', { name: /^Sandie for/ })).toHaveCount(0);
  }
  await apiScore(page.request, gameId, samId, 1, (pars[0] ?? 4) - 1);
  await apiScore(page.request, gameId, bobId, 1, pars[0] ?? 4);
  for (const phone of phones) {
    await expect(sideBetsLine(phone)).toContainText('Sam Reed +$1.00');
    await expect(sideBetsLine(phone)).toContainText('Bob Stone -$1.00');
  }

  // The par 3: Sam makes par and Bob bogey; Bob's phone marks Sam's greenie, and both phones show it pressed.
  await apiAdvance(page.request, gameId, parThree);
  for (const phone of phones) await expect(greenieFor(phone, 'Sam Reed')).toHaveAttribute('aria-pressed', 'false');
  await expect(greenieFor(bobPhone, 'Bob Stone')).toBeVisible();
  await apiScore(page.request, gameId, samId, parThree, 3);
  await apiScore(page.request, gameId, bobId, parThree, 4);
  await greenieFor(bobPhone, 'Sam Reed').click();
  for (const phone of phones) {
    await expect(greenieFor(phone, 'Sam Reed')).toHaveAttribute('aria-pressed', 'true');
    await expect(greenieFor(phone, 'Bob Stone')).toHaveAttribute('aria-pressed', 'false');
    // Two dots to none at $1 a dot: $2 from Bob.
    await expect(sideBetsLine(phone)).toContainText('Sam Reed +$2.00');
    await expect(sideBetsLine(phone)).toContainText('Bob Stone -$2.00');
  }
  if (testInfo.project.name === 'phone') await expectPhoneFriendly(bobPhone, { screen: 'a game with greenies' });

  // The results list the side bets with the format's bet.
  await apiComplete(page.request, gameId);
  await expect(page).toHaveURL(new RegExp(`/app/game/${String(gameId)}/complete$`));
  const settled = page.getByRole('region', { name: 'Bets and Payments' });
  await expect(settled.getByRole('listitem', { name: 'Side bets bet', exact: true })).toContainText('Sam Reed +$2.00');
  await bobPhone.close();
});
