import { useSearchParams } from 'react-router';
import type { CurrentUser } from '../../../../contract/user';
import type { Profile, ProfileTab } from '../../../../contract/profile';
import { assertNever } from '../../../../golf';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { PROFILE_TAB_LABELS, profileTabFrom } from '../lib/profile-tabs';
import { AchievementsTab } from './achievements/achievements-tab';
import { NotificationsTab } from './notifications/notifications-tab';
import { PastGamesTab } from './past-games/past-games-tab';
import { SettingsTab } from './settings/settings-tab';
import { MyStatsTab } from './stats/my-stats-tab';

type ProfileTabsProps = { profile: Profile; tabs: readonly ProfileTab[]; viewer: CurrentUser };

/**
 * The profile's tabs (product §G2), the open one kept in ?tab= so a reload or a shared link opens the same one. A tab
 * the viewer does not see (another golfer's Settings) or does not exist opens My Stats instead.
 */
export function ProfileTabs({ profile, tabs, viewer }: ProfileTabsProps) {
  const [params, setParams] = useSearchParams();
  const current = profileTabFrom(params.get('tab'), tabs);
  const own = profile.view === 'own';

  function panel(tab: ProfileTab) {
    switch (tab) {
      case 'my-stats':
        return <MyStatsTab profile={profile} />;
      case 'past-games':
        return <PastGamesTab games={profile.completedGames} own={own} />;
      case 'achievements':
        return <AchievementsTab achievements={profile.achievements} />;
      case 'notifications':
        return <NotificationsTab />;
      case 'settings':
        return <SettingsTab user={viewer} />;
      default:
        return assertNever(tab);
    }
  }

  return (
    <Tabs value={current} onValueChange={(value) => setParams({ tab: value }, { replace: true })}>
      {/* Five tabs do not fit one row of a 390 px phone: three and two there (a friend's three in one), one row from sm up. */}
      <TabsList className="grid w-full grid-cols-3 sm:flex" aria-label="Profile sections">
        {tabs.map((tab) => (
          <TabsTrigger key={tab} value={tab} className="px-2 sm:px-3">
            {PROFILE_TAB_LABELS[tab]}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab} value={tab} className="mt-5">
          {panel(tab)}
        </TabsContent>
      ))}
    </Tabs>
  );
}
