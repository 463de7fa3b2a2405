import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CourseUploadResult, CourseUploadResultSchema } from '../../../../contract/course-responses';
import { apiUpload } from '../../../lib/api';
import { coursesKey } from '../../../lib/courses/course-keys';

export type CourseUploadInput = { courseName: string; city: string; state: string; csvFile: File; overwrite: boolean };

/** POST /api/courses/upload as a multipart form (product §G7): the answer says what was stored. */
export async function uploadCourse(input: CourseUploadInput): Promise<CourseUploadResult> {
  const form = new FormData();
  form.append('courseName', input.courseName.trim());
  form.append('city', input.city.trim());
  form.append('state', input.state.trim());
  if (input.overwrite) form.append('overwrite', 'true');
  form.append('csvFile', input.csvFile);
  const res = await apiUpload('/api/courses/upload', form);
  return CourseUploadResultSchema.parse(await res.json());
}

/** Uploads a course; a success refreshes every course query, since an overwrite changes holes too. */
export function useUploadCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coursesKey }),
  });
}
