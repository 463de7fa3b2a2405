import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CourseDifferences, CourseHole, CourseInfoSchema, CourseUploadFieldsSchema, CourseUploadResult, HoleEditSchema } from '../../contract/courses';
import type { Db, DbOrTx } from '../db/client';
import { courseData } from '../db/schema';
import { conflict, HttpError, notFound } from '../http/errors';
import { CourseCsvError, courseCsvParse, type CourseCsv } from './csv';
import { courseDelete, courseExists, courseHoleById, courseHoles, courseHoleUpdate, courseInsertHoles, courseRename, type CourseHoleRow } from './repository';

/** Holes of a course (all tees, or one); 404 when the course (or that tee) does not exist. */
export async function courseHolesOr404(db: Db, courseName: string, teeColor?: string): Promise<CourseHole[]> {
  const holes = await courseHoles(db, courseName, teeColor);
  if (holes.length === 0) throw notFound(teeColor ? `No ${teeColor} tee found for ${courseName}` : `Course not found: ${courseName}`);
  return holes;
}

/** What an overwrite would change: tees added and removed, and how many existing hole rows it replaces. */
function courseDifferences(existing: CourseHoleRow[], upload: CourseCsv): CourseDifferences {
  const existingTees = [...new Set(existing.map((hole) => hole.teeColor))];
  const lower = (tees: string[]) => new Set(tees.map((tee) => tee.toLowerCase()));
  const before = lower(existingTees);
  const after = lower(upload.tees);
  return {
    newTees: upload.tees.filter((tee) => !before.has(tee.toLowerCase())),
    removedTees: existingTees.filter((tee) => !after.has(tee.toLowerCase())),
    holesToReplace: existing.length,
  };
}

type UploadFields = z.output<typeof CourseUploadFieldsSchema>;

/**
 * Stores an uploaded scorecard (spec 001 §5). A course that exists answers 409 with the differences unless
 * `overwrite` is set; the overwrite replaces every row in one transaction.
 */
export async function courseUpload(db: Db, fields: UploadFields, csvText: string): Promise<CourseUploadResult> {
  const course = csvOr400(csvText);
  return db.transaction(async (tx) => {
    const existing = await courseHoles(tx, fields.courseName);
    if (existing.length > 0 && !fields.overwrite) {
      throw conflict(`A course named "${existing[0]!.courseName}" already exists. Overwrite it?`, {
        courseName: existing[0]!.courseName,
        differences: courseDifferences(existing, course),
      });
    }
    await courseDelete(tx, fields.courseName);
    const rows = course.holes.flatMap((hole) =>
      course.tees.map((tee) => ({
        courseName: fields.courseName,
        city: fields.city,
        state: fields.state,
        holeNumber: hole.holeNumber,
        par: hole.par,
        handicapIndex: hole.handicapIndex,
        yardage: hole.yardages.get(tee) ?? 0,
        teeColor: tee,
      })),
    );
    const rowsInserted = await courseInsertHoles(tx, rows);
    const verb = existing.length > 0 ? 'replaced' : 'uploaded';
    return {
      message: `${fields.courseName} ${verb}: ${course.holes.length} holes on ${course.tees.length} tee${course.tees.length > 1 ? 's' : ''}.`,
      rowsInserted,
      holesCount: course.holes.length,
      teesFound: course.tees,
      courseName: fields.courseName,
    };
  });
}

function csvOr400(csvText: string): CourseCsv {
  try {
    return courseCsvParse(csvText);
  } catch (error) {
    if (error instanceof CourseCsvError) {
      throw new HttpError(400, error.message, { hint: error.hint, row: error.row ?? null, column: error.column ?? null });
    }
    throw error;
  }
}

/** Renames a course and sets its city and state; a name another course already has is a 409. */
export async function courseUpdateInfo(db: Db, courseName: string, input: z.output<typeof CourseInfoSchema>) {
  return db.transaction(async (tx) => {
    const renamingToOther = input.newCourseName.toLowerCase() !== courseName.toLowerCase();
    if (renamingToOther && (await courseExists(tx, input.newCourseName))) {
      throw conflict(`A course named "${input.newCourseName}" already exists`);
    }
    const updated = await courseRename(tx, courseName, { courseName: input.newCourseName, city: input.city, state: input.state });
    if (updated.length === 0) throw notFound(`Course not found: ${courseName}`);
    return { message: 'Course updated', courseName: input.newCourseName, rowsUpdated: updated.length };
  });
}

export async function courseRemove(db: Db, courseName: string) {
  const deleted = await courseDelete(db, courseName);
  if (deleted === 0) throw notFound(`Course not found: ${courseName}`);
  return { message: 'Course deleted', rowsDeleted: deleted };
}

/**
 * Edits one hole. Giving it a stroke index another hole of that tee has swaps the two, so the tee keeps a
 * valid 1..18 permutation (handicap strokes depend on it, rules.md §1).
 */
export async function courseHoleEdit(db: Db, holeId: number, input: z.output<typeof HoleEditSchema>): Promise<CourseHole> {
  return db.transaction(async (tx) => {
    const hole = await courseHoleById(tx, holeId);
    if (!hole) throw notFound('Hole not found');
    const teeColor = input.teeColor ?? hole.teeColor;
    if (teeColor !== hole.teeColor) await refuseTakenHole(tx, hole, teeColor);
    if (input.handicapIndex !== undefined && input.handicapIndex !== hole.handicapIndex) {
      await tx
        .update(courseData)
        .set({ handicapIndex: hole.handicapIndex })
        .where(
          and(
            eq(courseData.courseName, hole.courseName),
            eq(courseData.teeColor, teeColor),
            eq(courseData.handicapIndex, input.handicapIndex),
            ne(courseData.id, hole.id),
          ),
        );
    }
    const updated = await courseHoleUpdate(tx, holeId, { ...input, teeColor });
    if (!updated) throw notFound('Hole not found');
    return updated;
  });
}

async function refuseTakenHole(tx: DbOrTx, hole: CourseHoleRow, teeColor: string): Promise<void> {
  const taken = await tx
    .select({ id: courseData.id })
    .from(courseData)
    .where(and(eq(courseData.courseName, hole.courseName), sql`lower(${courseData.teeColor}) = ${teeColor.toLowerCase()}`, eq(courseData.holeNumber, hole.holeNumber)))
    .limit(1);
  if (taken.length > 0) throw conflict(`The ${teeColor} tee already has a hole ${hole.holeNumber}`);
}
