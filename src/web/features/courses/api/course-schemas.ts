import { z } from 'zod';
import type { CourseDifferences, CourseHole, CourseUploadResult } from '../../../../contract/courses';

// Parsers for what the course calls answer (spec 001 §7); `satisfies` keeps them in step with the contract types.

export const CourseNamesSchema = z.array(z.string());

export const CourseHoleSchema = z.object({
  id: z.number(),
  courseName: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  holeNumber: z.number(),
  par: z.number(),
  yardage: z.number(),
  handicapIndex: z.number(),
  teeColor: z.string(),
}) satisfies z.ZodType<CourseHole>;

export const CourseHolesSchema = z.array(CourseHoleSchema);

export const CourseUploadResultSchema = z.object({
  message: z.string(),
  rowsInserted: z.number(),
  holesCount: z.number(),
  teesFound: z.array(z.string()),
  courseName: z.string(),
}) satisfies z.ZodType<CourseUploadResult>;

const CourseDifferencesSchema = z.object({
  newTees: z.array(z.string()),
  removedTees: z.array(z.string()),
  holesToReplace: z.number(),
}) satisfies z.ZodType<CourseDifferences>;

/** The 409 of an upload whose course exists: what an overwrite would change. */
export const UploadConflictSchema = z.object({ message: z.string(), courseName: z.string(), differences: CourseDifferencesSchema });

/** The 400 of a CSV that cannot become a course: the message names the row and column, the hint says what to fix. */
export const UploadRejectionSchema = z.object({
  message: z.string(),
  hint: z.string().optional(),
  row: z.number().nullable().optional(),
  column: z.string().nullable().optional(),
});
