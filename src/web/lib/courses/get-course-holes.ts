import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type CourseHole, CourseHolesSchema } from '../../../contract/course-responses';
import { type TeeOption, teesByTotalYardage } from '../../../golf';
import { getQueryFn } from '../api';
import { courseHolesKey } from './course-keys';
import { COURSE_METADATA_STALE_MS } from './course-picker-logic';

/** GET /api/courses/{name}/holes: every hole of a course on every tee, parsed. */
export const getCourseHoles = getQueryFn({ on401: 'throw', schema: CourseHolesSchema });

/** The holes of one course, cached 5 minutes (product §G9); a failed load shows 'Failed to fetch course holes'. */
export function courseHolesQuery(courseName: string | null) {
  return queryOptions({
    queryKey: courseHolesKey(courseName ?? ''),
    queryFn: getCourseHoles,
    staleTime: COURSE_METADATA_STALE_MS,
    enabled: courseName !== null,
    meta: { errorToast: { title: 'Failed to fetch course holes' } },
  });
}

/**
 * Every hole of a course on every tee (one call serves the tee picker, the scorecard and the holes editor),
 * cached 5 minutes. Tees come longest first (product §G4). A failed load shows 'Failed to fetch course holes'.
 */
export function useCourseHoles(courseName: string | null): {
  holes: CourseHole[];
  tees: TeeOption[];
  isLoading: boolean;
  isError: boolean;
} {
  const query = useQuery(courseHolesQuery(courseName));
  const { data } = query;

  const tees = useMemo(() => teesByTotalYardage(data ?? []), [data]);
  return { holes: data ?? [], tees, isLoading: courseName !== null && query.isPending, isError: query.isError };
}
