import type { ReactNode } from 'react';
import { ErrorScreen, OfflineScreen } from '../../../components/error-screen';
import { FullPageSpinner } from '../../../components/spinner';
import type { useCurrentUser } from '../../../lib/auth';

/**
 * What shows while the signed-in user is not known, or null once the answer is in. Offline with no kept user the read
 * waits for the network (React Query pauses it): that is said, not shown as a spinner that never ends (issue 29).
 */
export function accountNotKnown({ isPending, isError, fetchStatus }: ReturnType<typeof useCurrentUser>): ReactNode {
  if (isPending && fetchStatus === 'paused') return <OfflineScreen />;
  if (isPending) return <FullPageSpinner label="Loading your account" />;
  if (isError) return <ErrorScreen />;
  return null;
}
