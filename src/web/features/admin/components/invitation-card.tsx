import { MailCheckIcon } from 'lucide-react';
import type { Invitation } from '../../../../contract/account-responses';
import { Badge } from '../../../components/ui/badge';
import { formatDate } from '../../../lib/format';
import { InvitationActions } from './invitation-actions';
import { InvitationStatusBadge } from './invitation-status-badge';

function detailsOf(invitation: Invitation): string[] {
  const name = [invitation.firstName, invitation.lastName].filter(Boolean).join(' ');
  return [
    name,
    invitation.username ? `@${invitation.username}` : '',
    `${invitation.trialDays}-day trial`,
    `Created ${formatDate(invitation.createdAt)}`,
    invitation.usedAt ? `Used ${formatDate(invitation.usedAt)}${invitation.usedByUsername ? ` by @${invitation.usedByUsername}` : ''}` : '',
  ].filter(Boolean);
}

/** One invitation: its code, who it is for, its state and what can still be done with it. */
export function InvitationCard({ invitation }: { invitation: Invitation }) {
  return (
    <article aria-label={`Invitation for ${invitation.email}`} className="grid h-full gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-lg font-bold tracking-[0.2em]">
          {invitation.code}
        </span>
        <InvitationStatusBadge status={invitation.status} />
        {invitation.sentAt ? (
          <Badge variant="outline" title={`Sent ${formatDate(invitation.sentAt)}`}>
            <MailCheckIcon aria-hidden />
            Sent
          </Badge>
        ) : null}
      </div>
      <div className="min-w-0">
        <p className="truncate font-medium">{invitation.email}</p>
        <p className="text-sm text-muted-foreground">{detailsOf(invitation).join(' · ')}</p>
      </div>
      <InvitationActions invitation={invitation} />
    </article>
  );
}
