import { useId } from 'react';
import { handicapTypingIsAccepted } from '../../golf';
import { TextField } from './text-field';
import { cn } from '../lib/utils';

type HandicapFieldProps = {
  id?: string;
  label?: string;
  hint?: string;
  error?: string;
  value: string;
  onChange: (text: string) => void;
  className?: string;
  /** What an empty box shows: "0" in a game, where blank means 0. */
  placeholder?: string;
  /** False for a box that takes 0-54 only (the spectator join): a sign is ignored like any other non-digit. */
  plusAllowed?: boolean;
};

/**
 * Every handicap box of the games screens and the profile (product §G5): plus handicaps typed with + ("+2"), anything
 * but a sign and two digits ignored as it is typed; the phone keypad that has "+" (digits only without plus handicaps).
 * What blank means is the form's to say: 0 in a game, none on the profile.
 */
export function HandicapField({ id, label = 'Handicap', hint = 'Use + for a plus handicap, e.g. +2.', error, value, onChange, className, placeholder = '0', plusAllowed = true }: HandicapFieldProps) {
  const generated = useId();
  return (
    <TextField
      id={id ?? generated}
      label={label}
      type="text"
      inputMode={plusAllowed ? 'tel' : 'numeric'}
      autoComplete="off"
      placeholder={placeholder}
      className={cn('h-12 text-base tabular-nums', className)}
      hint={hint}
      error={error}
      value={value}
      onChange={(event) => {
        if (handicapTypingIsAccepted(event.target.value, plusAllowed)) onChange(event.target.value);
      }}
    />
  );
}
