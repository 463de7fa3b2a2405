import { cn } from '../lib/utils';

type SegmentedControlProps<T extends string> = {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
};

/** Two or three mutually exclusive buttons (the scorecard's 1-9 / 10-18, Add by Name / Add by Player ID); 44 px tall. */
export function SegmentedControl<T extends string>({ label, options, value, onChange, className }: SegmentedControlProps<T>) {
  return (
    <div role="group" aria-label={label} className={cn('inline-grid auto-cols-fr grid-flow-col rounded-lg border p-1', className)}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn('min-h-11 rounded-md px-4 text-sm font-semibold', value === option.value ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-accent')}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
