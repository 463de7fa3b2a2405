import { EyeIcon, LogInIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { GameDetail } from '../../../../../contract/games-responses';
import { HANDICAP_SPECTATOR_ERROR, HANDICAP_SPECTATOR_RANGE, handicapFromText, handicapSpectatorIsValid, joinRefusal } from '../../../../../golf';
import { Button, buttonVariants } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/use-toast';
import { toastFailure } from '../../../../lib/notify';
import { useJoinGame } from '../../api/use-game-mutations';
import { HandicapField } from '../../../../components/handicap-field';

/**
 * For someone who is not a player (product §G2): 'You're viewing this game'. Signed in: a handicap (0-54, the engine's
 * HANDICAP_SPECTATOR_RANGE, so no plus handicaps) and Join Game, enabled by the engine's join rule (golf/joining.ts), the
 * server's: until the game is completed, while it has room under its size and its creator's plan (playerLimit). A guest: Login to Join Game.
 */
export function SpectatorPanel({ game, signedIn, defaultHandicap }: { game: GameDetail; signedIn: boolean; defaultHandicap: number | null }) {
  const [handicap, setHandicap] = useState(defaultHandicap !== null && handicapSpectatorIsValid(defaultHandicap) ? String(defaultHandicap) : '');
  const join = useJoinGame(game.id);
  // The panel shows only to someone who is not a player.
  const refusal = joinRefusal({ ...game, isPlayer: false });
  const canJoin = refusal === null;

  function submit() {
    const value = handicapFromText(handicap);
    if (value === null || !handicapSpectatorIsValid(value)) {
      toast({ variant: 'destructive', ...HANDICAP_SPECTATOR_ERROR });
      return;
    }
    // mutateAsync: the refresh after joining replaces this panel (the spectator is a player now), and react-query
    // drops a mutate callback whose component is gone.
    void join.mutateAsync({ handicap: value, teamAssignment: 'auto' }).then(
      () => toast({ title: 'Joined Game!', description: "You're in. Your scores count from now." }),
      (error: unknown) => toastFailure('Error', error, 'Failed to join game. Please try again.'),
    );
  }

  return (
    <section aria-labelledby="spectator-title" className="grid gap-3 rounded-xl border bg-card p-4">
      <h2 id="spectator-title" className="flex items-center gap-2 font-semibold">
        <EyeIcon className="size-5 text-muted-foreground" aria-hidden />
        You're viewing this game
      </h2>
      {!signedIn ? (
        <Link to="/login" className={buttonVariants({ size: 'lg' })}>
          <LogInIcon aria-hidden />
          Login to Join Game
        </Link>
      ) : game.status === 'completed' ? null : (
        <form
          className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            if (canJoin) submit();
          }}
        >
          <HandicapField
            label="Your handicap"
            value={handicap}
            onChange={setHandicap}
            plusAllowed={false}
            hint={`${String(HANDICAP_SPECTATOR_RANGE.min)} to ${String(HANDICAP_SPECTATOR_RANGE.max)}.`}
          />
          <Button type="submit" size="lg" className="sm:mb-5" disabled={!canJoin || join.isPending}>
            {join.isPending ? 'Joining...' : 'Join Game'}
          </Button>
          {refusal === 'full' ? <p className="text-sm text-muted-foreground sm:col-span-2">This game is full.</p> : null}
        </form>
      )}
    </section>
  );
}
