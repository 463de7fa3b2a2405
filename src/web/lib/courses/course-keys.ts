/**
 * Query keys of the course calls. The holes key encodes the name because the default query function joins
 * the key into the URL path, and a course name may hold '/', '?' or '#'.
 */
export const coursesKey = ['/api/courses'] as const;

export function courseHolesKey(courseName: string) {
  return ['/api/courses', encodeURIComponent(courseName), 'holes'] as const;
}

export function coursePath(courseName: string): string {
  return `/api/courses/${encodeURIComponent(courseName)}`;
}
