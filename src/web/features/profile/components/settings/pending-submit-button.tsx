import type { ReactNode } from 'react';
import { Spinner } from '../../../../components/spinner';
import { Button } from '../../../../components/ui/button';

/** A card form's submit button: a spinner and no second press while its call runs. */
export function PendingSubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" className="justify-self-start" disabled={pending} aria-busy={pending}>
      {pending ? <Spinner className="size-4" /> : null}
      {children}
    </Button>
  );
}
