import { COMING_SOON_GAME_TYPES, comingSoonFormatName, formatName, FORMATS, GAME_TYPES, type GameType, gameTypeIsValid } from '../../../../../golf';
import { Badge } from '../../../../components/ui/badge';
import { ChoiceOption } from './choice-option';

type FormatPickerProps = { id: string; value: GameType; onChange: (gameType: GameType) => void };

/** The format radios (product §G2): every playable format with its one-line summary (the engine's), then the six that are 'Coming Soon..', disabled. */
export function FormatPicker({ id, value, onChange }: FormatPickerProps) {
  const name = `${id}-radios`;
  const choose = (chosen: string) => {
    if (gameTypeIsValid(chosen)) onChange(chosen);
  };
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-sm font-medium">Format</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {GAME_TYPES.map((type, index) => (
          <ChoiceOption
            key={type}
            id={index === 0 ? id : undefined}
            name={name}
            value={type}
            label={formatName(type)}
            description={FORMATS[type].summary}
            checked={type === value}
            onSelect={choose}
          />
        ))}
      </div>
      <div className="grid grid-cols-2 gap-2">
        {COMING_SOON_GAME_TYPES.map((type) => (
          <ChoiceOption
            key={type}
            name={name}
            value={type}
            label={comingSoonFormatName(type)}
            badge={<Badge variant="sand">Coming Soon..</Badge>}
            checked={false}
            disabled
            onSelect={choose}
            compact
          />
        ))}
      </div>
    </fieldset>
  );
}
