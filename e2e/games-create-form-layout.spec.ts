import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { createInvitedUser, expect, signIn, test } from './support/accounts';
import { openCreateForm, submitCreateForm } from './support/create-form';

// Issue 34 item 5, a golfer's test of Create New Game on a 390 px phone (product §G2): a format's options sit directly
// under it, the formats not built yet are one collapsed line, the bet has a default ($0 still creates), and every
// control of the form is at least 44 px high, in both themes. Both projects run it; the size check is the phone's.

type Theme = 'light' | 'dark';

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

async function signInGolfer(page: Page, adminApi: APIRequestContext, testInfo: TestInfo): Promise<void> {
  await signIn(page, await createInvitedUser(adminApi, testInfo));
}

/** The visible card of a radio (the native radio itself is visually hidden), found through its exact name. */
const radioCard = (scope: Locator, name: string) => scope.locator('label').filter({ has: scope.page().getByRole('radio', { name, exact: true }) });

async function choose(scope: Locator, name: string): Promise<void> {
  await radioCard(scope, name).click();
  await expect(scope.getByRole('radio', { name, exact: true })).toBeChecked();
}

const formats = (form: Locator) => form.getByRole('group', { name: 'Format' });
const betAmount = (form: Locator) => form.getByRole('textbox', { name: 'Bet amount' });
const createButton = (form: Locator) => form.getByRole('button', { name: 'Create Game' });

async function boxOf(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await locator.boundingBox();
  expect(box, 'shown').not.toBeNull();
  return box ?? { x: 0, y: 0, width: 0, height: 0 };
}

/** Presses Create Game and answers the created game as the API reads it. */
async function createAndRead(page: Page, form: Locator): Promise<Record<string, unknown>> {
  const { id } = await submitCreateForm(page, form);
  return (await (await page.request.get(`/api/games/${String(id)}`)).json()) as Record<string, unknown>;
}

test("choosing a format shows its options directly under it, in view on a phone", async ({ page, adminApi }, testInfo) => {
  await signInGolfer(page, adminApi, testInfo);
  const form = await openCreateForm(page);
  const nassau = radioCard(formats(form), 'Nassau');
  const mode = form.getByRole('group', { name: 'Nassau mode' });

  await nassau.scrollIntoViewIfNeeded();
  await choose(formats(form), 'Nassau');
  await expect(mode).toBeVisible();
  // Inside the format list, between Nassau and the format after it.
  await expect(formats(form).getByRole('group', { name: 'Nassau mode' })).toBeVisible();
  const nassauBox = await boxOf(nassau);
  const modeBox = await boxOf(mode);
  const skinsBox = await boxOf(radioCard(formats(form), 'Skins'));
  expect(modeBox.y).toBeGreaterThanOrEqual(nassauBox.y + nassauBox.height);
  expect(modeBox.y - (nassauBox.y + nassauBox.height)).toBeLessThanOrEqual(24);
  expect(modeBox.y + modeBox.height).toBeLessThanOrEqual(skinsBox.y);
  if (testInfo.project.name === 'phone') {
    // Where the finger just was: Match and Stroke are on the screen without scrolling.
    await expect(radioCard(mode, 'Match')).toBeInViewport();
    await expect(radioCard(mode, 'Stroke')).toBeInViewport();
  }
  await choose(mode, 'Stroke');

  // Another format's options replace them, under that format.
  await choose(formats(form), 'Skins');
  await expect(mode).toHaveCount(0);
  const skinsOptions = form.getByRole('group', { name: 'Skins options' });
  await expect(skinsOptions.getByRole('group', { name: 'Skins on' })).toBeVisible();
  const skinsOn = await boxOf(skinsOptions);
  const skins = await boxOf(radioCard(formats(form), 'Skins'));
  const stableford = await boxOf(radioCard(formats(form), 'Stableford'));
  expect(skinsOn.y).toBeGreaterThanOrEqual(skins.y + skins.height);
  expect(skinsOn.y + skinsOn.height).toBeLessThanOrEqual(stableford.y);

  // A format without options shows none; Nassau's choice was kept for when it is picked again.
  await choose(formats(form), 'Stroke Play');
  await expect(form.getByRole('group', { name: /options$/ })).toHaveCount(0);
  await choose(formats(form), 'Nassau');
  await expect(mode.getByRole('radio', { name: 'Stroke', exact: true })).toBeChecked();
});

