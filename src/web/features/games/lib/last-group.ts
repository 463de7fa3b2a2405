import type { GroupSummary } from '../../../../contract/groups-responses';

// The create form's Group picker (product §R18) opens on the group last used to create a game on this device. Kept in
// local storage; storage can be unavailable (private modes, quotas), and then the picker opens on No group.

export const LAST_GROUP_STORAGE_KEY = 'dormie:create-game:last-group';

/** The group id last used to create a game here, or null for No group (or when storage cannot be read). */
export function readLastGroup(): string | null {
  try {
    return window.localStorage.getItem(LAST_GROUP_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

/** Records the group a game was just created in (null: No group), for the next game. */
export function rememberLastGroup(groupId: string | null): void {
  try {
    if (groupId === null) window.localStorage.removeItem(LAST_GROUP_STORAGE_KEY);
    else window.localStorage.setItem(LAST_GROUP_STORAGE_KEY, groupId);
  } catch {
    // See readLastGroup: the next form opens on No group.
  }
}

/** The group the game is created in: the one chosen while the golfer is in it, else No group (null). */
export function groupInForce(groups: readonly Pick<GroupSummary, 'id'>[], chosen: string | null): string | null {
  return chosen !== null && groups.some((group) => group.id === chosen) ? chosen : null;
}
