import { LoadState } from '../../../components/load-state';
import { PanelSection } from '../../../components/panel-section';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useInvitations } from '../api/get-invitations';
import { CreateInvitationForm } from './create-invitation-form';
import { InvitationCard } from './invitation-card';

/** Invites tab (spec 001 §2, §4): create an invitation, then send, copy or revoke it. */
export function InvitesTab() {
  const invitations = useInvitations();
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2">New invitation</CardTitle>
          <CardDescription>Golfers join the private beta with a single-use, 8-character code.</CardDescription>
        </CardHeader>
        <CardContent>
          <CreateInvitationForm />
        </CardContent>
      </Card>
      <PanelSection id="admin-invitations-heading" title="Invitations">
        <LoadState isPending={invitations.isPending} error={invitations.error} loadingLabel="Loading invitations…" onRetry={() => void invitations.refetch()} />
        {invitations.data?.length === 0 ? <p className="text-muted-foreground">No invitations yet.</p> : null}
        {invitations.data ? (
          <ul className="grid gap-3 lg:grid-cols-2">
            {invitations.data.map((invitation) => (
              <li key={invitation.id}>
                <InvitationCard invitation={invitation} />
              </li>
            ))}
          </ul>
        ) : null}
      </PanelSection>
    </div>
  );
}