test("the formats not built yet are one collapsed 'Coming Soon..' line", async ({ page, adminApi }, testInfo) => {
  await signInGolfer(page, adminApi, testInfo);
  const form = await openCreateForm(page);
  const names = ['Worst Ball', 'Alternate Shot', 'Wolf Hammer'];
  const line = formats(form).locator('summary');

  await expect(line).toHaveCount(1);
  await expect(line).toContainText('Coming Soon..');
  for (const name of names) {
    await expect(line).toContainText(name);
    // Closed: the disabled radios take no room.
    await expect(formats(form).getByRole('radio', { name, exact: true })).toHaveCount(0);
  }
  await expect(line.getByText('Coming Soon..', { exact: true })).toBeVisible();
  await expect(formats(form).getByText('Coming Soon..', { exact: true }).filter({ visible: true })).toHaveCount(1);
  const closed = await boxOf(line);
  // One line, which may wrap once on a phone: far less than the tiles it replaces.
  expect(closed.height).toBeLessThanOrEqual(64);

  await line.click();
  for (const name of names) {
    const radio = formats(form).getByRole('radio', { name, exact: true });
    await expect(radio).toBeDisabled();
    await expect(radio).toHaveAccessibleDescription('Coming Soon..');
  }
});

test('the bet has a default: a game is created without typing one, and $0 still creates', async ({ page, adminApi }, testInfo) => {
  await signInGolfer(page, adminApi, testInfo);
  let form = await openCreateForm(page);
  await expect(betAmount(form)).toHaveValue('5');
  await expect(form.getByRole('region', { name: 'Total pot' })).toContainText('$25.00');
  expect(await createAndRead(page, form)).toMatchObject({ betAmount: 5, maxPlayers: 5 });

  // A friendly game: 0 is a bet too.
  form = await openCreateForm(page);
  await betAmount(form).fill('0');
  expect(await createAndRead(page, form)).toMatchObject({ betAmount: 0 });

  // A cleared box is still the spec's message, and nothing is sent.
  form = await openCreateForm(page);
  await betAmount(form).fill('');
  await createButton(form).click();
  await expect(betAmount(form)).toBeFocused();
  await expect(form.getByText('Bet amount is required. Enter 0 for a fun game with no bets.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/create-game$/);
});

/** The app's stored theme set before any page script runs, and the system's too (as e2e/phone-walk.spec.ts does). */
async function useTheme(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
  await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
}

/**
 * Every control shown in the form lower than 44 px, named: buttons (switches are), the disclosure line, text boxes,
 * selects, and radios and checkboxes by the label a finger taps (the native ones are visually hidden).
 */
function smallControls(form: Locator): Promise<string[]> {
  return form.evaluate((root) => {
    const found: string[] = [];
    for (const control of root.querySelectorAll<HTMLElement>('button, summary, input, select, textarea')) {
      // A switch's mirror checkbox for native form posts is not for a finger.
      if (control.closest('[aria-hidden="true"]') || control.getAttribute('aria-hidden') === 'true') continue;
      const choice = control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox');
      const target = choice ? (control.closest('label') ?? control) : control;
      const box = target.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.height < 44) {
        const name = control.getAttribute('aria-label') ?? control.id;
        found.push(`${target.tagName.toLowerCase()} ${name} "${(target.textContent ?? '').trim().slice(0, 40)}": ${String(box.height)} px`);
      }
    }
    return found;
  });
}

for (const theme of ['light', 'dark'] as const) {
  test(`every control of the form is at least 44 px high at 390 px (${theme})`, async ({ page, adminApi }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the 390 px phone');
    await useTheme(page, theme);
    await signInGolfer(page, adminApi, testInfo);
    const form = await openCreateForm(page);
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);

    // The 24 px button the golfer measured was a switch: each is 44 px high now.
    await expect(form.getByRole('switch', { name: 'Enable Press?' })).toBeDisabled();
    for (const control of await form.getByRole('switch').all()) expect((await boxOf(control)).height).toBeGreaterThanOrEqual(44);
    // Still a switch to tap: the private one turns on.
    await form.getByRole('switch', { name: 'Private game' }).click();
    await expect(form.getByRole('switch', { name: 'Private game' })).toBeChecked();

    expect(await smallControls(form)).toEqual([]);
    // With every format's options shown in turn, the closed line opened, and the WHS fields.
    await formats(form).locator('summary').click();
    for (const name of ['Nassau', 'Skins', 'Stableford', 'Wolf']) {
      await choose(formats(form), name);
      await expect(form.getByRole('group', { name: `${name} options` })).toBeVisible();
      expect(await smallControls(form), name).toEqual([]);
    }
    await choose(form.getByRole('group', { name: 'Handicaps' }), 'WHS');
    expect(await smallControls(form)).toEqual([]);
  });
}
