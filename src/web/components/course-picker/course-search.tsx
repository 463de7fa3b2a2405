import { SearchIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { searchCourses } from '../../lib/courses/course-picker-logic';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { CourseOptionList } from './course-option-list';

type CourseSearchProps = {
  courses: readonly string[];
  selected: string | null;
  onSelect: (courseName: string) => void;
};

/**
 * Course search of product §G2: a case-insensitive substring match over the cached course list, at most 10
 * results, 'No courses found' when nothing matches. Choosing a result clears the box for the next search.
 */
export function CourseSearch({ courses, selected, onSelect }: CourseSearchProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const matches = searchCourses(courses, query);
  const searching = query.trim() !== '';

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Search courses</Label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input
          id={id}
          type="search"
          autoComplete="off"
          placeholder="Course name, e.g. Pine"
          className="pl-9"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {searching && matches.length === 0 ? <p className="px-1 py-2 text-sm text-muted-foreground">No courses found</p> : null}
      {matches.length > 0 ? (
        <CourseOptionList
          label="Matching courses"
          courses={matches}
          selected={selected}
          onSelect={(chosen) => {
            setQuery('');
            onSelect(chosen);
          }}
        />
      ) : null}
    </div>
  );
}
