import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { type CreateGameErrors, type CreateGameFields, createGameFieldId } from '../../lib/create-game-form';
import { FormatPicker } from './format-picker';
import { NassauModePicker } from './nassau-mode-picker';

type GameFormatCardProps = { fields: CreateGameFields; errors: CreateGameErrors; onChange: (change: Partial<CreateGameFields>) => void };

/** The format radios and, for nassau only, its mode (spec 001 §2). */
export function GameFormatCard({ fields, errors, onChange }: GameFormatCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Game Format</CardTitle>
        <CardDescription>How the round is scored and the bets are decided.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <FormatPicker id={createGameFieldId('gameType')} value={fields.gameType} onChange={(gameType) => onChange({ gameType })} />
        {errors.gameType ? <p className="text-sm font-medium text-destructive">{errors.gameType}</p> : null}
        {fields.gameType === 'nassau' ? <NassauModePicker value={fields.nassauMode} onChange={(nassauMode) => onChange({ nassauMode })} /> : null}
      </CardContent>
    </Card>
  );
}
