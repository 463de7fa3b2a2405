import { BanIcon } from 'lucide-react';
import { useState } from 'react';
import type { Invitation } from '../../../../contract/account-responses';
import { ConfirmActionDialog } from '../../../components/confirm-action-dialog';
import { toast } from '../../../components/ui/use-toast';
import { toastFailure } from '../../../lib/notify';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { adminFailures } from '../lib/messages';

/** Revoke, after a confirmation; offered only while the invitation is active (product §G4). `onRevoked` hears the result. */
export function RevokeInvitationDialog({ invitation, onRevoked }: { invitation: Invitation; onRevoked?: (revoked: Invitation) => void }) {
  const [open, setOpen] = useState(false);
  const revoke = useRevokeInvitation();

  function confirm() {
    revoke.mutate(invitation.code, {
      onSuccess: (result) => {
        onRevoked?.(result.invitation);
        toast({ title: 'Invitation Revoked', description: `Code ${invitation.code} no longer works.` });
      },
      onError: (error) => toastFailure(adminFailures.revokeInvitation, error),
      onSettled: () => setOpen(false),
    });
  }

  return (
    <ConfirmActionDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <>
          <BanIcon aria-hidden />
          Revoke
        </>
      }
      title={`Revoke invitation ${invitation.code}?`}
      description={`The code for ${invitation.email} will stop working. This cannot be undone.`}
      confirmLabel="Revoke Invitation"
      pending={revoke.isPending}
      onConfirm={confirm}
    />
  );
}
