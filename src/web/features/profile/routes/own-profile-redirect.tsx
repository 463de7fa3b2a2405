import { Navigate } from 'react-router';
import type { ProfileTab } from '../../../../contract/profile';
import { useSignedInUser } from '../../../lib/auth';

/** /app/settings and /app/notifications (product §G2): one's own profile, opened on that tab; the old path is replaced. */
function OwnProfileRedirect({ tab }: { tab: ProfileTab }) {
  const user = useSignedInUser();
  return <Navigate to={`/app/profile/${encodeURIComponent(user.id)}?tab=${tab}`} replace />;
}

export const SettingsRedirect = () => <OwnProfileRedirect tab="settings" />;
export const NotificationsRedirect = () => <OwnProfileRedirect tab="notifications" />;
