import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CourseHole, CourseHolesSchema } from '../../../../contract/course-responses';
import type { TeeRatings } from '../../../../golf';
import { toast } from '../../../components/ui/use-toast';
import { apiJson } from '../../../lib/api';
import { courseHolesKey } from '../../../lib/courses/course-keys';
import { toastFailure } from '../../../lib/notify';

type TeeRatingsEdit = { courseName: string; teeColor: string; ratings: TeeRatings };

/** PUT /api/courses/{name}/tees/{tee}/ratings (admin, product §R12): answers the tee's holes as stored. */
export function editTeeRatings({ courseName, teeColor, ratings }: TeeRatingsEdit): Promise<CourseHole[]> {
  return apiJson('PUT', `/api/courses/${encodeURIComponent(courseName)}/tees/${encodeURIComponent(teeColor)}/ratings`, CourseHolesSchema, ratings);
}

/** Saves a tee's ratings; the answer replaces the tee's holes in the cache, so the picker and the editor agree at once. */
export function useEditTeeRatings(courseName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editTeeRatings,
    onSuccess: (saved, { teeColor }) => {
      toast({ title: 'Ratings saved', description: `The ${teeColor} tee's ratings and slopes are saved.` });
      const byId = new Map(saved.map((hole) => [hole.id, hole]));
      queryClient.setQueryData<CourseHole[]>(courseHolesKey(courseName), (holes) => holes?.map((hole) => byId.get(hole.id) ?? hole));
    },
    onError: (error) => toastFailure('Failed to update ratings', error),
  });
}
