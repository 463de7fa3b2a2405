import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CurrentUserSchema } from '../../../../contract/account-responses';
import type { Handicap } from '../../../../golf';
import { apiJson } from '../../../lib/api';
import { storeCurrentUser } from '../../../lib/auth';
import { profileRootKey } from './get-profile';

/** PATCH /api/profile {handicap} (spec 001 §7): null clears it. Answers the current user. */
export function updateHandicap(handicap: Handicap | null) {
  return apiJson('PATCH', '/api/profile', CurrentUserSchema, { handicap });
}

/**
 * Saves one's handicap, then shows it everywhere: the current user (the create and join forms prefill from it) from
 * the answer, and the profile on screen refetched.
 */
export function useUpdateHandicap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHandicap,
    onSuccess: (user) => {
      storeCurrentUser(queryClient, user);
      return queryClient.invalidateQueries({ queryKey: profileRootKey });
    },
  });
}
