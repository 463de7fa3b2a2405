import { PlayerSearchResultsSchema } from '../../../../contract/games-responses';
import { apiJson } from '../../../lib/api';

/** GET /api/users/search: golfers by name, or by Player ID when `byId` (signed-in only; never an e-mail). */
export const searchPlayers = (q: string, byId: boolean) =>
  apiJson('GET', `/api/users/search?${new URLSearchParams({ q, searchById: String(byId) }).toString()}`, PlayerSearchResultsSchema);
