import { z } from 'zod';
import { boundedText, textMax } from './text';

/** A hole of a course on one tee, as GET /api/courses/{name}/holes returns it (spec 001 §7). */
export type CourseHole = {
  id: number;
  courseName: string;
  city: string | null;
  state: string | null;
  holeNumber: number;
  par: number;
  yardage: number;
  handicapIndex: number;
  teeColor: string;
};

/** The differences a 409 on upload reports before an overwrite (spec 001 §4). */
export type CourseDifferences = { newTees: string[]; removedTees: string[]; holesToReplace: number };

export type CourseUploadResult = { message: string; rowsInserted: number; holesCount: number; teesFound: string[]; courseName: string };

const whole = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`);

export const TeeColorSchema = boundedText(textMax.teeColor, 'Tee color is too long', { error: 'Tee color is required' }).min(1, 'Tee color is required');

/** Hole edit bounds (spec 001 §5, §9): par 3-6, yardage 50-700, handicap index 1-18. */
export const HoleEditSchema = z.object({
  par: whole('Par', 3, 6).optional(),
  yardage: whole('Yardage', 50, 700).optional(),
  handicapIndex: whole('Handicap index', 1, 18).optional(),
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

/** GET /api/courses/{name}/holes?teeColor=: the tee picked by query; blank means the course's default tee. */
export const CourseHolesQuerySchema = z.object({ teeColor: boundedText(textMax.teeColor, 'Tee color is too long').optional() });

/** City or state: blank clears it (null); left out of the body keeps what is stored (undefined). */
const optionalPlace = boundedText(textMax.place, `City and state must be at most ${textMax.place} characters`)
  .optional()
  .nullable()
  .transform((value) => (value === undefined ? undefined : value || null));

/** PATCH /api/courses/{courseName} (spec 001 §7): newCourseName, city, state. */
export const CourseInfoSchema = z.object({ newCourseName: CourseNameSchema, city: optionalPlace, state: optionalPlace });

export const CourseUploadFieldsSchema = z.object({
  courseName: CourseNameSchema,
  city: optionalPlace,
  state: optionalPlace,
  /** rules.md §11: an existing name is a 409 unless the form carries overwrite=true. */
  overwrite: boundedText(5, 'overwrite must be true or false')
    .optional()
    .transform((value) => value?.trim().toLowerCase() === 'true'),
});

/** Tees of a course ordered longest first by total yardage: the tee picker's order and default (spec 001 §4). */
export function teesByTotalYardage(holes: Array<Pick<CourseHole, 'teeColor' | 'yardage'>>): Array<{ teeColor: string; totalYardage: number }> {
  const totals = new Map<string, number>();
  for (const hole of holes) totals.set(hole.teeColor, (totals.get(hole.teeColor) ?? 0) + hole.yardage);
  return [...totals.entries()]
    .map(([teeColor, totalYardage]) => ({ teeColor, totalYardage }))
    .sort((a, b) => b.totalYardage - a.totalYardage || a.teeColor.localeCompare(b.teeColor));
}
