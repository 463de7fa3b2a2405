import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { CourseNamesSchema } from '../../../contract/course-responses';
import { getQueryFn } from '../api';
import { coursesKey } from './course-keys';
import { COURSE_METADATA_STALE_MS, FALLBACK_COURSES } from './course-picker-logic';

/** GET /api/courses: every course name, parsed. */
export const getCourses = getQueryFn({ on401: 'throw', schema: CourseNamesSchema });

/** GET /api/courses, cached 5 minutes (product §G9); the admin list reads it directly to show load errors. */
export const courseListQuery = queryOptions({
  queryKey: coursesKey,
  queryFn: getCourses,
  staleTime: COURSE_METADATA_STALE_MS,
});

/**
 * Every course name. When the list cannot be loaded the two demo courses stand
 * in (product §G7), so the picker still offers something; `isFallback` says so.
 */
export function useCourseList(): { courses: readonly string[]; isLoading: boolean; isFallback: boolean } {
  const query = useQuery(courseListQuery);
  if (query.isError) return { courses: FALLBACK_COURSES, isLoading: false, isFallback: true };
  return { courses: query.data ?? [], isLoading: query.isPending, isFallback: false };
}

/** Rewrites the cached course names at once (a rename or delete), before the server confirms with a refetch. */
export function updateCachedCourseNames(queryClient: QueryClient, update: (names: string[]) => string[]): void {
  queryClient.setQueryData<string[]>(coursesKey, (names) => (names ? update(names) : names));
}
