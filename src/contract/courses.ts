import { z } from 'zod';
import { HOLE_EDIT_LIMITS, RATING_TENTHS_LIMITS, ratingTenthsText, SLOPE_RANGE } from '../golf';
import { boundedText, textMax } from './text';

// Requests of the course calls (product §G7); their answers are in course-responses.ts.

const whole = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`);

export const TeeColorSchema = boundedText(textMax.teeColor, 'Tee color is too long', { error: 'Tee color is required' }).min(1, 'Tee color is required');

/**
 * PATCH /api/courses/holes/{id}: the engine's hole bounds (product §G5, §G9). The women's par and stroke index
 * (product §R12) take the men's bounds, or null: none of their own, the men's value serves.
 */
export const HoleEditSchema = z.object({
  par: whole('Par', HOLE_EDIT_LIMITS.par.min, HOLE_EDIT_LIMITS.par.max).optional(),
  yardage: whole('Yardage', HOLE_EDIT_LIMITS.yardage.min, HOLE_EDIT_LIMITS.yardage.max).optional(),
  handicapIndex: whole('Handicap index', HOLE_EDIT_LIMITS.handicapIndex.min, HOLE_EDIT_LIMITS.handicapIndex.max).optional(),
  womensPar: whole("Women's par", HOLE_EDIT_LIMITS.par.min, HOLE_EDIT_LIMITS.par.max).nullable().optional(),
  womensHandicapIndex: whole("Women's stroke index", HOLE_EDIT_LIMITS.handicapIndex.min, HOLE_EDIT_LIMITS.handicapIndex.max).nullable().optional(),
  teeColor: TeeColorSchema.optional(),
});

/** One bound for course names everywhere: the upload, the rename and the URL segment of every course route. */
export const CourseNameSchema = boundedText(textMax.courseName, `Course name must be at most ${textMax.courseName} characters`, {
  error: 'Course Name Required',
}).min(1, 'Course Name Required');

/** GET /api/courses?q=: the search text, bounded like a course name's search. */
export const CourseSearchSchema = z.object({ q: boundedText(textMax.search, 'Search text is too long').optional() });

/** The URL parameters of the course routes: a course name and, on the per-tee route, a tee. */
export const CourseParamsSchema = z.object({ courseName: CourseNameSchema, teeColor: TeeColorSchema.optional() });

/** GET /api/courses/{name}/holes?teeColor=: one tee's holes, picked by query; blank or left out answers every tee's. */
export const CourseHolesQuerySchema = z.object({ teeColor: boundedText(textMax.teeColor, 'Tee color is too long').optional() });

/** City or state: blank clears it (null); left out of the body keeps what is stored (undefined). */
const optionalPlace = boundedText(textMax.place, `City and state must be at most ${textMax.place} characters`)
  .optional()
  .nullable()
  .transform((value) => (value === undefined ? undefined : value || null));

/** PATCH /api/courses/{courseName} (product §G7): newCourseName, city, state. */
export const CourseInfoSchema = z.object({ newCourseName: CourseNameSchema, city: optionalPlace, state: optionalPlace });

export const CourseUploadFieldsSchema = z.object({
  courseName: CourseNameSchema,
  city: optionalPlace,
  state: optionalPlace,
  /** product §R11: an existing name is a 409 unless the form carries overwrite=true. */
  overwrite: boundedText(5, 'overwrite must be true or false')
    .optional()
    .transform((value) => value?.trim().toLowerCase() === 'true'),
});

/** One rating and slope of a tee's edit (product §R12): the rating in tenths; both given, or both null (not rated). */
function ratingEdit(limits: { min: number; max: number }, what: string) {
  const range = `${ratingTenthsText(limits.min)} and ${ratingTenthsText(limits.max)}`;
  return z
    .object({
      ratingTenths: z.number().int(`${what} rating must have at most one decimal`).min(limits.min, `${what} rating must be between ${range}`).max(limits.max, `${what} rating must be between ${range}`).nullable(),
      slope: z.number().int(`${what} slope must be a whole number`).min(SLOPE_RANGE.min, `${what} slope must be between ${SLOPE_RANGE.min} and ${SLOPE_RANGE.max}`).max(SLOPE_RANGE.max, `${what} slope must be between ${SLOPE_RANGE.min} and ${SLOPE_RANGE.max}`).nullable(),
    })
    .refine((rating) => (rating.ratingTenths === null) === (rating.slope === null), `${what}: give both a rating and a slope, or neither`);
}

const teeSetEdit = (who: string) =>
  z.object({
    full: ratingEdit(RATING_TENTHS_LIMITS.full, who),
    front: ratingEdit(RATING_TENTHS_LIMITS.nine, `${who} front nine`),
    back: ratingEdit(RATING_TENTHS_LIMITS.nine, `${who} back nine`),
  });

/** PUT /api/courses/{courseName}/tees/{teeColor}/ratings (admin): the tee's ratings and slopes, every one stated. */
export const TeeRatingsEditSchema = z.object({ M: teeSetEdit("Men's"), W: teeSetEdit("Women's") });

/** The URL parameters of a tee's own route: the course and the tee, both required. */
export const TeeParamsSchema = z.object({ courseName: CourseNameSchema, teeColor: TeeColorSchema });
