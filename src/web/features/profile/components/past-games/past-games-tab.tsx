import { useState } from 'react';
import type { ProfileGame } from '../../../../../contract/profile';
import { Dialog } from '../../../../components/ui/dialog';
import { EmptyState } from '../empty-state';
import { PastGameCard } from './past-game-card';
import { ScorecardDialog } from './scorecard-dialog';

/** Past Games (product §G2): completed games newest first, as the server sends them, each with its View Scorecard dialog. */
export function PastGamesTab({ games, own }: { games: readonly ProfileGame[]; own: boolean }) {
  const [shown, setShown] = useState<ProfileGame | null>(null);
  if (games.length === 0) {
    return (
      <EmptyState title="No completed games yet">
        {own ? 'Finished games you played in show up here, with your card and winnings.' : 'Finished games show up here.'}
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="grid gap-3" aria-label="Past games">
        {games.map((game) => (
          <li key={game.id}>
            <PastGameCard game={game} onViewScorecard={() => setShown(game)} />
          </li>
        ))}
      </ul>
      <Dialog open={shown !== null} onOpenChange={(open) => (open ? undefined : setShown(null))}>
        {shown ? <ScorecardDialog game={shown} /> : null}
      </Dialog>
    </>
  );
}
