import { useAdminGames } from '../api/get-games';
import { useAdminListPage } from '../lib/use-admin-list-page';
import { AdminListSection } from './admin-list-section';
import { GamesCard } from './games-card';

/**
 * Games tab (product §G2, §G6): every game, newest first, searched and paged by the server (GET /api/admin/games), each
 * with View (the game screen, which an admin may open whatever its privacy) and Delete. The search and page live in the
 * address, so Back from a game returns to the same page of the same search.
 */
export function GamesTab() {
  return (
    <AdminListSection
      id="admin-games-heading"
      title="Games"
      noun={['game', 'games']}
      search={{ label: 'Search games', placeholder: 'Search by name, code, creator or ID' }}
      state={useAdminListPage(useAdminGames)}
      rowKey={(game) => game.id}
      renderRow={(game) => <GamesCard game={game} />}
    />
  );
}
