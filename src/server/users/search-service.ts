import { PLAYER_SEARCH_MAX_RESULTS } from '../../contract/games';
import type { PlayerSearchResult } from '../../contract/games-responses';
import type { UserRow } from './repository';
import type { GolferSearchRepository } from './search-repository';

/** Golfers to add to a game, found by name or Player ID (product §G7; issue 27). */
export function createGolferSearch({ golfers }: { golfers: GolferSearchRepository }) {
  return {
    /**
     * Golfers by name or Player ID prefix, at most PLAYER_SEARCH_MAX_RESULTS. A golfer the searcher does not know
     * (and the searcher is no admin) shows only what their profile shows a stranger: the name and Player ID.
     */
    async search(user: UserRow, query: { q: string; searchById?: 'true' | 'false' }): Promise<PlayerSearchResult[]> {
      const byId = query.searchById === 'true';
      if (byId && !/^\d+$/.test(query.q)) return [];
      const found = await golfers.searchGolfers({ text: query.q, byId, viewer: user, limit: PLAYER_SEARCH_MAX_RESULTS });
      return found.map(({ known, ...golfer }) => (known ? golfer : { ...golfer, username: null, mostRecentHandicap: null }));
    },
  };
}

export type GolferSearch = ReturnType<typeof createGolferSearch>;
