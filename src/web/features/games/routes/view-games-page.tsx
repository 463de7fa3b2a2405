import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { GameListItem } from '../../../../contract/games-responses';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { useMyGames, usePublicGames } from '../../../lib/games/game-queries';
import { FindGameForm } from '../components/view-games/find-game-form';
import { GameList } from '../components/view-games/game-list';
import { JoinGameDialog } from '../components/view-games/join-game-dialog';
import { EMPTY_MY_GAMES, EMPTY_PUBLIC_GAMES } from '../components/view-games/view-games-messages';

type ListTab = 'mine' | 'all';

const triggerClass = 'min-h-11';

/** /app/view-games (product §G2): find a game by ID or code, my games and the public ones, and the join dialog. */
export function ViewGamesPage() {
  useDocumentMeta({ title: 'Games | Dormie', description: 'Find a game by its ID or code, see your games and join a public one.' });
  // The tab lives in the query string, so coming back from a game reopens the tab the golfer left.
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: ListTab = searchParams.get('tab') === 'all' ? 'all' : 'mine';
  const myGames = useMyGames();
  const publicGames = usePublicGames(tab === 'all');
  const [joining, setJoining] = useState<GameListItem | null>(null);

  function showTab(value: string) {
    setSearchParams(value === 'all' ? { tab: 'all' } : {}, { replace: true });
  }

  return (
    <div className="grid grid-cols-1 gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight">Games</h1>
          <p className="mt-1 text-muted-foreground">Your rounds, open games to join, and any game by its ID.</p>
        </div>
        <Button asChild className="h-11">
          <Link to="/app/create-game">
            <PlusIcon aria-hidden />
            Create Game
          </Link>
        </Button>
      </header>

      <FindGameForm />

      <Tabs value={tab} onValueChange={showTab}>
        <TabsList aria-label="Games" className="h-auto w-full sm:w-auto">
          <TabsTrigger value="mine" className={triggerClass}>
            My Games
          </TabsTrigger>
          <TabsTrigger value="all" className={triggerClass}>
            All Games
          </TabsTrigger>
        </TabsList>
        <TabsContent value="mine">
          <GameList
            query={myGames}
            label="My games"
            empty={EMPTY_MY_GAMES}
            emptyHint="Create a game, or join an open one under All Games."
            onJoin={setJoining}
          />
        </TabsContent>
        <TabsContent value="all">
          <GameList
            query={publicGames}
            label="Public games"
            empty={EMPTY_PUBLIC_GAMES}
            emptyHint="Public games that are waiting or being played show up here."
            onJoin={setJoining}
          />
        </TabsContent>
      </Tabs>

      <Dialog open={joining !== null} onOpenChange={(open) => (open ? undefined : setJoining(null))}>
        {joining ? <JoinGameDialog key={joining.id} game={joining} /> : null}
      </Dialog>
    </div>
  );
}
