import { MapPinIcon } from 'lucide-react';
import { useState } from 'react';
import { CoursePicker } from '../../../components/course-picker/course-picker';
import { TeePicker } from '../../../components/course-picker/tee-picker';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useCourseHoles } from '../../../lib/courses/get-course-holes';
import { DEFAULT_TEE } from '../../../lib/courses/course-picker-logic';
import { CourseScorecard } from './course-scorecard';

type CourseDirectoryProps = { courseName: string | null; onCourseChange: (courseName: string) => void };

/** Browse the courses: pick one with the game form's picker, then a tee, and read its scorecard. */
export function CourseDirectory({ courseName, onCourseChange }: CourseDirectoryProps) {
  const [teeColor, setTeeColor] = useState<string | null>(DEFAULT_TEE);
  const { holes } = useCourseHoles(courseName);
  const teeHoles = holes.filter((hole) => hole.teeColor === teeColor);
  const place = [holes[0]?.city, holes[0]?.state].filter(Boolean).join(', ');

  return (
    <Card id="course-directory" className="scroll-mt-24">
      <CardHeader>
        <CardTitle as="h2">Course directory</CardTitle>
        <CardDescription>Find a course as you will when creating a game, then pick a tee to see its scorecard.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
        <CoursePicker value={courseName} onChange={onCourseChange} />
        <section aria-label="Selected course" className="grid content-start gap-4 border-t pt-5 md:border-t-0 md:border-l md:pt-0 md:pl-6">
          {courseName ? (
            <div>
              <h3 className="text-lg font-semibold leading-tight">{courseName}</h3>
              {place ? (
                <p className="mt-1 flex items-center gap-1 text-sm text-muted-foreground">
                  <MapPinIcon className="size-3.5" aria-hidden />
                  {place}
                </p>
              ) : null}
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">Search for a course or choose a recent one.</p>
          )}
          {courseName ? <TeePicker courseName={courseName} value={teeColor} onChange={setTeeColor} /> : null}
          {teeColor && teeHoles.length > 0 ? <CourseScorecard holes={teeHoles} teeColor={teeColor} /> : null}
        </section>
      </CardContent>
    </Card>
  );
}
