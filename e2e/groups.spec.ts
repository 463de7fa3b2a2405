import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { closeToast, createInvitedUser, expect, type Golfer, signedInApi, signedInPhone, signIn, test } from './support/accounts';
import { apiAddById, apiAddManual, apiComplete, apiMe, apiScore, apiStart, DEMO_COURSE, DEMO_TEE, type CreatedGame } from './support/games';
import { expectPhoneFriendly } from './support/phone-layout';
import { socketIdentified } from './support/realtime';

// Issue 33: the Groups screens (product §R18). Olive makes a group of four from the screens: Bob and Cy by Player ID
// and Dee as a guest. Two short group games are played through the API ($10 stroke for the four, Olive wins; $5 stroke
// of Olive and the guest, Dee wins), so the season stands at Olive +$25, Bob -$10, Cy -$10, Dee -$5, settled by three
// payments to Olive. Olive marks Bob's as paid on her screen; Bob's phone shows it without a reload (GROUP_CHANGED).

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test.describe.configure({ timeout: 120_000 });

const nameOf = (golfer: Golfer) => `${golfer.firstName} ${golfer.lastName}`;

async function ok<T>(answer: ReturnType<APIRequestContext['post']>): Promise<T> {
  const response = await answer;
  expect(response.ok(), `${response.url()} answered ${String(response.status())}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A stroke game of the group, created by whoever `api` is (rules §19: POST /api/games takes `groupId`). */
function apiCreateGroupGame(api: APIRequestContext, groupId: string, betAmount: number, maxPlayers: number): Promise<CreatedGame> {
  return ok(api.post('/api/games', { data: { courseName: DEMO_COURSE, teeColor: DEMO_TEE, gameType: 'stroke', betAmount, maxPlayers, creatorHandicap: 0, groupId } }));
}

/** Starts the game, posts hole 1 for each player (strokes to par) and completes it: the quickest finished round. */
async function playHoleOneAndComplete(api: APIRequestContext, game: CreatedGame, toPar: Record<string, number>): Promise<void> {
  await apiStart(api, game.id);
  const par = game.holes.find((hole) => hole.holeNumber === 1)?.par ?? 4;
  for (const [playerId, strokes] of Object.entries(toPar)) await apiScore(api, game.id, playerId, 1, par + strokes);
  await apiComplete(api, game.id);
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const balances = (page: Page) => section(page, 'Ledger').getByRole('list', { name: 'Balances' });
const transfers = (page: Page) => section(page, 'Ledger').getByRole('list', { name: 'Transfers' });
const balanceOf = (page: Page, name: string): Locator => balances(page).getByRole('listitem').filter({ hasText: name });

test('a group of four: made on the screens, two group games on the ledger, a payment marked on one phone shows on the other', async ({ page, adminApi, browser, playwright }, testInfo) => {
  const olive = await createInvitedUser(adminApi, testInfo, { firstName: 'Olive', lastName: 'Park' });
  const bob = await createInvitedUser(adminApi, testInfo, { firstName: 'Bob', lastName: 'Stone' });
  const cy = await createInvitedUser(adminApi, testInfo, { firstName: 'Cy', lastName: 'Lane' });
  const bobApi = await signedInApi(playwright, testInfo, bob);
  const cyApi = await signedInApi(playwright, testInfo, cy);
  const [bobMe, cyMe] = [await apiMe(bobApi), await apiMe(cyApi)];
  const [oliveName, bobName, cyName, deeName] = [nameOf(olive), nameOf(bob), nameOf(cy), 'Dee Guest'];

  // The way there: the profile menu's Groups, then Create group.
  await signIn(page, olive);
  await page.goto('/app');
  await page.getByRole('banner').getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Groups', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/groups$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Groups' })).toBeVisible();
  await expect(page.getByText('You are not in any group yet.', { exact: false })).toBeVisible();
  const create = page.getByRole('form', { name: 'Create group' });
  await create.getByRole('button', { name: 'Create group' }).click();
  await expect(create.getByText('Group name is required', { exact: true })).toBeVisible();
  await create.getByRole('textbox', { name: 'Group name' }).fill('Saturday Four');
  await create.getByRole('button', { name: 'Create group' }).click();
  await expect(page).toHaveURL(/\/app\/groups\/[0-9a-f-]{36}$/);
  const groupUrl = new URL(page.url()).pathname;
  const groupId = groupUrl.split('/').at(-1)!;
  await expect(page.getByRole('heading', { level: 1, name: 'Saturday Four' })).toBeVisible();

  // Members: Bob and Cy by Player ID, Dee as a guest; a bad Player ID is refused before it is sent.
  const members = section(page, 'Members');
  const addGolfer = members.getByRole('form', { name: 'Add a golfer' });
  await addGolfer.getByRole('textbox', { name: 'Player ID' }).fill('abc');
  await addGolfer.getByRole('button', { name: 'Add golfer' }).click();
  await expect(addGolfer.getByText('Player ID must be a whole number', { exact: true })).toBeVisible();
  for (const golfer of [bobMe, cyMe]) {
    await addGolfer.getByRole('textbox', { name: 'Player ID' }).fill(String(golfer.userNumber));
    await addGolfer.getByRole('button', { name: 'Add golfer' }).click();
    await expect(addGolfer.getByRole('textbox', { name: 'Player ID' })).toHaveValue('');
  }
  const addGuest = members.getByRole('form', { name: 'Add a guest' });
  await addGuest.getByRole('textbox', { name: 'Guest name' }).fill(deeName);
  await addGuest.getByRole('button', { name: 'Add guest' }).click();
  const rows = members.getByRole('list', { name: 'Group members' }).getByRole('listitem');
  await expect(rows).toHaveCount(4);
  await expect(rows.filter({ hasText: oliveName }).getByText('Owner', { exact: true })).toBeVisible();
  await expect(rows.filter({ hasText: bobName }).getByText('Member', { exact: true })).toBeVisible();
  await expect(rows.filter({ hasText: cyName }).getByText('Member', { exact: true })).toBeVisible();
  await expect(rows.filter({ hasText: deeName }).getByText('Guest', { exact: true })).toBeVisible();
  await expect(members.getByText('4 members', { exact: true })).toBeVisible();
  await expect(section(page, 'Ledger').getByText('No games or payments this season yet.', { exact: true })).toBeVisible();

  // Two short group games, through the API. The guest plays as a manual player of her name. Olive takes PayPal.Me,
  // Venmo and Cash App (her settings), which Bob sees beside what he owes her.
  const api = page.request;
  const handles = await api.patch('/api/user/settings', { data: { paypalMe: 'OlivePark', venmo: '@olive-p', cashtag: '$olivep' } });
  expect(handles.ok(), await handles.text()).toBe(true);
  const oliveId = (await apiMe(api)).id;
  const first = await apiCreateGroupGame(api, groupId, 10, 4);
  const bobPlayer = await apiAddById(api, first.id, bobMe.userNumber);
  const cyPlayer = await apiAddById(api, first.id, cyMe.userNumber);
  const deePlayer = await apiAddManual(api, first.id, deeName);
  await playHoleOneAndComplete(api, first, { [oliveId]: -1, [bobPlayer.userId]: 0, [cyPlayer.userId]: 0, [deePlayer.userId]: 0 });
  const second = await apiCreateGroupGame(api, groupId, 5, 2);
  const deeAgain = await apiAddManual(api, second.id, deeName);
  await playHoleOneAndComplete(api, second, { [oliveId]: 1, [deeAgain.userId]: 0 });

  // Bob's phone, in the dark theme, opens the group and stays on it.
  const bobPhone = await signedInPhone(browser, testInfo, bob);
  await bobPhone.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'dark' });
  const identified = socketIdentified(bobPhone);
  await bobPhone.goto(groupUrl);
  await identified;
  await expect(bobPhone.locator('html')).toHaveClass(/\bdark\b/);
  await expect(bobPhone.getByRole('heading', { level: 1, name: 'Saturday Four' })).toBeVisible();
  await expect(section(bobPhone, 'Members').getByRole('button', { name: /^Remove/ }), 'only the owner removes').toHaveCount(0);
  await expect(bobPhone.getByRole('button', { name: 'Rename' })).toHaveCount(0);
  await bobPhone.evaluate(() => Object.assign(window, { dormieTestMarker: 'still here' }));

  // Olive's screen follows the games (GROUP_CHANGED on each completion): the balances, green when owed, red when owing.
  for (const phone of [page, bobPhone]) {
    await expect(balanceOf(phone, oliveName)).toContainText('+$25.00');
    await expect(balanceOf(phone, bobName)).toContainText('-$10.00');
    await expect(balanceOf(phone, cyName)).toContainText('-$10.00');
    await expect(balanceOf(phone, deeName)).toContainText('-$5.00');
    await expect(balanceOf(phone, oliveName).getByText('+$25.00', { exact: true })).toHaveClass(/text-emerald/);
    await expect(balanceOf(phone, deeName).getByText('-$5.00', { exact: true })).toHaveClass(/text-destructive/);
    await expect(transfers(phone).getByRole('listitem')).toHaveCount(3);
    await expect(transfers(phone).getByRole('listitem', { name: `${bobName} pays ${oliveName} $10.00`, exact: true })).toBeVisible();
    await expect(transfers(phone).getByRole('listitem', { name: `${cyName} pays ${oliveName} $10.00`, exact: true })).toBeVisible();
    await expect(transfers(phone).getByRole('listitem', { name: `${deeName} pays ${oliveName} $5.00`, exact: true })).toBeVisible();
    // Newest first; both games are "Olive Park's Stroke Play".
    const games = section(phone, 'Ledger').getByRole('list', { name: 'Games counted' }).getByRole('listitem', { name: first.name, exact: true });
    await expect(games).toHaveCount(2);
    const results = (game: Locator, name: string) => game.getByRole('listitem').filter({ hasText: name });
    await expect(results(games.nth(0), oliveName)).toHaveText(`${oliveName}-$5.00`);
    await expect(results(games.nth(0), deeName)).toHaveText(`${deeName}+$5.00`);
    await expect(results(games.nth(1), oliveName)).toHaveText(`${oliveName}+$30.00`);
    for (const name of [bobName, cyName, deeName]) await expect(results(games.nth(1), name)).toHaveText(`${name}-$10.00`);
    await expect(section(phone, 'Ledger').getByRole('img', { name: /^Running balance through the season, ending: / })).toBeVisible();
    await expect(section(phone, 'Ledger').getByRole('table')).toContainText(first.name);
  }
  // Bob may mark only his own transfer; Olive, the owner, any of them.
  const bobOwes = transfers(bobPhone).getByRole('listitem', { name: `${bobName} pays ${oliveName} $10.00`, exact: true });
  await expect(bobOwes.getByRole('link', { name: `PayPal.Me of ${oliveName}`, exact: true })).toHaveAttribute('href', 'https://paypal.me/OlivePark');
  await expect(bobOwes).toContainText('Venmo@olive-p');
  await expect(bobOwes).toContainText('Cash App$olivep');
  await bobPhone.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await bobOwes.getByRole('button', { name: `Copy Venmo name of ${oliveName}`, exact: true }).click();
  await expect(bobOwes.getByText('Copied', { exact: true })).toBeAttached();
  expect(await bobPhone.evaluate(() => navigator.clipboard.readText())).toBe('@olive-p');
  await expect(transfers(bobPhone).getByRole('button', { name: 'Mark as paid' })).toHaveCount(1);
  await expect(transfers(page).getByRole('button', { name: 'Mark as paid' })).toHaveCount(3);
  await expect(section(page, 'Ledger').getByRole('combobox', { name: 'Season' }).locator('option:checked')).toHaveText('This year');

  if (testInfo.project.name === 'phone') {
    // The toasts of the adds may still stand over the top of the screen; the check is of the screen itself.
    await closeToast(page);
    await closeToast(bobPhone);
    await expectPhoneFriendly(page, { screen: 'the group screen' });
    await expectPhoneFriendly(bobPhone, { screen: "a member's group screen, dark" });
  }

  // Olive marks Bob's $10 as paid; Bob's phone, untouched, shows it at once.
  await transfers(page).getByRole('listitem', { name: `${bobName} pays ${oliveName} $10.00`, exact: true }).getByRole('button', { name: 'Mark as paid' }).click();
  const paid = `${bobName} paid ${oliveName} $10.00`;
  for (const phone of [page, bobPhone]) {
    await expect(balanceOf(phone, bobName)).toContainText('$0.00');
    await expect(balanceOf(phone, oliveName)).toContainText('+$15.00');
    await expect(transfers(phone).getByRole('listitem')).toHaveCount(2);
    await expect(section(phone, 'Ledger').getByRole('list', { name: 'Payments' }).getByRole('listitem', { name: paid, exact: true })).toBeVisible();
  }
  expect(await bobPhone.evaluate(() => (window as { dormieTestMarker?: string }).dormieTestMarker), 'no reload on Bob\'s phone').toBe('still here');
  // Only whoever recorded a payment may delete it.
  await expect(section(bobPhone, 'Ledger').getByRole('button', { name: /^Delete payment/ })).toHaveCount(0);
  await expect(section(page, 'Ledger').getByRole('button', { name: `Delete payment: ${paid}`, exact: true })).toBeVisible();

  // Bob records Cy's cash to Olive: not his to record, in the server's words.
  const record = section(bobPhone, 'Ledger').getByRole('form', { name: 'Record a payment' });
  await record.getByRole('combobox', { name: 'From' }).selectOption({ label: cyName });
  await record.getByRole('combobox', { name: 'To' }).selectOption({ label: oliveName });
  await record.getByRole('textbox', { name: 'Amount ($)' }).fill('10');
  await record.getByRole('button', { name: 'Record payment' }).click();
  await expect(record.getByRole('alert')).toHaveText('Only the two members of a payment or the group owner can record it');

  // Deleting the group is refused while money is owed, with the server's message.
  await page.getByRole('button', { name: 'Delete group' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete group' }).click();
  await expect(page.getByText('Settle every balance before deleting the group', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Saturday Four' })).toBeVisible();

  // The list: the group with Olive's role and the count. The payment's toast may still stand over the link.
  await closeToast(page);
  await page.getByRole('link', { name: '← All groups' }).click();
  const listed = page.getByRole('list', { name: 'My groups' }).getByRole('link', { name: /Saturday Four/ });
  await expect(listed).toContainText('4 members');
  await expect(listed.getByText('Owner', { exact: true })).toBeVisible();
  if (testInfo.project.name === 'phone') await expectPhoneFriendly(page, { screen: 'the groups list' });

  await bobPhone.close();
  await bobApi.dispose();
  await cyApi.dispose();
});

test('refusals: a stranger sees Group not found, the owner cannot leave, a member leaves, the owner hands over and renames', async ({ page, adminApi, browser }, testInfo) => {
  const olive = await createInvitedUser(adminApi, testInfo, { firstName: 'Olive', lastName: 'Park' });
  const bob = await createInvitedUser(adminApi, testInfo, { firstName: 'Bob', lastName: 'Stone' });
  const eve = await createInvitedUser(adminApi, testInfo, { firstName: 'Eve', lastName: 'Hart' });
  await signIn(page, olive);
  const group = await ok<{ id: string }>(page.request.post('/api/groups', { data: { name: 'Twilight Club' } }));
  const bobPhone = await signedInPhone(browser, testInfo, bob);
  await ok(page.request.post(`/api/groups/${group.id}/members`, { data: { userNumber: (await apiMe(bobPhone.request)).userNumber } }));
  const groupUrl = `/app/groups/${group.id}`;

  // Eve is not a member: the group is not found for her, as for an id that names none.
  const evePhone = await signedInPhone(browser, testInfo, eve);
  await evePhone.goto(groupUrl);
  await expect(evePhone.getByRole('heading', { level: 1, name: 'Group not found' })).toBeVisible();
  await expect(evePhone.getByRole('link', { name: 'Back to Groups' })).toHaveAttribute('href', '/app/groups');
  await evePhone.goto('/app/groups/not-a-group');
  await expect(evePhone.getByRole('heading', { level: 1, name: 'Group not found' })).toBeVisible();
  await evePhone.close();

  // The owner may not leave while she is the owner.
  await page.goto(groupUrl);
  const members = section(page, 'Members');
  await members.getByRole('button', { name: 'Leave group' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave group' }).click();
  await expect(members.getByText('Make another member the owner before you leave the group', { exact: true })).toBeVisible();

  // Rename: the new name on both screens.
  const identified = socketIdentified(bobPhone);
  await bobPhone.goto(groupUrl);
  await identified;
  await page.getByRole('button', { name: 'Rename' }).click();
  await page.getByRole('form', { name: 'Rename group' }).getByRole('textbox', { name: 'Group name' }).fill('Dawn Patrol');
  await page.getByRole('button', { name: 'Save name' }).click();
  for (const phone of [page, bobPhone]) await expect(phone.getByRole('heading', { level: 1, name: 'Dawn Patrol' })).toBeVisible();

  // Olive makes Bob the owner: his phone now has the owner's controls, hers no longer.
  await members.getByRole('button', { name: 'Make owner Bob Stone', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Make owner' }).click();
  const bobRow = (phone: Page) => section(phone, 'Members').getByRole('list', { name: 'Group members' }).getByRole('listitem').filter({ hasText: 'Bob Stone' });
  for (const phone of [page, bobPhone]) await expect(bobRow(phone).getByText('Owner', { exact: true })).toBeVisible();
  await expect(bobPhone.getByRole('button', { name: 'Rename' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rename' })).toHaveCount(0);

  // Now Olive may leave; she is back on her groups, and Bob's phone lists one member.
  await members.getByRole('button', { name: 'Leave group' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave group' }).click();
  await expect(page).toHaveURL(/\/app\/groups$/);
  await expect(page.getByRole('list', { name: 'My groups' })).toHaveCount(0);
  await expect(section(bobPhone, 'Members').getByText('1 member', { exact: true })).toBeVisible();
  await page.goto(groupUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Group not found' })).toBeVisible();
  await bobPhone.close();
});

test('the profile leads to Groups', async ({ page, adminApi }, testInfo) => {
  const golfer = await createInvitedUser(adminApi, testInfo);
  await signIn(page, golfer);
  const me = await apiMe(page.request);
  await page.goto(`/app/profile/${me.id}`);
  await page.getByRole('main').getByRole('link', { name: 'Groups', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/groups$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Groups' })).toBeVisible();
});

test("a rename that lands while a member's screen is still loading the group reaches that screen", async ({ page, adminApi, browser }, testInfo) => {
  const olive = await createInvitedUser(adminApi, testInfo, { firstName: 'Olive', lastName: 'Park' });
  const bob = await createInvitedUser(adminApi, testInfo, { firstName: 'Bob', lastName: 'Stone' });
  await signIn(page, olive);
  const group = await ok<{ id: string }>(page.request.post('/api/groups', { data: { name: 'Twilight Club' } }));
  const bobPhone = await signedInPhone(browser, testInfo, bob);
  await ok(page.request.post(`/api/groups/${group.id}/members`, { data: { userNumber: (await apiMe(bobPhone.request)).userNumber } }));

  // Bob's first load of the group is read before the rename and answered only after his phone has heard of it: the
  // order a slow network or a busy server gives.
  const heardRename = new Promise<void>((resolve) => {
    bobPhone.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"GROUP_CHANGED"')) resolve();
      });
    });
  });
  const identified = socketIdentified(bobPhone);
  let held = true;
  await bobPhone.route(`**/api/groups/${group.id}`, async (route) => {
    const answer = await route.fetch();
    if (held) {
      held = false;
      await identified;
      await ok(page.request.patch(`/api/groups/${group.id}`, { data: { name: 'Dawn Patrol' } }));
      await heardRename;
    }
    await route.fulfill({ response: answer });
  });
  await bobPhone.goto(`/app/groups/${group.id}`);
  await expect(bobPhone.getByRole('heading', { level: 1, name: 'Dawn Patrol' })).toBeVisible();
  await bobPhone.close();
});
