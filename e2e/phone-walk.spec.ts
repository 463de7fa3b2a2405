import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { e2eAdmin } from './admin-account';
import { createInvitedUser, expect, type Golfer, signIn, test } from './support/accounts';
import { apiAddManual, apiCard, apiComplete, apiCreateGame, apiMe, apiStart, parsOf } from './support/games';
import { expectPhoneFriendly } from './support/phone-layout';

// Issues 12 and 14: every screen at 390x844, in both themes, with every control big enough to tap, clear of the fixed bars
// at some scroll position, and no sideways scroll. Issue 34: nothing floats over a control at rest, at the top of the
// screen or scrolled to its end (support/phone-layout.ts says what counts). A full-page screenshot of each screen and
// theme is written to test-results/<test>/ (kept as CI artifacts).

type Theme = 'light' | 'dark';
type Screen = { name: string; path: string; ready: (page: Page) => Promise<void> };

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
};

test.beforeEach(async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the walk is for the phone viewport');
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

/** Both stored themes (the app's and the marketing site's) set before any page script runs, and the system's too. */
async function useTheme(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript((value) => {
    window.localStorage.setItem('theme', value);
    window.localStorage.setItem('marketing-theme', value);
  }, theme);
  await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
}

/** Opens each screen, waits for its content, checks it and keeps a full-page screenshot. */
async function walk(page: Page, testInfo: TestInfo, theme: Theme, screens: readonly Screen[]): Promise<void> {
  await useTheme(page, theme);
  for (const screen of screens) {
    await test.step(`${screen.name} (${theme})`, async () => {
      await page.goto(screen.path);
      await screen.ready(page);
      // Settled: no list, picker or results still loading (spinners and skeletons), so the check sees the final layout.
      await expect(page.locator('.animate-spin, .animate-pulse')).toHaveCount(0);
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      // Kept under test-results/<test>/, pass or fail (the list reporter writes no attachment bodies to disk).
      await page.screenshot({ path: testInfo.outputPath(`${screen.name.replace(/ /g, '-')}-${theme}.png`), fullPage: true });
      await expectPhoneFriendly(page, { screen: `${screen.name} (${theme})`, atRest: true });
    });
  }
}

const visitorScreens: Screen[] = [
  { name: 'home', path: '/', ready: heading('Every hole scored. Every bet settled.') },
  { name: 'features', path: '/features', ready: heading(/Everything your group needs/) },
  { name: 'pricing', path: '/pricing', ready: heading('Simple pricing. No surprises.') },
  { name: 'about', path: '/about', ready: heading(/Built for the weekly game/) },
  { name: 'contact', path: '/contact', ready: heading('Get in touch') },
  { name: 'login', path: '/login', ready: async (page) => expect(page.getByLabel('Password', { exact: true })).toBeVisible() },
  // The form is shown closed once the server has said signup is closed.
  { name: 'signup', path: '/signup', ready: async (page) => expect(page.getByRole('button', { name: /Sign up|Create/i }).first()).toBeDisabled() },
  { name: 'forgot password', path: '/forgot-password', ready: async (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { name: 'invalid invitation', path: '/invite/x', ready: heading('Invalid Invitation') },
  { name: 'not found', path: '/no-such-hole', ready: heading('404 Page Not Found') },
];

// Each control is scrolled to three places and hit-tested there: a screen with many (the admin tabs) takes over
// 30 s when both cores are busy, so a walk gets two minutes.
test.describe.configure({ timeout: 120_000 });

for (const theme of ['light', 'dark'] as const) {
  test(`visitor screens are phone-friendly (${theme})`, async ({ page }, testInfo) => {
    await walk(page, testInfo, theme, visitorScreens);
  });

  test(`a golfer's screens are phone-friendly (${theme})`, async ({ page, adminApi }, testInfo) => {
    const golfer = await createInvitedUser(adminApi, testInfo);
    await signIn(page, golfer);
    await walk(page, testInfo, theme, [
      { name: 'dashboard', path: '/app', ready: heading(/Good (morning|afternoon|evening)/) },
      { name: 'create game', path: '/app/create-game', ready: heading('Create New Game') },
      { name: 'games list', path: '/app/view-games', ready: heading('Games') },
      { name: 'upload course', path: '/app/upload-course', ready: heading('Upload Course') },
      { name: 'subscribe', path: '/subscribe', ready: heading('Upgrade to Premium') },
    ]);
    // Issue 33's screens: the Groups list and a group's page, with a guest member and its (empty) season's ledger.
    const created = await page.request.post('/api/groups', { data: { name: `Walk ${theme}` } });
    expect(created.status(), await created.text()).toBe(201);
    const group = (await created.json()) as { id: string };
    const guest = await page.request.post(`/api/groups/${group.id}/members`, { data: { guestName: 'Dee Guest' } });
    expect(guest.ok(), await guest.text()).toBe(true);
    await walk(page, testInfo, theme, [
      { name: 'groups', path: '/app/groups', ready: heading('Groups') },
      { name: 'group', path: `/app/groups/${group.id}`, ready: async (p) => expect(p.getByText('Dee Guest').first()).toBeVisible() },
    ]);
    // Issue 13: the friends panel (each tab) and the notifications dropdown, opened over the dashboard.
    await test.step(`friends panel and notifications (${theme})`, async () => {
      await page.goto('/app');
      await heading(/Good (morning|afternoon|evening)/)(page);
      await page.getByRole('button', { name: 'Friends', exact: true }).click();
      const panel = page.getByRole('dialog', { name: 'Friends' });
      await expect(panel.getByText('No friends yet. Add some using the + tab!')).toBeVisible();
      await expectPhoneFriendly(page, { within: panel, screen: `friends panel (${theme})` });
      await panel.getByRole('tab', { name: /^Requests/ }).click();
      await expect(panel.getByText('No pending friend requests')).toBeVisible();
      await expectPhoneFriendly(page, { within: panel, screen: `friends requests (${theme})` });
      await panel.getByRole('tab', { name: 'Add' }).click();
      await expect(panel.getByText('Add Friend by Player ID')).toBeVisible();
      await expectPhoneFriendly(page, { within: panel, screen: `friends add (${theme})` });
      await page.screenshot({ path: testInfo.outputPath(`friends-panel-${theme}.png`) });
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await page.getByRole('button', { name: /^Notifications/ }).click();
      const dropdown = page.getByRole('dialog', { name: 'Notifications' });
      await expect(dropdown.getByText('No notifications yet')).toBeVisible();
      await expectPhoneFriendly(page, { within: dropdown, screen: `notifications dropdown (${theme})` });
      await page.screenshot({ path: testInfo.outputPath(`notifications-${theme}.png`) });
    });
  });

  test(`the admin panel's tabs are phone-friendly (${theme})`, async ({ page, adminApi }, testInfo) => {
    await createInvitedUser(adminApi, testInfo); // so the lists have a golfer and an invitation in them
    await signIn(page, e2eAdmin);
    const tab = (label: string, shows: (page: Page) => Promise<void>) => async (page: Page) => {
      await expect(page.getByRole('tab', { name: label, selected: true })).toBeVisible();
      await shows(page);
    };
    await walk(page, testInfo, theme, [
      { name: 'admin users', path: '/admin?tab=users', ready: tab('Users', async (p) => expect(p.getByRole('article').first()).toBeVisible()) },
      // The count under the heading shows once the first page of games (or none) has loaded.
      { name: 'admin games', path: '/admin?tab=games', ready: tab('Games', async (p) => expect(p.getByRole('tabpanel').getByText(/^\d+ games?$/)).toBeVisible()) },
      {
        name: 'admin achievements',
        path: '/admin?tab=achievements',
        ready: tab('Achievements', async (p) => expect(p.getByRole('button', { name: 'Grant Achievement' })).toBeVisible()),
      },
      { name: 'admin invites', path: '/admin?tab=invites', ready: tab('Invites', async (p) => expect(p.getByRole('article').first()).toBeVisible()) },
      { name: 'admin courses', path: '/admin?tab=courses', ready: tab('Courses', async (p) => expect(p.getByText('Grey Rock Golf Club').first()).toBeVisible()) },
      { name: 'admin outbox', path: '/admin?tab=outbox', ready: tab('Dev Outbox', async (p) => expect(p.getByRole('tabpanel')).toBeVisible()) },
    ]);
  });

  test(`the game screens are phone-friendly (${theme})`, async ({ page, adminApi }, testInfo) => {
    const golfer: Golfer = await createInvitedUser(adminApi, testInfo);
    await signIn(page, golfer);
    const { lobby, live, complete } = await threeGames(page.request);
    await walk(page, testInfo, theme, [
      { name: 'game lobby', path: `/app/game/${String(lobby)}`, ready: async (p) => expect(p.getByText('Game Lobby')).toBeVisible() },
      { name: 'live game', path: `/app/game/${String(live)}`, ready: async (p) => expect(p.getByText('Hole 4', { exact: true })).toBeVisible() },
      { name: 'completed game', path: `/app/game/${String(complete)}/complete`, ready: heading('Game Complete!') },
    ]);
    // Issue 14: every tab of the golfer's own profile, with the finished match in its stats, games and achievements.
    const me = await apiMe(page.request);
    const profileTab = (label: string, shows: (page: Page) => Promise<void>) => async (page: Page) => {
      await heading(golfer.firstName)(page);
      await expect(page.getByRole('tab', { name: label, selected: true })).toBeVisible();
      await shows(page);
    };
    const profile = (tab: string) => `/app/profile/${me.id}?tab=${tab}`;
    await walk(page, testInfo, theme, [
      { name: 'profile stats', path: profile('my-stats'), ready: profileTab('My Stats', async (p) => expect(p.locator('svg.recharts-surface').last()).toBeVisible()) },
      { name: 'profile past games', path: profile('past-games'), ready: profileTab('Past Games', async (p) => expect(p.getByRole('button', { name: /View Scorecard/ })).toBeVisible()) },
      { name: 'profile achievements', path: profile('achievements'), ready: profileTab('Achievements', async (p) => expect(p.getByText(/of 17 earned/)).toBeVisible()) },
      { name: 'profile notifications', path: profile('notifications'), ready: profileTab('Notifications', async (p) => expect(p.getByText('Game complete').first()).toBeVisible()) },
      { name: 'profile settings', path: profile('settings'), ready: profileTab('Settings', async (p) => expect(p.getByRole('button', { name: 'Save Changes' })).toBeVisible()) },
    ]);
  });
}

/** A lobby of two, a live stroke game of three on hole 4, and a finished match, all created by the signed-in golfer. */
async function threeGames(api: APIRequestContext): Promise<{ lobby: number; live: number; complete: number }> {
  const me = await apiMe(api);
  const lobby = await apiCreateGame(api, { gameType: 'bestball', maxPlayers: 4 });
  await apiAddManual(api, lobby.id, 'Alex Stone', 12);

  const live = await apiCreateGame(api, { gameType: 'stroke', betAmount: 10, maxPlayers: 3 });
  const alex = await apiAddManual(api, live.id, 'Alex Stone', 12);
  const blair = await apiAddManual(api, live.id, 'Blair Fox', -1);
  await apiStart(api, live.id);
  const pars = parsOf(live).slice(0, 3);
  await apiCard(api, live.id, me.id, pars);
  await apiCard(api, live.id, alex.userId, pars.map((par) => par + 1));
  await apiCard(api, live.id, blair.userId, pars.map((par, hole) => (hole === 0 ? par - 1 : par)));
  const advanced = await api.post(`/api/games/${String(live.id)}/advance-hole`, { data: { nextHole: 4 } });
  expect(advanced.ok(), await advanced.text()).toBe(true);

  const complete = await apiCreateGame(api, { gameType: 'match', betAmount: 5, maxPlayers: 2 });
  const rival = await apiAddManual(api, complete.id, 'Cara Lake', 8);
  await apiStart(api, complete.id);
  await apiCard(api, complete.id, me.id, parsOf(complete));
  await apiCard(api, complete.id, rival.userId, parsOf(complete).map((par) => par + 1));
  await apiComplete(api, complete.id);
  return { lobby: lobby.id, live: live.id, complete: complete.id };
}
