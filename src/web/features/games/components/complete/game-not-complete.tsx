import { FlagIcon } from 'lucide-react';
import { Link } from 'react-router';
import { StatusPanel } from '../../../../components/status-panel';
import { Button } from '../../../../components/ui/button';
import type { GameStatus } from '../../../../../golf';

/** What /app/game/{id}/complete shows before the game is completed: no results yet, and the way back to it. */
export function GameNotComplete({ gameId, status }: { gameId: number; status: Exclude<GameStatus, 'completed'> }) {
  return (
    <StatusPanel
      icon={FlagIcon}
      tone="sand"
      title="This game isn't finished yet"
      className="py-12"
      actions={
        <Button asChild size="lg">
          <Link to={`/app/game/${String(gameId)}`}>Back to Game</Link>
        </Button>
      }
    >
      {status === 'waiting' ? 'The round has not started.' : 'The round is still being played.'} Results appear here once the creator
      finishes the game.
    </StatusPanel>
  );
}
