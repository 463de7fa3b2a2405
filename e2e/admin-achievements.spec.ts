import type { Page } from '@playwright/test';
import { ACHIEVEMENT_INFO } from '../src/golf';
import { e2eAdmin } from './admin-account';
import { adminAccount, closeToast, createInvitedUser, expect, signedInPhone, signIn, test } from './support/accounts';
import { expectPhoneFriendly } from './support/phone-layout';

// The admin panel's Achievements tab (product §G2, §G6, §G8): grant one of the 17 to a golfer by hand.

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, e2eAdmin);
});

const grantForm = (page: Page) => page.getByRole('form', { name: 'Grant an achievement' });

async function chooseAchievement(page: Page, label: string): Promise<void> {
  await grantForm(page).getByRole('combobox', { name: 'Achievement' }).click();
  await page.getByRole('option', { name: label }).click();
}

test('an admin grants an achievement; a second grant of it is refused; the golfer has it', async ({ page, adminApi, browser }, testInfo) => {
  const golfer = await createInvitedUser(adminApi, testInfo, { firstName: 'Grant', lastName: 'Ee' });
  const onFire = `${ACHIEVEMENT_INFO.on_fire.emoji} ${ACHIEVEMENT_INFO.on_fire.name}`;
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Achievements' }).click();
  await expect(page).toHaveURL(/tab=achievements/);
  const form = grantForm(page);
  await expect(form.getByRole('button', { name: 'Grant Achievement' }), 'nothing to grant until a golfer and a badge are chosen').toBeDisabled();

  await form.getByLabel('Golfer', { exact: true }).fill(golfer.username);
  await form.getByRole('button', { name: new RegExp(`@${golfer.username}`) }).click();
  await expect(form.getByText(`@${golfer.username}`)).toBeVisible();
  await chooseAchievement(page, onFire);
  await expect(form.getByText(ACHIEVEMENT_INFO.on_fire.meaning)).toBeVisible();
  if (testInfo.project.name === 'phone') await expectPhoneFriendly(page, { screen: 'admin achievements' });

  await form.getByRole('button', { name: 'Grant Achievement' }).click();
  await expect(page.getByText('Achievement Granted', { exact: true })).toBeVisible();
  await expect(page.getByText(`Grant Ee earned ${onFire}.`, { exact: true })).toBeVisible();
  await closeToast(page);

  await chooseAchievement(page, onFire);
  await form.getByRole('button', { name: 'Grant Achievement' }).click();
  await expect(page.getByText('Failed to grant achievement', { exact: true })).toBeVisible();

  const golferPhone = await signedInPhone(browser, testInfo, golfer);
  const profile = (await (await golferPhone.request.get('/api/profile')).json()) as { achievements: { achievementType: string; gameId: string | null }[] };
  expect(profile.achievements).toEqual([expect.objectContaining({ achievementType: 'on_fire', gameId: null })]);
  await golferPhone.context().close();
});

test('the golfer search finds by Player ID and says when no one matches', async ({ page, adminApi }, testInfo) => {
  const golfer = await createInvitedUser(adminApi, testInfo);
  const playerId = (await adminAccount(adminApi, golfer.username)).userNumber;
  await page.goto('/admin?tab=achievements');
  const form = grantForm(page);

  await form.getByLabel('Golfer', { exact: true }).fill('no_such_golfer_anywhere');
  await expect(form.getByText('No golfer matches “no_such_golfer_anywhere”.')).toBeVisible();
  await form.getByLabel('Golfer', { exact: true }).fill(`#${String(playerId)}`);
  await form.getByRole('button', { name: new RegExp(`@${golfer.username}`) }).click();
  await expect(form.getByText(`Player ID #${String(playerId)}`)).toBeVisible();
  await form.getByRole('button', { name: 'Change golfer' }).click();
  await expect(form.getByLabel('Golfer', { exact: true })).toBeVisible();
});
