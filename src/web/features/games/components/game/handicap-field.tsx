import { useId } from 'react';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';

/** What a handicap box accepts while typing: an optional + or - and up to two digits (spec 001 §5: others are ignored). */
export const handicapTyping = (text: string): boolean => /^[+-]?\d{0,2}$/.test(text);

type HandicapFieldProps = { label?: string; value: string; onChange: (text: string) => void; hint?: string; id?: string };

/** A handicap box: plus handicaps typed with + ("+2"), empty meaning 0; a keypad with + on phones. */
export function HandicapField({ label = 'Handicap', value, onChange, hint = 'Use + for a plus handicap, e.g. +2.', id }: HandicapFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={fieldId}>{label}</Label>
      <Input
        id={fieldId}
        inputMode="tel"
        autoComplete="off"
        value={value}
        placeholder="0"
        className="h-12 text-base"
        aria-describedby={`${fieldId}-hint`}
        onChange={(event) => {
          if (handicapTyping(event.target.value)) onChange(event.target.value);
        }}
      />
      <p id={`${fieldId}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}
