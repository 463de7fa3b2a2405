import { EyeIcon, LogInIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { GameDetail } from '../../../../../contract/games-responses';
import { HANDICAP_SPECTATOR_ERROR, HANDICAP_SPECTATOR_RANGE, handicapFromText, handicapSpectatorIsValid, joinRefusal, type TeeSet } from '../../../../../golf';
import { Button, buttonVariants } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/use-toast';
import { useCurrentUser } from '../../../../lib/auth';
import { toastFailure } from '../../../../lib/notify';
import { cn } from '../../../../lib/utils';
import type { JoinGameBody } from '../../api/join-game';
import { useJoinGame } from '../../api/use-game-mutations';
import { HandicapField } from '../../../../components/handicap-field';
import { INDEX_REFUSED_TITLE, IndexField, indexFieldRead, indexInputText, indexWireValue } from '../handicap/index-field';
import { TeeSetField } from '../handicap/tee-set-field';

/**
 * For someone who is not a player (product §G2): 'You're viewing this game'. Signed in: a handicap (0-54, the engine's
 * HANDICAP_SPECTATOR_RANGE, so no plus handicaps) and Join Game, enabled by the engine's join rule (golf/joining.ts), the
 * server's: until the game is completed, while it has room under its size and its creator's plan (playerLimit). A guest: Login to Join Game.
 * In a "whs" game (product §R12) the handicap is a Handicap Index, prefilled from the profile's, with the tee set.
 */
export function SpectatorPanel({ game, signedIn, defaultHandicap }: { game: GameDetail; signedIn: boolean; defaultHandicap: number | null }) {
  const whs = game.handicapMode === 'whs';
  const profileIndex = useCurrentUser().data?.handicapIndex ?? null;
  const [handicap, setHandicap] = useState(() => {
    if (whs) return indexInputText(profileIndex);
    return defaultHandicap !== null && handicapSpectatorIsValid(defaultHandicap) ? String(defaultHandicap) : '';
  });
  const [teeSet, setTeeSet] = useState<TeeSet>('M');
  const [indexProblem, setIndexProblem] = useState<string | undefined>(undefined);
  const join = useJoinGame(game.id);
  // The panel shows only to someone who is not a player.
  const refusal = joinRefusal({ ...game, isPlayer: false });
  const canJoin = refusal === null;

  /** The join body for what was typed, or null after saying why it cannot be sent. */
  function body(): JoinGameBody | null {
    if (whs) {
      const index = indexFieldRead(handicap);
      if (index.kind !== 'invalid') return { handicap: index.kind === 'index' ? indexWireValue(index.index) : null, teeSet, teamAssignment: 'auto' };
      toast({ variant: 'destructive', title: INDEX_REFUSED_TITLE, description: index.message });
      setIndexProblem(index.message);
      return null;
    }
    const value = handicapFromText(handicap);
    if (value !== null && handicapSpectatorIsValid(value)) return { handicap: value, teamAssignment: 'auto' };
    toast({ variant: 'destructive', ...HANDICAP_SPECTATOR_ERROR });
    return null;
  }

  function submit() {
    const given = body();
    if (given === null) return;
    // mutateAsync: the refresh after joining replaces this panel (the spectator is a player now), and react-query
    // drops a mutate callback whose component is gone.
    void join.mutateAsync(given).then(
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
          className={cn('grid gap-3', !whs && 'sm:grid-cols-[1fr_auto] sm:items-end')}
          onSubmit={(event) => {
            event.preventDefault();
            if (canJoin) submit();
          }}
        >
          {whs ? (
            <>
              <IndexField
                value={handicap}
                onChange={(text) => {
                  setHandicap(text);
                  setIndexProblem(undefined);
                }}
                error={indexProblem}
                className="max-w-40"
              />
              <TeeSetField value={teeSet} onChange={setTeeSet} />
            </>
          ) : (
            <HandicapField
              label="Your handicap"
              value={handicap}
              onChange={setHandicap}
              plusAllowed={false}
              hint={`${String(HANDICAP_SPECTATOR_RANGE.min)} to ${String(HANDICAP_SPECTATOR_RANGE.max)}.`}
            />
          )}
          <Button type="submit" size="lg" className={cn(!whs && 'sm:mb-5')} disabled={!canJoin || join.isPending}>
            {join.isPending ? 'Joining...' : 'Join Game'}
          </Button>
          {refusal === 'full' ? <p className="text-sm text-muted-foreground sm:col-span-2">This game is full.</p> : null}
        </form>
      )}
    </section>
  );
}
