import { type ReactNode, useState } from 'react';
import { pointsUnit, type RoundState, type WolfChoiceKind, type WolfHole, type WolfPlay } from '../../../../golf';
import { Button } from '../../../components/ui/button';
import { toastFailure } from '../../../lib/notify';
import { wolfChoiceWaiting } from '../../../lib/offline/pending';
import { useOutbox } from '../../../lib/offline/use-outbox';
import { queueWolfChoice } from '../../../lib/offline/writes';
import { currentHoleOf, playerNameOf } from '../lib/game-view';
import { firstNameOf, wolfChoiceText } from '../lib/wolf-view';
import type { FormatControlsProps } from './panel';
import { CountsBanner } from './points-parts';
import { countsOf, wolfOf } from './wolf';

// A wolf game's live screen (product §R13), loaded with a wolf game only: the points table and the wolf's choice.

const OUTCOME_WORDS: Readonly<Record<NonNullable<WolfHole['winner']>, string>> = { wolf: 'the wolf won', others: 'the wolf lost', halved: 'halved' };

/** The last counted hole, "Hole 2: Bob goes lone, the wolf won", or null before any hole counts. */
function lastHoleText(state: RoundState, play: WolfPlay): string | null {
  const last = play.holes.filter((hole) => hole.counted).at(-1);
  if (!last?.winner) return null;
  const nameOf = (id: string) => firstNameOf(playerNameOf(state, id));
  return `Hole ${String(last.holeNumber)}: ${wolfChoiceText(nameOf(last.wolfId), last.choice, nameOf)}, ${OUTCOME_WORDS[last.winner]}`;
}

/** The points table (product §R13): each player's points, most first, and how the last counted hole went. */
export function WolfBanner({ state }: { state: RoundState }) {
  const play = wolfOf(state);
  if (!play) return null;
  return <CountsBanner label="Wolf points" counts={countsOf(state, play)} unit={pointsUnit} note={lastHoleText(state, play)} />;
}

const CHOICE_BUTTONS: readonly { choice: WolfChoiceKind; label: string }[] = [
  { choice: 'partner', label: 'Pick partner' },
  { choice: 'lone', label: 'Go lone' },
  { choice: 'blind', label: 'Blind' },
];

/** A big button that stays pressed while its choice is the one made. */
function PressButton({ pressed, className, onClick, children }: { pressed: boolean; className: string; onClick: () => void; children: ReactNode }) {
  return (
    <Button size="lg" variant={pressed ? 'default' : 'outline'} className={className} aria-pressed={pressed} onClick={onClick}>
      {children}
    </Button>
  );
}

/**
 * Who is the wolf on the current hole and the wolf's choice (product §R13): a player records it before the hole is
 * scored, and may change it until the hole counts. Each choice goes through the outbox, so it shows at once and waits
 * for signal like a score.
 */
export function WolfControls({ game, state, canChoose }: FormatControlsProps) {
  const play = wolfOf(state);
  const holeNumber = currentHoleOf(game);
  const hole = play?.holes.find((entry) => entry.holeNumber === holeNumber) ?? null;
  const outbox = useOutbox();
  const [picking, setPicking] = useState<number | null>(null);
  if (!hole) return null;
  const nameOf = (id: string) => playerNameOf(state, id);
  const waiting = wolfChoiceWaiting(
    outbox.entries.filter((entry) => entry.gameId === game.id),
    holeNumber,
  );
  const choice = hole.choice;
  const showPartners = picking === holeNumber || choice?.choice === 'partner';
  const choose = (kind: WolfChoiceKind, partnerId: string | null = null) => {
    if (kind === 'partner' && partnerId === null) {
      setPicking(holeNumber);
      return;
    }
    setPicking(null);
    void queueWolfChoice(game.id, { holeNumber, choice: kind, partnerId }).catch((error: unknown) => toastFailure('Error', error, "Failed to save the wolf's choice."));
  };
  const others = state.players.filter((player) => player.id !== hole.wolfId);
  const status = hole.counted ? ' · Decided' : waiting ? ' · Waiting to send' : '';
  return (
    <section aria-label="Wolf" className="grid gap-3 rounded-xl border-2 border-primary/40 bg-card p-4">
      <div className="grid gap-1">
        <p className="text-sm font-semibold text-muted-foreground uppercase">Hole {holeNumber} wolf</p>
        <p className="truncate text-2xl font-extrabold" data-testid="wolf-now">
          {nameOf(hole.wolfId)}
        </p>
        <p className="font-semibold" role="status" data-testid="wolf-choice">
          {wolfChoiceText(nameOf(hole.wolfId), choice, nameOf)}
          {status}
        </p>
      </div>
      {canChoose && !hole.counted ? (
        <>
          <div role="group" aria-label="The wolf's choice" className="grid gap-2 sm:grid-cols-3">
            {CHOICE_BUTTONS.map((button) => (
              <PressButton
                key={button.choice}
                pressed={button.choice === 'partner' ? showPartners : choice?.choice === button.choice}
                className="h-14 text-lg"
                onClick={() => choose(button.choice)}
              >
                {button.label}
              </PressButton>
            ))}
          </div>
          {showPartners ? (
            <div role="group" aria-label="The wolf's partner" className="grid gap-2 sm:grid-cols-3">
              {others.map((player) => (
                <PressButton
                  key={player.id}
                  pressed={choice?.choice === 'partner' && choice.partnerId === player.id}
                  className="h-auto min-h-12 text-base whitespace-normal"
                  onClick={() => choose('partner', player.id)}
                >
                  Partner {player.name}
                </PressButton>
              ))}
            </div>
          ) : null}
          <p className="text-sm text-muted-foreground">Blind: alone, called before anyone tees off. The choice can change until the hole is scored.</p>
        </>
      ) : null}
    </section>
  );
}

