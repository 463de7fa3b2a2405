import { queryOptions } from '@tanstack/react-query';
import { GroupDetailSchema, GroupListSchema } from '../../contract/groups-responses';
import { getQueryFn } from './api';
import { groupKey, groupsKey } from './groups-keys';

// The groups reads (product §R18) other features than the groups screens use: the create form's Group picker and the
// lobby's group members. Same keys as the groups screens (groups-keys.ts), so one fetch serves both, and GROUP_CHANGED
// refreshes them all.

/** GET /api/groups: the caller's groups, each with their role and the member count. */
export const myGroupsQuery = queryOptions({ queryKey: groupsKey, queryFn: getQueryFn({ on401: 'throw', schema: GroupListSchema }) });

/** GET /api/groups/{id}: the group, its members and the caller's own membership; 404 for anyone not in it. */
export const groupDetailQuery = (groupId: string) => queryOptions({ queryKey: groupKey(groupId), queryFn: getQueryFn({ on401: 'throw', schema: GroupDetailSchema }) });
