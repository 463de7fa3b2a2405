import { describe, expect, it } from 'vitest';
import { profileTabFrom, profileTabsFor } from './profile-tabs';

describe('profileTabsFor', () => {
  it.each([
    { view: 'own' as const, tabs: ['my-stats', 'past-games', 'achievements', 'notifications', 'settings'] },
    { view: 'full' as const, tabs: ['my-stats', 'past-games', 'achievements'] },
    { view: 'limited' as const, tabs: [] },
  ])('$view shows $tabs', ({ view, tabs }) => {
    expect(profileTabsFor(view)).toEqual(tabs);
  });
});

describe('profileTabFrom', () => {
  it.each([
    { requested: 'achievements', view: 'full' as const, tab: 'achievements' },
    { requested: 'settings', view: 'own' as const, tab: 'settings' },
    { requested: 'settings', view: 'full' as const, tab: 'my-stats' },
    { requested: 'notifications', view: 'full' as const, tab: 'my-stats' },
    { requested: 'scores', view: 'own' as const, tab: 'my-stats' },
    { requested: null, view: 'own' as const, tab: 'my-stats' },
  ])('?tab=$requested on a $view profile opens $tab', ({ requested, view, tab }) => {
    expect(profileTabFrom(requested, profileTabsFor(view))).toBe(tab);
  });
});
