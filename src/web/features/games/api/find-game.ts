import { GameDetailSchema } from '../../../../contract/games-responses';
import { apiJson } from '../../../lib/api';

/** GET /api/games/{id or code}: "Find Game by ID" (product §R7: the id or the 6-character code, any case). */
export const findGame = (ref: string) => apiJson('GET', `/api/games/${encodeURIComponent(ref.trim())}`, GameDetailSchema);
