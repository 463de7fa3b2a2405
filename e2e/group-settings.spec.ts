import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { paymentHandleRules } from '../src/contract/groups';
import { e2eAdmin } from './admin-account';
import { closeToast, createInvitedUser, expect, type Golfer, signIn, test, uniqueSuffix } from './support/accounts';
import { apiCreateGroup, apiMe, DEMO_COURSE, DEMO_TEE } from './support/games';
import { expectPhoneFriendly } from './support/phone-layout';

// Issue 33: the pieces around the groups (product §R18): the payment handles a member keeps in settings, the create
// form's Group picker remembered as last used, and a group game's lobby offering the group's golfers and guests as
// one-tap adds. Every golfer and group is the test's own; both projects share one server.

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

async function signedInGolfer(page: Page, testInfo: TestInfo, firstName: string, lastName = 'Test'): Promise<Golfer> {
  await signIn(page, e2eAdmin);
  const golfer = await createInvitedUser(page.request, testInfo, { firstName, lastName });
  await signIn(page, golfer);
  return golfer;
}

async function ok<T>(answer: Promise<Awaited<ReturnType<APIRequestContext['post']>>>, status: number): Promise<T> {
  const response = await answer;
  expect(response.status(), `${response.url()}: ${await response.text()}`).toBe(status);
  return (await response.json()) as T;
}

const notice = (page: Page, title: string) => page.getByRole('region', { name: /Notifications/ }).getByText(title, { exact: true });

test('payment handles are saved with the settings, refused in the contract’s words, and kept after a reload', async ({ page }, testInfo) => {
  await signedInGolfer(page, testInfo, 'Sam');
  const me = await apiMe(page.request);
  await page.goto(`/app/profile/${me.id}?tab=settings`);
  const card = page.getByRole('region', { name: 'Profile', exact: true });
  const handles = card.getByRole('group', { name: 'Payment handles' });
  await expect(handles).toBeVisible();
  const paypal = handles.getByLabel('PayPal.Me name');
  const venmo = handles.getByLabel('Venmo');
  const cashtag = handles.getByLabel('Cash App $cashtag');
  await expect(paypal).toHaveValue('');

  // The PayPal.Me link shows as the name is typed.
  await paypal.fill('SamReed7');
  await expect(handles.getByRole('link', { name: 'https://paypal.me/SamReed7' })).toHaveAttribute('href', 'https://paypal.me/SamReed7');
  // A handle the contract refuses shows its message under the field, and nothing is sent.
  await venmo.fill('sam reed');
  await cashtag.fill('$Sam-R');
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/user/settings') && request.method() === 'PATCH') sent += 1;
  });
  await card.getByRole('button', { name: 'Save Changes' }).click();
  await expect(handles.getByText(paymentHandleRules.venmo.message)).toBeVisible();
  await expect(handles.getByText(paymentHandleRules.cashtag.message)).toBeVisible();
  await expect(venmo).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toBe(0);

  await venmo.fill('@sam-reed');
  await cashtag.fill('$SamR');
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/user/settings') && response.request().method() === 'PATCH');
  await card.getByRole('button', { name: 'Save Changes' }).click();
  const answer = await saved;
  expect(answer.status()).toBe(200);
  expect(answer.request().postDataJSON()).toEqual({ paypalMe: 'SamReed7', venmo: 'sam-reed', cashtag: 'SamR' });
  await expect(notice(page, 'Settings Updated')).toBeVisible();
  await expect(handles.getByText(paymentHandleRules.venmo.message)).toHaveCount(0);
  await closeToast(page);

  await page.reload();
  await expect(paypal).toHaveValue('SamReed7');
  await expect(venmo).toHaveValue('sam-reed');
  await expect(cashtag).toHaveValue('SamR');
  await expect(handles.getByRole('link', { name: 'https://paypal.me/SamReed7' })).toBeVisible();
  if (testInfo.project.name === 'phone') await expectPhoneFriendly(page, { within: handles, screen: 'settings payment handles' });

  // Emptied, a handle is removed.
  await venmo.fill('');
  const cleared = page.waitForResponse((response) => response.url().endsWith('/api/user/settings') && response.request().method() === 'PATCH');
  await card.getByRole('button', { name: 'Save Changes' }).click();
  expect((await cleared).request().postDataJSON()).toEqual({ venmo: null });
  await expect(notice(page, 'Settings Updated')).toBeVisible();
  await page.reload();
  await expect(venmo).toHaveValue('');
  await expect(paypal).toHaveValue('SamReed7');
});

/** Opens the create form with the default course's tees loaded. */
async function openForm(page: Page) {
  await page.goto('/app/create-game');
  const form = page.getByRole('form', { name: 'Create game' });
  await expect(form.getByRole('group', { name: 'Tee' }).getByRole('radio', { name: new RegExp(`^${DEMO_TEE}`) })).toBeChecked();
  await expect(form.getByRole('group', { name: 'Course' })).toContainText(DEMO_COURSE);
  return form;
}

/** Creates a game with no bet through the form and answers the body sent and the lobby's game id. */
async function createFromForm(page: Page, form: Locator): Promise<{ body: Record<string, unknown>; gameId: number }> {
  await form.getByRole('textbox', { name: 'Bet amount' }).fill('0');
  const created = page.waitForResponse((response) => response.url().endsWith('/api/games') && response.request().method() === 'POST');
  await form.getByRole('button', { name: 'Create Game' }).click();
  const response = await created;
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  await expect(page).toHaveURL(new RegExp(`/app/game/${String(id)}$`));
  await expect(page.getByText('Game Lobby')).toBeVisible();
  return { body: response.request().postDataJSON() as Record<string, unknown>, gameId: id };
}

