import { CurrentUserSchema } from '../../../../contract/account-responses';
import type { UpdateSettingsInput } from '../../../../contract/profile';
import { apiJson } from '../../../lib/api';
import { useSaveCurrentUser } from './save-current-user';

/** PATCH /api/user/settings (product §G7): saves the fields sent and answers the current user. */
export function updateSettings(input: UpdateSettingsInput) {
  return apiJson('PATCH', '/api/user/settings', CurrentUserSchema, input);
}

/** Saves settings; the shell's name and avatar and the profile's header show the answer at once. */
export const useUpdateSettings = () => useSaveCurrentUser(updateSettings);
