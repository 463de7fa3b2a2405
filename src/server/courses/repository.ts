import { and, asc, eq, ilike, isNull, ne, sql } from 'drizzle-orm';
import type { TeeRatings } from '../../golf';
import type { DbOrTx } from '../db/client';
import { containsPattern } from '../db/qualified';
import { courseData } from '../db/schema';

/** A hole as the course calls answer it: every column but who uploaded the course, which stays on the server. */
export type CourseHoleRow = Omit<typeof courseData.$inferSelect, 'uploadedBy'>;
export type NewCourseHole = typeof courseData.$inferInsert;
/** The stroke indexes a tee keeps unique: the men's, and the women's (product §R12). */
export type StrokeIndexColumn = 'handicapIndex' | 'womensHandicapIndex';

const holeColumns = {
  id: courseData.id,
  courseName: courseData.courseName,
  city: courseData.city,
  state: courseData.state,
  holeNumber: courseData.holeNumber,
  par: courseData.par,
  yardage: courseData.yardage,
  handicapIndex: courseData.handicapIndex,
  teeColor: courseData.teeColor,
  womensPar: courseData.womensPar,
  womensHandicapIndex: courseData.womensHandicapIndex,
  teeRatings: courseData.teeRatings,
} satisfies Record<keyof CourseHoleRow, unknown>;

// Course names compare case-insensitively, so "grey rock golf club" finds the club and cannot be uploaded twice.
const sameName = (name: string) => sql`lower(${courseData.courseName}) = ${name.toLowerCase()}`;
// So do tees within a course: the upload refuses two tees that differ only in case (csv.ts), so "blue" is the
// Blue tee for reading its holes, for the hole-taken check and for the stroke-index swap alike.
const sameTee = (teeColor: string) => sql`lower(${courseData.teeColor}) = ${teeColor.toLowerCase()}`;

/** The course_data table (one row per hole per tee), bound to the database or to a transaction. */
export function coursesRepository(db: DbOrTx) {
  return {
    /** Distinct course names, alphabetical, optionally those containing `query` (any case). */
    async names(query?: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ courseName: courseData.courseName })
        .from(courseData)
        .where(query ? ilike(courseData.courseName, containsPattern(query)) : undefined)
        .orderBy(asc(courseData.courseName));
      return rows.map((row) => row.courseName);
    },

    /** Every hole row of a course (all tees or one), ordered by tee then hole. */
    async holes(courseName: string, teeColor?: string): Promise<CourseHoleRow[]> {
      return db
        .select(holeColumns)
        .from(courseData)
        .where(and(sameName(courseName), teeColor ? sameTee(teeColor) : undefined))
        .orderBy(asc(courseData.teeColor), asc(courseData.holeNumber));
    },

    /** True when a course of that name (any case) exists. */
    async exists(courseName: string): Promise<boolean> {
      const rows = await db.select({ id: courseData.id }).from(courseData).where(sameName(courseName)).limit(1);
      return rows.length > 0;
    },

    /** Who uploaded the course's rows (null for a demo course or a deleted account's), each once; empty when there is no such course. */
    async uploadersOf(courseName: string): Promise<(string | null)[]> {
      const rows = await db.selectDistinct({ uploadedBy: courseData.uploadedBy }).from(courseData).where(sameName(courseName));
      return rows.map((row) => row.uploadedBy);
    },

    /** True when no course exists yet (first start seeds the demo courses then). */
    async empty(): Promise<boolean> {
      const rows = await db.select({ id: courseData.id }).from(courseData).limit(1);
      return rows.length === 0;
    },

    /** Inserts hole rows and returns how many were stored. */
    async insertHoles(rows: NewCourseHole[]): Promise<number> {
      const inserted = await db.insert(courseData).values(rows).returning({ id: courseData.id });
      return inserted.length;
    },

    /**
     * Gives each of `rows` (a demo course's) its ratings and women's stroke index where the stored row has no ratings and
     * no uploader: a demo course stored before issue 30, left as it was edited otherwise. Returns how many rows changed.
     */
    async rateUnratedDemoRows(rows: NewCourseHole[]): Promise<number> {
      const unrated = and(isNull(courseData.uploadedBy), isNull(courseData.teeRatings));
      const courseName = rows[0]?.courseName;
      // Once rated, each start asks one question per demo course and writes nothing.
      if (courseName === undefined) return 0;
      const left = await db.select({ id: courseData.id }).from(courseData).where(and(eq(courseData.courseName, courseName), unrated)).limit(1);
      if (left.length === 0) return 0;
      let changed = 0;
      for (const row of rows) {
        const updated = await db
          .update(courseData)
          .set({ teeRatings: row.teeRatings, womensHandicapIndex: row.womensHandicapIndex })
          .where(and(eq(courseData.courseName, row.courseName), eq(courseData.teeColor, row.teeColor), eq(courseData.holeNumber, row.holeNumber), unrated))
          .returning({ id: courseData.id });
        changed += updated.length;
      }
      return changed;
    },

    /** Deletes every row of a course and returns how many there were. */
    async delete(courseName: string): Promise<number> {
      const deleted = await db.delete(courseData).where(sameName(courseName)).returning({ id: courseData.id });
      return deleted.length;
    },

    /** Renames a course and sets its city and state on every row; returns how many rows changed. */
    async rename(courseName: string, values: { courseName: string; city?: string | null; state?: string | null }): Promise<number> {
      const updated = await db.update(courseData).set(values).where(sameName(courseName)).returning({ id: courseData.id });
      return updated.length;
    },

    async holeById(id: number): Promise<CourseHoleRow | null> {
      const rows = await db.select(holeColumns).from(courseData).where(eq(courseData.id, id)).limit(1);
      return rows[0] ?? null;
    },

    async holeUpdate(id: number, values: Partial<NewCourseHole>): Promise<CourseHoleRow | null> {
      const [row] = await db.update(courseData).set(values).where(eq(courseData.id, id)).returning(holeColumns);
      return row ?? null;
    },

    /** Sets a tee's ratings on every hole row of the tee (any case); answers the tee's holes as stored, none when there is no such tee. */
    async setTeeRatings(courseName: string, teeColor: string, teeRatings: TeeRatings): Promise<CourseHoleRow[]> {
      const rows = await db.update(courseData).set({ teeRatings }).where(and(sameName(courseName), sameTee(teeColor))).returning(holeColumns);
      return rows.sort((a, b) => a.holeNumber - b.holeNumber);
    },

    /** True when the course's tee (any case) already has a hole with that number. */
    async teeHasHole(courseName: string, teeColor: string, holeNumber: number): Promise<boolean> {
      const rows = await db
        .select({ id: courseData.id })
        .from(courseData)
        .where(and(sameName(courseName), sameTee(teeColor), eq(courseData.holeNumber, holeNumber)))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * Gives `index` to `hole` in the course's tee (any case) by handing the hole's old index to whichever other
     * hole of that tee has `index` now, so the tee keeps each index once: the men's (`handicapIndex`, a 1..18
     * permutation) or the women's (`womensHandicapIndex`, where a hole without one hands over its null and the other
     * hole falls back to the men's). Call `holeUpdate` for the hole itself afterwards, in the same transaction.
     */
    async strokeIndexSwap(hole: CourseHoleRow, teeColor: string, index: number, column: StrokeIndexColumn): Promise<void> {
      await db
        .update(courseData)
        .set({ [column]: hole[column] })
        .where(and(sameName(hole.courseName), sameTee(teeColor), eq(courseData[column], index), ne(courseData.id, hole.id)));
    },
  };
}

export type CoursesRepository = ReturnType<typeof coursesRepository>;
