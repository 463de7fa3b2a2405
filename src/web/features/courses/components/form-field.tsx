import type { ReactNode } from 'react';
import { Label } from '../../../components/ui/label';
import type { UploadFieldError } from '../upload-validation';

type FormFieldProps = { id: string; label: string; hint?: string; error?: UploadFieldError; children: ReactNode };

/** Label, control, and its error (a spec title and what to do); the control points at it with aria-describedby={`${id}-error`}. */
export function FormField({ id, label, hint, error, children }: FormFieldProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>
        {label}
        {hint ? <span className="ml-1 font-normal text-muted-foreground">{hint}</span> : null}
      </Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          <span className="font-semibold">{error.title}</span>: {error.description}
        </p>
      ) : null}
    </div>
  );
}

/** The aria props that tie a control to its FormField error. */
export function errorProps(id: string, error: UploadFieldError | undefined) {
  return error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
}
