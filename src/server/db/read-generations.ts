// Counts of the writes that can make a cached read wrong (docs/decisions/020). The session cache and the games' read
// cache keep what they read together with these counts, and drop it once a count has moved. They are counts for the
// whole process, bumped by the only code that does such writes, so no write can forget to tell a cache; they
// over-invalidate (any user's change drops every cached user), which is safe, and such writes are rare next to reads.

let userRows = 0;

/**
 * Called by a write to a user row or the end of a session (users/repository.ts, auth/sessions-repository.ts), and when
 * a database is emptied under a running app (the API tests between cases): that removes every user row too.
 */
export function userRowsChanged(): void {
  userRows += 1;
}

/** The count of user-row changes now: a value read at another count may be stale. */
export function userRowsGeneration(): number {
  return userRows;
}
