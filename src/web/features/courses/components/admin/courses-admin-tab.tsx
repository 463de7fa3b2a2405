import { useQuery } from '@tanstack/react-query';
import { UploadIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent } from '../../../../components/ui/card';
import { LoadState } from '../../../../components/load-state';
import { PanelSection } from '../../../../components/panel-section';
import { courseListQuery } from '../../../../lib/courses/get-courses';
import { AdminCourseList } from './admin-course-list';
import { CourseEditor } from './course-editor';

/** The admin panel's Courses tab (product §G2, §G6): find a course, edit its info and holes, delete it, or upload one. */
export function CoursesAdminTab() {
  const courses = useQuery(courseListQuery);
  const [chosen, setChosen] = useState<string | null>(null);
  const editorRef = useRef<HTMLDivElement>(null);
  // A course deleted (or renamed) since it was chosen simply stops being selected.
  const selected = chosen !== null && courses.data?.includes(chosen) ? chosen : null;

  function choose(courseName: string) {
    setChosen(courseName);
    // Below the list on narrow screens: bring the editor into view, as it would otherwise open out of sight.
    if (window.matchMedia('(max-width: 1023px)').matches) {
      requestAnimationFrame(() => editorRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
    }
  }

  return (
    <PanelSection
      id="admin-courses-heading"
      title="Courses"
      summary={courses.data ? `${courses.data.length} courses` : null}
      action={
        <Button asChild size="sm">
          <Link to="/app/upload-course">
            <UploadIcon aria-hidden />
            Upload Course
          </Link>
        </Button>
      }
    >
      <LoadState isPending={courses.isPending} error={courses.error} loadingLabel="Loading courses…" onRetry={() => void courses.refetch()} />
      {courses.data ? (
        <Card>
          <CardContent className="grid gap-6 pt-5 sm:pt-6 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
            <AdminCourseList courses={courses.data} selected={selected} onSelect={choose} />
            <div ref={editorRef} className="scroll-mt-4 border-t pt-5 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-6">
              {selected ? (
                <CourseEditor key={selected} courseName={selected} onRenamed={setChosen} />
              ) : (
                <p className="text-sm text-muted-foreground">Choose a course to edit its info and holes.</p>
              )}
            </div>
          </CardContent>
        </Card>
      ) : null}
    </PanelSection>
  );
}
