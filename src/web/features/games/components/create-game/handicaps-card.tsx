import { HANDICAP_MODES, type HandicapMode } from '../../../../../golf';
import { HandicapField } from '../../../../components/handicap-field';
import { TextField } from '../../../../components/text-field';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import {
  allowanceDefault,
  allowanceTypingIsAccepted,
  type CreateGameErrors,
  type CreateGameFields,
  createGameFieldId,
} from '../../lib/create-game-form';
import { IndexField } from '../handicap/index-field';
import { TeeSetField } from '../handicap/tee-set-field';
import { ChoiceGroup } from './choice-group';

/** The two ways handicaps count (product §R12), each with its one line. */
const MODE_CHOICES: readonly { value: HandicapMode; label: string; description: string }[] = HANDICAP_MODES.map((mode) =>
  mode === 'fixed'
    ? { value: mode, label: 'Fixed', description: "Each golfer's number is their strokes" }
    : { value: mode, label: 'WHS', description: "Handicap Index to course and playing handicap from the tee's rating and slope" },
);

type HandicapsCardProps = { fields: CreateGameFields; errors: CreateGameErrors; onChange: (change: Partial<CreateGameFields>) => void };

/**
 * How handicaps count (product §R12): Fixed, where the creator gives their strokes as before; or WHS, where they
 * give a Handicap Index (prefilled from the profile), the tee set whose ratings they play, and an allowance whose
 * blank is the format's for the chosen size.
 */
export function HandicapsCard({ fields, errors, onChange }: HandicapsCardProps) {
  const whs = fields.handicapMode === 'whs';
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Handicaps</CardTitle>
        <CardDescription>How each golfer's handicap becomes strokes.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <ChoiceGroup
          id="create-game-handicapMode"
          legend="Handicaps"
          legendHidden
          choices={MODE_CHOICES}
          value={fields.handicapMode}
          onChange={(handicapMode) => onChange({ handicapMode })}
          layout="stack-then-row"
        />
        {whs ? (
          <>
            <IndexField
              id={createGameFieldId('handicap')}
              hint="One decimal; use + for a plus index, e.g. +1.2. Leave blank for 0.0."
              value={fields.handicapIndex}
              error={errors.handicap}
              onChange={(handicapIndex) => onChange({ handicapIndex })}
            />
            <TeeSetField label="Ratings for" value={fields.teeSet} onChange={(teeSet) => onChange({ teeSet })} />
            <AllowanceField fields={fields} error={errors.allowancePercent} onChange={(allowancePercent) => onChange({ allowancePercent })} />
          </>
        ) : (
          <HandicapField
            id={createGameFieldId('handicap')}
            label="Your handicap"
            hint="Write a plus handicap as +2. Leave blank for 0."
            value={fields.handicap}
            error={errors.handicap}
            onChange={(handicap) => onChange({ handicap })}
          />
        )}
      </CardContent>
    </Card>
  );
}

/** The allowance override in whole percent; its placeholder shows the format's own for the chosen size. */
function AllowanceField({ fields, error, onChange }: { fields: CreateGameFields; error?: string; onChange: (text: string) => void }) {
  const standard = allowanceDefault(fields);
  return (
    <TextField
      id={createGameFieldId('allowancePercent')}
      label="Allowance %"
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={`Default ${String(standard)}%`}
      hint={`Leave blank for the format's ${String(standard)}% with ${String(fields.maxPlayers)} ${fields.maxPlayers === 1 ? 'player' : 'players'}.`}
      className="h-12 max-w-40 text-base tabular-nums"
      error={error}
      value={fields.allowancePercent}
      onChange={(event) => {
        if (allowanceTypingIsAccepted(event.target.value)) onChange(event.target.value);
      }}
    />
  );
}
