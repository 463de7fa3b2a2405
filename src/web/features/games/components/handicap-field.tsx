import { useId } from 'react';
import { handicapTypingIsAccepted } from '../../../../golf';
import { TextField } from '../../../components/text-field';
import { cn } from '../../../lib/utils';

type HandicapFieldProps = { id?: string; label?: string; hint?: string; error?: string; value: string; onChange: (text: string) => void; className?: string };

/**
 * Every handicap box of the games screens (spec 001 §5): plus handicaps typed with + ("+2"), blank meaning 0, anything
 * but a sign and two digits ignored as it is typed; the phone keypad that has "+".
 */
export function HandicapField({ id, label = 'Handicap', hint = 'Use + for a plus handicap, e.g. +2.', error, value, onChange, className }: HandicapFieldProps) {
  const generated = useId();
  return (
    <TextField
      id={id ?? generated}
      label={label}
      type="text"
      inputMode="tel"
      autoComplete="off"
      placeholder="0"
      className={cn('h-12 text-base tabular-nums', className)}
      hint={hint}
      error={error}
      value={value}
      onChange={(event) => {
        if (handicapTypingIsAccepted(event.target.value)) onChange(event.target.value);
      }}
    />
  );
}
