import { EyeIcon, EyeOffIcon } from 'lucide-react';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { cn } from '../lib/utils';
import { Input } from './ui/input';
import { Label } from './ui/label';

export type TextFieldProps = ComponentProps<typeof Input> & {
  id: string;
  label: string;
  /** The validation message; the input points at it with aria-describedby and is marked invalid. */
  error?: string;
  /** Marks the input invalid without a message of its own (a form-level alert says why). */
  invalid?: boolean;
  hint?: ReactNode;
  /** Something on the label's line, right-aligned (a "Forgot Password?" link). */
  labelAside?: ReactNode;
  /** A password field with a show/hide button, handy on a phone keyboard. */
  revealable?: boolean;
};

type FieldProps = Pick<TextFieldProps, 'id' | 'label' | 'error' | 'hint' | 'labelAside'> & { children: ReactNode };

/** Label, control, hint and error of one form field, for controls other than a text input (a select, a textarea). */
export function Field({ id, label, error, hint, labelAside, children }: FieldProps) {
  return (
    <div className="grid gap-2">
      <div className="flex min-h-4 items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A field's validation message, for its control's aria-describedby to point at; nothing when there is none. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  ) : null;
}

/** The aria props that tie a Field's control to its error and hint. */
export function fieldAria(id: string, { error, invalid, hint }: { error?: string; invalid?: boolean; hint?: ReactNode }) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return { 'aria-invalid': error || invalid ? true : undefined, 'aria-describedby': describedBy };
}

/** Label, input, hint and error of one form field; spread react-hook-form's `register(name)` into it. */
export function TextField({ id, label, error, invalid, hint, labelAside, revealable = false, className, type, ...inputProps }: TextFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const input = (
    <Input
      id={id}
      type={revealable && revealed ? 'text' : type}
      {...fieldAria(id, { error, invalid, hint })}
      className={cn(revealable && 'pr-11', className)}
      {...inputProps}
    />
  );
  return (
    <Field id={id} label={label} error={error} hint={hint} labelAside={labelAside}>
      {revealable ? (
        <div className="relative">
          {input}
          <button
            type="button"
            onClick={() => setRevealed((shown) => !shown)}
            aria-pressed={revealed}
            disabled={inputProps.disabled}
            className="absolute inset-y-0 right-0 flex w-11 cursor-pointer items-center justify-center rounded-r-lg text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:pointer-events-none"
          >
            {revealed ? <EyeOffIcon className="size-4" aria-hidden /> : <EyeIcon className="size-4" aria-hidden />}
            {/* Named by its content, not aria-label: getByLabel('Password') must find the field alone, not this button too. */}
            <span className="sr-only">{revealed ? 'Hide password' : 'Show password'}</span>
          </button>
        </div>
      ) : (
        input
      )}
    </Field>
  );
}
