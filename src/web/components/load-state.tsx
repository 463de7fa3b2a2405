import { RefreshCwIcon, TriangleAlertIcon } from 'lucide-react';
import { Spinner } from './spinner';
import { Alert, AlertDescription, AlertTitle } from './ui/alert';
import { Button } from './ui/button';
import { serverMessage } from '../lib/api';

type LoadStateProps = { isPending: boolean; error: Error | null; loadingLabel: string; onRetry: () => void };

/** Loading and failed states of a list (the admin tabs); renders nothing once the data is there. */
export function LoadState({ isPending, error, loadingLabel, onRetry }: LoadStateProps) {
  if (isPending) {
    return (
      <div className="flex items-center justify-center gap-3 py-10 text-muted-foreground">
        <Spinner />
        <span>{loadingLabel}</span>
      </div>
    );
  }
  if (!error) return null;
  return (
    <Alert variant="destructive">
      <TriangleAlertIcon aria-hidden />
      <AlertTitle>Could not load this list</AlertTitle>
      <AlertDescription className="grid gap-3">
        <span>{serverMessage(error) ?? 'Please check your connection and try again.'}</span>
        <Button variant="outline" size="sm" className="justify-self-start" onClick={onRetry}>
          <RefreshCwIcon aria-hidden />
          Try Again
        </Button>
      </AlertDescription>
    </Alert>
  );
}
