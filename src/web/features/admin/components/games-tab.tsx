import { SearchIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadState } from '../../../components/load-state';
import { PanelSection } from '../../../components/panel-section';
import { Input } from '../../../components/ui/input';
import { formatCount } from '../../../lib/format';
import { useAdminGames } from '../api/get-games';
import { adminGamesPageCount, adminGamesPageFromParams, adminGamesPageParams, adminGamesPageWithin } from '../lib/games-page';
import { GamesCard } from './games-card';
import { GamesPager } from './games-pager';

/** How long the search waits after the last keystroke before it asks the server. */
const SEARCH_DELAY_MS = 300;

/**
 * Games tab (product §G2, §G6): every game, newest first, searched and paged by the server (GET /api/admin/games), each
 * with View (the game screen, which an admin may open whatever its privacy) and Delete. The search and page live in the
 * address, so Back from a game returns to the same page of the same search.
 */
export function GamesTab() {
  const [params, setParams] = useSearchParams();
  const { text, page: requested } = adminGamesPageFromParams(params);
  const [typed, setTyped] = useState(text);
  const top = useRef<HTMLDivElement>(null);
  const games = useAdminGames({ text, page: requested });
  const total = games.data?.total;
  const page = total === undefined ? requested : adminGamesPageWithin(requested, total);
  const shrunk = total !== undefined && !games.isPlaceholderData && page !== requested;

  // Typing settles into the address after a pause; a new search starts again at its first page.
  useEffect(() => {
    const settled = typed.trim();
    if (settled === text) return;
    const timer = setTimeout(() => setParams((current) => adminGamesPageParams(current, { text: settled, page: 0 }), { replace: true }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, text, setParams]);

  // The list shrank under the page (its last game deleted): go to the last page there is.
  useEffect(() => {
    if (shrunk) setParams((current) => adminGamesPageParams(current, { text, page }), { replace: true });
  }, [shrunk, text, page, setParams]);

  function showPage(next: number) {
    setParams((current) => adminGamesPageParams(current, { text, page: next }), { replace: true });
    // From the pager under the list, the next page starts out of sight: bring its top into view.
    if ((top.current?.getBoundingClientRect().top ?? 0) < 0) top.current?.scrollIntoView({ block: 'start' });
  }

  // Worded from the answer's own search, so a count never sits beside a search it does not belong to yet.
  const answered = games.data?.text;
  const summary = total === undefined ? null : answered ? `${formatCount(total, 'game')} match “${answered}”` : formatCount(total, 'game');
  return (
    <PanelSection id="admin-games-heading" title="Games" summary={summary}>
      <div ref={top} className="relative max-w-md scroll-mt-24">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input
          type="search"
          aria-label="Search games"
          placeholder="Search by name, code, creator or ID"
          autoComplete="off"
          maxLength={100}
          className="pl-9"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      <LoadState isPending={games.isPending} error={games.error} loadingLabel="Loading games…" onRetry={() => void games.refetch()} />
      {games.data?.games.length === 0 ? <p className="text-muted-foreground">{answered ? `No games match “${answered}”.` : 'No games yet.'}</p> : null}
      {games.data && games.data.games.length > 0 ? (
        <ul className="grid gap-3 transition-opacity aria-busy:opacity-60 lg:grid-cols-2" aria-busy={games.isPlaceholderData}>
          {games.data.games.map((game) => (
            <li key={game.id}>
              <GamesCard game={game} />
            </li>
          ))}
        </ul>
      ) : null}
      <GamesPager page={page} pageCount={adminGamesPageCount(total ?? 0)} onPage={showPage} />
    </PanelSection>
  );
}
