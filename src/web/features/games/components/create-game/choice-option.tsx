import { type ReactNode, useId } from 'react';
import { cn } from '../../../../lib/utils';

type ChoiceOptionProps = {
  /** The radio group's name. */
  name: string;
  value: string;
  label: string;
  description?: string;
  /** Shown beside the label and read as part of the description (a 'Coming Soon..' badge). */
  badge?: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onSelect: (value: string) => void;
  id?: string;
  compact?: boolean;
};

/**
 * One radio of a choice group as a large tappable card: a native radio (keyboard arrows, form semantics) named by
 * its label alone, so a test or a screen reader finds "Nassau", with the description read after it.
 */
export function ChoiceOption({ name, value, label, description, badge, checked, disabled = false, onSelect, id, compact = false }: ChoiceOptionProps) {
  const labelId = useId();
  const descriptionId = useId();
  const described = description !== undefined || badge !== undefined;
  return (
    <label className={cn('group block', disabled ? 'cursor-not-allowed' : 'cursor-pointer')}>
      <input
        id={id}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={() => onSelect(value)}
        aria-labelledby={labelId}
        aria-describedby={described ? descriptionId : undefined}
        className="peer sr-only"
      />
      <span
        className={cn(
          'flex h-full min-h-12 items-start gap-3 rounded-lg border bg-background px-3 transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
          compact ? 'py-2' : 'py-3',
          disabled
            ? 'border-dashed bg-muted/40 text-muted-foreground'
            : 'hover:bg-accent peer-checked:border-primary peer-checked:bg-primary/5 peer-checked:ring-1 peer-checked:ring-primary',
        )}
      >
        {/* A disabled choice cannot be picked, so it shows no radio circle (and its badge keeps room on a phone). */}
        {disabled ? null : (
          <span
            aria-hidden
            className={cn('mt-0.5 flex size-4.5 shrink-0 items-center justify-center rounded-full border-2', checked ? 'border-primary' : 'border-input')}
          >
            {checked ? <span className="size-2 rounded-full bg-primary" /> : null}
          </span>
        )}
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span id={labelId} className={cn('text-sm leading-tight', disabled ? 'font-medium' : 'font-semibold')}>
            {label}
          </span>
          {described ? (
            <span id={descriptionId} className="grid justify-items-start gap-1 text-xs leading-snug text-muted-foreground">
              {badge}
              {description}
            </span>
          ) : null}
        </span>
      </span>
    </label>
  );
}
