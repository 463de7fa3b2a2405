import type { Page, TestInfo } from '@playwright/test';
import { exampleCourseCsv } from '../src/web/features/courses/example-course';
import { e2eAdmin } from './admin-account';
import { expect, test } from './fixtures';
import { createInvitedUser, signIn, uniqueSuffix } from './support/accounts';
import { expectPhoneFriendly } from './support/phone-layout';

// Courses (issue 5): upload from /app/upload-course, find the course in the picker, refused files, the
// overwrite confirmation, and the admin's hole editor. Phone and desktop share one server and run in
// parallel, so every test works on course names of its own.

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

function uniqueCourseName(testInfo: TestInfo, label: string): string {
  return `${label} ${uniqueSuffix(testInfo)}`;
}

/** A golfer without admin rights: the admin (signed in on the page's cookies for a moment) invites them, they redeem and sign in. */
async function signInAsGolfer(page: Page, testInfo: TestInfo): Promise<void> {
  await signIn(page, e2eAdmin);
  const golfer = await createInvitedUser(page.request, testInfo);
  await signIn(page, golfer);
}

/** Keeps the first columns (Hole, Par, Mens_HDCP) and the Blue tee, and adds a Gold tee 40 yards shorter. */
function blueAndGoldCsv(): string {
  const lines = exampleCourseCsv().trim().split('\n');
  const header = lines[0]!.split(',');
  const blue = header.indexOf('Blue_Yardage');
  // The example's rating rows are left out: this course is only measured, not rated.
  return `${lines
    .filter((line) => !/^(Womens_)?(Rating|Slope),/.test(line))
    .map((line, row) => {
      const cells = line.split(',');
      const gold = row === 0 ? 'Gold_Yardage' : String(Number(cells[blue]) - 40);
      return [...cells.slice(0, 3), cells[blue], gold].join(',');
    })
    .join('\n')}\n`;
}

async function uploadFromPage(page: Page, courseName: string, csv: string, fileName = 'course.csv'): Promise<void> {
  const form = page.getByRole('form', { name: 'Upload course' });
  await form.getByLabel('Course name', { exact: true }).fill(courseName);
  await form.getByLabel('Scorecard CSV').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await form.getByRole('button', { name: 'Upload Course' }).click();
}

function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}

function teeLabels(page: Page) {
  return page.getByRole('group', { name: 'Tee' }).locator('label');
}

test('a golfer uploads a course and finds it in the picker, tees longest first', async ({ page }, testInfo) => {
  await signInAsGolfer(page, testInfo);
  const courseName = uniqueCourseName(testInfo, 'Cedar Ridge');
  await page.goto('/app/upload-course');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload Course' })).toBeVisible();

  await uploadFromPage(page, courseName, exampleCourseCsv());
  const success = page.getByRole('alert').filter({ hasText: 'Course uploaded' });
  await expect(success).toContainText(`${courseName} uploaded: 18 holes on 3 tees.`);
  await expect(success).toContainText('Rows inserted54');
  await expect(success).toContainText('Holes18');
  await expect(success).toContainText('TeesWhiteBlueRed');

  const directory = page.locator('#course-directory');
  // Nothing chosen yet on this device (product §G2's empty state).
  await expect(directory.getByText('No recent courses. Use search to find courses.', { exact: true })).toBeVisible();
  const search = directory.getByRole('searchbox', { name: 'Search courses' });
  await search.fill('no such course anywhere');
  await expect(directory.getByText('No courses found')).toBeVisible();

  // Any case, any part of the name.
  await search.fill(courseName.split(' ').slice(1).join(' ').toUpperCase());
  await directory.getByRole('list', { name: 'Matching courses' }).getByRole('button', { name: courseName }).click();
  await expect(directory.getByRole('heading', { name: courseName })).toBeVisible();

  // The file lists White, Blue, Red; the picker orders by total yardage and keeps the default Blue tee. Each tee shows
  // the rating and slope the file's rating rows gave it, the women's after W where it is rated for them.
  await expect(teeLabels(page)).toHaveText([
    /^Blue\s*6,916 yds\s*73\.0\/133$/,
    /^White\s*6,500 yds\s*71\.1\/128 · W 76\.8\/139$/,
    /^Red\s*5,486 yds\s*66\.6\/114 · W 71\.4\/123$/,
  ]);
  await expect(page.getByRole('radio', { name: /^Blue/ })).toBeChecked();
  await expect(directory.getByText('Par 72 · 6,916 yds')).toBeVisible();
  await teeLabels(page).filter({ hasText: 'Red' }).click();
  await expect(page.getByRole('radio', { name: /^Red/ })).toBeChecked();
  await expect(directory.getByText('Par 72 · 5,486 yds')).toBeVisible();

  // Chosen courses are remembered on this device.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Recent courses' }).getByRole('button', { name: courseName })).toBeVisible();
});

