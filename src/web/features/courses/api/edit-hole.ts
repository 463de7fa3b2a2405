import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { HoleEditSchema } from '../../../../contract/courses';
import { type CourseHole, CourseHoleSchema } from '../../../../contract/course-responses';
import { toast } from '../../../components/ui/use-toast';
import { apiJson } from '../../../lib/api';
import { courseHolesKey } from '../../../lib/courses/course-keys';
import { toastFailure } from '../../../lib/notify';

export type HoleEditInput = z.output<typeof HoleEditSchema>;

/** PATCH /api/courses/holes/{id} (product §G7): saves one hole and answers with it as stored. */
export function editHole({ hole, edit }: { hole: CourseHole; edit: HoleEditInput }): Promise<CourseHole> {
  return apiJson('PATCH', `/api/courses/holes/${hole.id}`, CourseHoleSchema, edit);
}

/**
 * Saves one hole. The answer goes into the cache at once; the course is then reloaded because saving a stroke
 * index (men's or women's) another hole has swaps the two on the server. A failure toasts 'Failed to update hole'
 * (product §G8).
 */
export function useEditHole(courseName: string) {
  const queryClient = useQueryClient();
  const key = courseHolesKey(courseName);
  return useMutation({
    mutationFn: editHole,
    onSuccess: (saved, { hole, edit }) => {
      toast({ title: 'Hole updated', description: holeSavedText(hole, edit) });
      queryClient.setQueryData<CourseHole[]>(key, (holes) => holes?.map((cached) => (cached.id === saved.id ? saved : cached)));
      return queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => toastFailure('Failed to update hole', error),
  });
}

function holeSavedText(hole: CourseHole, edit: HoleEditInput): string {
  const texts = [`Hole ${hole.holeNumber} on the ${hole.teeColor} tee saved.`];
  if (edit.handicapIndex !== undefined) texts.push(`The hole that had stroke index ${edit.handicapIndex} now has ${hole.handicapIndex}.`);
  // The women's indexes may leave holes without one (the men's serves), so no hole may have had it.
  if (typeof edit.womensHandicapIndex === 'number') {
    texts.push(`Any hole that had women's stroke index ${edit.womensHandicapIndex} now has ${hole.womensHandicapIndex ?? "none (the men's index serves)"}.`);
  }
  return texts.join(' ');
}
