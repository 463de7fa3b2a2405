import { FlagIcon } from 'lucide-react';
import { CoursePicker } from '../../../../components/course-picker/course-picker';

type CourseFieldProps = { id: string; value: string | null; error?: string; onChange: (courseName: string) => void };

/** The chosen course, then the shared picker (search and recent courses, product §G2) to change it. */
export function CourseField({ id, value, error, onChange }: CourseFieldProps) {
  return (
    <div className="grid gap-4">
      <div
        id={id}
        tabIndex={-1}
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        className="grid gap-2 outline-none focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span id={`${id}-label`} className="text-sm font-medium">
          Course
        </span>
        <p className="flex min-h-12 items-center gap-3 rounded-lg border border-primary/40 bg-primary/5 px-3 py-2">
          <FlagIcon className="size-4 shrink-0 text-primary" aria-hidden />
          {value ? (
            <span className="min-w-0 font-semibold break-words" data-testid="chosen-course">
              {value}
            </span>
          ) : (
            <span className="text-muted-foreground">No course chosen yet</span>
          )}
        </p>
        {error ? (
          <p id={`${id}-error`} className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <CoursePicker value={value} onChange={onChange} />
    </div>
  );
}
