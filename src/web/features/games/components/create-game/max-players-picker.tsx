import { type GameType, MAX_PLAYERS, playerCountHint, playerCountIsAllowed } from '../../../../../golf';
import { cn } from '../../../../lib/utils';

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
      <div className="grid grid-cols-5 gap-2">
        {counts.map((count) => {
          const allowed = playerCountIsAllowed(gameType, count);
          return (
            <label key={count} className={cn('block', allowed ? 'cursor-pointer' : 'cursor-not-allowed')}>
              <input
                type="radio"
                name={`${id}-radios`}
                value={count}
                checked={count === value}
                disabled={!allowed}
                onChange={() => onChange(count)}
                className="peer sr-only"
              />
              <span
                className={cn(
                  'flex h-12 items-center justify-center rounded-lg border bg-background text-base font-semibold tabular-nums transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
                  'peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground',
                  allowed ? 'hover:bg-accent peer-checked:hover:bg-primary' : 'border-dashed bg-muted/40 text-muted-foreground line-through decoration-1',
                )}
              >
                {count}
              </span>
            </label>
          );
        })}
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        {playerCountHint(gameType)}
      </p>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
