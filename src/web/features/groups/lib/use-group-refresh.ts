import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { GroupDetail } from '../../../../contract/groups-responses';
import { groupKey, groupsKey } from '../../../lib/groups-keys';

/**
 * After one of the caller's own changes to a group: the group's answer kept when the call gave one, and the rest of
 * the group's screen (its ledgers) and the list of groups read again. GROUP_CHANGED brings the other members' changes.
 */
export function useGroupRefresh(groupId: string): (group?: GroupDetail | null) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (group?: GroupDetail | null) => {
      if (group) queryClient.setQueryData(groupKey(groupId), group);
      void queryClient.invalidateQueries({ queryKey: group ? [...groupKey(groupId), 'ledger'] : groupKey(groupId) });
      void queryClient.invalidateQueries({ queryKey: groupsKey, exact: true });
    },
    [queryClient, groupId],
  );
}