test('the CSV example fits its box: a long line wraps between columns, never inside a name (issue 12)', async ({ page }, testInfo) => {
  await signInAsGolfer(page, testInfo);
  await page.goto('/app/upload-course');
  const example = page.getByLabel('Example file, first lines');
  expect(await example.innerText()).toBe(exampleCourseCsv().split('\n').slice(0, 4).join('\n'));
  // At 390 px the header is wider than the box: every column name must still be whole and inside it.
  const fit = await example.evaluate((box) => {
    const { left, right } = box.getBoundingClientRect();
    const cut = [...box.querySelectorAll('span > span')].filter((cell) => {
      const rect = cell.getBoundingClientRect();
      return rect.left < left || rect.right > right;
    });
    return { overflow: box.scrollWidth - box.clientWidth, cut: cut.map((cell) => cell.textContent) };
  });
  expect(fit).toEqual({ overflow: 0, cut: [] });
});

test('the upload form refuses what it can, and shows the row, column and hint of a bad CSV', async ({ page }, testInfo) => {
  await signInAsGolfer(page, testInfo);
  await page.goto('/app/upload-course');
  const form = page.getByRole('form', { name: 'Upload course' });

  await form.getByRole('button', { name: 'Upload Course' }).click();
  await expect(form.getByText('Course Name Required')).toBeVisible();
  await expect(form.getByText('File Required')).toBeVisible();
  await expect(form.getByLabel('Course name', { exact: true })).toBeFocused();

  await form.getByLabel('Scorecard CSV').setInputFiles({ name: 'scorecard.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from('x') });
  await expect(form.getByText('Invalid File Type')).toBeVisible();

  const badPar = exampleCourseCsv().replace('\n3,3,15,', '\n3,9,15,');
  await uploadFromPage(page, uniqueCourseName(testInfo, 'Bad Par'), badPar);
  const failure = page.getByRole('alert').filter({ hasText: 'Upload Failed' });
  await expect(failure).toContainText('Row 4, column Par: 9 is outside 3-6.');
  await expect(failure.getByText('Row 4', { exact: true })).toBeVisible();
  await expect(failure.getByText('Column Par', { exact: true })).toBeVisible();
  await expect(failure).toContainText('Hint: Par must be a whole number from 3 to 6.');
});

test('uploading a name that exists lists the differences, and overwriting replaces the course', async ({ page }, testInfo) => {
  await signInAsGolfer(page, testInfo);
  const courseName = uniqueCourseName(testInfo, 'Twin Oaks');
  await page.goto('/app/upload-course');
  await uploadFromPage(page, courseName, exampleCourseCsv());
  await expect(page.getByRole('alert').filter({ hasText: 'Course uploaded' })).toBeVisible();

  await uploadFromPage(page, courseName, blueAndGoldCsv());
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: `Overwrite ${courseName}?` })).toBeVisible();
  await expect(dialog.getByRole('definition').nth(0)).toHaveText('Gold');
  for (const removed of ['White', 'Red']) await expect(dialog.getByRole('definition').nth(1)).toContainText(removed);
  await expect(dialog.getByRole('definition').nth(2)).toHaveText('54');

  // Cancel keeps the course as it was; confirming sends the same upload again with overwrite set.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('form', { name: 'Upload course' }).getByRole('button', { name: 'Upload Course' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Overwrite course' }).click();

  const success = page.getByRole('alert').filter({ hasText: 'Course uploaded' });
  await expect(success).toContainText('replaced: 18 holes on 2 tees.');
  await expect(success).toContainText('Rows inserted36');
  await success.getByRole('button', { name: 'Find it in the course directory' }).click();
  await expect(teeLabels(page)).toHaveText([/^Blue/, /^Gold/]);
});

