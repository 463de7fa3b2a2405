import { Field, fieldAria } from '../../../../components/text-field';
import { DollarsInput } from './dollars-input';

type BetAmountFieldProps = { id: string; value: string; error?: string; soloRound: boolean; onChange: (betAmount: string) => void };

/**
 * The bet in dollars, typed as text so every message of product §G5 can be seen (a number input would drop
 * letters silently). A one-player round has no bet: the engine sets it to 0 and the field is disabled (§G4).
 */
export function BetAmountField({ id, value, error, soloRound, onChange }: BetAmountFieldProps) {
  const hint = soloRound ? 'A one-player round has no bet.' : 'Dollars each player puts in for each bet.';
  return (
    <Field id={id} label="Bet amount" error={error} hint={hint}>
      <DollarsInput id={id} placeholder="e.g. 5" value={value} disabled={soloRound} onChange={onChange} {...fieldAria(id, { error, hint })} />
    </Field>
  );
}
