import { describe, expect, it } from 'vitest';
import { accountCreate, accountUpdate, accountValues, userDeleteKeepingAnAdmin, userDisplayName } from './accounts';
import type { UserRow, UsersRepository } from './repository';

describe('userDisplayName: one rule for every way an account is made (issue 9)', () => {
  it.each([
    { way: 'invitation, both names', firstName: 'Nina', lastName: 'Newbie', fullName: undefined, username: 'nina_n', shown: 'Nina Newbie' },
    { way: 'admin, first name only', firstName: 'Rory', lastName: null, fullName: undefined, username: 'rory_m', shown: 'Rory' },
    { way: 'admin, last name only', firstName: '', lastName: 'Mac', fullName: undefined, username: 'rory_m', shown: 'Mac' },
    { way: 'admin, no names', firstName: '', lastName: '', fullName: undefined, username: 'quiet_one', shown: 'quiet_one' },
    { way: 'provider, names win over its full name', firstName: 'Pat', lastName: 'Putter', fullName: 'Patricia P.', username: 'patp', shown: 'Pat Putter' },
    { way: 'provider, only a full name', firstName: null, lastName: null, fullName: 'Sam Snead', username: 'sam_s', shown: 'Sam Snead' },
    { way: 'provider, nothing but the username', firstName: null, lastName: null, fullName: null, username: 'golfer_x', shown: 'golfer_x' },
    { way: 'first administrator', firstName: 'Admin', lastName: undefined, fullName: undefined, username: 'captain', shown: 'Admin' },
  ])('$way: "$shown"', ({ firstName, lastName, fullName, username, shown }) => {
    expect(userDisplayName({ firstName, lastName, fullName, username })).toBe(shown);
  });

  it('is what accountValues stores, and the full name is not a column', () => {
    const values = accountValues({ username: 'sam_s', firstName: null, lastName: null, fullName: 'Sam Snead', email: 'sam@example.com' });
    expect(values).toEqual({ username: 'sam_s', firstName: null, lastName: null, email: 'sam@example.com', displayName: 'Sam Snead' });
  });
});

const golfer = { id: '00000000-0000-4000-8000-000000000002', username: 'golfer', isAdmin: false } as UserRow;
const admin = { id: '00000000-0000-4000-8000-000000000001', username: 'boss', isAdmin: true } as UserRow;

/** A users repository over a fixed list, recording the calls that change or lock rows. */
function fakeUsers(rows: UserRow[], writeError?: Error) {
  const calls: string[] = [];
  const users = {
    lockAdmins: async () => {
      calls.push('lockAdmins');
      return rows.filter((row) => row.isAdmin).length;
    },
    byId: async (id: string) => rows.find((row) => row.id === id) ?? null,
    delete: async (id: string) => void calls.push(`delete ${id}`),
    insert: async (values: { username: string }) => {
      if (writeError) throw writeError;
      return { ...golfer, ...values };
    },
    update: async (id: string, values: object) => {
      if (writeError) throw writeError;
      const row = rows.find((candidate) => candidate.id === id);
      return row ? { ...row, ...values } : null;
    },
  } as unknown as UsersRepository;
  return { users, calls };
}

const uniqueViolation = Object.assign(new Error('duplicate key'), { code: '23505' });
const taken = () => new Error('That username or email is already in use');

describe('accountCreate and accountUpdate', () => {
  it('create: turns a unique violation (a name taken meanwhile) into the caller’s error, and passes other failures on', async () => {
    await expect(accountCreate(fakeUsers([], uniqueViolation).users, { username: 'late' }, taken)).rejects.toThrow('That username or email is already in use');
    await expect(accountCreate(fakeUsers([], new Error('connection lost')).users, { username: 'late' }, taken)).rejects.toThrow('connection lost');
    await expect(accountCreate(fakeUsers([]).users, { username: 'new_one' }, taken)).resolves.toMatchObject({ username: 'new_one', displayName: 'new_one' });
  });

  it('update: the same for a write that collides, and null for a user who is gone', async () => {
    await expect(accountUpdate(fakeUsers([golfer], uniqueViolation).users, golfer.id, { username: 'boss' }, taken)).rejects.toThrow(taken().message);
    await expect(accountUpdate(fakeUsers([golfer]).users, golfer.id, { username: 'renamed' }, taken)).resolves.toMatchObject({ username: 'renamed' });
    await expect(accountUpdate(fakeUsers([]).users, golfer.id, { username: 'renamed' }, taken)).resolves.toBeNull();
  });
});

describe('userDeleteKeepingAnAdmin', () => {
  it('locks the admin rows before it reads, and deletes a golfer', async () => {
    const { users, calls } = fakeUsers([admin, golfer]);
    await userDeleteKeepingAnAdmin(users, golfer.id);
    expect(calls).toEqual(['lockAdmins', `delete ${golfer.id}`]);
  });

  it.each([
    { case: 'the last administrator', rows: [admin, golfer], id: admin.id, status: 409, message: 'You cannot delete the last administrator' },
    { case: 'an unknown user', rows: [admin], id: golfer.id, status: 404, message: 'User not found' },
  ])('refuses $case with $status and deletes nothing', async ({ rows, id, status, message }) => {
    const { users, calls } = fakeUsers(rows);
    await expect(userDeleteKeepingAnAdmin(users, id)).rejects.toMatchObject({ statusCode: status, message });
    expect(calls).toEqual(['lockAdmins']);
  });
});
