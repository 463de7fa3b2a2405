import type { GameDetail } from '../../../../../contract/games-responses';
import { holeNumberFrom, JUNK_MARK_KINDS, type JunkMarkKind, junkMarkRefusal, type RoundState } from '../../../../../golf';
import { Button } from '../../../../components/ui/button';
import { toastFailure } from '../../../../lib/notify';
import { junkMarkWaiting } from '../../../../lib/offline/pending';
import { useOutbox } from '../../../../lib/offline/use-outbox';
import { cn } from '../../../../lib/utils';
import { queueJunkMark } from '../../../../lib/offline/writes';

// A player's greenie and sandie on the hole being played (product §R16), loaded with a game that plays them only (page
// weight, issue 35). Any player may mark anyone; each tap goes through the outbox, so it shows at once and waits for
// signal like a score.

const LABELS: Readonly<Record<JunkMarkKind, string>> = { greenie: 'Greenie', sandie: 'Sandie' };

type JunkMarksProps = { game: GameDetail; state: RoundState; playerId: string; holeNumber: number };

/**
 * The Greenie and Sandie toggles of one player on `holeNumber`, each pressed while marked: a greenie on the player's
 * own par 3 only (their tee set's par, the engine's card), and only the kinds the game plays (junkMarkRefusal).
 */
export function JunkMarks({ game, state, playerId, holeNumber }: JunkMarksProps) {
  const outbox = useOutbox();
  const rules = state.format.junk;
  const player = state.players.find((entry) => entry.id === playerId);
  const hole = player?.card.find((entry) => entry.holeNumber === holeNumber);
  if (!rules || !player || !hole) return null;
  const kinds = JUNK_MARK_KINDS.filter((kind) => junkMarkRefusal(rules, hole.par, kind) === null);
  const marked = (kind: JunkMarkKind) => game.junkMarks.some((mark) => mark.holeNumber === holeNumber && mark.playerId === playerId && mark.kind === kind);
  const tap = (kind: JunkMarkKind) =>
    void queueJunkMark(game.id, { holeNumber: holeNumberFrom(holeNumber), playerId, kind }, !marked(kind)).catch((error: unknown) =>
      toastFailure('Error', error, 'Failed to save the mark.'),
    );
  return kinds.map((kind) => {
    const on = marked(kind);
    // A mark still in the outbox shows at once, faded until the server has it.
    const waiting = junkMarkWaiting(
      outbox.entries.filter((entry) => entry.gameId === game.id),
      holeNumber,
      playerId,
      kind,
    );
    return (
      <Button
        key={kind}
        variant={on ? 'default' : 'outline'}
        size="sm"
        className={cn('h-11 min-w-11 px-3', waiting && 'opacity-70')}
        title={waiting ? 'Waiting to send' : undefined}
        aria-pressed={on}
        aria-label={`${LABELS[kind]} for ${player.name}`}
        onClick={() => tap(kind)}
      >
        {LABELS[kind]}
      </Button>
    );
  });
}
