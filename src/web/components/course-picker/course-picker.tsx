import { InfoIcon } from 'lucide-react';
import { useCourseList } from '../../lib/courses/get-courses';
import { useRecentCourses } from '../../lib/courses/use-recent-courses';
import { CourseSearch } from './course-search';
import { RecentCourses } from './recent-courses';

/**
 * The course half of Create New Game's picker (product §G2): search plus recent courses. A chosen course is
 * remembered as recent. Pair it with TeePicker for the tee.
 */
export function CoursePicker({ value, onChange }: { value: string | null; onChange: (courseName: string) => void }) {
  const { courses, isFallback, isLoading } = useCourseList();
  const { rememberCourse } = useRecentCourses();

  function choose(courseName: string) {
    rememberCourse(courseName);
    onChange(courseName);
  }

  return (
    <div className="grid content-start gap-5">
      <CourseSearch courses={courses} selected={value} onSelect={choose} />
      {isFallback ? (
        <p className="flex items-start gap-2 text-xs text-muted-foreground">
          <InfoIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden />
          The course list could not be loaded; searching the demo courses only.
        </p>
      ) : null}
      <RecentCourses selected={value} onSelect={choose} knownCourses={isFallback || isLoading ? undefined : courses} />
    </div>
  );
}
