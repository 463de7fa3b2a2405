import { LoadState } from '../../../components/load-state';
import { PanelSection } from '../../../components/panel-section';
import { formatCount } from '../../../lib/format';
import { useAdminGames } from '../api/get-games';
import { useAdminListPage } from '../lib/use-admin-list-page';
import { GamesCard } from './games-card';
import { ListPager } from './list-pager';
import { ListSearch } from './list-search';

/**
 * Games tab (product §G2, §G6): every game, newest first, searched and paged by the server (GET /api/admin/games), each
 * with View (the game screen, which an admin may open whatever its privacy) and Delete. The search and page live in the
 * address, so Back from a game returns to the same page of the same search.
 */
export function GamesTab() {
  const { list: games, typed, setTyped, top, page, pageCount, showPage } = useAdminListPage(useAdminGames);
  const total = games.data?.total;
  // Worded from the answer's own search, so a count never sits beside a search it does not belong to yet.
  const answered = games.data?.text;
  const summary = total === undefined ? null : answered ? `${formatCount(total, 'game')} match “${answered}”` : formatCount(total, 'game');
  return (
    <PanelSection id="admin-games-heading" title="Games" summary={summary}>
      <ListSearch top={top} label="Search games" placeholder="Search by name, code, creator or ID" value={typed} onChange={setTyped} />
      <LoadState isPending={games.isPending} error={games.error} loadingLabel="Loading games…" onRetry={() => void games.refetch()} />
      {games.data?.rows.length === 0 ? <p className="text-muted-foreground">{answered ? `No games match “${answered}”.` : 'No games yet.'}</p> : null}
      {games.data && games.data.rows.length > 0 ? (
        <ul className="grid gap-3 transition-opacity aria-busy:opacity-60 lg:grid-cols-2" aria-busy={games.isPlaceholderData}>
          {games.data.rows.map((game) => (
            <li key={game.id}>
              <GamesCard game={game} />
            </li>
          ))}
        </ul>
      ) : null}
      <ListPager label="Games pages" page={page} pageCount={pageCount} onPage={showPage} />
    </PanelSection>
  );
}
