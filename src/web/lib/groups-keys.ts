// Query keys of the groups calls (product §R18). Each key but the ledger's joined with '/' is its URL (lib/api.ts
// getQueryFn); the ledger's key adds the season's year, which its own query function turns into ?from=&to=. They live
// here, not in the groups feature, because the shell's socket listener refreshes them on GROUP_CHANGED.

export const groupsRootKey = ['/api/groups'] as const;
export const groupsKey = ['/api/groups'] as const;
/** The group and everything under it (its ledger of every season): invalidating it refreshes the whole group screen. */
export const groupKey = (groupId: string) => ['/api/groups', groupId] as const;
export const ledgerKey = (groupId: string, year: number) => ['/api/groups', groupId, 'ledger', year] as const;
