import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { DEFAULT_COURSE } from '../../../lib/courses/course-picker-logic';
import { useCourseList } from '../../../lib/courses/get-courses';
import { useRecentCourses } from '../../../lib/courses/use-recent-courses';
import { CourseDirectory } from '../components/course-directory';
import { CsvFormatHelp } from '../components/csv-format-help';
import { UploadCourseForm } from '../components/upload-course-form';

/** /app/upload-course (product §G2): upload a scorecard, then find the course as a game's creator will. */
export function UploadCoursePage() {
  useDocumentMeta({
    title: 'Upload Course | Dormie',
    description: 'Upload a golf course scorecard as CSV: holes, pars, stroke indexes and yardages for every tee.',
  });
  const [chosenCourse, setChosenCourse] = useState<string | null>(null);
  const { courses } = useCourseList();
  const { rememberCourse } = useRecentCourses();
  // The directory opens on the create form's default course (product §G9), when that course exists.
  const directoryCourse = chosenCourse ?? (courses.includes(DEFAULT_COURSE) ? DEFAULT_COURSE : null);

  function findCourse(courseName: string) {
    rememberCourse(courseName);
    setChosenCourse(courseName);
    document.getElementById('course-directory')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  return (
    <div className="grid grid-cols-1 gap-6">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight">Upload Course</h1>
        <p className="mt-1 max-w-2xl text-muted-foreground">Add a course your group plays so anyone can pick it, and its tees, when creating a game.</p>
      </header>

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Course details</CardTitle>
            <CardDescription>The name is what golfers search for. Uploading a name that exists replaces that course.</CardDescription>
          </CardHeader>
          <CardContent>
            <UploadCourseForm onFindCourse={findCourse} />
          </CardContent>
        </Card>
        <CsvFormatHelp />
      </div>

      <CourseDirectory courseName={directoryCourse} onCourseChange={setChosenCourse} />
    </div>
  );
}
