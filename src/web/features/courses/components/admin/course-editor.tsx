import { MapPinIcon } from 'lucide-react';
import { Spinner } from '../../../../components/spinner';
import { useCourseHoles } from '../../../../lib/courses/get-course-holes';
import { DeleteCourseDialog } from './delete-course-dialog';
import { EditCourseInfoDialog } from './edit-course-info-dialog';
import { HolesEditor } from './holes-editor';

type CourseEditorProps = { courseName: string; onRenamed: (courseName: string) => void };

/** One course in the admin's hands: its info, delete, and the holes of each tee. */
export function CourseEditor({ courseName, onRenamed }: CourseEditorProps) {
  const { holes, tees, isLoading, isError } = useCourseHoles(courseName);
  const city = holes[0]?.city ?? null;
  const state = holes[0]?.state ?? null;
  const place = [city, state].filter(Boolean).join(', ');

  return (
    <section aria-label={`Edit ${courseName}`} className="grid content-start gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold leading-tight break-words">{courseName}</h3>
          <p className="mt-1 flex items-center gap-1 text-sm text-muted-foreground">
            <MapPinIcon className="size-3.5" aria-hidden />
            {place || 'No city or state'} · {tees.length} {tees.length === 1 ? 'tee' : 'tees'}
          </p>
        </div>
        <div className="flex gap-2">
          <EditCourseInfoDialog courseName={courseName} city={city} state={state} onRenamed={onRenamed} />
          <DeleteCourseDialog courseName={courseName} />
        </div>
      </div>
      {isLoading ? <Spinner label="Loading holes" className="text-primary" /> : null}
      {isError ? <p className="text-sm text-destructive">The holes of this course could not be loaded.</p> : null}
      {tees.length > 0 ? <HolesEditor holes={holes} tees={tees} /> : null}
    </section>
  );
}
