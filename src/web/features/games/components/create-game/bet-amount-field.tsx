import { Field, fieldAria } from '../../../../components/text-field';
import { Input } from '../../../../components/ui/input';

type BetAmountFieldProps = { id: string; value: string; error?: string; soloRound: boolean; onChange: (betAmount: string) => void };

/**
 * The bet in dollars, typed as text so every message of product §G5 can be seen (a number input would drop
 * letters silently). A one-player round has no bet: the engine sets it to 0 and the field is disabled (§G4).
 */
export function BetAmountField({ id, value, error, soloRound, onChange }: BetAmountFieldProps) {
  const hint = soloRound ? 'A one-player round has no bet.' : 'Dollars each player puts in for each bet.';
  return (
    <Field id={id} label="Bet amount" error={error} hint={hint}>
      <div className="relative">
        <span aria-hidden className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground">
          $
        </span>
        <Input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="e.g. 5"
          className="pl-7 tabular-nums"
          value={value}
          disabled={soloRound}
          onChange={(event) => onChange(event.target.value)}
          {...fieldAria(id, { error, hint })}
        />
      </div>
    </Field>
  );
}
