import { Suspense, useEffect, useState } from 'react';
import type { CurrentUser } from '../../../../contract/user';
import { OnceShown } from '../../../components/once-shown';
import { SUBSCRIPTION_EXPIRED_EVENT } from '../../../lib/api';
import { lazyComponent } from '../../../lib/lazy-component';
import { useIdleTimeout } from '../hooks/use-idle-timeout';

// Each dialog loads when it first opens, so a screen's first download carries neither the dialog primitive nor the
// password form (issue 17). The warning's code is fetched a minute in, well before 28 idle minutes: a phone that has
// lost its signal by then still shows it.
const loadIdleWarning = () => import('./idle-warning-dialog');
const IdleWarningDialog = lazyComponent(loadIdleWarning, 'IdleWarningDialog');
const SubscriptionExpiredDialog = lazyComponent(() => import('./subscription-expired-dialog'), 'SubscriptionExpiredDialog');
const ForcedPasswordChangeDialog = lazyComponent(() => import('./forced-password-change-dialog'), 'ForcedPasswordChangeDialog');
const IDLE_WARNING_PRELOAD_MS = 60_000;

/** The shell's dialogs (product §A2): inactivity warning, subscription expired, forced password change. */
export function SessionDialogs({ user }: { user: CurrentUser }) {
  const idle = useIdleTimeout();
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    // Any call answering 402 fires this window event (lib/api.ts, product §A8).
    const onExpired = () => setExpired(true);
    window.addEventListener(SUBSCRIPTION_EXPIRED_EVENT, onExpired);
    const preload = setTimeout(() => void loadIdleWarning(), IDLE_WARNING_PRELOAD_MS);
    return () => {
      window.removeEventListener(SUBSCRIPTION_EXPIRED_EVENT, onExpired);
      clearTimeout(preload);
    };
  }, []);
  return (
    <>
      <OnceShown shown={idle.warningOpen}>
        <IdleWarningDialog open={idle.warningOpen} onStay={idle.staySignedIn} onSignOut={idle.signOutNow} />
      </OnceShown>
      <OnceShown shown={expired}>
        <SubscriptionExpiredDialog status={user.subscriptionStatus} open={expired} onOpenChange={setExpired} />
      </OnceShown>
      {user.mustChangePassword ? (
        <Suspense fallback={null}>
          <ForcedPasswordChangeDialog />
        </Suspense>
      ) : null}
    </>
  );
}
