import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseUploadResult } from '../../../../contract/courses';
import { apiUpload } from '../../../lib/api';
import { coursesKey } from './course-keys';
import { CourseUploadResultSchema } from './course-schemas';

export type CourseUploadInput = { courseName: string; city: string; state: string; csvFile: File; overwrite: boolean };

/** POST /api/courses/upload; a success refreshes every course query, since an overwrite changes holes too. */
export function useUploadCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CourseUploadInput): Promise<CourseUploadResult> => {
      const form = new FormData();
      form.append('courseName', input.courseName.trim());
      form.append('city', input.city.trim());
      form.append('state', input.state.trim());
      if (input.overwrite) form.append('overwrite', 'true');
      form.append('csvFile', input.csvFile);
      const res = await apiUpload('/api/courses/upload', form);
      return CourseUploadResultSchema.parse(await res.json());
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coursesKey }),
  });
}
