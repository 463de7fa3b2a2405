import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CourseHole, CourseInfoSchema, HoleEditSchema } from '../../../../contract/courses';
import { toast } from '../../../components/ui/use-toast';
import { apiJson, apiRequest } from '../../../lib/api';
import { toastFailure } from '../../../lib/notify';
import { courseHolesKey, coursePath, coursesKey } from './course-keys';
import { CourseHoleSchema } from './course-schemas';

// The admin's course edits (spec 001 §6-7). Failures toast the titles of spec 001 §8 with the server's words.
// Success work lives here, not in mutate() callbacks: a rename or delete unmounts the editor that asked for it,
// and React Query skips the callbacks of a component that is gone.

function updateCachedNames(queryClient: QueryClient, update: (names: string[]) => string[]): void {
  queryClient.setQueryData<string[]>(coursesKey, (names) => (names ? update(names) : names));
}

export type CourseInfoInput = z.output<typeof CourseInfoSchema>;

/** Renames a course and sets its place; `onSaved` gets the new name before the list changes, so a selection can follow it. */
export function useUpdateCourseInfo(onSaved: (courseName: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ courseName, info }: { courseName: string; info: CourseInfoInput }) => apiRequest('PATCH', coursePath(courseName), info),
    onSuccess: (_res, { courseName, info }) => {
      toast({ title: 'Course updated', description: `${info.newCourseName} saved.` });
      onSaved(info.newCourseName);
      // Only the list is refreshed: holes load under the new name, and the old name's entry simply ages out.
      updateCachedNames(queryClient, (names) => names.map((name) => (name === courseName ? info.newCourseName : name)));
      return queryClient.invalidateQueries({ queryKey: coursesKey, exact: true });
    },
    onError: (error) => toastFailure('Failed to update course', error),
  });
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (courseName: string) => apiRequest('DELETE', coursePath(courseName)),
    onSuccess: (_res, courseName) => {
      toast({ title: 'Course deleted', description: `${courseName} was deleted.` });
      // Drop the name at once so screens stop asking for the deleted course's holes, then confirm with the server.
      updateCachedNames(queryClient, (names) => names.filter((name) => name !== courseName));
      return queryClient.invalidateQueries({ queryKey: coursesKey, exact: true });
    },
    onError: (error) => toastFailure('Failed to delete course', error),
  });
}

export type HoleEditInput = z.output<typeof HoleEditSchema>;

/**
 * Saves one hole. The answer goes into the cache at once; the course is then reloaded because saving a stroke
 * index another hole has swaps the two on the server.
 */
export function useEditHole(courseName: string) {
  const queryClient = useQueryClient();
  const key = courseHolesKey(courseName);
  return useMutation({
    mutationFn: ({ hole, edit }: { hole: CourseHole; edit: HoleEditInput }) => apiJson('PATCH', `/api/courses/holes/${hole.id}`, CourseHoleSchema, edit),
    onSuccess: (saved, { hole, edit }) => {
      toast({ title: 'Hole updated', description: holeSavedText(hole, edit) });
      queryClient.setQueryData<CourseHole[]>(key, (holes) => holes?.map((cached) => (cached.id === saved.id ? saved : cached)));
      return queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => toastFailure('Failed to update hole', error),
  });
}

function holeSavedText(hole: CourseHole, edit: HoleEditInput): string {
  const saved = `Hole ${hole.holeNumber} on the ${hole.teeColor} tee saved.`;
  if (edit.handicapIndex === undefined) return saved;
  return `${saved} The hole that had stroke index ${edit.handicapIndex} now has ${hole.handicapIndex}.`;
}
