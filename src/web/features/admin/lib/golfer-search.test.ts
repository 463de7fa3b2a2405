import { describe, expect, it } from 'vitest';
import { golferMatches } from './golfer-search';

type Fields = { username: string; userNumber: number; firstName?: string; lastName?: string; displayName?: string };
const account = (fields: Fields) => ({ firstName: null, lastName: null, displayName: null, ...fields });

const users = [
  account({ username: 'sam_r', userNumber: 1042, firstName: 'Sam', lastName: 'Reed', displayName: 'Sam Reed' }),
  account({ username: 'lefty', userNumber: 7, displayName: 'Big Phil' }),
  account({ username: 'admin', userNumber: 1 }),
];

describe('golferMatches', () => {
  it.each([
    { text: '', usernames: [] },
    { text: '   ', usernames: [] },
    { text: 'reed', usernames: ['sam_r'] },
    { text: 'SAM', usernames: ['sam_r'] },
    { text: 'big phil', usernames: ['lefty'] },
    { text: 'left', usernames: ['lefty'] },
    { text: '1042', usernames: ['sam_r'] },
    { text: '#7', usernames: ['lefty'] },
    { text: '1', usernames: ['admin', 'sam_r'] },
    { text: '#104', usernames: ['sam_r'] },
    { text: 'nobody', usernames: [] },
  ])('"$text" finds $usernames', ({ text, usernames }) => {
    expect(golferMatches(users, text).map((user) => user.username)).toEqual(usernames);
  });
});
