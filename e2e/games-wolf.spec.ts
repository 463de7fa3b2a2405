import type { Locator, Page } from '@playwright/test';
import { e2eAdmin } from './admin-account';
import { createInvitedUser, expect, signIn, signedInPhone, test } from './support/accounts';
import { apiAddManual, apiAdvance, apiComplete, apiJoin, apiMe, apiScore, apiStart } from './support/games';
import { expectPhoneFriendly } from './support/phone-layout';
import { openLive } from './support/realtime';

// Issue 31: wolf on the screens (product §R13). Sam and Bob on two phones, Cy and Di added by hand: the lobby shows the
// wolf order, the live screen the wolf of the hole, the big partner / lone / blind control and the points table, the
// same on both phones; the results pay the bet times each player's points.

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});


/** Chooses a radio through its visible label, as a finger does. */
async function choose(scope: Locator, name: string): Promise<void> {
  await scope.locator('label').filter({ has: scope.page().getByRole('radio', { name, exact: true }) }).click();
  await expect(scope.getByRole('radio', { name, exact: true })).toBeChecked();
}

/** Posts one hole's strokes by player id, as any player of the game may. */
async function scoreHole(page: Page, gameId: number, holeNumber: number, strokes: Readonly<Record<string, number>>): Promise<void> {
  for (const [playerId, value] of Object.entries(strokes)) await apiScore(page.request, gameId, playerId, holeNumber, value);
}

// A write queued offline goes when the network is back, which may take a retry's wait (lib/offline/outbox.ts).
const DRAIN = { timeout: 20_000 };
test.describe.configure({ timeout: 90_000 });

const wolfRegion = (phone: Page) => phone.getByRole('region', { name: 'Wolf', exact: true });
const pointsTable = (phone: Page) => phone.getByRole('region', { name: 'Wolf points', exact: true });

