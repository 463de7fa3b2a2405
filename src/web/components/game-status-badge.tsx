import type { GameStatus } from '../../golf';
import { Badge } from './ui/badge';
import { cn } from '../lib/utils';

/** What a game's status reads as on a badge (product §G2, §G4): Waiting in the lobby, Live while played, then Complete. */
export function gameStatusLabel(status: GameStatus): 'Waiting' | 'Live' | 'Complete' {
  switch (status) {
    case 'waiting':
      return 'Waiting';
    case 'active':
      return 'Live';
    case 'completed':
      return 'Complete';
    default: {
      const unhandled: never = status;
      throw new Error(`Unknown game status ${String(unhandled)}`);
    }
  }
}

const variants = { waiting: 'sand', active: 'default', completed: 'secondary' } as const satisfies Record<GameStatus, string>;

/** The status badge of a game card; a live game carries a dot so the state does not rest on colour alone. */
export function GameStatusBadge({ status, className }: { status: GameStatus; className?: string }) {
  return (
    <Badge variant={variants[status]} className={cn('shrink-0', className)}>
      {status === 'active' ? <span className="size-1.5 rounded-full bg-current" aria-hidden /> : null}
      {gameStatusLabel(status)}
    </Badge>
  );
}
