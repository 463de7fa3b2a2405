import { useId } from 'react';
import { FieldError } from '../../../../components/text-field';
import { cn } from '../../../../lib/utils';
import { ChoiceOption } from './choice-option';

export type Choice<Value extends string> = { readonly value: Value; readonly label: string; readonly description?: string };

type ChoiceGroupProps<Value extends string> = {
  /** The fieldset's id (focus and messages); a generated one unless told. */
  id?: string;
  legend: string;
  /** A legend read by a screen reader only, where a heading above already says it. */
  legendHidden?: boolean;
  choices: readonly Choice<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  /** The grid of the cards: side by side, or stacked on a phone and side by side from `sm` up. */
  layout?: 'row' | 'stack-then-row';
  compact?: boolean;
  error?: string;
};

/**
 * A labelled group of ChoiceOption cards, one picked (the handicap mode, the tee set, the holes played): a fieldset
 * whose legend names the radios' group, each card at least 48 px tall to tap.
 */
export function ChoiceGroup<Value extends string>({ id, legend, legendHidden = false, choices, value, onChange, layout = 'row', compact = false, error }: ChoiceGroupProps<Value>) {
  const generated = useId();
  const fieldId = id ?? generated;
  const errorId = `${fieldId}-error`;
  return (
    <fieldset id={fieldId} tabIndex={-1} className="grid gap-2 outline-none" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className={legendHidden ? 'sr-only' : 'mb-2 text-sm font-medium'}>{legend}</legend>
      <div
        className={cn('grid gap-2', layout === 'row' ? 'auto-cols-fr grid-flow-col' : 'sm:auto-cols-fr sm:grid-flow-col')}
      >
        {choices.map((choice) => (
          <ChoiceOption
            key={choice.value}
            name={`${fieldId}-radios`}
            value={choice.value}
            label={choice.label}
            description={choice.description}
            checked={value === choice.value}
            onSelect={() => onChange(choice.value)}
            compact={compact}
          />
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
