import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { CourseHolesSchema } from '../src/contract/course-responses';
import { UNRATED_TEE } from '../src/golf';
import { demoCourses, seedDemoCourses } from '../src/server/courses/demo-courses';
import { coursesRepository } from '../src/server/courses/repository';
import { courseData, games, users } from '../src/server/db/schema';
import { withTransaction } from '../src/server/db/transaction';
import { describeEachDatabase, type TestContext } from './support/app';
import { multipartForm } from './support/multipart';
import { scorecardCsv } from './support/scorecard';
import { createAdmin, createUser, signIn } from './support/users';

const blue = { name: 'Blue', base: 380 };
const white = { name: 'White', base: 350 };
const red = { name: 'Red', base: 300 };

/** The header of the review's ~1 MB file: 70,000 tee columns, which once took the server 18 s to check. */
const manyTeesCsv = ['Hole', 'Par', 'Mens_HDCP', ...Array.from({ length: 70_000 }, (_, i) => `T${i}_Yardage`)].join(',');

function upload(ctx: TestContext, cookie: string, fields: Record<string, string>, csv: string | null, filename = 'course.csv') {
  const form = multipartForm(fields, csv === null ? undefined : { field: 'csvFile', filename, content: csv });
  return ctx.app.inject({ method: 'POST', url: '/api/courses/upload', headers: { cookie, ...form.headers }, payload: form.payload });
}

/** The women's stroke indexes of womensScorecardLines: a 1..18 permutation of their own. */
const womensIndexes = [5, 1, 17, 3, 9, 15, 7, 13, 11, 6, 2, 18, 4, 12, 16, 8, 14, 10];

/** The lines of a scorecard with Womens_Par (5 on hole 1, the men's par on the others) and Womens_HDCP columns. */
function womensScorecardLines(tees: Array<{ name: string; base: number }>): string[] {
  const holes = scorecardCsv(tees).split('\n');
  return [`${holes[0]!},Womens_Par,Womens_HDCP`, ...holes.slice(1).map((line, i) => `${line},${i === 0 ? 5 : line.split(',')[1]!},${String(womensIndexes[i])}`)];
}

/** The demo courses, as the first start stores them (no uploader). */
async function seedDemo(ctx: TestContext) {
  const courses = withTransaction(ctx.database.db, (handle) => ({ courses: coursesRepository(handle) }));
  await seedDemoCourses(courses, pino({ level: 'silent' }));
}

async function golferSession(ctx: TestContext) {
  await createUser(ctx.database.db, { username: 'uploader' });
  return signIn(ctx.app, 'uploader');
}

async function adminSession(ctx: TestContext) {
  await createAdmin(ctx.database.db, { username: 'courseadmin' });
  return signIn(ctx.app, 'courseadmin');
}

