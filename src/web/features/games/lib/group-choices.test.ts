import { describe, expect, it } from 'vitest';
import type { GroupMember } from '../../../../contract/groups-responses';
import { additionOf, groupChoicesOf } from './group-choices';

const handles = { paypalMe: null, venmo: null, cashtag: null, avatarUrl: null };
const member = (over: Partial<GroupMember> & Pick<GroupMember, 'id' | 'name' | 'role'>): GroupMember => ({
  userId: null,
  userNumber: null,
  active: true,
  ...handles,
  ...over,
});

const group = {
  members: [
    member({ id: 'm-sam', name: 'Sam', role: 'owner', userId: 'u-sam', userNumber: 1001 }),
    member({ id: 'm-lee', name: 'Lee', role: 'guest' }),
    member({ id: 'm-kim', name: 'Kim', role: 'member', userId: 'u-kim', userNumber: 1002 }),
    member({ id: 'm-pat', name: 'Pat', role: 'guest' }),
    member({ id: 'm-old', name: 'Old Tom', role: 'member', userId: 'u-old', userNumber: 1003, active: false }),
    member({ id: 'm-gone', name: 'Gone', role: 'guest', active: false }),
  ],
};

const golfer = (userId: string, displayName: string) => ({ userId, isManual: false, user: { firstName: null, lastName: null, username: null, displayName } });
const manual = (displayName: string) => ({ userId: `manual_${displayName}`, isManual: true, user: { firstName: null, lastName: null, username: null, displayName } });

describe('groupChoicesOf', () => {
  it('offers the golfers (by Player ID) first, then the guests (by name), leaving out those who left', () => {
    expect(groupChoicesOf(group, [])).toEqual([
      { kind: 'golfer', memberId: 'm-sam', name: 'Sam', userNumber: 1001 },
      { kind: 'golfer', memberId: 'm-kim', name: 'Kim', userNumber: 1002 },
      { kind: 'guest', memberId: 'm-lee', name: 'Lee' },
      { kind: 'guest', memberId: 'm-pat', name: 'Pat' },
    ]);
  });

  it('leaves out golfers already playing and guests whose name a player without an account has, in any case', () => {
    const players = [golfer('u-sam', 'Sam'), manual('lee '), golfer('u-other', 'Pat')];
    expect(groupChoicesOf(group, players)).toEqual([
      { kind: 'golfer', memberId: 'm-kim', name: 'Kim', userNumber: 1002 },
      { kind: 'guest', memberId: 'm-pat', name: 'Pat' },
    ]);
  });

  it('offers nothing once every member plays', () => {
    const players = [golfer('u-sam', 'Sam'), golfer('u-kim', 'Kim'), manual('Lee'), manual('PAT')];
    expect(groupChoicesOf(group, players)).toEqual([]);
  });
});

describe('additionOf', () => {
  it('adds a golfer by Player ID and a guest by name', () => {
    expect(additionOf({ kind: 'golfer', memberId: 'm-kim', name: 'Kim', userNumber: 1002 })).toEqual({ userNumber: 1002, name: 'Kim' });
    expect(additionOf({ kind: 'guest', memberId: 'm-lee', name: 'Lee' })).toEqual({ playerName: 'Lee', name: 'Lee' });
  });
});
