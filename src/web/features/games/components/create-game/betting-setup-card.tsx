import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { type CreateGameErrors, type CreateGameFields, createGameFieldId } from '../../lib/create-game-form';
import { BetAmountField } from './bet-amount-field';
import { MaxPlayersPicker } from './max-players-picker';
import { PotPreview } from './pot-preview';
import { SideBetsFieldset } from './side-bets-fieldset';
import { SwitchField } from '../../../../components/switch-field';

type BettingSetupCardProps = { fields: CreateGameFields; errors: CreateGameErrors; onChange: (change: Partial<CreateGameFields>) => void };

/** The bet, the game's size and the pot they make (product §G2, §G9); presses are not offered yet. */
export function BettingSetupCard({ fields, errors, onChange }: BettingSetupCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Betting Setup</CardTitle>
        <CardDescription>Enter 0 for a fun game with no bets.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <BetAmountField
          id={createGameFieldId('betAmount')}
          value={fields.betAmount}
          error={errors.betAmount}
          soloRound={fields.maxPlayers === 1}
          onChange={(betAmount) => onChange({ betAmount })}
        />
        <MaxPlayersPicker
          id={createGameFieldId('maxPlayers')}
          gameType={fields.gameType}
          value={fields.maxPlayers}
          error={errors.maxPlayers}
          onChange={(maxPlayers) => onChange({ maxPlayers })}
        />
        <SideBetsFieldset id={createGameFieldId('dotValue')} value={fields.sideBets} error={errors.dotValue} onChange={(sideBets) => onChange({ sideBets })} />
        <SwitchField id="create-game-press" label="Enable Press?" hint="Presses are not available yet." checked={false} disabled />
        <PotPreview gameType={fields.gameType} formatOptions={fields.formatOptions} betAmount={fields.betAmount} maxPlayers={fields.maxPlayers} />
      </CardContent>
    </Card>
  );
}
