import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/use-toast';
import { apiRequest } from '../../../lib/api';
import { coursePath, coursesKey } from '../../../lib/courses/course-keys';
import { updateCachedCourseNames } from '../../../lib/courses/get-courses';
import { toastFailure } from '../../../lib/notify';

/** DELETE /api/courses/{courseName}: every tee and hole of the course (product §G6-§G7). */
export function deleteCourse(courseName: string): Promise<Response> {
  return apiRequest('DELETE', coursePath(courseName));
}

/**
 * Deletes a course. Success work lives in the hook, not in mutate() callbacks: the delete unmounts the editor
 * that asked for it, and React Query skips the callbacks of a component that is gone. Failures toast product §G8's title.
 */
export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSuccess: (_res, courseName) => {
      toast({ title: 'Course deleted', description: `${courseName} was deleted.` });
      // Drop the name at once so screens stop asking for the deleted course's holes, then confirm with the server.
      updateCachedCourseNames(queryClient, (names) => names.filter((name) => name !== courseName));
      return queryClient.invalidateQueries({ queryKey: coursesKey, exact: true });
    },
    onError: (error) => toastFailure('Failed to delete course', error),
  });
}
