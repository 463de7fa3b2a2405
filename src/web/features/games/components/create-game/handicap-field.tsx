import { TextField } from '../../../../components/text-field';
import { handicapTextIsAccepted } from '../../lib/create-game-form';

type HandicapFieldProps = { id: string; value: string; error?: string; onChange: (handicap: string) => void };

/**
 * The creator's handicap, prefilled from the profile (spec 001 §5): "+2" is a plus handicap, blank is 0, and
 * anything but a sign and digits is ignored as it is typed.
 */
export function HandicapField({ id, value, error, onChange }: HandicapFieldProps) {
  return (
    <TextField
      id={id}
      label="Your handicap"
      type="text"
      // The phone keypad with digits and "+": plus handicaps are written "+2".
      inputMode="tel"
      autoComplete="off"
      placeholder="0"
      className="tabular-nums"
      hint="Write a plus handicap as +2. Leave blank for 0."
      error={error}
      value={value}
      onChange={(event) => {
        if (handicapTextIsAccepted(event.target.value)) onChange(event.target.value);
      }}
    />
  );
}
