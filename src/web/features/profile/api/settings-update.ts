import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CurrentUserSchema } from '../../../../contract/account-responses';
import type { UpdateSettingsInput } from '../../../../contract/profile';
import { apiJson } from '../../../lib/api';
import { storeCurrentUser } from '../../../lib/auth';
import { profileRootKey } from './get-profile';

/** PATCH /api/user/settings (spec 001 §7): saves the fields sent and answers the current user. */
export function updateSettings(input: UpdateSettingsInput) {
  return apiJson('PATCH', '/api/user/settings', CurrentUserSchema, input);
}

/**
 * Saves settings, then shows the answer everywhere at once: the shell's name and avatar read the current user, and
 * the profile's header and tabs read GET /api/profile, refetched.
 */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (user) => {
      storeCurrentUser(queryClient, user);
      return queryClient.invalidateQueries({ queryKey: profileRootKey });
    },
  });
}
