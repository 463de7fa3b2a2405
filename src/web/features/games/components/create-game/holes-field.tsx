import { HOLES_PLAYED, type HolesPlayed } from '../../../../../golf';
import { type CreateGameFields, formatPlaysNines, holesInForce, holesNeedAllMessage } from '../../lib/create-game-form';
import { HOLES_PLAYED_LABELS } from '../../lib/game-settings';
import { RadioButtonRow } from './radio-button-row';

const buttons = HOLES_PLAYED.map((holes) => ({ value: holes, label: HOLES_PLAYED_LABELS[holes] }));

type HolesFieldProps = { fields: CreateGameFields; onChange: (holesPlayed: HolesPlayed) => void };

/**
 * The holes the game is played over (product §R14): 18, Front 9 or Back 9, three buttons in a row; a format that needs
 * all 18 (nassau) offers no choice and says why in one line, in the server's words.
 */
export function HolesField({ fields, onChange }: HolesFieldProps) {
  if (!formatPlaysNines(fields)) {
    return (
      <div className="grid gap-2">
        <p className="text-sm font-medium">Holes</p>
        <p className="text-sm text-muted-foreground">{holesNeedAllMessage(fields.gameType)}</p>
      </div>
    );
  }
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">Holes</legend>
      <RadioButtonRow name="create-game-holes" buttons={buttons} value={holesInForce(fields)} onChange={onChange} />
    </fieldset>
  );
}
