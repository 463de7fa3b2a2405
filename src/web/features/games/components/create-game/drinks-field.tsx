import { SwitchField } from '../../../../components/switch-field';

type DrinksFieldProps = { checked: boolean; onChange: (drinksOn: boolean) => void };

/**
 * Whether the players count drinks (product §R8): off unless asked for, so a game without them shows no counter on the
 * live screen (issue 34). The switch and its label are 44 px touch targets (SwitchField).
 */
export function DrinksField({ checked, onChange }: DrinksFieldProps) {
  return <SwitchField id="create-game-drinks" label="Count drinks" hint="A small drinks counter for each player while you play." checked={checked} onCheckedChange={onChange} />;
}
