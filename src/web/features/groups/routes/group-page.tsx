import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { GroupParamsSchema } from '../../../../contract/groups';
import { LoadState } from '../../../components/load-state';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { errorStatus } from '../../../lib/api';
import { groupDetailQuery } from '../../../lib/groups-queries';
import { GroupHeader } from '../components/group-header';
import { GroupNotFound } from '../components/group-not-found';
import { LedgerSection } from '../components/ledger-section';
import { MembersSection } from '../components/members-section';

/**
 * /app/groups/{groupId} (product §R18): the group's name (the owner renames or deletes it), its members, and the
 * season's ledger. Live: every change in the group reaches each member as GROUP_CHANGED (lib/use-user-events.ts).
 */
export function GroupPage() {
  useDocumentMeta({ title: 'Group | Dormie', description: "A golf group's members and its season ledger." });
  const groupId = useParams().groupId ?? '';
  if (!GroupParamsSchema.safeParse({ id: groupId }).success) return <GroupNotFound />;
  // Keyed by id: another group starts from its own loading state and season.
  return <GroupScreen key={groupId} groupId={groupId} />;
}

function GroupScreen({ groupId }: { groupId: string }) {
  const group = useQuery(groupDetailQuery(groupId));
  // A non-member is answered 404; so is one removed while the screen was open, when the refetch finds them gone.
  if (errorStatus(group.error) === 404) return <GroupNotFound />;
  if (!group.data) {
    return <LoadState isPending={group.isPending} error={group.error} loadingLabel="Loading the group" onRetry={() => void group.refetch()} />;
  }
  const me = group.data.members.find((member) => member.id === group.data.myMemberId);
  const myRole = me?.role ?? 'member';
  const isOwner = group.data.ownerMemberId === group.data.myMemberId;
  return (
    <div className="grid gap-8">
      <div className="grid gap-3">
        <Link to="/app/groups" className="-my-2 inline-flex min-h-11 items-center justify-self-start text-sm font-medium text-primary hover:underline">
          ← All groups
        </Link>
        <GroupHeader group={group.data} myRole={myRole} />
      </div>
      <MembersSection group={group.data} isOwner={isOwner} />
      <LedgerSection group={group.data} isOwner={isOwner} />
    </div>
  );
}
