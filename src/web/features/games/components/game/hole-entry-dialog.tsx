import { MinusIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import type { GameDetail } from '../../../../../contract/games-responses';
import type { PlayerState, RoundState } from '../../../../../golf';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../../components/ui/dialog';
import { toastFailure } from '../../../../lib/notify';
import { queueHole } from '../../../../lib/offline/writes';
import { currentHoleOf, holeOf, holesOfGame, STEPPER_BOUNDS, strokesFromInput } from '../../lib/game-view';
import { strokesWords } from '../../lib/handicap-line';

type HoleEntryDialogProps = {
  game: GameDetail;
  state: RoundState;
  holeNumber: number;
  /** The creator's Save on the current hole also moves everyone to the next hole. */
  advancesHole: boolean;
  onClose: () => void;
};

/**
 * One hole's scores for every player (product §G2, issue 11): a stepper per player starting at par (or the score
 * already there), typing 1-15 also works, one Save for the hole; Cancel discards. Save queues the hole in the outbox
 * (issue 29) and closes: the card shows it at once, and it is sent when the phone has signal.
 */
export function HoleEntryDialog({ game, state, holeNumber, advancesHole, onClose }: HoleEntryDialogProps) {
  const hole = holeOf(game, holeNumber);
  const par = hole?.par ?? 4;
  const cardHoleOf = (player: PlayerState) => player.card.find((h) => h.holeNumber === holeNumber);
  const stored = new Map(state.players.map((player) => [player.id, cardHoleOf(player)?.gross ?? null]));
  // Each stepper starts at the player's own par: a woman's where the course gives one (product §R12).
  const [values, setValues] = useState<Record<string, number>>(() =>
    Object.fromEntries(state.players.map((player) => [player.id, stored.get(player.id) ?? cardHoleOf(player)?.par ?? par])),
  );
  const [pending, setPending] = useState(false);

  const set = (playerId: string, strokes: number) => {
    if (strokes >= STEPPER_BOUNDS.min && strokes <= STEPPER_BOUNDS.max) setValues((current) => ({ ...current, [playerId]: strokes }));
  };

  function submit() {
    const scores = state.players
      .map((player) => ({ playerId: player.id, strokes: values[player.id] ?? par, previous: stored.get(player.id) ?? null }))
      .filter((entry) => entry.previous !== entry.strokes);
    // Never past the game's last hole: 18, or its nine's (product §R14).
    const moveOn = advancesHole && holeNumber === currentHoleOf(game) && holeNumber < holesOfGame(game).last;
    setPending(true);
    // Kept on the phone first; only a phone that cannot keep it (no IndexedDB space) fails here.
    queueHole(game.id, holeNumber, scores, moveOn ? holeNumber + 1 : null).then(onClose, (error: unknown) => {
      setPending(false);
      toastFailure('Error', error, 'Failed to submit score. Please try again.');
    });
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Hole {holeNumber}</DialogTitle>
          <DialogDescription>{hole ? `Par ${String(hole.par)} · ${String(hole.yardage)} yds · HCP ${String(hole.handicapIndex)}` : 'Enter the strokes of every player.'}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-3"
          aria-label={`Scores for hole ${String(holeNumber)}`}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <ul className="grid gap-2">
            {state.players.map((player) => {
              const value = values[player.id] ?? par;
              return (
                <li key={player.id} className="flex items-center gap-2 rounded-lg border p-2">
                  <span className="grid min-w-0 flex-1">
                    <span className="truncate font-semibold">{player.name}</span>
                    <StrokesReceived strokes={cardHoleOf(player)?.strokesReceived ?? 0} />
                  </span>
                  <Button type="button" variant="outline" className="size-12 p-0" onClick={() => set(player.id, value - 1)} aria-label={`One fewer for ${player.name}`} disabled={value <= STEPPER_BOUNDS.min}>
                    <MinusIcon aria-hidden />
                  </Button>
                  <input
                    aria-label={`Strokes for ${player.name}`}
                    inputMode="numeric"
                    className="h-12 w-14 rounded-lg border border-input bg-background text-center text-xl font-bold tabular-nums"
                    value={String(value)}
                    onFocus={(event) => event.target.select()}
                    onChange={(event) => {
                      const typed = strokesFromInput(event.target.value);
                      if (typed !== null) set(player.id, typed);
                    }}
                  />
                  <Button type="button" variant="outline" className="size-12 p-0" onClick={() => set(player.id, value + 1)} aria-label={`One more for ${player.name}`} disabled={value >= STEPPER_BOUNDS.max}>
                    <PlusIcon aria-hidden />
                  </Button>
                </li>
              );
            })}
          </ul>
          <DialogFooter className="gap-2">
            <Button type="button" variant="outline" size="lg" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" size="lg" disabled={pending}>
              {pending ? 'Saving...' : 'Save'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The handicap strokes a player gets (or gives back) on the hole, so the net is clear before saving. */
function StrokesReceived({ strokes }: { strokes: number }) {
  if (strokes === 0) return null;
  return <span className="text-xs text-muted-foreground">{strokes > 0 ? `gets ${strokesWords(strokes)}` : strokesWords(strokes)}</span>;
}
