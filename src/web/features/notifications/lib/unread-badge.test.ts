import { describe, expect, it } from 'vitest';
import { unreadBadgeText } from './unread-badge';

describe('unreadBadgeText', () => {
  it.each([
    { count: 1, shown: '1' },
    { count: 9, shown: '9' },
    { count: 10, shown: '9+' },
    { count: 137, shown: '9+' },
  ])('$count unread shows $shown', ({ count, shown }) => {
    expect(unreadBadgeText(count)).toBe(shown);
  });
});
