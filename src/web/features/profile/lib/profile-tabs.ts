import { OWN_PROFILE_TABS, PROFILE_TABS, type ProfileTab, type ProfileView } from '../../../../contract/profile';
import { assertNever } from '../../../../golf';

/** The tabs' names as the spec writes them (product §G2 Profile). */
export const PROFILE_TAB_LABELS: Readonly<Record<ProfileTab, string>> = {
  'my-stats': 'My Stats',
  'past-games': 'Past Games',
  achievements: 'Achievements',
  notifications: 'Notifications',
  settings: 'Settings',
};

/** The tab a profile opens on when ?tab= names none it shows. */
export const DEFAULT_PROFILE_TAB: ProfileTab = 'my-stats';

/**
 * The tabs a viewer sees: all five on one's own profile; the golf ones on a friend's or playing partner's; none on
 * anyone else's, where there is nothing but the name and Player ID to show (product §G2, §G6).
 */
export function profileTabsFor(view: ProfileView): readonly ProfileTab[] {
  switch (view) {
    case 'own':
      return PROFILE_TABS;
    case 'full':
      return PROFILE_TABS.filter((tab) => !OWN_PROFILE_TABS.includes(tab));
    case 'limited':
      return [];
    default:
      return assertNever(view);
  }
}

/** The tab ?tab= asks for when the viewer sees it; otherwise (absent, unknown, or another's Settings) My Stats. */
export function profileTabFrom(requested: string | null, tabs: readonly ProfileTab[]): ProfileTab {
  return tabs.find((tab) => tab === requested) ?? DEFAULT_PROFILE_TAB;
}
