import { HistoryIcon } from 'lucide-react';
import { useId } from 'react';
import { useRecentCourses } from '../../lib/courses/use-recent-courses';
import { CourseOptionList } from './course-option-list';

type RecentCoursesProps = {
  selected: string | null;
  onSelect: (courseName: string) => void;
  /** When given, stored names missing from it (deleted or renamed since) are left out. */
  knownCourses?: readonly string[];
};

/** The last 3 courses chosen on this device (product §G2, §G9). */
export function RecentCourses({ selected, onSelect, knownCourses }: RecentCoursesProps) {
  const headingId = useId();
  const { recentCourses } = useRecentCourses();
  const shown = knownCourses ? recentCourses.filter((name) => knownCourses.includes(name)) : recentCourses;

  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="flex items-center gap-1.5 text-sm font-medium">
        <HistoryIcon className="size-4 text-muted-foreground" aria-hidden />
        Recent courses
      </h3>
      {shown.length === 0 ? (
        <p className="rounded-lg border border-dashed px-3 py-3 text-sm text-muted-foreground">No recent courses. Use search to find courses.</p>
      ) : (
        <CourseOptionList label="Recent courses" courses={shown} selected={selected} onSelect={onSelect} />
      )}
    </section>
  );
}
