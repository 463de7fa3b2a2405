import { CalendarPlusIcon, InfinityIcon } from 'lucide-react';
import type { AdminUser } from '../../../../contract/account-responses';
import { EXTEND_TRIAL_DAYS } from '../../../../contract/auth';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { formatDate } from '../../../lib/format';
import { toastFailure } from '../../../lib/notify';
import { useExtendTrial } from '../api/extend-trial';
import { useGrantLifetime } from '../api/grant-lifetime';
import { adminFailures } from '../lib/messages';
import { DeleteUserDialog } from './delete-user-dialog';

/**
 * Extend Trial (+30 days) for trial or expired accounts, Grant Lifetime, and Delete (product §G6). No Delete on
 * the admin's own card: the server refuses it, as another admin must remove an admin's account (issue 12).
 */
export function UserActions({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const extend = useExtendTrial();
  const grant = useGrantLifetime();
  const canExtend = user.subscriptionStatus === 'trial' || user.subscriptionStatus === 'expired';

  return (
    <div className="flex flex-wrap gap-2">
      {canExtend ? (
        <Button
          variant="outline"
          size="sm"
          disabled={extend.isPending}
          title={`Add ${EXTEND_TRIAL_DAYS} days to the trial`}
          onClick={() =>
            extend.mutate(user.id, {
              onSuccess: (updated) =>
                toast({
                  title: 'Trial Extended',
                  description: updated.trialEndsAt ? `${updated.username}'s trial now ends ${formatDate(updated.trialEndsAt)}.` : undefined,
                }),
              onError: (error) => toastFailure(adminFailures.extendTrial, error),
            })
          }
        >
          <CalendarPlusIcon aria-hidden />
          Extend Trial
        </Button>
      ) : null}
      {user.subscriptionStatus === 'lifetime' ? null : (
        <Button
          variant="outline"
          size="sm"
          disabled={grant.isPending}
          onClick={() =>
            grant.mutate(user.id, {
              onSuccess: (updated) => toast({ title: 'Lifetime Access Granted', description: `${updated.username} now has lifetime access.` }),
              onError: (error) => toastFailure(adminFailures.grantLifetime, error),
            })
          }
        >
          <InfinityIcon aria-hidden />
          Grant Lifetime
        </Button>
      )}
      {isSelf ? null : <DeleteUserDialog user={user} />}
    </div>
  );
}
