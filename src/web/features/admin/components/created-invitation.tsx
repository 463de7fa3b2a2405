import { CircleCheckIcon } from 'lucide-react';
import type { Invitation } from '../../../../contract/account-responses';
import { InvitationActions } from './invitation-actions';
import { InvitationStatusBadge } from './invitation-status-badge';

/**
 * What Create Invitation made, shown under the form where the admin is looking (issue 12): the code and the same
 * actions as its card in the list (copy the code or link, send it, revoke it). A live region, so it is announced.
 * `onChanged` hears what sending or revoking it answered.
 */
export function CreatedInvitation({ invitation, onChanged }: { invitation: Invitation; onChanged: (invitation: Invitation) => void }) {
  return (
    <div role="status" aria-label="New invitation" className="grid gap-3 rounded-xl border border-primary/40 bg-primary/5 p-4">
      <p className="flex items-center gap-2 font-semibold">
        <CircleCheckIcon className="size-5 text-success" aria-hidden />
        Invitation Created
      </p>
      <p className="text-sm break-words text-muted-foreground">
        For {invitation.email}. Send it by e-mail, or copy the code or the link and pass it on.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <span className="font-mono text-2xl font-bold tracking-[0.2em]">{invitation.code}</span>
        <InvitationStatusBadge status={invitation.status} />
      </div>
      <InvitationActions invitation={invitation} onChanged={onChanged} />
    </div>
  );
}
