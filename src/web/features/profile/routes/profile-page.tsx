import { useParams } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { useSignedInUser } from '../../../lib/auth';
import { useProfile } from '../api/get-profile';
import { LimitedProfileNote } from '../components/limited-profile-note';
import { ProfileHeader } from '../components/header/profile-header';
import { ProfileNotFound } from '../components/profile-not-found';
import { ProfileTabs } from '../components/profile-tabs';
import { profileTabsFor } from '../lib/profile-tabs';

/**
 * /app/profile/{userId} (product §G2 Profile): one's own profile with all five tabs, a friend's or playing partner's
 * with the golf ones, anyone else's with only the name and Player ID (product §G6). The tab is kept in ?tab=.
 */
export function ProfilePage() {
  useDocumentMeta({ title: 'Profile | Dormie', description: "A golfer's handicap, statistics, past games and achievements." });
  const userId = useParams().userId ?? '';
  // Keyed by id: another golfer's profile starts from its own loading state.
  return <ProfileScreen key={userId} userId={userId} />;
}

function ProfileScreen({ userId }: { userId: string }) {
  const viewer = useSignedInUser();
  const profile = useProfile(userId);
  if (profile.isPending) {
    return (
      <div className="flex justify-center py-16 text-primary">
        <Spinner className="size-8" label="Loading profile" />
      </div>
    );
  }
  if (profile.isError) return <ProfileNotFound />;
  const tabs = profileTabsFor(profile.data.view);
  return (
    <div className="grid gap-6">
      <ProfileHeader profile={profile.data} viewerIsAdmin={viewer.isAdmin} />
      {tabs.length === 0 ? <LimitedProfileNote name={profile.data.user.name} /> : <ProfileTabs profile={profile.data} tabs={tabs} viewer={viewer} />}
    </div>
  );
}
