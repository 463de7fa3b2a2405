import { Suspense, useSyncExternalStore } from 'react';
import { lazyComponent } from '../../../lib/lazy-component';

// The form brings zod, react-hook-form and the select primitive; loading it on demand keeps them out of the
// bundle every other public page downloads.
const ContactForm = lazyComponent(() => import('./contact-form'), 'ContactForm');

/** Nothing to subscribe to: only the first render (the hydration's) differs from the rest. */
const subscribeNever = () => () => undefined;

/**
 * Where the contact form goes. The prerendered page holds its placeholder (the form is no use before its script), and
 * the browser swaps in the form once it has loaded (decision 019); the single-page app renders it straight away.
 */
export function ContactFormSlot() {
  const inBrowser = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const placeholder = <div className="min-h-[27rem] animate-pulse rounded-lg bg-muted/50" aria-hidden />;
  return inBrowser ? (
    <Suspense fallback={placeholder}>
      <ContactForm />
    </Suspense>
  ) : (
    placeholder
  );
}
