import type { CurrentUser } from '../../../../../contract/user';
import { BillingAction } from './billing-action';
import { PrivacyCard } from './privacy-card';
import { ProfileCard } from './profile-card';
import { SecurityCard } from './security-card';
import { SubscriptionCard } from './subscription-card';

/** The Settings tab of one's own profile (product §G2 Profile; issue 14): Profile, Privacy, Subscription, Security. */
export function SettingsTab({ user }: { user: CurrentUser }) {
  return (
    <div className="grid gap-5 lg:grid-cols-2 lg:items-start">
      <div className="grid gap-5">
        <ProfileCard user={user} />
        <PrivacyCard user={user} />
      </div>
      <div className="grid gap-5">
        <SubscriptionCard user={user} action={<BillingAction user={user} />} />
        <SecurityCard username={user.username} />
      </div>
    </div>
  );
}
