import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '../../../../contract/user';
import { storeCurrentUser } from '../../../lib/auth';
import { profileRootKey } from './get-profile';

/**
 * A change to one's own account that answers the current user (PATCH /api/profile, PATCH /api/user/settings), shown
 * everywhere at once: the answer becomes the current user (the shell's name and avatar, the game forms' handicap), and
 * the profiles on screen are read again.
 */
export function useSaveCurrentUser<Input>(save: (input: Input) => Promise<CurrentUser>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (user) => {
      storeCurrentUser(queryClient, user);
      return queryClient.invalidateQueries({ queryKey: profileRootKey });
    },
  });
}
