import { useState } from 'react';
import type { Invitation } from '../../../../contract/account-responses';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useInvitations } from '../api/get-invitations';
import { useAdminListPage } from '../lib/use-admin-list-page';
import { AdminListSection } from './admin-list-section';
import { CreateInvitationForm } from './create-invitation-form';
import { CreatedInvitation } from './created-invitation';
import { InvitationCard } from './invitation-card';

/**
 * Invites tab (product §G2, §G4): create an invitation, then send, copy or revoke it. The one just created shows under
 * the form, read from the list once it has refreshed, or from what its own actions answered while the page shown
 * (another search or page) does not hold it. The list is searched and paged by the server, newest first, as the Users
 * tab is.
 */
export function InvitesTab() {
  const state = useAdminListPage(useInvitations);
  const [created, setCreated] = useState<Invitation | null>(null);
  const shown = created ? (state.list.data?.rows.find((invitation) => invitation.id === created.id) ?? created) : null;
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2">New invitation</CardTitle>
          <CardDescription>Golfers join the private beta with a single-use, 8-character code.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <CreateInvitationForm onCreated={setCreated} />
          {shown ? <CreatedInvitation invitation={shown} onChanged={setCreated} /> : null}
        </CardContent>
      </Card>
      <AdminListSection
        id="admin-invitations-heading"
        title="Invitations"
        noun={['invitation', 'invitations']}
        search={{ label: 'Search invitations', placeholder: 'Search by code, email, name or username' }}
        state={state}
        rowKey={(invitation) => invitation.id}
        renderRow={(invitation) => <InvitationCard invitation={invitation} />}
      />
    </div>
  );
}
