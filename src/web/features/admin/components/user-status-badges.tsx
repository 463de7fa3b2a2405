import type { AdminUser } from '../../../../contract/account-responses';
import { Badge } from '../../../components/ui/badge';

function StatusBadge({ user }: { user: AdminUser }) {
  switch (user.subscriptionStatus) {
    case 'trial':
      return user.hasAccess || user.isAdmin ? <Badge variant="secondary">Trial</Badge> : <Badge variant="destructive">Trial ended</Badge>;
    case 'active':
      return <Badge>Active</Badge>;
    case 'lifetime':
      return <Badge variant="sand">Lifetime</Badge>;
    case 'expired':
      return <Badge variant="destructive">Expired</Badge>;
    default: {
      const unhandled: never = user.subscriptionStatus;
      throw new Error(`Unknown subscription status ${String(unhandled)}`);
    }
  }
}

/** A user's role and subscription at a glance, plus "You" on the admin's own row. */
export function UserStatusBadges({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  return (
    <div className="flex flex-wrap justify-end gap-1.5">
      {isSelf ? <Badge variant="outline">You</Badge> : null}
      {user.isAdmin ? <Badge variant="outline">Admin</Badge> : null}
      <StatusBadge user={user} />
    </div>
  );
}
