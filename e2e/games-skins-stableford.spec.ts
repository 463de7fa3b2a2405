import { expect, signedInPhone, test } from './support/accounts';
import { apiComplete, apiScore } from './support/games';
import { expectPhoneFriendly } from './support/phone-layout';
import { choose, createFromForm, startOnTwoPhones, twoGolfers } from './support/two-phones';

// Issue 31: skins and stableford on the screens (product §R13): created from the form with their options, played on two
// phones that show the same live numbers (skins won and the carry at stake; points per player), and settled.

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('skins with a carry: both phones show the skins won and what is at stake, and the results settle them', async ({ page, browser }, testInfo) => {
  const [, bob] = await twoGolfers(page, testInfo);
  const gameId = await createFromForm(page, 'Skins', async (form) => {
    await choose(form.getByRole('group', { name: 'Skins on' }), 'Gross');
    await expect(form.getByRole('checkbox', { name: 'Carry tied skins to the next hole' })).toBeChecked();
  });
  await expect(page.getByText('Skins (Gross)')).toBeVisible();
  const { bobPhone, samId, bobId } = await startOnTwoPhones(page, await signedInPhone(browser, testInfo, bob), gameId);

  // Hole 1 (par 4) tied at 4: its skin carries. Hole 2 (par 5): Sam's 4 beats Bob's 5 and takes both skins.
  await apiScore(page.request, gameId, samId, 1, 4);
  await apiScore(page.request, gameId, bobId, 1, 4);
  for (const phone of [page, bobPhone]) {
    await expect(phone.getByRole('region', { name: 'Skins' })).toContainText('2 skins at stake on the next hole');
  }
  await apiScore(page.request, gameId, samId, 2, 4);
  await apiScore(page.request, gameId, bobId, 2, 5);
  for (const phone of [page, bobPhone]) {
    const banner = phone.getByRole('region', { name: 'Skins' });
    await expect(banner.getByRole('listitem').first()).toContainText('Sam Reed2 skins');
    await expect(banner).not.toContainText('at stake');
  }
  const bets = page.getByRole('region', { name: 'Bets at a glance' });
  await expect(bets.getByRole('list', { name: 'Who pays whom' }).getByRole('listitem')).toHaveText(['Bob Stone pays Sam Reed $2.00']);
  if (testInfo.project.name === 'phone') await expectPhoneFriendly(page, { screen: 'a skins game' });

  await apiComplete(page.request, gameId);
  await expect(page).toHaveURL(new RegExp(`/app/game/${String(gameId)}/complete$`));
  const settled = page.getByRole('region', { name: 'Bets and Payments' });
  await expect(settled.getByRole('list', { name: 'Who pays whom' }).getByRole('listitem')).toHaveText(['Bob Stone pays Sam Reed $2.00']);
  const players = (await (await page.request.get(`/api/games/${String(gameId)}/players`)).json()) as { user: { displayName: string }; winnings: number; position: number }[];
  expect(Object.fromEntries(players.map((p) => [p.user.displayName, [p.winnings, p.position]]))).toEqual({ 'Sam Reed': [2, 1], 'Bob Stone': [-2, 2] });
  await bobPhone.close();
});

test('stableford: both phones show each player\'s points as holes count, and the results pay by points', async ({ page, browser }, testInfo) => {
  const [, bob] = await twoGolfers(page, testInfo);
  const gameId = await createFromForm(page, 'Stableford', async (form) => {
    await expect(form.getByRole('group', { name: 'Points' }).getByRole('radio', { name: 'Standard', exact: true })).toBeChecked();
  });
  const { bobPhone, samId, bobId } = await startOnTwoPhones(page, await signedInPhone(browser, testInfo, bob), gameId);

  // Hole 1 (par 4): Sam's birdie is 3 points, Bob's bogey 1. Hole 2 (par 5): both par, 2 each. Sam 5, Bob 3.
  for (const [playerId, hole, strokes] of [
    [samId, 1, 3],
    [bobId, 1, 5],
    [samId, 2, 5],
    [bobId, 2, 5],
  ] as const) {
    await apiScore(page.request, gameId, playerId, hole, strokes);
  }
  for (const phone of [page, bobPhone]) {
    const banner = phone.getByRole('region', { name: 'Stableford points' });
    await expect(banner.getByRole('listitem')).toHaveText(['Sam Reed5 pts', 'Bob Stone3 pts']);
    await expect(banner).toContainText('Hole 2: Sam Reed 2, Bob Stone 2');
  }
  await apiComplete(page.request, gameId);
  await expect(page).toHaveURL(new RegExp(`/app/game/${String(gameId)}/complete$`));
  // Every pair settles the difference: (5 - 3) x $1.
  const settled = page.getByRole('region', { name: 'Bets and Payments' });
  await expect(settled.getByRole('list', { name: 'Who pays whom' }).getByRole('listitem')).toHaveText(['Bob Stone pays Sam Reed $2.00']);
  await bobPhone.close();
});
