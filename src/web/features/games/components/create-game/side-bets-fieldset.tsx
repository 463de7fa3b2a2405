import { useId } from 'react';
import { Field, fieldAria } from '../../../../components/text-field';
import type { SideBetsFields } from '../../lib/create-game-form';
import { DollarsInput } from './dollars-input';

type SideBetsFieldsetProps = { id: string; value: SideBetsFields; error?: string; onChange: (sideBets: SideBetsFields) => void };

const KINDS: readonly { key: 'birdies' | 'greenies' | 'sandies'; label: string; hint: string }[] = [
  { key: 'birdies', label: 'Birdies', hint: 'A dot a birdie, two an eagle.' },
  { key: 'greenies', label: 'Greenies', hint: 'Closest to the pin on a par 3, with par or better.' },
  { key: 'sandies', label: 'Sandies', hint: 'Par or better from a bunker.' },
];

/** One kind of dot: a checkbox named by its kind alone, its line read after it; the whole row is the 44 px target. */
function KindCheckbox({ label, hint, checked, onChange }: { label: string; hint: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const labelId = useId();
  const hintId = useId();
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-1">
      <input type="checkbox" className="size-5 shrink-0 accent-primary" checked={checked} aria-labelledby={labelId} aria-describedby={hintId} onChange={(event) => onChange(event.target.checked)} />
      <span className="grid min-w-0 leading-tight">
        <span id={labelId} className="text-sm font-semibold">
          {label}
        </span>
        <span id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </span>
      </span>
    </label>
  );
}

/**
 * Side bets (product §R16), any format's: the kinds of dots played and what a dot is worth from every other player.
 * Off by default; the Dot value box counts once a kind is chosen.
 */
export function SideBetsFieldset({ id, value, error, onChange }: SideBetsFieldsetProps) {
  return (
    <fieldset className="grid gap-1 rounded-lg border px-3 py-2">
      <legend className="px-1 text-sm font-medium">Side bets</legend>
      <div className="grid sm:grid-cols-3 sm:gap-2">
        {KINDS.map((kind) => (
          <KindCheckbox key={kind.key} label={kind.label} hint={kind.hint} checked={value[kind.key]} onChange={(checked) => onChange({ ...value, [kind.key]: checked })} />
        ))}
      </div>
      <Field id={id} label="Dot value" error={error} hint="Dollars each dot wins from every other player.">
        <DollarsInput id={id} placeholder="e.g. 1" value={value.value} onChange={(text) => onChange({ ...value, value: text })} {...fieldAria(id, { error, hint: true })} />
      </Field>
    </fieldset>
  );
}
