import type { CurrentUser } from '../../../../contract/user';
import { useIdleTimeout } from '../hooks/use-idle-timeout';
import { ForcedPasswordChangeDialog } from './forced-password-change-dialog';
import { IdleWarningDialog } from './idle-warning-dialog';
import { SubscriptionExpiredDialog } from './subscription-expired-dialog';

/** The shell's dialogs (spec 000 §2): inactivity warning, subscription expired, forced password change. */
export function SessionDialogs({ user }: { user: CurrentUser }) {
  const idle = useIdleTimeout();
  return (
    <>
      <IdleWarningDialog open={idle.warningOpen} onStay={idle.staySignedIn} onSignOut={idle.signOutNow} />
      <SubscriptionExpiredDialog status={user.subscriptionStatus} />
      {user.mustChangePassword ? <ForcedPasswordChangeDialog /> : null}
    </>
  );
}