test('an admin edits a hole within the bounds, renames the course and deletes it', async ({ page }, testInfo) => {
  await signIn(page, e2eAdmin);
  const courseName = uniqueCourseName(testInfo, 'Admin Links');
  const upload = await page.request.post('/api/courses/upload', {
    multipart: { courseName, city: 'Bend', state: 'OR', csvFile: { name: 'course.csv', mimeType: 'text/csv', buffer: Buffer.from(exampleCourseCsv()) } },
  });
  expect(upload.ok()).toBe(true);

  await page.goto('/admin?tab=courses');
  const tab = page.getByRole('tabpanel', { name: 'Courses' });
  await tab.getByRole('searchbox', { name: 'Filter courses' }).fill(courseName.toLowerCase());
  await tab.getByRole('list', { name: 'Courses' }).getByRole('button', { name: courseName }).click();
  const editor = tab.getByRole('region', { name: `Edit ${courseName}` });
  await expect(editor).toContainText('Bend, OR · 3 tees');
  // The longest tee opens first.
  await expect(editor.getByRole('combobox', { name: 'Tee' })).toContainText('Blue');

  const yardage = editor.getByRole('spinbutton', { name: 'Hole 1 yardage', exact: true });
  await yardage.fill('800');
  await expect(editor.getByText('Yardage must be between 50 and 700')).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Save hole 1', exact: true })).toBeDisabled();

  await yardage.fill('415');
  await editor.getByRole('spinbutton', { name: 'Hole 1 par', exact: true }).fill('5');
  await editor.getByRole('spinbutton', { name: 'Hole 1 handicap index', exact: true }).fill('3');
  await editor.getByRole('button', { name: 'Save hole 1', exact: true }).click();
  await expect(toasts(page).getByText('Hole updated')).toBeVisible();
  // Hole 2 had stroke index 3: the two swap, so the tee keeps each index once.
  await expect(editor.getByRole('spinbutton', { name: 'Hole 2 handicap index', exact: true })).toHaveValue('7');
  await expect(editor.getByRole('spinbutton', { name: 'Hole 1 handicap index', exact: true })).toHaveValue('3');

  const holes = await page.request.get(`/api/courses/${encodeURIComponent(courseName)}/holes/Blue`);
  const hole1 = ((await holes.json()) as Array<{ holeNumber: number; par: number; yardage: number; handicapIndex: number }>).find((h) => h.holeNumber === 1);
  expect(hole1).toMatchObject({ par: 5, yardage: 415, handicapIndex: 3 });

  // The women's par and stroke index (product §R12): the file has none, so each is blank and shows the men's value.
  const womensPar = editor.getByRole('spinbutton', { name: "Hole 1 women's par", exact: true });
  const womensIndex = editor.getByRole('spinbutton', { name: "Hole 1 women's stroke index", exact: true });
  await expect(womensPar).toHaveValue('');
  await expect(womensPar).toHaveAttribute('placeholder', '5');
  await expect(womensIndex).toHaveAttribute('placeholder', '3');
  await womensIndex.fill('19');
  await expect(editor.getByText("Women's stroke index must be between 1 and 18")).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Save hole 1', exact: true })).toBeDisabled();
  // Two lines a hole keep the table inside a phone's width (no sideways scroll of its own), every input a full tap target.
  const holesTable = editor.getByRole('table', { name: /^Holes of the Blue tee/ });
  expect(await holesTable.evaluate((table) => table.scrollWidth - table.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
  if (testInfo.project.name === 'phone') await expectPhoneFriendly(page, { within: holesTable, screen: 'admin holes editor' });
  await womensPar.fill('4');
  await womensIndex.fill('2');
  await editor.getByRole('button', { name: 'Save hole 1', exact: true }).click();
  await expect(toasts(page).getByText("Any hole that had women's stroke index 2 now has none (the men's index serves).")).toBeVisible();
  await expect(womensPar).toHaveValue('4');
  await expect(womensIndex).toHaveValue('2');
  await expect(editor.getByRole('spinbutton', { name: 'Hole 1 par', exact: true })).toHaveValue('5');
  const womensHoles = (await (await page.request.get(`/api/courses/${encodeURIComponent(courseName)}/holes/Blue`)).json()) as Array<{ holeNumber: number; par: number; womensPar: number | null; womensHandicapIndex: number | null }>;
  expect(womensHoles.find((h) => h.holeNumber === 1)).toMatchObject({ par: 5, womensPar: 4, womensHandicapIndex: 2 });
  expect(womensHoles.filter((h) => h.womensPar !== null || h.womensHandicapIndex !== null)).toHaveLength(1);

  // The tee's ratings (product §R12): the file rated Blue for men only; a women's rating needs its slope.
  const ratings = editor.getByRole('form', { name: 'Ratings of the Blue tee' });
  await expect(ratings.getByRole('textbox', { name: "Men's rating, 18 holes", exact: true })).toHaveValue('73.0');
  await expect(ratings.getByRole('textbox', { name: "Men's slope, 18 holes", exact: true })).toHaveValue('133');
  await ratings.getByRole('textbox', { name: "Women's rating, 18 holes", exact: true }).fill('80.5');
  await ratings.getByRole('button', { name: 'Save Ratings' }).click();
  await expect(ratings.getByRole('alert')).toHaveText("Women's: give both a rating and a slope, or neither");
  await ratings.getByRole('textbox', { name: "Women's slope, 18 holes", exact: true }).fill('145');
  await ratings.getByRole('textbox', { name: "Men's rating, Front 9", exact: true }).fill('36.4');
  await ratings.getByRole('textbox', { name: "Men's slope, Front 9", exact: true }).fill('131');
  await ratings.getByRole('button', { name: 'Save Ratings' }).click();
  await expect(toasts(page).getByText('Ratings saved')).toBeVisible();
  const rated = (await (await page.request.get(`/api/courses/${encodeURIComponent(courseName)}/holes/Blue`)).json()) as { teeRatings: { M: Record<string, unknown>; W: Record<string, unknown> } }[];
  expect(rated[17]!.teeRatings.W.full).toEqual({ ratingTenths: 805, slope: 145 });
  expect(rated[0]!.teeRatings.M.front).toEqual({ ratingTenths: 364, slope: 131 });

  // Renaming keeps the course open under its new name.
  const renamed = `${courseName} North`;
  await editor.getByRole('button', { name: 'Edit info' }).click();
  const info = page.getByRole('dialog', { name: 'Edit course info' });
  await info.getByLabel('Course name').fill('');
  await info.getByRole('button', { name: 'Save Changes' }).click();
  await expect(info.getByText('Course Name Required')).toBeVisible();
  await info.getByLabel('Course name').fill(renamed);
  await info.getByLabel('City').fill('Sisters');
  await info.getByRole('button', { name: 'Save Changes' }).click();
  const renamedEditor = tab.getByRole('region', { name: `Edit ${renamed}` });
  await expect(renamedEditor).toContainText('Sisters, OR · 3 tees');

  await renamedEditor.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Course' }).click();
  await expect(toasts(page).getByText('Course deleted')).toBeVisible();
  await expect(tab.getByRole('list', { name: 'Courses' }).getByRole('button', { name: renamed })).toHaveCount(0);
  await expect(tab.getByText('No courses found')).toBeVisible();
});
