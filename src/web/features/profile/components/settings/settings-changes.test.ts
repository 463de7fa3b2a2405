import { describe, expect, it } from 'vitest';
import { profileSettingsOf, settingsChanges } from './settings-changes';

const stored = { displayName: 'Sam Reed', username: 'sam_r', bio: 'Weekend hacker', avatarUrl: '/api/users/u1/avatar?v=3', paypalMe: 'SamReed7', venmo: null, cashtag: null };

describe('profileSettingsOf', () => {
  it('starts from the stored values, the username standing in for a missing display name', () => {
    expect(profileSettingsOf(stored)).toEqual({
      displayName: 'Sam Reed',
      bio: 'Weekend hacker',
      avatarUrl: '/api/users/u1/avatar?v=3',
      paypalMe: 'SamReed7',
      venmo: '',
      cashtag: '',
    });
    expect(profileSettingsOf({ ...stored, displayName: null, bio: null, avatarUrl: null, paypalMe: null })).toEqual({
      displayName: 'sam_r',
      bio: '',
      avatarUrl: null,
      paypalMe: '',
      venmo: '',
      cashtag: '',
    });
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
    { name: 'a new Venmo name', values: { venmo: 'sam-reed' }, changes: { venmo: 'sam-reed' } },
    { name: 'the PayPal.Me name cleared (checked: null)', values: { paypalMe: null }, changes: { paypalMe: null } },
    { name: 'the PayPal.Me name unchanged', values: { paypalMe: 'SamReed7' }, changes: {} },
    { name: 'a cashtag and a new PayPal.Me name', values: { cashtag: 'SamR', paypalMe: 'Sammy' }, changes: { cashtag: 'SamR', paypalMe: 'Sammy' } },
  ])('$name', ({ values, changes }) => {
    expect(settingsChanges(stored, { ...profileSettingsOf(stored), ...values })).toEqual(changes);
  });

  it('an untouched form is no change when the stored name or bio is missing', () => {
    const bare = { ...stored, displayName: null, bio: null, paypalMe: null };
    expect(settingsChanges(bare, profileSettingsOf(bare))).toEqual({});
  });
});
