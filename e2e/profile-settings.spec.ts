import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { AVATAR_MAX_BYTES, AVATAR_SIZE_PX } from '../src/contract/profile';
import { closeToast, type Credentials, createInvitedUser, expect, signedInPhone, signIn, signInThroughForm, test } from './support/accounts';
import { expectPhoneFriendly } from './support/phone-layout';

// The Settings tab of one's own profile (issue 14; product §G2 Profile, §G5, §G8): profile card, privacy, subscription
// and the password change, at phone size and on a desktop.

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

/** Signs the golfer in and opens their own profile's Settings tab. */
async function openSettings(page: Page, golfer: Credentials): Promise<void> {
  await signIn(page, golfer);
  const me = (await (await page.request.get('/api/auth/user')).json()) as { id: string };
  await page.goto(`/app/profile/${me.id}?tab=settings`);
  await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Security' })).toBeVisible();
}

const profileCard = (page: Page) => page.getByRole('region', { name: 'Profile', exact: true });
const photo = (page: Page) => profileCard(page).getByRole('img', { name: 'Profile photo' }).locator('img');

/** Picks a file through the Change Photo button, the way a person's file chooser does. */
async function choosePhoto(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await profileCard(page).getByRole('button', { name: 'Change Photo' }).click();
  await (await chooser).setFiles(file);
}

/** A real picture, wider than tall, so the stored square shows the server cropped and resized it. */
function landscapePng(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 200, channels: 3, background: '#1f7a4d' } }).png().toBuffer();
}

