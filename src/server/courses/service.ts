import type { z } from 'zod';
import type { CourseInfoSchema, CourseUploadFieldsSchema, HoleEditSchema } from '../../contract/courses';
import type { CourseDifferences, CourseHole, CourseUploadResult } from '../../contract/course-responses';
import type { TeeRatings } from '../../golf';
import type { Transaction } from '../db/transaction';
import { conflict, HttpError, notFound } from '../http/errors';
import { CourseCsvError, courseCsvParse, type CourseCsv } from './csv';
import type { CourseHoleRow, CoursesRepository, StrokeIndexColumn } from './repository';

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

type UploadFields = z.output<typeof CourseUploadFieldsSchema>;
/** Who uploads: the golfer recorded as the course's uploader, or an admin, who may replace any course. */
type Uploader = { id: string; isAdmin: boolean };

/** The 403 of an upload over a course someone else uploaded (or a demo course), to anyone but an admin. */
function notYours(courseName: string): HttpError {
  return new HttpError(403, `Only an admin or the golfer who uploaded "${courseName}" can replace it.`, {
    hint: 'Upload your scorecard under another course name.',
  });
}

/** The men's stroke indexes and the women's: an edit of either swaps within the tee. */
const STROKE_INDEX_COLUMNS: readonly StrokeIndexColumn[] = ['handicapIndex', 'womensHandicapIndex'];

export type CoursesServiceDeps = {
  courses: CoursesRepository;
  /** An upload or overwrite, a rename, and a hole edit with its stroke-index swap each commit whole or not at all. */
  transaction: Transaction<{ courses: CoursesRepository }>;
};

/** Courses (issue 5, product §G5-§G7): search, holes by tee, CSV upload and overwrite, and the admin's edits. */
export function createCoursesService({ courses, transaction }: CoursesServiceDeps) {
  return {
    /** Course names, alphabetical, optionally those containing `query` (any case). */
    names(query: string | undefined): Promise<string[]> {
      return courses.names(query);
    },

    /** Holes of a course (all tees, or one); 404 when the course (or that tee) does not exist. */
    async holes(courseName: string, teeColor?: string): Promise<CourseHole[]> {
      const holes = await courses.holes(courseName, teeColor);
      if (holes.length === 0) throw notFound(teeColor ? `No ${teeColor} tee found for ${courseName}` : `Course not found: ${courseName}`);
      return holes;
    },

    /**
     * Stores an uploaded scorecard (product §G5), recording the uploader. A course that exists answers 409 with the
     * differences unless `overwrite` is set; the overwrite replaces every row in one transaction. Only an admin or
     * the course's uploader may replace it (issue 27): anyone else is refused (403) whether or not they asked to
     * overwrite, so they are never offered a replacement they cannot make. The demo courses have no uploader.
     */
    async upload(uploader: Uploader, fields: UploadFields, csvText: string): Promise<CourseUploadResult> {
      const course = csvOr400(csvText);
      return transaction(async (tx) => {
        const existing = await tx.courses.holes(fields.courseName);
        if (existing.length > 0 && !uploader.isAdmin) {
          const uploaders = await tx.courses.uploadersOf(fields.courseName);
          if (!uploaders.every((id) => id === uploader.id)) throw notYours(existing[0]!.courseName);
        }
        if (existing.length > 0 && !fields.overwrite) {
          throw conflict(`A course named "${existing[0]!.courseName}" already exists. Overwrite it?`, {
            courseName: existing[0]!.courseName,
            differences: courseDifferences(existing, course),
          });
        }
        await tx.courses.delete(fields.courseName);
        const rows = course.holes.flatMap((hole) =>
          course.tees.map((tee) => ({
            courseName: fields.courseName,
            city: fields.city,
            state: fields.state,
            holeNumber: hole.holeNumber,
            par: hole.par,
            handicapIndex: hole.handicapIndex,
            womensPar: hole.womensPar,
            womensHandicapIndex: hole.womensHandicapIndex,
            yardage: hole.yardages.get(tee) ?? 0,
            teeColor: tee,
            teeRatings: course.ratings.get(tee) ?? null,
            uploadedBy: uploader.id,
          })),
        );
        const rowsInserted = await tx.courses.insertHoles(rows);
        const verb = existing.length > 0 ? 'replaced' : 'uploaded';
        return {
          message: `${fields.courseName} ${verb}: ${course.holes.length} holes on ${course.tees.length} tee${course.tees.length > 1 ? 's' : ''}.`,
          rowsInserted,
          holesCount: course.holes.length,
          teesFound: course.tees,
          courseName: fields.courseName,
        };
      });
    },

    /** Renames a course and sets its city and state; a name another course already has is a 409. */
    async updateInfo(courseName: string, input: z.output<typeof CourseInfoSchema>) {
      return transaction(async (tx) => {
        const renamingToOther = input.newCourseName.toLowerCase() !== courseName.toLowerCase();
        if (renamingToOther && (await tx.courses.exists(input.newCourseName))) {
          throw conflict(`A course named "${input.newCourseName}" already exists`);
        }
        const rowsUpdated = await tx.courses.rename(courseName, { courseName: input.newCourseName, city: input.city, state: input.state });
        if (rowsUpdated === 0) throw notFound(`Course not found: ${courseName}`);
        return { message: 'Course updated', courseName: input.newCourseName, rowsUpdated };
      });
    },

    /** Sets a tee's ratings and slopes (product §R12), on every hole row of the tee; 404 when the course has no such tee. */
    async teeRatingsEdit(courseName: string, teeColor: string, ratings: TeeRatings): Promise<CourseHole[]> {
      const holes = await courses.setTeeRatings(courseName, teeColor, ratings);
      if (holes.length === 0) throw notFound(`No ${teeColor} tee found for ${courseName}`);
      return holes;
    },

    async remove(courseName: string) {
      const deleted = await courses.delete(courseName);
      if (deleted === 0) throw notFound(`Course not found: ${courseName}`);
      return { message: 'Course deleted', rowsDeleted: deleted };
    },

    /**
     * Edits one hole. Giving it a stroke index another hole of that tee has swaps the two, so the tee keeps a
     * valid 1..18 permutation (handicap strokes depend on it, product §R1); a women's stroke index swaps the same
     * way among the tee's women's indexes (product §R12). A null women's par or index clears it: the men's serves.
     * Moving it to another tee is refused when that tee (any case) already has its hole number; so is a change of
     * its tee's case alone, as the hole finds itself there.
     */
    async holeEdit(holeId: number, input: z.output<typeof HoleEditSchema>): Promise<CourseHole> {
      return transaction(async (tx) => {
        const hole = await tx.courses.holeById(holeId);
        if (!hole) throw notFound('Hole not found');
        const teeColor = input.teeColor ?? hole.teeColor;
        if (teeColor !== hole.teeColor && (await tx.courses.teeHasHole(hole.courseName, teeColor, hole.holeNumber))) {
          throw conflict(`The ${teeColor} tee already has a hole ${hole.holeNumber}`);
        }
        for (const column of STROKE_INDEX_COLUMNS) {
          const index = input[column];
          if (index !== undefined && index !== null && index !== hole[column]) await tx.courses.strokeIndexSwap(hole, teeColor, index, column);
        }
        const updated = await tx.courses.holeUpdate(holeId, { ...input, teeColor });
        if (!updated) throw notFound('Hole not found');
        return updated;
      });
    },
  };
}

export type CoursesService = ReturnType<typeof createCoursesService>;
