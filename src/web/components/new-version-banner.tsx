import { RefreshCwIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from './ui/button';

/**
 * The new-version prompt (decision 031): the new code takes over only when the golfer taps Reload, never under a golfer
 * mid-hole; "Not now" hides it until the app next opens. On phones it sits where the toasts do, under the top bar and
 * clear of the bottom bar and the floating buttons (decision 013).
 */
export function NewVersionBanner({ onReload }: { onReload: () => void }) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-[calc(4rem+env(safe-area-inset-top))] z-[90] mx-auto w-full max-w-md px-4 pt-2">
      <section
        aria-label="New version"
        className="pointer-events-auto flex items-center gap-3 rounded-xl border border-border bg-popover p-3 pl-4 text-popover-foreground shadow-lg"
      >
        <RefreshCwIcon className="size-5 shrink-0 text-primary" aria-hidden />
        <p role="status" className="flex-1 text-sm font-semibold">
          A new version of Dormie is ready
        </p>
        <Button size="sm" onClick={onReload}>
          Reload
        </Button>
        <Button size="icon" variant="ghost" aria-label="Not now" onClick={() => setDismissed(true)}>
          <XIcon aria-hidden />
        </Button>
      </section>
    </div>
  );
}
