import { cn } from '../../lib/utils';
import { CourseOption } from './course-option';

type CourseOptionListProps = {
  /** The list's accessible name. */
  label: string;
  courses: readonly string[];
  selected: string | null;
  onSelect: (courseName: string) => void;
  className?: string;
};

/** Courses as a list of options, the chosen one pressed: the search results, the recent courses and the admin's list. */
export function CourseOptionList({ label, courses, selected, onSelect, className }: CourseOptionListProps) {
  return (
    <ul aria-label={label} className={cn('grid gap-1.5', className)}>
      {courses.map((name) => (
        <li key={name}>
          <CourseOption name={name} selected={name === selected} onSelect={onSelect} />
        </li>
      ))}
    </ul>
  );
}
