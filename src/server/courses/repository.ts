import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { courseData } from '../db/schema';

export type CourseHoleRow = typeof courseData.$inferSelect;
export type NewCourseHole = typeof courseData.$inferInsert;

// Course names compare case-insensitively, so "grey rock golf club" finds the club and cannot be uploaded twice.
const sameName = (name: string) => sql`lower(${courseData.courseName}) = ${name.toLowerCase()}`;

/** Distinct course names, alphabetical, optionally those containing `query` (any case). */
export async function courseNames(db: DbOrTx, query?: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ courseName: courseData.courseName })
    .from(courseData)
    .where(query ? ilike(courseData.courseName, `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined)
    .orderBy(asc(courseData.courseName));
  return rows.map((row) => row.courseName);
}

/** Every hole row of a course (all tees or one), ordered by tee then hole. */
export async function courseHoles(db: DbOrTx, courseName: string, teeColor?: string): Promise<CourseHoleRow[]> {
  return db
    .select()
    .from(courseData)
    .where(and(sameName(courseName), teeColor ? sql`lower(${courseData.teeColor}) = ${teeColor.toLowerCase()}` : undefined))
    .orderBy(asc(courseData.teeColor), asc(courseData.holeNumber));
}

/** True when a course of that name (any case) exists. */
export async function courseExists(db: DbOrTx, courseName: string): Promise<boolean> {
  const rows = await db.select({ id: courseData.id }).from(courseData).where(sameName(courseName)).limit(1);
  return rows.length > 0;
}

export async function courseInsertHoles(db: DbOrTx, rows: NewCourseHole[]): Promise<number> {
  const inserted = await db.insert(courseData).values(rows).returning({ id: courseData.id });
  return inserted.length;
}

export async function courseDelete(db: DbOrTx, courseName: string): Promise<number> {
  const deleted = await db.delete(courseData).where(sameName(courseName)).returning({ id: courseData.id });
  return deleted.length;
}

export async function courseRename(db: DbOrTx, courseName: string, values: { courseName: string; city?: string | null; state?: string | null }) {
  return db.update(courseData).set(values).where(sameName(courseName)).returning({ id: courseData.id });
}

export async function courseHoleById(db: DbOrTx, id: number): Promise<CourseHoleRow | null> {
  const rows = await db.select().from(courseData).where(eq(courseData.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function courseHoleUpdate(db: DbOrTx, id: number, values: Partial<NewCourseHole>): Promise<CourseHoleRow | null> {
  const [row] = await db.update(courseData).set(values).where(eq(courseData.id, id)).returning();
  return row ?? null;
}

/** True when no course exists yet (first start seeds the demo courses then). */
export async function courseTableEmpty(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ id: courseData.id }).from(courseData).limit(1);
  return rows.length === 0;
}
