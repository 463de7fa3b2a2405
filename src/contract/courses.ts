import { z } from 'zod';

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

/** Hole edit bounds (spec 001 §5, §9): par 3-6, yardage 50-700, handicap index 1-18. */
export const HoleEditSchema = z.object({
  par: whole('Par', 3, 6).optional(),
  yardage: whole('Yardage', 50, 700).optional(),
  handicapIndex: whole('Handicap index', 1, 18).optional(),
  teeColor: z.string().trim().min(1, 'Tee color is required').max(40, 'Tee color is too long').optional(),
});

export const CourseNameSchema = z.string({ error: 'Course Name Required' }).trim().min(1, 'Course Name Required').max(120, 'Course name is too long');

/** City or state: blank clears it (null); left out of the body keeps what is stored (undefined). */
const optionalPlace = z
  .string()
  .trim()
  .max(80, 'City and state must be at most 80 characters')
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
  overwrite: z
    .string()
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
