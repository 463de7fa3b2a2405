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
  /** What may stand in the box while it is typed, when not a handicap (a Handicap Index's sign, digits and decimal). */
  accepts?: (text: string) => boolean;
  /** The phone keyboard, when not the handicap's ("tel" has the "+", "numeric" only digits). */
  inputMode?: 'tel' | 'numeric' | 'text';
};

/**
 * Every handicap box of the games screens and the profile (product §G5): plus handicaps typed with + ("+2"), anything
 * but a sign and two digits ignored as it is typed; the phone keypad that has "+" (digits only without plus handicaps).
 * What blank means is the form's to say: 0 in a game, none on the profile.
 */
export function HandicapField({
  id,
  label = 'Handicap',
  hint = 'Use + for a plus handicap, e.g. +2.',
  error,
  value,
  onChange,
  className,
  placeholder = '0',
  plusAllowed = true,
  accepts = (text) => handicapTypingIsAccepted(text, plusAllowed),
  inputMode = plusAllowed ? 'tel' : 'numeric',
}: HandicapFieldProps) {
  const generated = useId();
  return (
    <TextField
      id={id ?? generated}
      label={label}
      type="text"
      inputMode={inputMode}
      autoComplete="off"
      placeholder={placeholder}
      className={cn('h-12 text-base tabular-nums', className)}
      hint={hint}
      error={error}
      value={value}
      onChange={(event) => {
        if (accepts(event.target.value)) onChange(event.target.value);
      }}
    />
  );
}
