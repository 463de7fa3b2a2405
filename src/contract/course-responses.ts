import { z } from 'zod';
import type { TeeRatings } from '../golf';

// Answers of the course calls (product §G7): the server's service returns these types and the client parses
// the answers with these schemas.

/** GET /api/courses: course names, alphabetical. */
export const CourseNamesSchema = z.array(z.string());

/** A course rating in tenths (71.3 is 713) and a slope (product §R12); null where the scorecard gives none. */
const ScorecardRatingSchema = z.object({ ratingTenths: z.number().int().nullable(), slope: z.number().int().nullable() });
const TeeSetRatingsSchema = z.object({ full: ScorecardRatingSchema, front: ScorecardRatingSchema, back: ScorecardRatingSchema });
/** A tee's ratings for men (M) and women (W), over 18 holes and each nine. */
export const TeeRatingsSchema = z.object({ M: TeeSetRatingsSchema, W: TeeSetRatingsSchema }) satisfies z.ZodType<TeeRatings>;

/** A hole of a course on one tee, as GET /api/courses/{name}/holes returns it (product §G7). */
export const CourseHoleSchema = z.object({
  id: z.number().int(),
  courseName: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  holeNumber: z.number().int(),
  par: z.number().int(),
  yardage: z.number().int(),
  handicapIndex: z.number().int(),
  teeColor: z.string(),
  /** The women's par and stroke index (product §R12); null where the scorecard has none and the men's serve. */
  womensPar: z.number().int().nullable(),
  womensHandicapIndex: z.number().int().nullable(),
  /** The tee's ratings and slopes for men and women (product §R12); null for a course uploaded before they existed. */
  teeRatings: TeeRatingsSchema.nullable(),
});
export type CourseHole = z.infer<typeof CourseHoleSchema>;
export const CourseHolesSchema = z.array(CourseHoleSchema);

/** The differences a 409 on upload reports before an overwrite (product §G4). */
export const CourseDifferencesSchema = z.object({ newTees: z.array(z.string()), removedTees: z.array(z.string()), holesToReplace: z.number().int() });
export type CourseDifferences = z.infer<typeof CourseDifferencesSchema>;

/** POST /api/courses/upload: what was stored. */
export const CourseUploadResultSchema = z.object({
  message: z.string(),
  rowsInserted: z.number().int(),
  holesCount: z.number().int(),
  teesFound: z.array(z.string()),
  courseName: z.string(),
});
export type CourseUploadResult = z.infer<typeof CourseUploadResultSchema>;

/** The 409 of an upload whose course exists (product §R11): what an overwrite would change. */
export const UploadConflictSchema = z.object({ message: z.string(), courseName: z.string(), differences: CourseDifferencesSchema });
export type UploadConflict = z.infer<typeof UploadConflictSchema>;

/** The 400 of a CSV that cannot become a course: the message names the row and column, the hint says what to fix. */
export const UploadRejectionSchema = z.object({
  message: z.string(),
  hint: z.string().optional(),
  row: z.number().nullable().optional(),
  column: z.string().nullable().optional(),
});
