import { serverMessage } from '../../../lib/api';

/** A refusal under a form or an action: the server's own words (rules §19 errors are { message }), else `fallback`. */
export function FormError({ id, error, fallback = 'Something went wrong. Please try again.' }: { id?: string; error: unknown; fallback?: string }) {
  if (!error) return null;
  const text = typeof error === 'string' ? error : (serverMessage(error) ?? fallback);
  return (
    <p id={id} role="alert" className="text-sm font-medium text-destructive">
      {text}
    </p>
  );
}
