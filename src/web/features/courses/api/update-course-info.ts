import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CourseInfoSchema } from '../../../../contract/courses';
import { toast } from '../../../components/ui/use-toast';
import { apiRequest } from '../../../lib/api';
import { coursePath, coursesKey } from '../../../lib/courses/course-keys';
import { updateCachedCourseNames } from '../../../lib/courses/get-courses';
import { toastFailure } from '../../../lib/notify';

// The admin's course edits (product §G6-§G7). Failures toast the titles of product §G8 with the server's words.
// Success work lives in the hook, not in mutate() callbacks: a rename unmounts the editor that asked for it,
// and React Query skips the callbacks of a component that is gone.

export type CourseInfoInput = z.output<typeof CourseInfoSchema>;

/** PATCH /api/courses/{courseName}: renames a course and sets its place for every tee. */
export function updateCourseInfo({ courseName, info }: { courseName: string; info: CourseInfoInput }): Promise<Response> {
  return apiRequest('PATCH', coursePath(courseName), info);
}

/** Renames a course and sets its place; `onSaved` gets the new name before the list changes, so a selection can follow it. */
export function useUpdateCourseInfo(onSaved: (courseName: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCourseInfo,
    onSuccess: (_res, { courseName, info }) => {
      toast({ title: 'Course updated', description: `${info.newCourseName} saved.` });
      onSaved(info.newCourseName);
      // Only the list is refreshed: holes load under the new name, and the old name's entry simply ages out.
      updateCachedCourseNames(queryClient, (names) => names.map((name) => (name === courseName ? info.newCourseName : name)));
      return queryClient.invalidateQueries({ queryKey: coursesKey, exact: true });
    },
    onError: (error) => toastFailure('Failed to update course', error),
  });
}
