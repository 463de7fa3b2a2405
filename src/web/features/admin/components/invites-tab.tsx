import { useState } from 'react';
import type { Invitation } from '../../../../contract/account-responses';
import { LoadState } from '../../../components/load-state';
import { PanelSection } from '../../../components/panel-section';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useInvitations } from '../api/get-invitations';
import { CreateInvitationForm } from './create-invitation-form';
import { CreatedInvitation } from './created-invitation';
import { InvitationCard } from './invitation-card';

/**
 * Invites tab (product §G2, §G4): create an invitation, then send, copy or revoke it. The one just created shows under
 * the form, read from the list once it has refreshed, so sending or revoking it there updates it in both places.
 */
export function InvitesTab() {
  const invitations = useInvitations();
  const [created, setCreated] = useState<Invitation | null>(null);
  const shown = created ? (invitations.data?.find((invitation) => invitation.id === created.id) ?? created) : null;
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2">New invitation</CardTitle>
          <CardDescription>Golfers join the private beta with a single-use, 8-character code.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <CreateInvitationForm onCreated={setCreated} />
          {shown ? <CreatedInvitation invitation={shown} /> : null}
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
