import type { PressNine, RoundState } from '../../../../golf';
import { nassauPressOf, pressChainText } from '../../../../golf/press-requests';
import { Button } from '../../../components/ui/button';
import { toastFailure } from '../../../lib/notify';
import { pressWaiting } from '../../../lib/offline/pending';
import { useOutbox } from '../../../lib/offline/use-outbox';
import { queuePress } from '../../../lib/offline/writes';
import { currentHoleOf, nineOf } from '../lib/game-view';
import type { FormatControlsProps } from './panel';

// A pressing nassau's live screen (product §R15), loaded with a nassau game only: each nine's press chain, and the
// Press button of the nine in play for a player whose side is down.

/** What the presses part shows: a chain line per nine (front first), the nine in play, and whether the viewer may press it. */
export interface NassauPressesView {
  readonly lines: readonly { readonly nine: PressNine; readonly text: string }[];
  readonly nine: PressNine;
  readonly canPress: boolean;
}

const NINE_ORDER: Readonly<Record<PressNine, number>> = { front: 0, back: 1 };

/**
 * The presses of the round on hole `holeNumber` as viewer `viewerId` sees them (null for a guest; `canChoose` false
 * for a spectator), or null when the game has no chains (not a pressing match-mode nassau). The engine decides who may
 * press (nassauPressOf); nothing here restates the rule.
 */
export function nassauPressesView(state: RoundState, holeNumber: number, viewerId: string | null, canChoose: boolean): NassauPressesView | null {
  if (state.play.kind !== 'nassau' || state.play.chains.length === 0) return null;
  const lines = [...state.play.chains]
    .sort((a, b) => NINE_ORDER[a.nine] - NINE_ORDER[b.nine])
    .map((chain) => ({ nine: chain.nine, text: pressChainText(chain.label, chain.chain) }));
  const nine = nineOf(holeNumber);
  const canPress = canChoose && viewerId !== null && 'press' in nassauPressOf(state, nine, viewerId);
  return { lines, nine, canPress };
}

/**
 * The press chains under the banner and the Press button of the nine in play. A press goes through the outbox like a
 * score: it waits for signal, says so, and its bet shows in the chain once the server has stored it.
 */
export function NassauPresses({ game, state, canChoose, viewerId }: FormatControlsProps) {
  const outbox = useOutbox();
  const view = nassauPressesView(state, currentHoleOf(game), viewerId, canChoose);
  if (!view) return null;
  const { lines, nine, canPress } = view;
  const waiting = pressWaiting(
    outbox.entries.filter((entry) => entry.gameId === game.id),
    nine,
  );
  const press = () => {
    void queuePress(game.id, nine).catch((error: unknown) => toastFailure('Error', error, 'Failed to press.'));
  };
  return (
    <section aria-label="Presses" className="grid gap-3 rounded-xl border-2 border-primary/40 bg-card p-4">
      <div className="grid gap-1">
        <p className="text-sm font-semibold text-muted-foreground uppercase">Presses</p>
        {lines.map((line) => (
          <p key={line.nine} className="font-semibold" data-testid="press-chain">
            {line.text}
          </p>
        ))}
      </div>
      {canPress || waiting ? (
        <div className="grid gap-1">
          {canPress ? (
            <Button size="lg" className="h-14 text-lg" disabled={waiting} onClick={press}>
              Press
            </Button>
          ) : null}
          {waiting ? (
            <p className="text-center text-sm text-muted-foreground" role="status" data-testid="press-waiting">
              Press · Waiting to send
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
