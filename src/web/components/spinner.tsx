import { LoaderCircleIcon } from 'lucide-react';
import { cn } from '../lib/utils';

/** A spinning indicator; pass `label` when it is the only thing saying that something loads. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center gap-2">
      <LoaderCircleIcon className={cn('size-5 animate-spin', className)} aria-hidden />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}

/** The whole screen while the first answer a page depends on is on its way. */
export function FullPageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-background text-primary">
      <Spinner className="size-8" label={label} />
    </div>
  );
}

/** The app's first picture while a screen's code arrives: also prerendered into index.html (src/web/prerender.tsx). */
export function AppLoadingScreen() {
  return <FullPageSpinner label="Loading" />;
}
