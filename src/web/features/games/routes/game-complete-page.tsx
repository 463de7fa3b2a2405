import { useQuery } from '@tanstack/react-query';
import { LayoutDashboardIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { GameDetail, GamePlayer } from '../../../../contract/games-responses';
import { formatRankedBy } from '../../../../golf';
import { gameWinnerFor } from '../../../../golf/winner';
import { Spinner } from '../../../components/spinner';
import { Button } from '../../../components/ui/button';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { useCurrentUser } from '../../../lib/auth';
import type { GameAudience } from '../../../lib/games/game-keys';
import { GAME_POLL_MS, gamePlayersQuery, gameQuery } from '../../../lib/games/game-queries';
import { liveRoundOf } from '../../../lib/games/round';
import { AchievementsUnlocked } from '../components/complete/achievements-unlocked';
import { BettingResults } from '../components/complete/betting-results';
import { BetsSettled } from '../components/complete/bets-settled';
import { CompleteHeader } from '../components/complete/complete-header';
import { finalStandingsOf, winningsPending } from '../components/complete/final-standings';
import { FinalLeaderboard } from '../components/complete/final-leaderboard';
import { GameNotComplete } from '../components/complete/game-not-complete';
import { GameNotFound } from '../components/game/game-not-found';
import { GameStatistics } from '../components/complete/game-statistics';
import { GameSummary } from '../components/complete/game-summary';
import { ResultsSection } from '../components/complete/results-section';
import { WinnerBanner } from '../components/complete/winner-banner';
import { Scorecard } from '../components/scorecard/scorecard';

/** The route's game id, or null when the path holds no valid one. */
function gameIdFrom(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * /app/game/{gameId}/complete (product §G2): the results of a completed game, for its golfers in the app and for
 * guests in the guest frame (product §G6).
 */
export function GameCompletePage() {
  useDocumentMeta({ title: 'Game Complete | Dormie', description: 'Final leaderboard, betting results and statistics of a finished round.' });
  const gameId = gameIdFrom(useParams().gameId);
  if (gameId === null) return <GameNotFound />;
  // Keyed by id: another game's results start from their own loading state.
  return <GameResults key={gameId} gameId={gameId} />;
}

function GameResults({ gameId }: { gameId: number }) {
  // The layout has already asked who is signed in: null is a guest, who reads the public calls.
  const { data: user } = useCurrentUser();
  const audience: GameAudience = user ? 'member' : 'guest';
  // Read again on arrival: the game screen's cached copy may still say 'active' if the completion came by a poll.
  const game = useQuery({ ...gameQuery(gameId, audience), refetchOnMount: 'always' });
  const completed = game.data?.status === 'completed';
  // Product §G4: the results poll the players until the server has settled everyone's winnings; the answer itself
  // says when to stop, so the interval is decided on each answer (useGamePlayers takes a fixed yes or no).
  const players = useQuery({
    ...gamePlayersQuery(gameId, audience),
    refetchOnMount: 'always',
    refetchInterval: (query) => (completed && winningsPending(query.state.data) ? GAME_POLL_MS : false),
  });

  if (game.isError || players.isError) return <GameNotFound />;
  if (game.isPending || players.isPending || (!completed && game.isFetching)) {
    return (
      <div className="flex justify-center py-16 text-primary">
        <Spinner className="size-8" label="Loading results" />
      </div>
    );
  }
  if (game.data.status !== 'completed') return <GameNotComplete gameId={gameId} status={game.data.status} />;
  return <CompletedGame game={game.data} players={players.data} myUserId={user?.id ?? null} />;
}

function CompletedGame({ game, players, myUserId }: { game: GameDetail; players: readonly GamePlayer[]; myUserId: string | null }) {
  const { state, settlement } = liveRoundOf(game, players);
  const standings = finalStandingsOf(players, state);
  return (
    <div className="grid grid-cols-1 gap-6">
      <CompleteHeader gameName={game.name} completedAt={game.completedAt} />
      {/* Issue 34: the moment the money is settled leads with who won, every bet's result and the payments. */}
      <WinnerBanner winner={gameWinnerFor(state)} standings={standings} />
      <BetsSettled state={state} settlement={settlement} standings={standings} />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <FinalLeaderboard standings={standings} myPlayerId={myUserId} rankedBy={formatRankedBy(state.format)} />
        <BettingResults standings={standings} pot={settlement.pot} />
      </div>
      <GameStatistics standings={standings} />
      <GameSummary game={game} playerCount={players.length} />
      <ResultsSection id="final-scorecard" title="Scorecard">
        <Scorecard game={game} state={state} womenPlaying={players.some((player) => player.teeSet === 'W')} />
      </ResultsSection>
      <AchievementsUnlocked gameId={game.id} myUserId={myUserId} />
      <div className="flex justify-center">
        <Button asChild size="lg" className="w-full sm:w-auto">
          <Link to="/app">
            <LayoutDashboardIcon aria-hidden />
            Back to Dashboard
          </Link>
        </Button>
      </div>
    </div>
  );
}
