import { CurrentUserSchema } from '../../../../contract/account-responses';
import type { Handicap } from '../../../../golf';
import { apiJson } from '../../../lib/api';
import { useSaveCurrentUser } from './save-current-user';

/** PATCH /api/profile {handicap} (product §G7): null clears it. Answers the current user. */
export function updateHandicap(handicap: Handicap | null) {
  return apiJson('PATCH', '/api/profile', CurrentUserSchema, { handicap });
}

/** Saves one's handicap; the create and join forms prefill from the current user it answers. */
export const useUpdateHandicap = () => useSaveCurrentUser(updateHandicap);
