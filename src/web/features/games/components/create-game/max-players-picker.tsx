import { type GameType, MAX_PLAYERS, playerCountHint, playerCountIsAllowed } from '../../../../../golf';
import { FieldError } from '../../../../components/text-field';
import { RadioButtonRow } from './radio-button-row';

type MaxPlayersPickerProps = { id: string; gameType: GameType; value: number; error?: string; onChange: (maxPlayers: number) => void };

const counts = Array.from({ length: MAX_PLAYERS.max - MAX_PLAYERS.min + 1 }, (_, index) => MAX_PLAYERS.min + index);

/**
 * Max players 1-5 as one row of large buttons (product §G5, §G9); counts the format does not allow are disabled and
 * the format's hint says why (product §G2).
 */
export function MaxPlayersPicker({ id, gameType, value, error, onChange }: MaxPlayersPickerProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset id={id} tabIndex={-1} className="grid gap-2 outline-none" aria-describedby={error ? `${errorId} ${hintId}` : hintId} aria-invalid={error ? true : undefined}>
      <legend className="mb-2 text-sm font-medium">Max players</legend>
      <RadioButtonRow
        name={`${id}-radios`}
        buttons={counts.map((count) => ({ value: count, label: String(count), disabled: !playerCountIsAllowed(gameType, count) }))}
        value={value}
        onChange={onChange}
      />
      <p id={hintId} className="text-sm text-muted-foreground">
        {playerCountHint(gameType)}
      </p>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
