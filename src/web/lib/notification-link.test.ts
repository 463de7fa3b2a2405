import { describe, expect, it } from 'vitest';
import { GROUP_NOTIFICATIONS } from '../../contract/group-notifications';
import { LINKED_NOTIFICATION_TYPES, notificationLink } from './notification-link';

const me = 'u-me';

// One row per type the server writes, with the data its producer puts in (see the module's comment for where).
const rows = [
  { type: 'game_added', data: { gameId: 41, addedBy: 'u-2' }, link: '/app/game/41' },
  { type: 'game_started', data: { gameId: 41, startedBy: 'u-2' }, link: '/app/game/41' },
  { type: 'game_complete', data: { gameId: 41, position: 1, winnings: 5 }, link: '/app/game/41/complete' },
  { type: 'achievement', data: { gameId: 41, achievementType: 'birdie' }, link: '/app/profile/u-me?tab=achievements' },
  { type: 'achievement', data: { gameId: null, achievementType: 'eagle' }, link: '/app/profile/u-me?tab=achievements' },
  { type: 'friend_request', data: { requestId: 3, requesterId: 'u-2' }, link: '/app?friends=requests' },
  { type: 'friend_accepted', data: { requestId: 3, friendId: 'u-2' }, link: '/app/profile/u-2' },
  { type: GROUP_NOTIFICATIONS.added.type, data: { groupId: 'g-7' }, link: '/app/groups/g-7' },
  { type: GROUP_NOTIFICATIONS.payment.type, data: { groupId: 'g-7' }, link: '/app/groups/g-7' },
  { type: 'trial_ending', data: { trialEndsAt: '2026-12-01T00:00:00.000Z', daysLeft: 7 }, link: '/app/profile/u-me?tab=settings' },
  { type: 'trial_extended', data: { days: 30, trialEndsAt: null }, link: '/app/profile/u-me?tab=settings' },
  { type: 'lifetime_granted', data: { subscriptionStatus: 'lifetime' }, link: '/app/profile/u-me?tab=settings' },
  { type: 'subscription_corrected', data: { subscriptionStatus: 'active' }, link: '/app/profile/u-me?tab=settings' },
  // Without a subject a notification opens nothing, as before.
  { type: 'game_added', data: null, link: null },
  { type: 'game_complete', data: { gameId: 'not-a-number' }, link: null },
  { type: 'friend_accepted', data: {}, link: null },
  { type: GROUP_NOTIFICATIONS.added.type, data: { groupId: '' }, link: null },
  { type: 'welcome', data: { gameId: 41 }, link: null },
  { type: 'toString', data: null, link: null },
];

describe('notificationLink', () => {
  it.each(rows)('$type with $data opens $link', ({ type, data, link }) => {
    expect(notificationLink({ type, data }, me)).toBe(link);
  });

  it('has a row above for every type it links', () => {
    expect(new Set(rows.filter((row) => row.link !== null).map((row) => row.type))).toEqual(new Set(LINKED_NOTIFICATION_TYPES));
  });

  it('escapes ids that are not plain path segments', () => {
    expect(notificationLink({ type: 'friend_accepted', data: { friendId: 'a/b' } }, me)).toBe('/app/profile/a%2Fb');
  });
});
