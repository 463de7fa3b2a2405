import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { TRIAL_DAYS, TRIAL_MAX_PLAYERS } from '../src/contract/access';
import { adminGameMessages } from '../src/contract/admin';
import { PAYMENT_GRACE_DAYS, PREMIUM_PLAN } from '../src/contract/payments';
import { formatMoney } from '../src/web/lib/games/money';
import { ACHIEVEMENT_INFO, ACHIEVEMENT_TYPES } from '../src/golf';
import { e2eAdmin } from './admin-account';
import { closeToast, expect, signIn, test } from './support/accounts';
import { expectPhoneFriendly } from './support/phone-layout';

// The admin panel's Docs tab (product §G2, §G8; issue 16): how Dormie works, with a worked settlement the engine computes,
// and the Download Backup button that saves GET /api/admin/export's zip or toasts 'Export Failed'.

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, e2eAdmin);
});

const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const toast = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

async function openDocs(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Docs' }).click();
  await expect(page).toHaveURL(/tab=docs/);
  await expect(page.getByRole('heading', { name: 'Docs', level: 2 })).toBeVisible();
}

test('the Docs tab explains the formats, handicap strokes, settlement, achievements, subscription and backups', async ({ page }, testInfo) => {
  await openDocs(page);

  const formats = section(page, 'Formats');
  for (const name of ['Stroke Play', 'Match Play', 'Best Ball', 'Nassau', 'Skins', 'Stableford', 'Wolf']) {
    await expect(formats.getByRole('heading', { name, level: 4, exact: true })).toBeVisible();
  }
  await expect(formats).toContainText('Each skin is worth the bet from every other player');
  await expect(formats).toContainText('Money is the bet times a player');
  await expect(formats).toContainText('Match mode:');
  await expect(formats).toContainText('Stroke mode:');

  // A +2 gives a stroke back on the two easiest holes (index 17 and 18), two over the round (product §R1).
  const strokes = section(page, 'Handicap strokes').getByRole('region', { name: 'Handicap strokes by stroke index' });
  const plusTwo = strokes.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '+2', exact: true }) });
  await expect(plusTwo.getByRole('cell')).toHaveText(['0', '0', '0', '0', '-1', '-1', '-2']);
  const twenty = strokes.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '20', exact: true }) });
  await expect(twenty.getByRole('cell')).toHaveText(['+2', '+2', '+1', '+1', '+1', '+1', '+20']);

  // The worked example: a $5 stroke nassau of three, settled by the engine (front Alex, back Blake and Casey share, overall Casey).
  const settlement = section(page, 'Settlement');
  await expect(settlement).toContainText('The pot is $45.00');
  const money = settlement.getByRole('region', { name: 'Example settlement' });
  const back = money.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Back 9' }) });
  await expect(back.getByRole('cell')).toHaveText(['Blake & Casey', '-$5.00', '+$2.50', '+$2.50']);
  const winnings = money.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Winnings' }) });
  await expect(winnings.getByRole('cell')).toHaveText(['$0.00', '-$7.50', '+$7.50']);
  await expect(settlement.getByRole('list', { name: 'Who pays whom' }).getByRole('listitem')).toHaveText(['Blake pays Casey $7.50']);

  const achievements = section(page, 'Achievements');
  await expect(achievements.getByTestId('docs-achievement')).toHaveCount(ACHIEVEMENT_TYPES.length);
  for (const type of ACHIEVEMENT_TYPES) {
    const { name, meaning } = ACHIEVEMENT_INFO[type];
    await expect(achievements.getByTestId('docs-achievement').filter({ hasText: name })).toContainText(meaning);
  }

  const states = section(page, 'Subscription').getByRole('definition');
  const terms = section(page, 'Subscription').getByRole('term');
  await expect(terms).toHaveText(['Trial', 'Active (Premium)', 'Payment grace', 'Cancellation', 'Expired', 'Lifetime']);
  await expect(states.first()).toContainText(`${String(TRIAL_DAYS)} days`);
  await expect(states.first()).toContainText(`at most ${String(TRIAL_MAX_PLAYERS)} players`);
  await expect(states.nth(1)).toContainText(`${formatMoney(PREMIUM_PLAN.priceCents)} per month`);
  await expect(states.nth(2)).toContainText(`${String(PAYMENT_GRACE_DAYS)} days`);

  const backup = section(page, 'Backup and restore');
  await expect(backup).toContainText('Keep the file as safe as the database itself');
  await expect(backup.getByText('npm run restore -- backup.zip --admins=your-username', { exact: true })).toBeVisible();
  await expect(backup.getByText('--replace', { exact: true })).toBeVisible();

  // The contents take the admin to a section.
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Backup and restore' }).click();
  await expect(backup.getByRole('heading', { name: 'Backup and restore' })).toBeInViewport();

  if (testInfo.project.name === 'phone') await expectPhoneFriendly(page, { screen: 'admin docs' });
});

test('Download Backup saves the server zip under its dormie-backup name', async ({ page }) => {
  await openDocs(page);
  const button = page.getByRole('button', { name: 'Download Backup' });
  const failed = toast(page).getByText(adminGameMessages.exportFailedTitle, { exact: true });
  const downloading = page.waitForEvent('download');
  await button.click();
  // Whichever comes first: the download, or the failure toast, whose text then says why at once.
  const download = await Promise.race([
    downloading,
    failed.waitFor().then(async () => {
      throw new Error(`The export failed: ${(await toast(page).textContent()) ?? ''}`);
    }),
  ]);
  expect(download.suggestedFilename()).toMatch(/^dormie-backup-.*\.zip$/);
  const file = await readFile(await download.path());
  expect(file.subarray(0, 2).toString('latin1'), 'a zip file starts with its signature').toBe('PK');
  await expect(button).toBeEnabled();
});

test.describe('when the export fails', () => {
  // The browser logs the refused call (500) and the dropped one; the toast is what this test is about.
  test.use({ expectedConsoleError: /status of 500|net::ERR_FAILED/ });

  test('the button waits, then Export Failed says why: the server message, else the fallback', async ({ page }) => {
    let answer: (() => void) | undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/admin/export', async (route) => {
      await answered;
      await route.fulfill({ status: 500, json: { message: 'The backup could not be written' } });
    });
    await openDocs(page);
    const button = page.getByRole('button', { name: 'Download Backup' });
    await button.click();
    await expect(button, 'no second export while one runs').toBeDisabled();
    answer?.();
    await expect(toast(page).getByText(adminGameMessages.exportFailedTitle, { exact: true })).toBeVisible();
    await expect(toast(page).getByText('The backup could not be written', { exact: true })).toBeVisible();
    await expect(button).toBeEnabled();
    await closeToast(page);

    await page.unroute('**/api/admin/export');
    await page.route('**/api/admin/export', (route) => route.abort('failed'));
    await button.click();
    await expect(toast(page).getByText(adminGameMessages.exportFailedTitle, { exact: true })).toBeVisible();
    await expect(toast(page).getByText(adminGameMessages.exportFailed, { exact: true })).toBeVisible();
  });
});
