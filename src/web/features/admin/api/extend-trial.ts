import { AdminUserSchema } from '../../../../contract/account-responses';
import { EXTEND_TRIAL_DAYS } from '../../../../contract/auth';
import { apiJson } from '../../../lib/api';
import { useUserMutation } from './use-user-mutation';

/** POST /api/admin/users/{id}/extend-trial: the trial runs EXTEND_TRIAL_DAYS longer. */
export function extendTrial(userId: string) {
  return apiJson('POST', `/api/admin/users/${encodeURIComponent(userId)}/extend-trial`, AdminUserSchema, { days: EXTEND_TRIAL_DAYS });
}

export function useExtendTrial() {
  return useUserMutation(extendTrial);
}
