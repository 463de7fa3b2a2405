import { assertNever, NASSAU_MODES, type NassauMode, nassauModeIsValid } from '../../../../../golf';
import { ChoiceOption } from './choice-option';

function modeLabel(mode: NassauMode): { label: string; description: string } {
  switch (mode) {
    case 'match':
      return { label: 'Match', description: 'Each bet goes to the side that wins more holes.' };
    case 'stroke':
      return { label: 'Stroke', description: 'Each bet goes to the lowest net total.' };
    default:
      return assertNever(mode);
  }
}

type NassauModePickerProps = { value: NassauMode | null; onChange: (mode: NassauMode) => void };

/** How a nassau's three bets are scored (spec 001 §2); shown only for nassau, which starts on match (§4). */
export function NassauModePicker({ value, onChange }: NassauModePickerProps) {
  // Match first: it is the default the form picks.
  const modes = [...NASSAU_MODES].sort((a, b) => Number(b === 'match') - Number(a === 'match'));
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-sm font-medium">Nassau mode</legend>
      <div className="grid grid-cols-2 gap-2">
        {modes.map((mode) => (
          <ChoiceOption
            key={mode}
            name="create-game-nassau-mode"
            value={mode}
            {...modeLabel(mode)}
            checked={mode === value}
            onSelect={(chosen) => {
              if (nassauModeIsValid(chosen)) onChange(chosen);
            }}
          />
        ))}
      </div>
    </fieldset>
  );
}
