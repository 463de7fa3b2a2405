import { cn } from '../../../../lib/utils';

export type RadioButton<Value extends string | number> = { readonly value: Value; readonly label: string; readonly disabled?: boolean };

type RadioButtonRowProps<Value extends string | number> = {
  /** The radios' name. */
  name: string;
  buttons: readonly RadioButton<Value>[];
  value: Value;
  onChange: (value: Value) => void;
};

/**
 * Radios drawn as one row of large buttons, 48 px tall, the picked one filled (max players 1-5, the holes played): for
 * short labels that must fit a 390 px phone side by side. A disabled one is dashed and struck through.
 */
export function RadioButtonRow<Value extends string | number>({ name, buttons, value, onChange }: RadioButtonRowProps<Value>) {
  return (
    <div className="grid auto-cols-fr grid-flow-col gap-2">
      {buttons.map((button) => (
        <label key={button.value} className={cn('block', button.disabled ? 'cursor-not-allowed' : 'cursor-pointer')}>
          <input
            type="radio"
            name={name}
            value={button.value}
            checked={button.value === value}
            disabled={button.disabled}
            onChange={() => onChange(button.value)}
            className="peer sr-only"
          />
          <span
            className={cn(
              'flex h-12 items-center justify-center rounded-lg border bg-background px-1 text-base font-semibold whitespace-nowrap tabular-nums transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
              'peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground',
              button.disabled ? 'border-dashed bg-muted/40 text-muted-foreground line-through decoration-1' : 'hover:bg-accent peer-checked:hover:bg-primary',
            )}
          >
            {button.label}
          </span>
        </label>
      ))}
    </div>
  );
}