test('Save Changes keeps a new display name, bio and photo; the top bar shows them; Remove Photo takes it away', async ({ page, adminApi }, testInfo) => {
  const golfer = await createInvitedUser(adminApi, testInfo);
  await openSettings(page, golfer);
  const card = profileCard(page);
  await expect(card.getByLabel('Username')).toBeDisabled();
  await expect(card.getByLabel('Username')).toHaveValue(golfer.username);
  await expect(card.getByLabel('Email')).toHaveValue(golfer.email);
  await expect(photo(page), 'initials until a photo is picked').toHaveCount(0);

  await card.getByLabel('Display name').fill('');
  await card.getByRole('button', { name: 'Save Changes' }).click();
  await expect(card.getByText('Display name is required')).toBeVisible();

  const newName = `Birdie ${golfer.username.slice(-5)}`;
  await card.getByLabel('Display name').fill(newName);
  await card.getByLabel('Bio').fill('Plays every Sunday at dawn.');
  await choosePhoto(page, { name: 'me.png', mimeType: 'image/png', buffer: await landscapePng() });
  await expect(photo(page), 'the picked photo shows at once, before saving').toHaveAttribute('src', /^data:image\/png;base64,/);

  const saved = page.waitForResponse((response) => response.url().endsWith('/api/user/settings') && response.request().method() === 'PATCH');
  await card.getByRole('button', { name: 'Save Changes' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Settings Updated', { exact: true })).toBeVisible();
  await expect(photo(page)).toHaveAttribute('src', /^\/api\/users\//);
  await expect.poll(() => photo(page).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(AVATAR_SIZE_PX);
  await closeToast(page);

  await page.reload();
  await expect(card.getByLabel('Display name')).toHaveValue(newName);
  await expect(card.getByLabel('Bio')).toHaveValue('Plays every Sunday at dawn.');
  await expect(photo(page)).toHaveAttribute('src', /^\/api\/users\//);
  const menu = page.getByRole('button', { name: 'Open profile menu' });
  await expect(menu.locator('img'), 'the top bar shows the new photo').toHaveAttribute('src', /^\/api\/users\//);
  await menu.click();
  await expect(page.getByRole('menu').getByText(newName, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);

  await card.getByRole('button', { name: 'Remove Photo' }).click();
  await expect(photo(page), 'removed from the preview at once').toHaveCount(0);
  await card.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings Updated', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Remove Photo' })).toHaveCount(0);
  const me = (await (await page.request.get('/api/auth/user')).json()) as { avatarUrl: string | null };
  expect(me.avatarUrl).toBeNull();
});

test('a phone’s full-size photo (24 MP, over what the server decodes) is drawn down on the phone and saved', async ({ page, adminApi }, testInfo) => {
  const golfer = await createInvitedUser(adminApi, testInfo);
  await openSettings(page, golfer);
  const photo24mp = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#2d6a9f' } }).jpeg({ quality: 80 }).toBuffer();
  expect(photo24mp.length).toBeLessThanOrEqual(AVATAR_MAX_BYTES);
  await choosePhoto(page, { name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: photo24mp });
  await expect(photo(page), 'drawn down to at most AVATAR_UPLOAD_MAX_SIDE_PX before it is sent').toHaveAttribute('src', /^data:image\/(webp|png);base64,/);
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/user/settings') && response.request().method() === 'PATCH');
  await profileCard(page).getByRole('button', { name: 'Save Changes' }).click();
  expect((await saved).status()).toBe(200);
  await expect(photo(page)).toHaveAttribute('src', /^\/api\/users\//);
  await expect.poll(() => photo(page).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(AVATAR_SIZE_PX);
});

test('a file that is not an image, or one over 5 MB, is refused with the spec message and changes nothing', async ({ page, adminApi }, testInfo) => {
  const golfer = await createInvitedUser(adminApi, testInfo);
  await openSettings(page, golfer);
  const toasts = page.getByRole('region', { name: /^Notifications/ });

  await choosePhoto(page, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(toasts.getByText('Invalid file type', { exact: true })).toBeVisible();
  await expect(toasts.getByText('Please select an image file', { exact: true })).toBeVisible();
  await expect(photo(page)).toHaveCount(0);
  await closeToast(page);

  await choosePhoto(page, { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(AVATAR_MAX_BYTES + 1) });
  await expect(toasts.getByText('File too large', { exact: true })).toBeVisible();
  await expect(toasts.getByText('Please select an image smaller than 5MB', { exact: true })).toBeVisible();
  await expect(photo(page)).toHaveCount(0);
  await closeToast(page);

  await profileCard(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('No changes to save', { exact: true })).toBeVisible();
  const me = (await (await page.request.get('/api/auth/user')).json()) as { avatarUrl: string | null };
  expect(me.avatarUrl).toBeNull();
});

test('the privacy switch saves at once and stays after a reload; the subscription card shows the trial', async ({ page, adminApi }, testInfo) => {
  const golfer = await createInvitedUser(adminApi, testInfo, { trialDays: 12 });
  await openSettings(page, golfer);
  await expect(page.getByRole('region', { name: 'Subscription' })).toContainText('12 days left in trial');
  if (testInfo.project.name === 'phone') await expectPhoneFriendly(page, { screen: 'profile settings' });

  const friendsOnly = page.getByRole('switch', { name: 'Only friends can add me to games' });
  await expect(friendsOnly).not.toBeChecked();
  await friendsOnly.click();
  await expect(page.getByText('Settings Updated', { exact: true })).toBeVisible();
  await expect(friendsOnly).toBeChecked();
  await page.reload();
  await expect(friendsOnly).toBeChecked();
  const me = (await (await page.request.get('/api/auth/user')).json()) as { friendsOnlyGameAdd: boolean };
  expect(me.friendsOnlyGameAdd).toBe(true);
});

test('changing the password checks the rules, signs out the other sessions, and the new password signs in', async ({ page, adminApi, browser }, testInfo) => {
  const golfer = await createInvitedUser(adminApi, testInfo);
  const otherPhone = await signedInPhone(browser, testInfo, golfer);
  await openSettings(page, golfer);
  const security = page.getByRole('region', { name: 'Security' });
  const current = security.getByLabel('Current password', { exact: true });
  const next = security.getByLabel('New password', { exact: true });
  const confirm = security.getByLabel('Confirm new password', { exact: true });
  const submit = security.getByRole('button', { name: 'Change Password' });

  await submit.click();
  await expect(security.getByText('Current password is required')).toBeVisible();
  await expect(security.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(security.getByText('Please confirm your password')).toBeVisible();

  await current.fill(golfer.password);
  for (const { newPassword, confirmation, message } of [
    { newPassword: 'lowercase1!', confirmation: 'lowercase1!', message: 'Password must contain at least one uppercase letter' },
    { newPassword: 'Uppercase123', confirmation: 'Uppercase123', message: 'Password must contain at least one special character' },
    { newPassword: 'Eagle-Putt1!', confirmation: 'Eagle-Putt2!', message: "Passwords don't match" },
  ]) {
    await next.fill(newPassword);
    await confirm.fill(confirmation);
    await submit.click();
    await expect(security.getByText(message, { exact: true })).toBeVisible();
  }

  await current.fill('Not-My-Password1!');
  await confirm.fill('Eagle-Putt1!');
  await submit.click();
  await expect(page.getByText('Failed to change password', { exact: true })).toBeVisible();
  await closeToast(page);
  expect((await otherPhone.request.get('/api/auth/user')).status(), 'a refused change ends no session').toBe(200);

  await current.fill(golfer.password);
  await submit.click();
  await expect(page.getByText('Password Changed', { exact: true })).toBeVisible();
  await expect(page.getByText('Password changed. Your other sessions have been signed out.', { exact: true })).toBeVisible();
  await expect(current, 'the form clears').toHaveValue('');
  await expect(next).toHaveValue('');
  await expect(confirm).toHaveValue('');

  expect((await otherPhone.request.get('/api/auth/user')).status(), 'the session from before the change is over').toBe(401);
  expect((await page.request.get('/api/auth/user')).status(), 'this session goes on').toBe(200);
  await signInThroughForm(otherPhone, { username: golfer.username, password: 'Eagle-Putt1!' });
  await otherPhone.context().close();
});
