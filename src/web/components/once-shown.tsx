import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders `children`, a lazily loaded overlay (lazyComponent), from the first time `shown` is true, and keeps it
 * mounted after, so it closes with its exit animation. Nothing shows while its code arrives.
 */
export function OnceShown({ shown, children }: { shown: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(shown);
  if (shown && !mounted) setMounted(true);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
