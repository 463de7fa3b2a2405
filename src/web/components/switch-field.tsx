import { Switch } from './ui/switch';
import { Label } from './ui/label';

type SwitchFieldProps = { id: string; label: string; hint: string; checked: boolean; disabled?: boolean; onCheckedChange?: (checked: boolean) => void };

/** A labelled switch with a one-line hint; the label is tappable too, and the switch's hit area is 44 px high. */
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
        className="relative after:absolute after:-inset-x-2 after:-inset-y-3 after:content-['']"
      />
    </div>
  );
}
