import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type CourseHole, teesByTotalYardage } from '../../../../contract/courses';
import { getQueryFn } from '../../../lib/api';
import { COURSE_METADATA_STALE_MS } from '../course-picker-logic';
import { courseHolesKey } from './course-keys';
import { CourseHolesSchema } from './course-schemas';

export type CourseTee = { teeColor: string; totalYardage: number };

/**
 * Every hole of a course on every tee (one call serves the tee picker, the scorecard and the holes editor),
 * cached 5 minutes. Tees come longest first (spec 001 §4). A failed load shows 'Failed to fetch course holes'.
 */
export function useCourseHoles(courseName: string | null): {
  holes: CourseHole[];
  tees: CourseTee[];
  isLoading: boolean;
  isError: boolean;
} {
  const query = useQuery({
    queryKey: courseHolesKey(courseName ?? ''),
    queryFn: getQueryFn({ on401: 'throw', schema: CourseHolesSchema }),
    staleTime: COURSE_METADATA_STALE_MS,
    enabled: courseName !== null,
    meta: { errorToast: { title: 'Failed to fetch course holes' } },
  });
  const { data } = query;

  const tees = useMemo(() => teesByTotalYardage(data ?? []), [data]);
  return { holes: data ?? [], tees, isLoading: courseName !== null && query.isPending, isError: query.isError };
}
