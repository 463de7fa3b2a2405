import { PlayIcon } from 'lucide-react';
import type { GameDetail, GamePlayer } from '../../../../../contract/games-responses';
import { gameStartProblem, START_NEEDS_TWO_MESSAGE } from '../../../../../golf';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/use-toast';
import { toastFailure } from '../../../../lib/notify';
import { gameFormatOf } from '../../../../lib/games/round';
import { useStartGame } from '../../api/use-game-mutations';

/**
 * The creator's Start Game (product §G2): shown from 2 players (or a solo stroke round), otherwise 'Need at least 2
 * players to start the game'. Anything else that stops the start (teams) is said under the button; the server has the
 * last word ('Cannot Start Game').
 */
export function StartPanel({ game, players }: { game: GameDetail; players: readonly GamePlayer[] }) {
  const start = useStartGame(game.id);
  const problem = gameStartProblem(
    gameFormatOf(game),
    game.maxPlayers,
    players.map((player) => ({ team: player.teamAssignment })),
  );
  if (problem === START_NEEDS_TWO_MESSAGE) {
    return <p className="rounded-xl border border-dashed p-4 text-center text-sm text-muted-foreground">{START_NEEDS_TWO_MESSAGE}</p>;
  }
  return (
    <div className="grid gap-2">
      <Button
        size="lg"
        className="h-14 text-lg"
        disabled={start.isPending}
        // mutateAsync: the refresh after the start replaces the lobby, and react-query drops a mutate callback whose
        // component is gone.
        onClick={() =>
          void start.mutateAsync(undefined).then(
            () => toast({ title: 'Game Started!', description: 'Hole 1 is open for scores.' }),
            (error: unknown) => toastFailure('Cannot Start Game', error, 'Failed to start game'),
          )
        }
      >
        <PlayIcon aria-hidden />
        {start.isPending ? 'Starting Game...' : 'Start Game'}
      </Button>
      {problem ? <p className="text-center text-sm text-muted-foreground">{problem}</p> : null}
    </div>
  );
}
