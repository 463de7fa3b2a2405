import type { GameDetail } from '../../../../../contract/games-responses';
import { HOLE_COUNT, type RoundState } from '../../../../../golf';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../../components/ui/alert-dialog';
import { Button } from '../../../../components/ui/button';
import { useFinishGame } from '../../hooks/use-finish-game';
import { useOnce } from '../../hooks/use-once';

/** A decided match: its status ('Red Team Wins! (3 and 2)'), or null while it is not decided. */
function decidedMatch(state: RoundState): string | null {
  if (state.play.kind !== 'match' || state.play.match.kind !== 'playing' || state.play.match.decision === null) return null;
  return state.play.match.status;
}

/** Every player has a score on the last hole while it is the current hole (spec 001 §4). */
function lastHoleScored(game: GameDetail, state: RoundState): boolean {
  return game.currentHole === HOLE_COUNT && state.players.length > 0 && state.players.every((player) => player.card.some((hole) => hole.holeNumber === HOLE_COUNT && hole.gross !== null));
}

/**
 * The creator's prompts (spec 001 §2, §4), each shown once per game on this device: 'Match Complete!' when a match is
 * decided (Finish Now / Continue Scoring), and 'Finish Editing Scores?' when the last hole is in (Yes / No).
 */
export function CompletionPrompts({ game, state }: { game: GameDetail; state: RoundState }) {
  const matchOnce = useOnce(`match-complete:${String(game.id)}`);
  const finishOnce = useOnce(`finish-editing:${String(game.id)}`);
  const { finish, pending } = useFinishGame(game.id);
  const decided = decidedMatch(state);
  const showMatch = decided !== null && !matchOnce.shown;
  const showFinish = !showMatch && lastHoleScored(game, state) && !finishOnce.shown;

  return (
    <>
      <AlertDialog open={showMatch}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Match Complete!</AlertDialogTitle>
            <AlertDialogDescription>{decided} You can finish now or keep scoring the remaining holes.</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel onClick={matchOnce.markShown}>Continue Scoring</AlertDialogCancel>
            <Button
              disabled={pending}
              onClick={() => {
                matchOnce.markShown();
                finish();
              }}
            >
              Finish Now
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      <AlertDialog open={showFinish}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Finish Editing Scores?</AlertDialogTitle>
            <AlertDialogDescription>Every player has a score on hole 18. Finish the game and settle the bets?</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel onClick={finishOnce.markShown}>No</AlertDialogCancel>
            <Button
              disabled={pending}
              onClick={() => {
                finishOnce.markShown();
                finish();
              }}
            >
              Yes
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
