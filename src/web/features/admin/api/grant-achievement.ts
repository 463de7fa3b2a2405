import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type GrantAchievementSchema, ProfileAchievementSchema } from '../../../../contract/profile';
import type { z } from 'zod';
import { apiJson } from '../../../lib/api';

export type GrantAchievementInput = { userId: string } & z.input<typeof GrantAchievementSchema>;

/** POST /api/admin/users/{id}/achievements (product §G6, §G7): the golfer earns the badge now and is notified. */
export function grantAchievement({ userId, achievementType }: GrantAchievementInput) {
  return apiJson('POST', `/api/admin/users/${encodeURIComponent(userId)}/achievements`, ProfileAchievementSchema, { achievementType });
}

/** Grants an achievement; any profile this browser holds is read again, so a granted badge shows there too. */
export function useGrantAchievement() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: grantAchievement, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/profile'] }) });
}
