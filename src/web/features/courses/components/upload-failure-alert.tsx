import { CircleAlertIcon, LightbulbIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import type { UploadFailure } from '../upload-outcome';

type Refusal = Exclude<UploadFailure, { kind: 'conflict' }>;

/** Why an upload failed: the server's message naming the row and column, and its hint (product §G2, §G8). */
export function UploadFailureAlert({ failure }: { failure: Refusal }) {
  const hint = failure.kind === 'rejected' ? failure.hint : null;
  return (
    <Alert variant="destructive">
      <CircleAlertIcon aria-hidden />
      <AlertTitle>{failure.title}</AlertTitle>
      <AlertDescription className="grid gap-2">
        <p>{failure.message}</p>
        {failure.kind === 'rejected' && (failure.row !== null || failure.column !== null) ? (
          <div className="flex flex-wrap gap-1.5">
            {failure.row !== null ? <Badge variant="outline">Row {failure.row}</Badge> : null}
            {failure.column !== null ? <Badge variant="outline">Column {failure.column}</Badge> : null}
          </div>
        ) : null}
        {hint ? (
          <p className="flex items-start gap-2 text-foreground">
            <LightbulbIcon className="mt-0.5 size-4 shrink-0 text-sand-foreground dark:text-sand" aria-hidden />
            <span>
              <span className="font-semibold">Hint:</span> {hint}
            </span>
          </p>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}
