import type { ReactNode } from 'react';
import type { CourseDifferences } from '../../../../contract/course-responses';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { Badge } from '../../../components/ui/badge';
import { buttonVariants } from '../../../components/ui/button';

type OverwriteCourseDialogProps = {
  conflict: { courseName: string; differences: CourseDifferences } | null;
  onConfirm: () => void;
  /** Called whenever the dialog closes, after onConfirm too. */
  onClose: () => void;
};

/** Product §G4: before replacing a course of the same name, show what changes (new and removed tees, holes replaced). */
export function OverwriteCourseDialog({ conflict, onConfirm, onClose }: OverwriteCourseDialogProps) {
  return (
    <AlertDialog open={conflict !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Overwrite {conflict?.courseName}?</AlertDialogTitle>
          <AlertDialogDescription>A course with this name already exists. Uploading replaces all of its holes and tees.</AlertDialogDescription>
        </AlertDialogHeader>
        {conflict ? (
          <dl className="grid gap-3 rounded-lg bg-muted/60 p-3 text-sm">
            <Difference label="New tees">
              <TeeList tees={conflict.differences.newTees} />
            </Difference>
            <Difference label="Removed tees">
              <TeeList tees={conflict.differences.removedTees} />
            </Difference>
            <Difference label="Holes to be replaced">
              <span className="font-semibold tabular-nums">{conflict.differences.holesToReplace}</span>
            </Difference>
          </dl>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: 'destructive' })} onClick={onConfirm}>
            Overwrite course
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

function Difference({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="flex flex-wrap justify-end gap-1">{children}</dd>
    </div>
  );
}

function TeeList({ tees }: { tees: string[] }) {
  if (tees.length === 0) return <span className="text-muted-foreground">None</span>;
  return tees.map((tee) => (
    <Badge key={tee} variant="outline">
      {tee}
    </Badge>
  ));
}
