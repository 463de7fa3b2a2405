import { describe, expect, it } from 'vitest';
import { groupInForce } from './last-group';

const groups = [{ id: 'g-saturday' }, { id: 'g-society' }];

describe('groupInForce', () => {
  it('keeps a chosen group the golfer is in', () => {
    expect(groupInForce(groups, 'g-society')).toBe('g-society');
  });

  it('falls back to No group for a group the golfer is no longer in, or with no groups at all', () => {
    expect(groupInForce(groups, 'g-left')).toBeNull();
    expect(groupInForce([], 'g-saturday')).toBeNull();
  });

  it('No group stays No group', () => {
    expect(groupInForce(groups, null)).toBeNull();
  });
});