test('the create form’s Group picker shows my groups, sends the one chosen, and opens on the last used while I am in it', async ({ page }, testInfo) => {
  await signedInGolfer(page, testInfo, 'Sam');
  // Without a group there is no picker, and the game is in no group.
  let form = await openForm(page);
  await expect(form.getByLabel('Group', { exact: true })).toHaveCount(0);

  const suffix = uniqueSuffix(testInfo);
  const saturday = await apiCreateGroup(page.request, `Saturday ${suffix}`);
  const society = await apiCreateGroup(page.request, `Society ${suffix}`);
  form = await openForm(page);
  const picker = form.getByLabel('Group', { exact: true });
  await expect(picker).toBeVisible();
  // No group first, then my groups.
  await expect(picker.locator('option')).toHaveCount(3);
  await expect(picker.locator('option').first()).toHaveText('No group');
  for (const group of [saturday, society]) await expect(picker.locator('option', { hasText: group.name })).toHaveAttribute('value', group.id);
  await expect(picker).toHaveValue('');
  await picker.selectOption({ label: society.name });
  const first = await createFromForm(page, form);
  expect(first.body.groupId).toBe(society.id);
  const game = (await (await page.request.get(`/api/games/${String(first.gameId)}`)).json()) as { groupId: string | null };
  expect(game.groupId).toBe(society.id);

  // The next game opens on the group last used.
  form = await openForm(page);
  await expect(form.getByLabel('Group', { exact: true })).toHaveValue(society.id);
  if (testInfo.project.name === 'phone') await expectPhoneFriendly(page, { within: form, screen: 'create game with a group' });

  // Once I am no longer in it, the form falls back to No group, and a game made so is in no group.
  const removed = await page.request.delete(`/api/groups/${society.id}`);
  expect(removed.status(), await removed.text()).toBe(204);
  form = await openForm(page);
  await expect(form.getByLabel('Group', { exact: true })).toHaveValue('');
  await expect(form.getByLabel('Group', { exact: true }).locator('option')).toHaveText(['No group', saturday.name]);
  const second = await createFromForm(page, form);
  expect(second.body.groupId ?? null).toBeNull();

  // No group, used last, is remembered too.
  form = await openForm(page);
  await expect(form.getByLabel('Group', { exact: true })).toHaveValue('');
});

test('a group game’s lobby offers the group’s golfer and guest as one-tap adds, above the usual fields', async ({ page }, testInfo) => {
  await signIn(page, e2eAdmin);
  const kim = await createInvitedUser(page.request, testInfo, { firstName: 'Kim', lastName: 'Lowe' });
  const sam = await createInvitedUser(page.request, testInfo, { firstName: 'Sam', lastName: 'Test' });
  await signIn(page, kim);
  const kimNumber = (await apiMe(page.request)).userNumber;
  await signIn(page, sam);

  const group = await apiCreateGroup(page.request, `Four-Ball ${uniqueSuffix(testInfo)}`);
  await ok(page.request.post(`/api/groups/${group.id}/members`, { data: { userNumber: kimNumber } }), 201);
  await ok(page.request.post(`/api/groups/${group.id}/members`, { data: { guestName: 'Lee Guest' } }), 201);
  const game = await ok<{ id: number }>(
    page.request.post('/api/games', { data: { courseName: DEMO_COURSE, teeColor: DEMO_TEE, gameType: 'stroke', betAmount: 5, maxPlayers: 4, groupId: group.id } }),
    201,
  );

  await page.goto(`/app/game/${String(game.id)}`);
  const manage = page.getByRole('region', { name: 'Manage Players' });
  const offered = manage.getByRole('region', { name: `From ${group.name}` });
  await expect(offered).toBeVisible();
  const addKim = offered.getByRole('button', { name: /^Add Kim/ });
  const addLee = offered.getByRole('button', { name: 'Add Lee Guest' });
  await expect(addKim).toBeVisible();
  await expect(addLee).toBeVisible();
  // I am in the game already, so I am not offered.
  await expect(offered.getByRole('button')).toHaveCount(2);
  if (testInfo.project.name === 'phone') await expectPhoneFriendly(page, { within: manage, screen: 'lobby group choices' });

  // One tap adds the guest by name.
  const guestAdded = page.waitForResponse((response) => response.url().endsWith(`/api/games/${String(game.id)}/players`) && response.request().method() === 'POST');
  await addLee.click();
  const guestAnswer = await guestAdded;
  expect(guestAnswer.status(), await guestAnswer.text()).toBe(201);
  expect(guestAnswer.request().postDataJSON()).toMatchObject({ playerName: 'Lee Guest' });
  await expect(notice(page, 'Player Added')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Lee Guest' })).toBeVisible();
  await expect(addLee).toHaveCount(0);
  await closeToast(page);

  // One tap adds the golfer by Player ID.
  const golferAdded = page.waitForResponse((response) => response.url().endsWith(`/api/games/${String(game.id)}/players/by-id`) && response.request().method() === 'POST');
  await addKim.click();
  const golferAnswer = await golferAdded;
  expect(golferAnswer.status(), await golferAnswer.text()).toBe(201);
  expect(golferAnswer.request().postDataJSON()).toMatchObject({ userNumber: kimNumber });
  await expect(page.getByRole('listitem', { name: /^Kim/ })).toBeVisible();
  // Everyone in the group plays now: nothing more is offered.
  await expect(offered).toHaveCount(0);
});
