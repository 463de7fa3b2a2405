import type { GameDetail } from '../../../../../contract/games-responses';
import type { RoundState } from '../../../../../golf';
import { OnceShown } from '../../../../components/once-shown';
import { lazyComponent } from '../../../../lib/lazy-component';
import { useFinishGame } from '../../hooks/use-finish-game';
import { useOnce } from '../../hooks/use-once';
import { panelOf } from '../../formats/registry';
import { currentHoleOf, holeProgress, holesOfGame } from '../../lib/game-view';

// Loaded when a prompt first shows, not with the screen (issue 17).
const PromptDialog = lazyComponent(() => import('./prompt-dialog'), 'PromptDialog');

/** Every player has a score on the game's last hole (18, or its nine's last: product §R14) while it is the current hole (product §G4). */
function lastHoleScored(game: GameDetail, state: RoundState): boolean {
  const last = holesOfGame(game).last;
  const { scored, total } = holeProgress(state, last);
  return currentHoleOf(game) === last && total > 0 && scored === total;
}

/**
 * The creator's prompts (product §G2, §G4), each shown once per game on this device: 'Match Complete!' when a match is
 * decided (Finish Now / Continue Scoring), and 'Finish Editing Scores?' when the last hole is in (Yes / No).
 */
export function CompletionPrompts({ game, state }: { game: GameDetail; state: RoundState }) {
  const matchOnce = useOnce(`match-complete:${String(game.id)}`);
  const finishOnce = useOnce(`finish-editing:${String(game.id)}`);
  const { finish, pending } = useFinishGame(game.id);
  const decided = panelOf(state).decidedResult(state);
  const showMatch = decided !== null && !matchOnce.shown;
  const showFinish = !showMatch && lastHoleScored(game, state) && !finishOnce.shown;

  return (
    <>
      <OnceShown shown={showMatch}>
        <PromptDialog
          open={showMatch}
          title="Match Complete!"
          description={`${decided ?? ''} You can finish now or keep scoring the remaining holes.`}
          declineLabel="Continue Scoring"
          confirmLabel="Finish Now"
          pending={pending}
          onDecline={matchOnce.markShown}
          onConfirm={() => {
            matchOnce.markShown();
            finish();
          }}
        />
      </OnceShown>
      <OnceShown shown={showFinish}>
        <PromptDialog
          open={showFinish}
          title="Finish Editing Scores?"
          description={`Every player has a score on hole ${String(holesOfGame(game).last)}. Finish the game and settle the bets?`}
          declineLabel="No"
          confirmLabel="Yes"
          pending={pending}
          onDecline={finishOnce.markShown}
          onConfirm={() => {
            finishOnce.markShown();
            finish();
          }}
        />
      </OnceShown>
    </>
  );
}
