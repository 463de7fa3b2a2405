import { describe, expect, it } from 'vitest';
import { userFullName, userShownName } from './user';

describe('how users are named (issue 9)', () => {
  it.each([
    { case: 'both names', firstName: 'Nina', lastName: 'Newbie', full: 'Nina Newbie' },
    { case: 'first only', firstName: 'Rory', lastName: null, full: 'Rory' },
    { case: 'last only', firstName: '', lastName: 'Mac', full: 'Mac' },
    { case: 'neither', firstName: null, lastName: undefined, full: '' },
  ])('userFullName, $case: "$full"', ({ firstName, lastName, full }) => {
    expect(userFullName({ firstName, lastName })).toBe(full);
  });

  it.each([
    { case: 'a display name', displayName: 'Sam Snead', username: 'sam_s', shown: 'Sam Snead' },
    { case: 'no display name', displayName: null, username: 'golfer_x', shown: 'golfer_x' },
    { case: 'an empty display name', displayName: '', username: 'quiet_one', shown: 'quiet_one' },
  ])('userShownName, $case: "$shown"', ({ displayName, username, shown }) => {
    expect(userShownName({ displayName, username })).toBe(shown);
  });
});
