import { COMING_SOON_GAME_TYPES, comingSoonFormatName, formatName, GAME_TYPES, type GameType, gameTypeIsValid, assertNever } from '../../../../../golf';
import { Badge } from '../../../../components/ui/badge';
import { ChoiceOption } from './choice-option';

/** A line under each playable format: what decides it, not its player counts (the hint under Max players says those). */
function formatSummary(type: GameType): string {
  switch (type) {
    case 'stroke':
      return 'Lowest net total over 18 holes wins.';
    case 'match':
      return 'Win holes head to head or as two teams.';
    case 'bestball':
      return 'Two teams of two; each team counts its best net score per hole.';
    case 'nassau':
      return 'Three bets: the front nine, the back nine and the overall.';
    default:
      return assertNever(type);
  }
}

type FormatPickerProps = { id: string; value: GameType; onChange: (gameType: GameType) => void };

/** The format radios (spec 001 §2): the four playable formats, then the six that are 'Coming Soon..', disabled. */
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
            description={formatSummary(type)}
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
