import { type ReactNode, type RefObject, Suspense, useState } from 'react';

/**
 * Renders `children`, a lazily loaded overlay (lazyComponent), from the first time `shown` is true, and keeps it
 * mounted after, so it closes with its exit animation. Nothing shows while its code arrives.
 */
export function OnceShown({ shown, children }: { shown: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(shown);
  if (shown && !mounted) setMounted(true);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * A dialog's onCloseAutoFocus when the button that opens it is outside it (a plain button, its dialog loaded on first
 * use): the primitive knows no trigger to return focus to, so focus goes back to `button` here.
 */
export function focusOnClose(button: RefObject<HTMLButtonElement | null>) {
  return (event: Event) => {
    event.preventDefault();
    button.current?.focus();
  };
}
