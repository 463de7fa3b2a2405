import { SendIcon } from 'lucide-react';
import type { Invitation } from '../../../../contract/account-responses';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { toastFailure } from '../../../lib/notify';
import { useSendInvitation } from '../api/send-invitation';
import { adminFailures } from '../lib/messages';
import { CopyButton } from './copy-button';
import { RevokeInvitationDialog } from './revoke-invitation-dialog';

type InvitationActionsProps = {
  invitation: Invitation;
  /** Hears the invitation as sending or revoking it left it. */
  onChanged?: (invitation: Invitation) => void;
};

/** Copy code or link; Send Email only while active and not yet sent; Revoke only while active (product §G4). */
export function InvitationActions({ invitation, onChanged }: InvitationActionsProps) {
  const send = useSendInvitation();
  const active = invitation.status === 'active';
  const link = `${window.location.origin}/invite/${invitation.code}`;

  return (
    <div className="flex flex-wrap gap-2">
      <CopyButton text={invitation.code} copiedTitle="Code Copied">
        Copy Code
      </CopyButton>
      {active ? (
        <CopyButton text={link} copiedTitle="Link Copied">
          Copy Link
        </CopyButton>
      ) : null}
      {active && !invitation.sentAt ? (
        <Button
          size="sm"
          disabled={send.isPending}
          onClick={() =>
            send.mutate(invitation.code, {
              onSuccess: (result) => {
                onChanged?.(result.invitation);
                toast({ title: 'Invitation Sent', description: result.message });
              },
              onError: (error) => toastFailure(adminFailures.sendInvitationEmail, error),
            })
          }
        >
          <SendIcon aria-hidden />
          Send Email
        </Button>
      ) : null}
      {active ? <RevokeInvitationDialog invitation={invitation} onRevoked={onChanged} /> : null}
    </div>
  );
}
