import { describe, expect, it } from 'vitest';
import type { UserRow } from '../users/repository';
import { createSessionService } from './session-service';
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
