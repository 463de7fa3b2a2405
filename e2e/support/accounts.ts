import { type APIRequestContext, type Browser, type BrowserContextOptions, type Page, type PlaywrightWorkerArgs, request, type TestInfo } from '@playwright/test';
import { e2eAdmin } from '../admin-account';
import { expect, test as base } from '../fixtures';

// Helpers for the accounts specs. Both projects run every spec in parallel against one server and database,
// so every account and e-mail a test makes carries a suffix unique to that test and project.

export type Credentials = { username: string; password: string };
export type Golfer = Credentials & { email: string; firstName: string; lastName: string };

/** A short suffix unique to this test run in this project: letters and digits, valid in a username. */
export function uniqueSuffix(testInfo: TestInfo): string {
  const random = Math.random().toString(36).slice(2, 7);
  return `${testInfo.project.name.slice(0, 1)}${testInfo.workerIndex}${Date.now().toString(36).slice(-4)}${random}`;
}

export const golferPassword = 'Fairway-Pass1!';

/** The accounts specs' test: the console-error check of ../fixtures plus `adminApi`, the API signed in as the e2e admin. */
export const test = base.extend<object, { adminApi: APIRequestContext }>({
  adminApi: [
    async ({ playwright }, use, workerInfo) => {
      const api = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      await expectOk(api.post('/api/login/local', { data: e2eAdmin }));
      await use(api);
      await api.dispose();
    },
    { scope: 'worker' },
  ],
});
export { expect };

async function expectOk(response: ReturnType<APIRequestContext['post']>) {
  const answer = await response;
  expect(answer.ok(), `${answer.url()} answered ${answer.status()}: ${await answer.text()}`).toBe(true);
  return answer;
}

export type InvitationInput = { email: string; trialDays?: number; firstName?: string; lastName?: string; username?: string };

/** Creates an invitation through the admin API and returns its code. */
export async function createInvitation(adminApi: APIRequestContext, input: InvitationInput): Promise<string> {
  const answer = await expectOk(adminApi.post('/api/admin/invitation-codes', { data: { trialDays: 30, ...input } }));
  const { code } = (await answer.json()) as { code: string };
  return code;
}

/** An account as the admin's Users list has it (the fields the specs read). */
export type AdminAccount = { id: string; username: string; userNumber: number; trialEndsAt: string | null };

/** The account with that username, looked up through the admin's searched list (GET /api/admin/users?q=). */
export async function adminAccount(adminApi: APIRequestContext, username: string): Promise<AdminAccount> {
  const answer = await adminApi.get(`/api/admin/users?q=${encodeURIComponent(username)}`);
  expect(answer.ok(), `${answer.url()} answered ${answer.status()}`).toBe(true);
  const account = ((await answer.json()) as AdminAccount[]).find((user) => user.username === username);
  if (!account) throw new Error(`no account @${username} in the admin's list`);
  return account;
}

/**
 * A golfer who joined the honest way: an admin invitation redeemed through POST /api/redeem-invite. Redeeming signs
 * the new golfer in (issue 34), so it is posted from a context of its own, thrown away after: the admin's session and
 * the page's cookies stay untouched.
 */
export async function createInvitedUser(
  adminApi: APIRequestContext,
  testInfo: TestInfo,
  /** `baseURL`: the server `adminApi` speaks to, where a spec's tests use another than the project's (e2e/subscribe.spec.ts). */
  options: { trialDays?: number; firstName?: string; lastName?: string; baseURL?: string } = {},
): Promise<Golfer> {
  const suffix = uniqueSuffix(testInfo);
  const golfer: Golfer = {
    username: `golfer_${suffix}`,
    password: golferPassword,
    email: `golfer_${suffix}@example.com`,
    firstName: options.firstName ?? 'Sam',
    lastName: options.lastName ?? 'Reed',
  };
  const code = await createInvitation(adminApi, { email: golfer.email, trialDays: options.trialDays ?? 30 });
  const phone = await request.newContext({ baseURL: options.baseURL ?? testInfo.project.use.baseURL });
  const answer = await phone.post('/api/redeem-invite', {
    // Each golfer redeems from their own phone: an address of the benchmarking range 198.18.0.0/15 (playwright.config.ts).
    headers: { 'x-forwarded-for': `198.18.${String(Math.floor(Math.random() * 256))}.${String(1 + Math.floor(Math.random() * 254))}` },
    data: { code, password: golfer.password, firstName: golfer.firstName, lastName: golfer.lastName, username: golfer.username },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  await phone.dispose();
  return golfer;
}

/** Signs the page's browser context in through the API (the form itself is tested in its own spec). */
export async function signIn(page: Page, credentials: Credentials): Promise<void> {
  await expectOk(page.request.post('/api/login/local', { data: { username: credentials.username, password: credentials.password } }));
}

/**
 * A second golfer's phone: a new browser context with the project's device, reduced motion, signed in as `golfer`.
 * `options` are what the spec sets beyond the project's (its test.use does not reach a context made here).
 */
export async function signedInPhone(browser: Browser, testInfo: TestInfo, golfer: Credentials, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ ...testInfo.project.use, ...options });
  const page = await context.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, golfer);
  return page;
}

/**
 * Another golfer's API, signed in as `golfer` in a request context of its own (the page's cookies stay untouched), for
 * a spec where one golfer acts while the page watches another. Dispose of it when done.
 */
export async function signedInApi(playwright: PlaywrightWorkerArgs['playwright'], testInfo: TestInfo, golfer: Credentials): Promise<APIRequestContext> {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await expectOk(api.post('/api/login/local', { data: { username: golfer.username, password: golfer.password } }));
  return api;
}

/** Signs in through /login the way a person does, and waits for the dashboard. */
export async function signInThroughForm(page: Page, credentials: Credentials): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username', { exact: true }).fill(credentials.username);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/app$/);
}

type OutboxMessage = { to: string; subject: string; text: string };

/** The newest dev-outbox message to `to` whose subject contains `subject` (the test server has no SMTP). */
export async function outboxMessage(adminApi: APIRequestContext, to: string, subject: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect(async () => {
    const answer = await adminApi.get('/api/admin/outbox');
    const { messages } = (await answer.json()) as { messages: OutboxMessage[] };
    found = messages.find((message) => message.to === to && message.subject.includes(subject));
    expect(found, `an e-mail to ${to} about "${subject}"`).toBeDefined();
  }).toPass({ timeout: 5_000 });
  return found!;
}

/** Closes the toast on screen: on a phone it sits under the top bar, over the menus that open there, until it times out. */
export async function closeToast(page: Page): Promise<void> {
  const close = page.getByRole('region', { name: /^Notifications/ }).getByRole('button', { name: 'Close' });
  // On a busy machine the toast may time out on its own before or during the click; either way it must be gone.
  if ((await close.count()) > 0) await close.first().click({ timeout: 2_000 }).catch(() => undefined);
  await expect(close).toHaveCount(0);
}