test('wolf: a partner, a lone wolf and a blind wolf chosen on a phone, the same on both phones, paid bet x points', async ({ page, browser }, testInfo) => {
  await signIn(page, e2eAdmin);
  const sam = await createInvitedUser(page.request, testInfo, { firstName: 'Sam', lastName: 'Reed' });
  const bob = await createInvitedUser(page.request, testInfo, { firstName: 'Bob', lastName: 'Stone' });
  await signIn(page, sam);

  // Created from the form: Wolf allows exactly four players; the multipliers keep their defaults (lone 2, blind 3).
  await page.goto('/app/create-game');
  const form = page.getByRole('form', { name: 'Create game' });
  await expect(form.getByRole('group', { name: 'Tee' }).getByRole('radio', { name: /^Blue/ })).toBeChecked();
  await choose(form.getByRole('group', { name: 'Format' }), 'Wolf');
  await choose(form.getByRole('group', { name: 'Max players' }), '4');
  await expect(form.getByRole('spinbutton', { name: 'Points a lone wolf plays for, from each' })).toHaveValue('2');
  await expect(form.getByRole('spinbutton', { name: 'Points a blind wolf plays for, from each' })).toHaveValue('3');
  await form.getByRole('textbox', { name: 'Bet amount' }).fill('1');
  await form.getByRole('button', { name: 'Create Game' }).click();
  await expect(page).toHaveURL(/\/app\/game\/\d+$/);
  const gameId = Number(/\/app\/game\/(\d+)$/.exec(page.url())?.[1]);

  // Join order is the wolf order: Sam (the creator), Bob, then Cy and Di added by hand.
  const bobPhone = await signedInPhone(browser, testInfo, bob);
  const bobId = (await apiJoin(bobPhone.request, gameId)).userId;
  const samId = (await apiMe(page.request)).id;
  const cyId = (await apiAddManual(page.request, gameId, 'Cy Park')).userId;
  const diId = (await apiAddManual(page.request, gameId, 'Di Lane')).userId;
  await page.reload();
  await expect(page.getByTestId('wolf-order')).toHaveText('Wolf order: Sam, Bob, Cy, Di');

  await apiStart(page.request, gameId);
  await openLive(page, gameId);
  await openLive(bobPhone, gameId);
  const phones = [page, bobPhone];

  // Holes 1-16: the wolf of hole h is player (h - 1) mod 4 of the order (product §R13): Sam, Bob, Cy.
  // Every handicap is 0 (checked on the players answer below), so nets are the strokes.
  // Hole 1, Sam picks Cy (on Sam's phone): Sam and Cy's best 4 beats Bob and Di's best 5; each winner takes 1 point from
  // each loser: Sam +2, Bob -2, Cy +2, Di -2.
  for (const phone of phones) await expect(wolfRegion(phone).getByTestId('wolf-now')).toHaveText('Sam Reed');
  await wolfRegion(page).getByRole('button', { name: 'Pick partner', exact: true }).click();
  await wolfRegion(page).getByRole('button', { name: 'Partner Cy Park', exact: true }).click();
  for (const phone of phones) await expect(wolfRegion(phone).getByTestId('wolf-choice')).toHaveText('Sam Reed takes partner Cy Park');
  await expect(wolfRegion(page).getByRole('button', { name: 'Partner Cy Park', exact: true })).toHaveAttribute('aria-pressed', 'true');
  if (testInfo.project.name === 'phone') await expectPhoneFriendly(page, { screen: 'a wolf game' });
  await scoreHole(page, gameId, 1, { [samId]: 4, [bobId]: 5, [cyId]: 5, [diId]: 6 });
  for (const phone of phones) {
    await expect(wolfRegion(phone).getByTestId('wolf-choice')).toHaveText('Sam Reed takes partner Cy Park · Decided');
    await expect(pointsTable(phone).getByRole('listitem')).toHaveText(['Sam Reed2 pts', 'Cy Park2 pts', 'Bob Stone-2 pts', 'Di Lane-2 pts']);
  }
  await expect(wolfRegion(page).getByRole('button', { name: 'Go lone' })).toHaveCount(0);

  // Hole 2, Bob goes lone (on Bob's phone) and his 4 beats the three's best 5: the lone multiplier 2 from each of the
  // three, Bob +6, the others -2 each. Totals: Sam 0, Bob 4, Cy 0, Di -4.
  await apiAdvance(page.request, gameId, 2);
  for (const phone of phones) await expect(wolfRegion(phone).getByTestId('wolf-now')).toHaveText('Bob Stone');
  // Chosen in a dead spot: the choice shows at once on Bob's phone, waiting in its outbox, and goes when signal is back.
  await bobPhone.context().setOffline(true);
  await wolfRegion(bobPhone).getByRole('button', { name: 'Go lone', exact: true }).click();
  await expect(wolfRegion(bobPhone).getByTestId('wolf-choice')).toHaveText('Bob Stone goes lone · Waiting to send');
  await expect(wolfRegion(page).getByTestId('wolf-choice')).toHaveText('Bob Stone has not chosen yet');
  await bobPhone.context().setOffline(false);
  for (const phone of phones) await expect(wolfRegion(phone).getByTestId('wolf-choice')).toHaveText('Bob Stone goes lone', DRAIN);
  await scoreHole(page, gameId, 2, { [samId]: 5, [bobId]: 4, [cyId]: 5, [diId]: 5 });
  for (const phone of phones) {
    await expect(pointsTable(phone).getByRole('listitem')).toHaveText(['Bob Stone4 pts', 'Sam Reed0 pts', 'Cy Park0 pts', 'Di Lane-4 pts']);
  }

  // Hole 3, Cy's (a player without a phone; Sam records it): lone first, then changed to blind before anyone scores. Cy's
  // 6 loses to the three's best 4: the blind multiplier 3 to each of the three, Cy -9, the others +3 each.
  // Totals: Sam 3, Bob 7, Cy -9, Di -1 (zero-sum: 3 + 7 - 9 - 1 = 0).
  await apiAdvance(page.request, gameId, 3);
  for (const phone of phones) await expect(wolfRegion(phone).getByTestId('wolf-now')).toHaveText('Cy Park');
  await wolfRegion(page).getByRole('button', { name: 'Go lone', exact: true }).click();
  await expect(wolfRegion(bobPhone).getByTestId('wolf-choice')).toHaveText('Cy Park goes lone');
  await wolfRegion(page).getByRole('button', { name: 'Blind', exact: true }).click();
  for (const phone of phones) await expect(wolfRegion(phone).getByTestId('wolf-choice')).toHaveText('Cy Park goes blind');
  await scoreHole(page, gameId, 3, { [samId]: 4, [bobId]: 5, [cyId]: 6, [diId]: 5 });
  for (const phone of phones) {
    await expect(pointsTable(phone).getByRole('listitem')).toHaveText(['Bob Stone7 pts', 'Sam Reed3 pts', 'Di Lane-1 pt', 'Cy Park-9 pts']);
    await expect(pointsTable(phone)).toContainText('Hole 3: Cy goes blind, the wolf lost');
  }

  // The round's history tells the choices in words, not as strokes.
  await page.getByRole('button', { name: 'Round History' }).click();
  const history = page.getByRole('dialog', { name: 'Round History' });
  await expect(history).toContainText(/Hole 3 wolf: \w+ goes blind \(was lone\)/);
  await expect(history).toContainText(/Hole 1 wolf: \w+ takes partner Cy/);
  await page.keyboard.press('Escape');

  // Money is the bet times the points (product §R13): $1 x (3, 7, -9, -1); position by points, most first.
  await apiComplete(page.request, gameId);
  await expect(page).toHaveURL(new RegExp(`/app/game/${String(gameId)}/complete$`));
  const results = page.getByRole('region', { name: 'Betting Results' });
  await expect(results.getByRole('listitem')).toHaveText(['Bob Stone+$7.00', 'Sam Reed+$3.00', 'Di Lane-$1.00', 'Cy Park-$9.00']);
  const players = (await (await page.request.get(`/api/games/${String(gameId)}/players`)).json()) as {
    user: { displayName: string };
    winnings: number;
    position: number;
    scores: { strokes: number; netStrokes: number }[];
  }[];
  expect(players.flatMap((p) => p.scores.filter((score) => score.netStrokes !== score.strokes))).toEqual([]);
  expect(Object.fromEntries(players.map((p) => [p.user.displayName, [p.winnings, p.position]]))).toEqual({
    'Sam Reed': [3, 2],
    'Bob Stone': [7, 1],
    'Cy Park': [-9, 4],
    'Di Lane': [-1, 3],
  });
  await bobPhone.close();
});
