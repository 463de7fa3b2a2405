import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { type CreateGameErrors, type CreateGameFields, createGameFieldId } from '../../lib/create-game-form';
import { FormatPicker } from './format-picker';
import { FORMAT_PANELS } from '../../formats/registry';

type GameFormatCardProps = { fields: CreateGameFields; errors: CreateGameErrors; onChange: (change: Partial<CreateGameFields>) => void };

/** The format radios with the chosen format's options under it (product §G2: a nassau's mode), from its panel. */
export function GameFormatCard({ fields, errors, onChange }: GameFormatCardProps) {
  const FormatOptions = FORMAT_PANELS[fields.gameType].CreateOptions;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Game Format</CardTitle>
        <CardDescription>How the round is scored and the bets are decided.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <FormatPicker
          id={createGameFieldId('gameType')}
          value={fields.gameType}
          onChange={(gameType) => onChange({ gameType })}
          options={FormatOptions ? <FormatOptions options={fields.formatOptions} onChange={(formatOptions) => onChange({ formatOptions })} /> : null}
        />
        {errors.gameType ? <p className="text-sm font-medium text-destructive">{errors.gameType}</p> : null}
      </CardContent>
    </Card>
  );
}
