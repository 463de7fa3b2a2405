import type { ReactNode } from 'react';
import { ChevronRightIcon } from 'lucide-react';
import { COMING_SOON_GAME_TYPES, comingSoonFormatName, formatName, FORMATS, GAME_TYPES, type GameType, gameTypeIsValid } from '../../../../../golf';
import { Badge } from '../../../../components/ui/badge';
import { ChoiceOption } from './choice-option';

type FormatPickerProps = {
  id: string;
  value: GameType;
  onChange: (gameType: GameType) => void;
  /** The chosen format's options (a nassau's mode), drawn directly under its radio; null when it has none. */
  options: ReactNode;
};

/** What the 'Coming Soon..' line says while it is closed: every format not built yet, by name. */
const comingSoonNames = COMING_SOON_GAME_TYPES.map(comingSoonFormatName).join(', ');

/**
 * The format radios (product §G2): every playable format with its one-line summary (the engine's), the chosen one's
 * options right under it, so a phone shows them where the finger just was (issue 34), and the formats not built yet
 * folded into one 'Coming Soon..' line that opens on their disabled radios.
 */
export function FormatPicker({ id, value, onChange, options }: FormatPickerProps) {
  const name = `${id}-radios`;
  const choose = (chosen: string) => {
    if (gameTypeIsValid(chosen)) onChange(chosen);
  };
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-3 text-sm font-medium">Format</legend>
      {GAME_TYPES.map((type, index) => (
        <div key={type} className="grid gap-3">
          <ChoiceOption
            id={index === 0 ? id : undefined}
            name={name}
            value={type}
            label={formatName(type)}
            description={FORMATS[type].summary}
            checked={type === value}
            onSelect={choose}
          />
          {type === value && options !== null ? (
            <div role="group" aria-label={`${formatName(type)} options`} className="mb-2 ml-2 grid gap-5 border-l-2 border-primary/40 pl-3">
              {options}
            </div>
          ) : null}
        </div>
      ))}
      <details className="group/soon rounded-lg border border-dashed bg-muted/40 text-muted-foreground">
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
          <ChevronRightIcon aria-hidden className="size-4 shrink-0 transition-transform group-open/soon:rotate-90" />
          <Badge variant="sand">Coming Soon..</Badge>
          <span className="min-w-0 text-xs leading-snug">{comingSoonNames}</span>
        </summary>
        <div className="grid grid-cols-2 gap-2 px-3 pb-3">
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
      </details>
    </fieldset>
  );
}
