/**
 * The course picker's rules (product §G2, §G9), kept free of React and the DOM so they are unit tested
 * and shared by the upload page, the admin tab and the games issue's Create New Game form. The default tee
 * is the engine's (teeDefault in src/golf/tees.ts).
 */

export const DEFAULT_COURSE = 'Grey Rock Golf Club';
export const DEFAULT_TEE = 'Blue';

/** Shown when GET /api/courses fails, so a game can still be set up on the demo courses (product §G7). */
export const FALLBACK_COURSES: readonly string[] = ['Grey Rock Golf Club', 'Pine Hollow Country Club'];

export const COURSE_SEARCH_LIMIT = 10;
export const RECENT_COURSES_LIMIT = 3;
export const RECENT_COURSES_STORAGE_KEY = 'recentCourses';
/** Course names and holes change rarely: cache them 5 minutes (product §G9). */
export const COURSE_METADATA_STALE_MS = 5 * 60 * 1000;

/**
 * Courses whose name contains the query, ignoring case, in list order; at most `limit` of them. A blank query
 * matches nothing: the picker then shows recent courses instead of the whole list.
 */
export function searchCourses(names: readonly string[], query: string, limit: number = COURSE_SEARCH_LIMIT): string[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [];
  return names.filter((name) => name.toLowerCase().includes(needle)).slice(0, limit);
}

/** The recent list after choosing `courseName`: it moves to the front, once, and only the newest few are kept. */
export function addRecentCourse(recent: readonly string[], courseName: string, limit: number = RECENT_COURSES_LIMIT): string[] {
  return [courseName, ...recent.filter((name) => name !== courseName)].slice(0, limit);
}

/** Reads the stored recent list; anything malformed (hand-edited, an older format) counts as empty. */
export function parseRecentCourses(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const names = value.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
    return [...new Set(names)].slice(0, RECENT_COURSES_LIMIT);
  } catch {
    return [];
  }
}
