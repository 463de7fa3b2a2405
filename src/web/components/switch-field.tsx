import { Switch } from './ui/switch';
import { Label } from './ui/label';

type SwitchFieldProps = { id: string; label: string; hint: string; checked: boolean; disabled?: boolean; onCheckedChange?: (checked: boolean) => void };

/**
 * The switch's own box 44 px high (issue 34: a 24 px button is hard to hit on a phone), its track drawn as before, 44x24,
 * by a layer behind the thumb; its focus ring stays on the track.
 */
const SWITCH_44 = [
  'relative isolate h-11 bg-transparent data-[state=checked]:bg-transparent data-[state=unchecked]:bg-transparent focus-visible:outline-none',
  "before:absolute before:-inset-x-0.5 before:top-1/2 before:-z-10 before:h-6 before:-translate-y-1/2 before:rounded-full before:transition-colors before:content-['']",
  'data-[state=checked]:before:bg-primary data-[state=unchecked]:before:bg-input',
  'focus-visible:before:outline-2 focus-visible:before:outline-offset-2 focus-visible:before:outline-ring',
].join(' ');

/** A labelled switch with a one-line hint; the label is tappable too, and the switch is 44 px high. */
export function SwitchField({ id, label, hint, checked, disabled = false, onCheckedChange }: SwitchFieldProps) {
  return (
    <div className="flex min-h-14 items-center justify-between gap-4 rounded-lg border px-3 py-2.5">
      <div className="grid gap-1">
        <Label htmlFor={id} className={disabled ? 'cursor-not-allowed text-muted-foreground' : 'cursor-pointer'}>
          {label}
        </Label>
        <p id={`${id}-hint`} className="text-xs leading-snug text-muted-foreground">
          {hint}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
        aria-describedby={`${id}-hint`}
        className={SWITCH_44}
      />
    </div>
  );
}
