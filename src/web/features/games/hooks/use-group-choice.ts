import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { GroupSummary } from '../../../../contract/groups-responses';
import { myGroupsQuery } from '../../../lib/groups-queries';
import { groupInForce, readLastGroup } from '../lib/last-group';

const NO_GROUPS: readonly GroupSummary[] = [];

/**
 * The create form's group (product §R18): the golfer's groups, and the one the game goes in, opening on the group last
 * used here. A group the golfer is no longer in, or groups that cannot be read, leave the game in No group.
 */
export function useGroupChoice(): { groups: readonly GroupSummary[]; groupId: string | null; choose: (groupId: string | null) => void } {
  const { data: groups = NO_GROUPS } = useQuery(myGroupsQuery);
  const [chosen, choose] = useState<string | null>(readLastGroup);
  return { groups, groupId: groupInForce(groups, chosen), choose };
}
