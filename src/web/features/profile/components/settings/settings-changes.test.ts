import { describe, expect, it } from 'vitest';
import { profileSettingsOf, settingsChanges } from './settings-changes';

const stored = { displayName: 'Sam Reed', username: 'sam_r', bio: 'Weekend hacker', avatarUrl: '/api/users/u1/avatar?v=3' };

describe('profileSettingsOf', () => {
  it('starts from the stored values, the username standing in for a missing display name', () => {
    expect(profileSettingsOf(stored)).toEqual({ displayName: 'Sam Reed', bio: 'Weekend hacker', avatarUrl: '/api/users/u1/avatar?v=3' });
    expect(profileSettingsOf({ ...stored, displayName: null, bio: null, avatarUrl: null })).toEqual({ displayName: 'sam_r', bio: '', avatarUrl: null });
  });
});

describe('settingsChanges', () => {
  it.each([
    { name: 'nothing changed', values: {}, changes: {} },
    { name: 'a new name', values: { displayName: 'Sammy' }, changes: { displayName: 'Sammy' } },
    { name: 'a new bio', values: { bio: 'Scratch golfer' }, changes: { bio: 'Scratch golfer' } },
    { name: 'the bio emptied', values: { bio: '' }, changes: { bio: null } },
    { name: 'a new photo', values: { avatarUrl: 'data:image/png;base64,AAAA' }, changes: { avatarUrl: 'data:image/png;base64,AAAA' } },
    { name: 'the photo removed', values: { avatarUrl: null }, changes: { avatarUrl: null } },
    { name: 'name and photo', values: { displayName: 'S. Reed', avatarUrl: null }, changes: { displayName: 'S. Reed', avatarUrl: null } },
  ])('$name', ({ values, changes }) => {
    expect(settingsChanges(stored, { ...profileSettingsOf(stored), ...values })).toEqual(changes);
  });

  it('an untouched form is no change when the stored name or bio is missing', () => {
    const bare = { ...stored, displayName: null, bio: null };
    expect(settingsChanges(bare, profileSettingsOf(bare))).toEqual({});
  });
});
