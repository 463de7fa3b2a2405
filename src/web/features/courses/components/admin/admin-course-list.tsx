import { SearchIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { CourseOptionList } from '../../../../components/course-picker/course-option-list';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { searchCourses } from '../../../../lib/courses/course-picker-logic';

type AdminCourseListProps = { courses: readonly string[]; selected: string | null; onSelect: (courseName: string) => void };

/** Every course, narrowed by the same substring search as the picker but without its 10-result cap. */
export function AdminCourseList({ courses, selected, onSelect }: AdminCourseListProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const shown = query.trim() === '' ? courses : searchCourses(courses, query, Infinity);

  return (
    <div className="grid content-start gap-3">
      <Label htmlFor={id} className="sr-only">
        Filter courses
      </Label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input id={id} type="search" autoComplete="off" placeholder="Filter courses" className="pl-9" value={query} onChange={(event) => setQuery(event.target.value)} />
      </div>
      {shown.length === 0 ? <p className="px-1 py-2 text-sm text-muted-foreground">No courses found</p> : null}
      <CourseOptionList label="Courses" courses={shown} selected={selected} onSelect={onSelect} className="max-h-[28rem] overflow-y-auto" />
    </div>
  );
}