describeEachDatabase('courses', (ctx) => {
  it('uploads a course, lists and searches it, and returns holes by tee', async () => {
    const cookie = await golferSession(ctx);
    const response = await upload(ctx, cookie, { courseName: 'Lakeside Links', city: 'Lake Town', state: 'MN' }, scorecardCsv([blue, white, red]));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ rowsInserted: 54, holesCount: 18, teesFound: ['Blue', 'White', 'Red'], courseName: 'Lakeside Links' });

    expect((await ctx.app.inject({ url: '/api/courses', headers: { cookie } })).json()).toEqual(['Lakeside Links']);
    expect((await ctx.app.inject({ url: '/api/courses?q=SIDE', headers: { cookie } })).json()).toEqual(['Lakeside Links']);
    expect((await ctx.app.inject({ url: '/api/courses?q=pebble', headers: { cookie } })).json()).toEqual([]);

    const all = await ctx.app.inject({ url: `/api/courses/${encodeURIComponent('Lakeside Links')}/holes`, headers: { cookie } });
    expect(all.json()).toHaveLength(54);
    const whiteHoles = await ctx.app.inject({ url: '/api/courses/Lakeside%20Links/holes?teeColor=White', headers: { cookie } });
    expect(whiteHoles.json()).toHaveLength(18);
    expect(whiteHoles.json()[3]).toMatchObject({ holeNumber: 4, par: 5, yardage: 354, handicapIndex: 1, teeColor: 'White', city: 'Lake Town', state: 'MN' });
    const redPath = await ctx.app.inject({ url: '/api/courses/Lakeside%20Links/holes/Red', headers: { cookie } });
    expect(redPath.json().every((hole: { teeColor: string }) => hole.teeColor === 'Red')).toBe(true);
    expect((await ctx.app.inject({ url: '/api/courses/Nowhere/holes', headers: { cookie } })).statusCode).toBe(404);
  });

  it('stores a scorecard\'s ratings, slopes and women\'s holes, and answers them on every hole of the tee (product §R12)', async () => {
    const cookie = await golferSession(ctx);
    const csv = [...womensScorecardLines([blue, red]), 'Rating,,,71.3,66.0', 'Slope,,,129,112', 'Womens_Rating,,,,70.8', 'Womens_Slope,,,,121', 'Front_Rating,,,35.6,', 'Front_Slope,,,127,'].join('\n');
    const response = await upload(ctx, cookie, { courseName: 'Rated Links' }, csv);
    expect(response.statusCode, response.body).toBe(200);

    const blueHoles = (await ctx.app.inject({ url: '/api/courses/Rated%20Links/holes?teeColor=Blue', headers: { cookie } })).json();
    const unrated = { ratingTenths: null, slope: null };
    expect(blueHoles[0]).toMatchObject({
      holeNumber: 1,
      par: 4,
      womensPar: 5,
      womensHandicapIndex: 5,
      teeRatings: { M: { full: { ratingTenths: 713, slope: 129 }, front: { ratingTenths: 356, slope: 127 }, back: unrated }, W: { full: unrated, front: unrated, back: unrated } },
    });
    expect(new Set(blueHoles.map((hole: { teeRatings: unknown }) => JSON.stringify(hole.teeRatings))).size).toBe(1);
    const redHoles = (await ctx.app.inject({ url: '/api/courses/Rated%20Links/holes?teeColor=Red', headers: { cookie } })).json();
    expect(redHoles[17]).toMatchObject({ womensHandicapIndex: 10, teeRatings: { M: { full: { ratingTenths: 660, slope: 112 } }, W: { full: { ratingTenths: 708, slope: 121 } } } });
  });

  it('refuses a bad rating with its row and column and stores nothing (product §R12)', async () => {
    const cookie = await golferSession(ctx);
    const csv = [scorecardCsv([blue]), 'Rating,,,95.0', 'Slope,,,129'].join('\n');
    const response = await upload(ctx, cookie, { courseName: 'Badly Rated' }, csv);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Row 20, column Blue_Yardage: 95.0 is outside 50.0-90.0.', row: 20, column: 'Blue_Yardage' });
    expect((await ctx.app.inject({ url: '/api/courses/Badly%20Rated/holes', headers: { cookie } })).statusCode).toBe(404);
  });

  it('seeds the demo courses rated, and rates demo courses stored before ratings existed, leaving uploads alone', async () => {
    await seedDemo(ctx);
    const cookie = await golferSession(ctx);
    await upload(ctx, cookie, { courseName: 'Unrated Upload' }, scorecardCsv([blue]));
    const blueOf = async (course: string) => CourseHolesSchema.parse((await ctx.app.inject({ url: `/api/courses/${encodeURIComponent(course)}/holes?teeColor=Blue`, headers: { cookie } })).json());
    const seeded = await blueOf('Grey Rock Golf Club');
    expect(seeded[0]!.teeRatings?.M.full).toEqual({ ratingTenths: 732, slope: 133 });
    expect(seeded[0]!.womensHandicapIndex).toBe(demoCourses[0]!.womensStrokeIndexes![0]);

    // A demo course as an install before issue 30 stored it: no ratings, no women's indexes.
    await ctx.database.db.update(courseData).set({ teeRatings: null, womensHandicapIndex: null });
    await seedDemo(ctx);
    expect(await blueOf('Grey Rock Golf Club')).toEqual(seeded);
    expect((await blueOf('Unrated Upload'))[0]).toMatchObject({ teeRatings: null, womensHandicapIndex: null });
  });

  it('answers an existing name with 409 and the differences, then overwrites in one go', async () => {
    const cookie = await golferSession(ctx);
    await upload(ctx, cookie, { courseName: 'Lakeside Links' }, scorecardCsv([blue, white]));
    const clash = await upload(ctx, cookie, { courseName: 'lakeside links' }, scorecardCsv([blue, red]));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      courseName: 'Lakeside Links',
      differences: { newTees: ['Red'], removedTees: ['White'], holesToReplace: 36 },
    });
    const stored = await ctx.database.db.select().from(courseData);
    expect(new Set(stored.map((row) => row.teeColor))).toEqual(new Set(['Blue', 'White']));

    const overwrite = await upload(ctx, cookie, { courseName: 'Lakeside Links', overwrite: 'true' }, scorecardCsv([blue, red]));
    expect(overwrite.statusCode).toBe(200);
    const after = await ctx.database.db.select().from(courseData);
    expect(after).toHaveLength(36);
    expect(new Set(after.map((row) => row.teeColor))).toEqual(new Set(['Blue', 'Red']));
  });

  describe('an overwrite is an admin\'s or the uploader\'s own (issue 27)', () => {
    const allRows = () => ctx.database.db.select().from(courseData).orderBy(courseData.id);

    it('refuses a golfer\'s overwrite of a demo course and of another golfer\'s course with 403, changing nothing', async () => {
      await seedDemo(ctx);
      const owner = await golferSession(ctx);
      expect((await upload(ctx, owner, { courseName: 'Lakeside Links' }, scorecardCsv([blue, white]))).statusCode).toBe(200);
      await createUser(ctx.database.db, { username: 'intruder' });
      const intruder = await signIn(ctx.app, 'intruder');
      const before = await allRows();

      for (const courseName of [demoCourses[0]!.courseName, 'lakeside links']) {
        for (const overwrite of ['true', 'false']) {
          const refused = await upload(ctx, intruder, { courseName, overwrite }, scorecardCsv([red]));
          expect(refused.statusCode, `${courseName} overwrite=${overwrite}`).toBe(403);
          expect(refused.json().message).toMatch(/^Only an admin or the golfer who uploaded ".+" can replace it\.$/);
          expect(refused.json()).not.toHaveProperty('differences');
        }
      }
      expect(await allRows()).toEqual(before);
    });

    it('lets the uploader overwrite their own course and an admin overwrite any, recording who replaced it', async () => {
      await seedDemo(ctx);
      const owner = await golferSession(ctx);
      await upload(ctx, owner, { courseName: 'Lakeside Links' }, scorecardCsv([blue, white]));
      const [uploader] = await ctx.database.db.select().from(users).where(eq(users.username, 'uploader'));
      const ownOverwrite = await upload(ctx, owner, { courseName: 'Lakeside Links', overwrite: 'true' }, scorecardCsv([red]));
      expect(ownOverwrite.statusCode, ownOverwrite.body).toBe(200);
      const ownRows = await ctx.database.db.select().from(courseData).where(eq(courseData.courseName, 'Lakeside Links'));
      expect(ownRows).toHaveLength(18);
      expect(new Set(ownRows.map((row) => row.uploadedBy))).toEqual(new Set([uploader!.id]));

      const admin = await adminSession(ctx);
      for (const courseName of [demoCourses[0]!.courseName, 'Lakeside Links']) {
        const replaced = await upload(ctx, admin, { courseName, overwrite: 'true' }, scorecardCsv([white]));
        expect(replaced.statusCode, replaced.body).toBe(200);
        const rows = await ctx.database.db.select().from(courseData).where(eq(courseData.courseName, courseName));
        expect(rows.map((row) => row.teeColor)).toEqual(Array<string>(18).fill('White'));
      }
    });

    it('never sends who uploaded a course to the client', async () => {
      const owner = await golferSession(ctx);
      await upload(ctx, owner, { courseName: 'Lakeside Links' }, scorecardCsv([blue]));
      const holes = (await ctx.app.inject({ url: '/api/courses/Lakeside%20Links/holes', headers: { cookie: owner } })).json<Record<string, unknown>[]>();
      expect(holes).toHaveLength(18);
      for (const hole of holes) expect(Object.keys(hole)).not.toContain('uploadedBy');
    });
  });

  it.each([
    { case: 'a file that is not .csv', fields: { courseName: 'X Course' }, csv: 'Hole,Par', filename: 'course.xlsx', message: 'Invalid File Type' },
    { case: 'no file', fields: { courseName: 'X Course' }, csv: null, filename: 'course.csv', message: 'File Required' },
    { case: 'no course name', fields: { courseName: ' ' }, csv: scorecardCsv([blue]), filename: 'course.csv', message: 'Course Name Required' },
    { case: 'an empty file', fields: { courseName: 'X Course' }, csv: '', filename: 'course.csv', message: 'The file is empty.' },
    {
      case: 'par out of range',
      fields: { courseName: 'X Course' },
      csv: scorecardCsv([blue], (cells, hole) => hole === 3 && (cells[1] = '8')),
      filename: 'course.csv',
      message: 'Row 4, column Par: 8 is outside 3-6.',
    },
    {
      case: '70,000 tee columns',
      fields: { courseName: 'X Course' },
      csv: manyTeesCsv,
      filename: 'course.csv',
      message: 'Row 1: the file has 70000 tee columns; at most 12 are allowed.',
    },
    // PostgreSQL text cannot hold NUL: in a tee name it used to reach the insert and fail there with a 500.
    { case: 'a NUL byte', fields: { courseName: 'X Course' }, csv: scorecardCsv([{ name: 'Bl\u0000ue', base: 380 }]), filename: 'course.csv', message: 'The file is not a text CSV.' },
  ])('refuses $case with a message and changes nothing', async ({ fields, csv, filename, message }) => {
    const cookie = await golferSession(ctx);
    const response = await upload(ctx, cookie, fields, csv, filename);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await ctx.database.db.select().from(courseData)).toHaveLength(0);
  });

  it('names the upload page\'s checks as product §G5 does, with a hint', async () => {
    const cookie = await golferSession(ctx);
    const wrongType = await upload(ctx, cookie, { courseName: 'X Course' }, scorecardCsv([blue]), 'course.txt');
    expect([wrongType.statusCode, wrongType.json()]).toEqual([400, { message: 'Invalid File Type', hint: 'Please choose a .csv file.' }]);
    const noFile = await upload(ctx, cookie, { courseName: 'X Course' }, null);
    expect([noFile.statusCode, noFile.json()]).toEqual([400, { message: 'File Required', hint: 'Choose the course CSV file.' }]);
    const notMultipart = await ctx.app.inject({ method: 'POST', url: '/api/courses/upload', headers: { cookie }, payload: { courseName: 'X Course' } });
    expect([notMultipart.statusCode, notMultipart.json().message]).toEqual([400, 'File Required']);
  });

  describe('a malformed multipart body answers 400, not 500', () => {
    const form = multipartForm({ courseName: 'X Course' }, { field: 'csvFile', filename: 'course.csv', content: scorecardCsv([blue]) });
    it.each([
      { case: 'an empty boundary', contentType: 'multipart/form-data; boundary=', payload: form.payload },
      { case: 'no boundary', contentType: 'multipart/form-data', payload: form.payload },
      { case: 'a boundary the body never uses', contentType: 'multipart/form-data; boundary=----elsewhere', payload: form.payload },
      { case: 'a body cut off inside the file', contentType: form.headers['content-type'], payload: form.payload.slice(0, form.payload.length - 200) },
      { case: 'a body cut off inside a part header', contentType: form.headers['content-type'], payload: form.payload.slice(0, 30) },
    ])('with $case', async ({ contentType, payload }) => {
      const cookie = await golferSession(ctx);
      const response = await ctx.app.inject({ method: 'POST', url: '/api/courses/upload', headers: { cookie, 'content-type': contentType }, payload });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ message: 'The upload is not a valid multipart form.', hint: expect.any(String) });
      expect(await ctx.database.db.select().from(courseData)).toHaveLength(0);
    });
  });

  it('skips Out/In/Total rows and processes only holes 1-18 (product §G5)', async () => {
    const cookie = await golferSession(ctx);
    const lines = scorecardCsv([blue, white]).split('\n');
    const csv = [...lines.slice(0, 10), 'Out,36,,3500,3200', ...lines.slice(10), 'In,36,,3600,3300', 'Total,72,,7100,6500', '19,3,1,150,140'].join('\n');
    const response = await upload(ctx, cookie, { courseName: 'Summary Rows' }, csv);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ rowsInserted: 36, holesCount: 18, teesFound: ['Blue', 'White'], courseName: 'Summary Rows' });
    const holes = await ctx.database.db.select().from(courseData);
    expect(new Set(holes.map((row) => row.holeNumber))).toEqual(new Set(Array.from({ length: 18 }, (_, i) => i + 1)));
  });

  it('sends the hint, row and column with a CSV error', async () => {
    const cookie = await golferSession(ctx);
    const response = await upload(ctx, cookie, { courseName: 'X Course' }, scorecardCsv([blue], (cells, hole) => hole === 6 && (cells[3] = '900')));
    expect(response.json()).toEqual({
      message: 'Row 7, column Blue_Yardage: 900 is outside 50-700.',
      hint: 'Blue_Yardage must be a whole number from 50 to 700.',
      row: 7,
      column: 'Blue_Yardage',
    });
  });

  it('refuses a file over 1 MB with 413', async () => {
    const cookie = await golferSession(ctx);
    const response = await upload(ctx, cookie, { courseName: 'Big' }, `${scorecardCsv([blue])}\n${'x,'.repeat(600_000)}`);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The CSV file is larger than 1 MB.');
  });

  it('lets an admin edit a hole within bounds and swaps stroke indexes to keep the tee valid', async () => {
    const golfer = await golferSession(ctx);
    await upload(ctx, golfer, { courseName: 'Lakeside Links' }, scorecardCsv([blue]));
    const admin = await adminSession(ctx);
    const holes = (await ctx.app.inject({ url: '/api/courses/Lakeside%20Links/holes/Blue', headers: { cookie: admin } })).json();
    const hole1 = holes[0];
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/courses/holes/${hole1.id}`,
      headers: { cookie: admin },
      payload: { par: 5, yardage: 512, handicapIndex: 1 },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ par: 5, yardage: 512, handicapIndex: 1 });
    const after = (await ctx.app.inject({ url: '/api/courses/Lakeside%20Links/holes/Blue', headers: { cookie: admin } })).json();
    // Hole 4 had index 1; it takes hole 1's old index 7.
    expect(after[3].handicapIndex).toBe(7);
    expect(after.map((h: { handicapIndex: number }) => h.handicapIndex).sort((a: number, b: number) => a - b)).toEqual(
      Array.from({ length: 18 }, (_, i) => i + 1),
    );

    for (const [payload, message] of [
      [{ par: 7 }, 'Par must be between 3 and 6'],
      [{ par: 2 }, 'Par must be between 3 and 6'],
      [{ yardage: 701 }, 'Yardage must be between 50 and 700'],
      [{ yardage: 49 }, 'Yardage must be between 50 and 700'],
      [{ handicapIndex: 0 }, 'Handicap index must be between 1 and 18'],
      [{ handicapIndex: 19 }, 'Handicap index must be between 1 and 18'],
    ] as const) {
      const refused = await ctx.app.inject({ method: 'PATCH', url: `/api/courses/holes/${hole1.id}`, headers: { cookie: admin }, payload });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message });
    }
    for (const holeId of ['999999', 'abc', '0']) {
      const missing = await ctx.app.inject({ method: 'PATCH', url: `/api/courses/holes/${holeId}`, headers: { cookie: admin }, payload: { par: 4 } });
      expect([missing.statusCode, missing.json()], holeId).toEqual([404, { message: 'Hole not found' }]);
    }
    const unchanged = await ctx.database.db.select().from(courseData).where(eq(courseData.id, hole1.id));
    expect(unchanged[0]).toMatchObject({ par: 5, yardage: 512, handicapIndex: 1 });
  });

  it("lets an admin set and clear a hole's women's par and stroke index, swapping to keep the tee's women's indexes unique (product §R12)", async () => {
    const admin = await adminSession(ctx);
    await upload(ctx, admin, { courseName: 'Womens Links' }, womensScorecardLines([blue, white]).join('\n'));
    const teeHoles = async (tee: string) => CourseHolesSchema.parse((await ctx.app.inject({ url: `/api/courses/Womens%20Links/holes/${tee}`, headers: { cookie: admin } })).json());
    const edit = (id: number, payload: object) => ctx.app.inject({ method: 'PATCH', url: `/api/courses/holes/${id}`, headers: { cookie: admin }, payload });
    const womens = (holes: { womensHandicapIndex: number | null }[]) => holes.map((hole) => hole.womensHandicapIndex);
    const before = await teeHoles('Blue');
    const [hole1, hole2, hole3] = before;

    // Hole 2 had women's index 1: it takes hole 1's old 5, and the men's indexes and the White tee stay as they were.
    const set = await edit(hole1!.id, { womensPar: 4, womensHandicapIndex: 1 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ id: hole1!.id, par: 4, womensPar: 4, handicapIndex: 7, womensHandicapIndex: 1 });
    const swapped = await teeHoles('Blue');
    expect(womens(swapped)).toEqual([1, 5, ...womensIndexes.slice(2)]);
    expect(swapped.map((hole) => hole.handicapIndex)).toEqual(before.map((hole) => hole.handicapIndex));
    expect(womens(await teeHoles('White'))).toEqual(womensIndexes);

    // Null clears: the men's par and index serve again, and no other hole changes.
    const cleared = await edit(hole1!.id, { womensPar: null, womensHandicapIndex: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ par: 4, womensPar: null, handicapIndex: 7, womensHandicapIndex: null });
    expect(womens(await teeHoles('Blue'))).toEqual([null, 5, ...womensIndexes.slice(2)]);

    // A hole without a women's index hands its none over: hole 3 (17) falls back to the men's, no index is held twice.
    const taken = await edit(hole1!.id, { womensHandicapIndex: 17 });
    expect(taken.json()).toMatchObject({ womensPar: null, womensHandicapIndex: 17 });
    const afterTaken = await teeHoles('Blue');
    expect(afterTaken[2]).toMatchObject({ id: hole3!.id, womensHandicapIndex: null, handicapIndex: 15 });
    expect(womens(afterTaken)).toEqual([17, 5, null, ...womensIndexes.slice(3)]);
    expect(afterTaken[1]).toMatchObject({ id: hole2!.id, womensHandicapIndex: 5 });

    const refusals: [object, string][] = [
      [{ womensPar: 7 }, "Women's par must be between 3 and 6"],
      [{ womensPar: 2 }, "Women's par must be between 3 and 6"],
      [{ womensPar: 4.5 }, "Women's par must be a whole number"],
      [{ womensPar: 'five' }, "Women's par must be a number"],
      [{ womensHandicapIndex: 0 }, "Women's stroke index must be between 1 and 18"],
      [{ womensHandicapIndex: 19 }, "Women's stroke index must be between 1 and 18"],
      [{ womensHandicapIndex: 2.5 }, "Women's stroke index must be a whole number"],
      // The good values of a refused edit are not stored either, nor is the swap made.
      [{ par: 5, womensHandicapIndex: 5, womensPar: 3.5 }, "Women's par must be a whole number"],
    ];
    for (const [payload, message] of refusals) {
      const refused = await edit(hole1!.id, payload);
      expect([refused.statusCode, refused.json()], JSON.stringify(payload)).toEqual([400, { message }]);
    }
    expect(await teeHoles('Blue')).toEqual(afterTaken);
  });

  it('reads a tee case-insensitively when moving a hole: the taken-hole check and the stroke-index swap agree (issue 9)', async () => {
    const golfer = await golferSession(ctx);
    await upload(ctx, golfer, { courseName: 'Tee Cases' }, scorecardCsv([blue, white]));
    const admin = await adminSession(ctx);
    const whiteHoles = (await ctx.app.inject({ url: '/api/courses/Tee%20Cases/holes/White', headers: { cookie: admin } })).json();
    const whiteHole1 = whiteHoles[0];

    const taken = await ctx.app.inject({ method: 'PATCH', url: `/api/courses/holes/${whiteHole1.id}`, headers: { cookie: admin }, payload: { teeColor: 'BLUE' } });
    expect([taken.statusCode, taken.json()]).toEqual([409, { message: 'The BLUE tee already has a hole 1' }]);

    // With Blue's hole 1 gone, White's hole 1 may move there; taking index 1 (Blue's hole 4) swaps within Blue, whatever the case.
    const blueHoles = (await ctx.app.inject({ url: '/api/courses/Tee%20Cases/holes/Blue', headers: { cookie: admin } })).json();
    await ctx.database.db.delete(courseData).where(eq(courseData.id, blueHoles[0].id));
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/courses/holes/${whiteHole1.id}`,
      headers: { cookie: admin },
      payload: { teeColor: 'blue', handicapIndex: 1 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = (await ctx.app.inject({ url: '/api/courses/Tee%20Cases/holes/Blue', headers: { cookie: admin } }))
      .json()
      .sort((a: { holeNumber: number }, b: { holeNumber: number }) => a.holeNumber - b.holeNumber);
    expect(after).toHaveLength(18);
    expect(after[0]).toMatchObject({ id: whiteHole1.id, handicapIndex: 1 });
    // Hole 4 had index 1; it takes the moved hole's old index 7.
    expect(after[3]).toMatchObject({ holeNumber: 4, handicapIndex: 7 });
    expect(after.map((h: { handicapIndex: number }) => h.handicapIndex).sort((a: number, b: number) => a - b)).toEqual(
      Array.from({ length: 18 }, (_, i) => i + 1),
    );
  });

  it("lets an admin set a tee's ratings and slopes, on every hole of the tee, refusing a bad or half pair (product §R12)", async () => {
    const admin = await adminSession(ctx);
    await upload(ctx, admin, { courseName: 'Edited Links' }, scorecardCsv([blue, white]));
    const url = '/api/courses/Edited%20Links/tees/blue/ratings';
    const ratings = { ...UNRATED_TEE, M: { ...UNRATED_TEE.M, full: { ratingTenths: 724, slope: 131 }, back: { ratingTenths: 365, slope: 133 } }, W: { ...UNRATED_TEE.W, full: { ratingTenths: 781, slope: 142 } } };
    const saved = await ctx.app.inject({ method: 'PUT', url, headers: { cookie: admin }, payload: ratings });
    expect(saved.statusCode, saved.body).toBe(200);
    const holes = CourseHolesSchema.parse(saved.json());
    expect(holes.map((hole) => hole.holeNumber)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(holes.every((hole) => hole.teeColor === 'Blue' && JSON.stringify(hole.teeRatings) === JSON.stringify(ratings))).toBe(true);
    const whiteHoles = CourseHolesSchema.parse((await ctx.app.inject({ url: '/api/courses/Edited%20Links/holes?teeColor=White', headers: { cookie: admin } })).json());
    expect(whiteHoles.every((hole) => hole.teeRatings?.M.full.ratingTenths === null)).toBe(true);

    const refusals: [object, string][] = [
      [{ ...ratings, M: { ...ratings.M, full: { ratingTenths: 724, slope: null } } }, "Men's: give both a rating and a slope, or neither"],
      [{ ...ratings, W: { ...ratings.W, full: { ratingTenths: 950, slope: 142 } } }, "Women's rating must be between 50.0 and 90.0"],
      [{ ...ratings, M: { ...ratings.M, front: { ratingTenths: 720, slope: 131 } } }, "Men's front nine rating must be between 25.0 and 45.0"],
      [{ ...ratings, M: { ...ratings.M, full: { ratingTenths: 724, slope: 200 } } }, "Men's slope must be between 55 and 155"],
      [{ M: ratings.M }, 'W'],
    ];
    for (const [payload, message] of refusals) {
      const refused = await ctx.app.inject({ method: 'PUT', url, headers: { cookie: admin }, payload });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().message).toContain(message);
    }
    const after = CourseHolesSchema.parse((await ctx.app.inject({ url: '/api/courses/Edited%20Links/holes?teeColor=Blue', headers: { cookie: admin } })).json());
    expect(after[0]!.teeRatings).toEqual(ratings);
    const missing = await ctx.app.inject({ method: 'PUT', url: '/api/courses/Edited%20Links/tees/Gold/ratings', headers: { cookie: admin }, payload: ratings });
    expect(missing.statusCode).toBe(404);
  });

  it('lets an admin rename and delete a course', async () => {
    const golfer = await golferSession(ctx);
    await upload(ctx, golfer, { courseName: 'Old Name' }, scorecardCsv([blue]));
    await upload(ctx, golfer, { courseName: 'Other Course' }, scorecardCsv([blue]));
    const admin = await adminSession(ctx);
    const clash = await ctx.app.inject({ method: 'PATCH', url: '/api/courses/Old%20Name', headers: { cookie: admin }, payload: { newCourseName: 'other course' } });
    expect(clash.statusCode).toBe(409);
    const empty = await ctx.app.inject({ method: 'PATCH', url: '/api/courses/Old%20Name', headers: { cookie: admin }, payload: { newCourseName: '' } });
    expect(empty.json()).toEqual({ message: 'Course Name Required' });
    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/courses/Old%20Name',
      headers: { cookie: admin },
      payload: { newCourseName: 'New Name', city: 'Springfield', state: 'IL' },
    });
    expect(renamed.statusCode).toBe(200);
    const holes = (await ctx.app.inject({ url: '/api/courses/New%20Name/holes', headers: { cookie: admin } })).json();
    expect(holes[0]).toMatchObject({ courseName: 'New Name', city: 'Springfield', state: 'IL' });

    // Leaving city and state out of the body keeps them (product §G7 sends all three; blank clears).
    const renamedOnly = await ctx.app.inject({ method: 'PATCH', url: '/api/courses/New%20Name', headers: { cookie: admin }, payload: { newCourseName: 'Newer Name' } });
    expect(renamedOnly.statusCode).toBe(200);
    const kept = (await ctx.app.inject({ url: '/api/courses/Newer%20Name/holes', headers: { cookie: admin } })).json();
    expect(kept[0]).toMatchObject({ courseName: 'Newer Name', city: 'Springfield', state: 'IL' });
    const cleared = await ctx.app.inject({ method: 'PATCH', url: '/api/courses/Newer%20Name', headers: { cookie: admin }, payload: { newCourseName: 'New Name', city: '', state: null } });
    expect(cleared.statusCode).toBe(200);
    const blank = (await ctx.app.inject({ url: '/api/courses/New%20Name/holes', headers: { cookie: admin } })).json();
    expect(blank[0]).toMatchObject({ courseName: 'New Name', city: null, state: null });

    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/courses/New%20Name', headers: { cookie: admin } })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/courses', headers: { cookie: admin } })).json()).toEqual(['Other Course']);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/courses/New%20Name', headers: { cookie: admin } })).statusCode).toBe(404);
  });

  it('refuses course edits and deletes to golfers (403) and every course call to the signed out (401)', async () => {
    const golfer = await golferSession(ctx);
    await upload(ctx, golfer, { courseName: 'Guarded' }, scorecardCsv([blue]));
    const [hole] = await ctx.database.db.select().from(courseData).limit(1);
    const edits = [
      { method: 'PATCH' as const, url: `/api/courses/holes/${hole!.id}`, payload: { par: 3 } },
      { method: 'PATCH' as const, url: '/api/courses/Guarded', payload: { newCourseName: 'Hijacked' } },
      { method: 'DELETE' as const, url: '/api/courses/Guarded' },
    ];
    for (const call of edits) {
      expect((await ctx.app.inject({ ...call, headers: { cookie: golfer } })).statusCode, call.url).toBe(403);
      expect((await ctx.app.inject(call)).statusCode, call.url).toBe(401);
    }
    expect((await ctx.app.inject({ url: '/api/courses' })).statusCode).toBe(401);
    expect((await upload(ctx, '', { courseName: 'Anon' }, scorecardCsv([blue]))).statusCode).toBe(401);
    const stored = await ctx.database.db.select().from(courseData).where(eq(courseData.id, hole!.id));
    expect(stored[0]).toMatchObject({ courseName: 'Guarded', par: hole!.par });
  });

  it('answers 402 to a golfer whose trial has lapsed, and lets an admin through', async () => {
    await createUser(ctx.database.db, { username: 'lapsed', trialEndsAt: new Date(Date.now() - 1000) });
    const lapsed = await signIn(ctx.app, 'lapsed');
    const refused = await ctx.app.inject({ url: '/api/courses', headers: { cookie: lapsed } });
    expect(refused.statusCode).toBe(402);
    expect((await ctx.app.inject({ url: '/api/auth/user', headers: { cookie: lapsed } })).json().hasAccess).toBe(false);
    await createUser(ctx.database.db, { username: 'graced', trialEndsAt: new Date(Date.now() - 1000), paymentGracePeriodEndsAt: new Date(Date.now() + 86_400_000) });
    expect((await ctx.app.inject({ url: '/api/courses', headers: { cookie: await signIn(ctx.app, 'graced') } })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/courses', headers: { cookie: await adminSession(ctx) } })).statusCode).toBe(200);
  });

  it('keeps a past game\'s holes when its course is edited or deleted', async () => {
    const golfer = await golferSession(ctx);
    await upload(ctx, golfer, { courseName: 'Played Course' }, scorecardCsv([blue]));
    const holes = await ctx.database.db.select().from(courseData).where(eq(courseData.courseName, 'Played Course'));
    const [creator] = await ctx.database.db.select().from(users).where(eq(users.username, 'uploader'));
    // A game stores its own copy of the tee's holes when created (docs/decisions/003).
    const snapshot = holes.map(({ holeNumber, par, yardage, handicapIndex }) => ({ holeNumber, par, yardage, handicapIndex }));
    const [game] = await ctx.database.db
      .insert(games)
      .values({ name: "Uploader's Stroke", courseName: 'Played Course', teeColor: 'Blue', holes: snapshot, gameType: 'stroke', createdBy: creator!.id, gameCode: 'ABC234', status: 'completed' })
      .returning();
    const admin = await adminSession(ctx);
    await ctx.app.inject({ method: 'PATCH', url: `/api/courses/holes/${holes[0]!.id}`, headers: { cookie: admin }, payload: { par: 6, yardage: 650 } });
    await ctx.app.inject({ method: 'DELETE', url: '/api/courses/Played%20Course', headers: { cookie: admin } });
    const [after] = await ctx.database.db.select().from(games).where(eq(games.id, game!.id));
    expect(after!.holes).toEqual(snapshot);
    expect(after!.courseName).toBe('Played Course');
  });
});
