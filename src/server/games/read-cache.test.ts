import { describe, expect, it } from 'vitest';
import { userRowsChanged } from '../db/read-generations';
import { EncodedBody } from '../http/encoding';
import { createGameReadCache, GAME_READ_CACHE_MS } from './read-cache';

// The games' read cache (docs/decisions/020): what it keeps, and every way it lets go.

function cache() {
  let clock = 0;
  return { reads: createGameReadCache(() => clock), advance: (ms: number) => (clock += ms) };
}

describe('game read cache', () => {
  it('keeps a version and a version’s players answer until GAME_READ_CACHE_MS has passed', () => {
    const { reads, advance } = cache();
    reads.keepVersion(reads.mark(), { id: 7, version: 3 });
    reads.keepPlayers(reads.mark(), 7, 3, EncodedBody.ofText('[]'));
    advance(GAME_READ_CACHE_MS - 1);
    expect(reads.version(7)).toEqual({ id: 7, version: 3 });
    expect(reads.players(7, 3)?.bytes.toString()).toBe('[]');
    expect(reads.players(7, 4)).toBeUndefined();
    advance(1);
    expect(reads.version(7)).toBeUndefined();
    expect(reads.players(7, 3)).toBeUndefined();
  });

  it('forgets a game that changed, and keeps nothing read while a change came in', () => {
    const { reads } = cache();
    reads.keepVersion(reads.mark(), { id: 1, version: 1 });
    reads.keepVersion(reads.mark(), { id: 2, version: 1 });
    reads.forget(1);
    expect(reads.version(1)).toBeUndefined();
    expect(reads.version(2)).toEqual({ id: 2, version: 1 });

    const before = reads.mark();
    reads.forget(3); // any game's change: the read started before it may have seen the old row
    reads.keepVersion(before, { id: 1, version: 1 });
    expect(reads.version(1)).toBeUndefined();
  });

  it('lets everything go when a user row changes (answers carry names) or the database is emptied', () => {
    const { reads } = cache();
    reads.keepPlayers(reads.mark(), 1, 1, EncodedBody.ofText('[]'));
    userRowsChanged();
    expect(reads.players(1, 1)).toBeUndefined();

    const before = reads.mark();
    userRowsChanged();
    reads.keepVersion(before, { id: 1, version: 1 });
    expect(reads.version(1)).toBeUndefined();

  });
});
