import { CircleCheckIcon, SearchIcon } from 'lucide-react';
import type { CourseUploadResult } from '../../../../contract/course-responses';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';

type UploadSuccessAlertProps = { result: CourseUploadResult; onFindCourse?: (courseName: string) => void };

/** What an upload stored: rows, holes and tees (product §G2), with a way to look the course up. */
export function UploadSuccessAlert({ result, onFindCourse }: UploadSuccessAlertProps) {
  return (
    <Alert className="border-primary/40">
      <CircleCheckIcon aria-hidden />
      <AlertTitle>Course uploaded</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>{result.message}</p>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 sm:flex sm:flex-wrap">
          <Stat label="Rows inserted" value={result.rowsInserted} />
          <Stat label="Holes" value={result.holesCount} />
        </dl>
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="text-xs text-muted-foreground">Tees</span>
          {result.teesFound.map((tee) => (
            <Badge key={tee} variant="secondary">
              {tee}
            </Badge>
          ))}
        </div>
        {onFindCourse ? (
          <Button variant="outline" size="sm" className="h-auto min-h-9 justify-self-start py-1.5 whitespace-normal" onClick={() => onFindCourse(result.courseName)}>
            <SearchIcon aria-hidden />
            Find it in the course directory
          </Button>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex items-baseline gap-1.5 sm:mr-4">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold text-foreground tabular-nums">{value}</dd>
    </div>
  );
}
