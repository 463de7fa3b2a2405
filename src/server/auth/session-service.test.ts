import { describe, expect, it } from 'vitest';
import { userRowsChanged } from '../db/read-generations';
import type { UserRow } from '../users/repository';
import { createSessionService, SESSION_CACHE_MS } from './session-service';
import type { SessionsRepository } from './sessions-repository';

const user = { id: '00000000-0000-4000-8000-000000000001', username: 'sam' } as UserRow;

/** A sessions repository where only 'live-token' is a live session, recording what changes. */
function fakeSessions() {
  const calls: string[] = [];
  const sessions = {
    create: async (userId: string) => {
      calls.push(`create ${userId}`);
      return 'new-token';
    },
    delete: async (token: string) => void calls.push(`delete ${token}`),
    renew: async (token: string) => token === 'live-token',
    deleteExpired: async () => void calls.push('deleteExpired'),
  } as unknown as SessionsRepository;
  return { service: createSessionService({ sessions }), calls };
}

describe('session service (docs/decisions/006)', () => {
  it('starts a new session at every sign-in and ends the one the request had (no fixation)', async () => {
    const { service, calls } = fakeSessions();
    expect(await service.start(user.id, 'planted-token')).toBe('new-token');
    expect(await service.start(user.id, undefined)).toBe('new-token');
    expect(calls).toEqual(['delete planted-token', `create ${user.id}`, `create ${user.id}`]);
  });

  it.each([
    { case: 'signed out', user: null, token: undefined },
    { case: 'a user without a token', user, token: undefined },
    { case: 'an expired session', user, token: 'expired-token' },
  ])('answers the ping of $case with 401 "Session expired"', async ({ user: signedIn, token }) => {
    await expect(fakeSessions().service.renew(signedIn, token)).rejects.toMatchObject({ statusCode: 401, message: 'Session expired' });
  });

  it('renews a live session, and ends one only when there is one', async () => {
    const { service, calls } = fakeSessions();
    await expect(service.renew(user, 'live-token')).resolves.toBeUndefined();
    await service.end(undefined);
    await service.end('live-token');
    await service.deleteExpired();
    expect(calls).toEqual(['delete live-token', 'deleteExpired']);
  });
});

describe('session cache (docs/decisions/020)', () => {
  const expire = new Date('2026-11-25T12:30:00Z');

  /** A repository that knows one live token and counts the lookups; `during` runs while a lookup is on its way. */
  function counted(options: { during?: () => void; expire?: Date } = {}) {
    let clock = Date.parse('2026-11-25T12:00:00Z');
    const lookups: string[] = [];
    const lookup = (token: string) => {
      lookups.push(token);
      options.during?.();
      return token === 'live-token' ? { user: { ...user }, expire: options.expire ?? expire } : null;
    };
    const sessions = {
      user: async (token: string) => lookup(token),
      delete: async () => userRowsChanged(),
    } as unknown as SessionsRepository;
    const service = createSessionService({ sessions, now: () => clock });
    return { service, lookups, advance: (ms: number) => (clock += ms) };
  }

  it('answers a token from memory until SESSION_CACHE_MS has passed, then asks the database again', async () => {
    const { service, lookups, advance } = counted();
    expect((await service.userOf('live-token'))?.id).toBe(user.id);
    advance(SESSION_CACHE_MS - 1);
    expect((await service.userOf('live-token'))?.id).toBe(user.id);
    expect(lookups).toHaveLength(1);
    advance(1);
    await service.userOf('live-token');
    expect(lookups).toHaveLength(2);
  });

  it('never keeps an unknown token, and hands out a user no request can change', async () => {
    const { service, lookups } = counted();
    expect(await service.userOf('nobody')).toBeNull();
    expect(await service.userOf('nobody')).toBeNull();
    expect(lookups).toEqual(['nobody', 'nobody']);
    const cached = await service.userOf('live-token');
    expect(Object.isFrozen(cached)).toBe(true);
  });

  it('forgets every cached user when a user row or a session changes, and at sign-out', async () => {
    const { service, lookups } = counted();
    await service.userOf('live-token');
    userRowsChanged();
    await service.userOf('live-token');
    expect(lookups).toHaveLength(2);
    await service.end('live-token');
    await service.userOf('live-token');
    expect(lookups).toHaveLength(3);
  });

  it('stops at the session’s own expiry even inside the cache time', async () => {
    const { service, lookups, advance } = counted({ expire: new Date('2026-11-25T12:00:01Z') });
    await service.userOf('live-token');
    advance(1_000);
    await service.userOf('live-token');
    expect(lookups).toHaveLength(2);
  });

  it('does not keep a row read while a write to users landed (it may be the old row)', async () => {
    const { service, lookups } = counted({ during: () => userRowsChanged() });
    await service.userOf('live-token');
    await service.userOf('live-token');
    expect(lookups).toHaveLength(2);
  });

  it('shares one read among the asks of a token that come while it is on its way (a socket and a post together)', async () => {
    const { service, lookups } = counted();
    const [socket, post] = await Promise.all([service.userOf('live-token'), service.userOf('live-token')]);
    expect(lookups).toEqual(['live-token']);
    expect(socket?.id).toBe(user.id);
    expect(post).toBe(socket);
  });

  it('does not share a read on its way with an ask that came after a write to users or sessions', async () => {
    // While the first read is on its way, a write lands and a second ask comes: it must read after the write.
    let after: Promise<unknown> | undefined;
    let written = false;
    const { service, lookups } = counted({
      during: () => {
        if (written) return;
        written = true;
        userRowsChanged();
        after = service.userOf('live-token');
      },
    });
    await service.userOf('live-token');
    await after;
    expect(lookups).toEqual(['live-token', 'live-token']);
  });
});
