import { useState } from 'react';
import type { GroupDetail, GroupMember } from '../../../../contract/groups-responses';
import { PanelSection } from '../../../components/panel-section';
import { formatCount } from '../../../lib/format';
import { AddMemberForms } from './add-member-forms';
import { FormError } from './form-error';
import { LeaveGroupButton } from './leave-group-button';
import { MakeOwnerButton, RemoveMemberButton } from './member-actions';
import { RoleBadge } from './role-badge';

/**
 * Members (product §R18): each golfer and guest with their role, and anyone who left but still owes or is owed. The
 * owner adds by Player ID or as a guest, removes, and may make another golfer the owner; every member may leave.
 */
export function MembersSection({ group, isOwner }: { group: GroupDetail; isOwner: boolean }) {
  const [refusal, setRefusal] = useState<unknown>(null);
  const active = group.members.filter((member) => member.active);
  return (
    <PanelSection
      id="group-members"
      title="Members"
      summary={formatCount(active.length, 'member')}
      action={<LeaveGroupButton groupId={group.id} myMemberId={group.myMemberId} name={group.name} onRefused={setRefusal} />}
    >
      <FormError error={refusal} />
      <ul aria-label="Group members" className="divide-y rounded-xl border bg-card">
        {group.members.map((member) => (
          <MemberRow key={member.id} groupId={group.id} member={member} isMe={member.id === group.myMemberId} isOwner={isOwner} />
        ))}
      </ul>
      {isOwner ? <AddMemberForms groupId={group.id} /> : null}
    </PanelSection>
  );
}

function MemberRow({ groupId, member, isMe, isOwner }: { groupId: string; member: GroupMember; isMe: boolean; isOwner: boolean }) {
  const canChange = isOwner && !isMe && member.active;
  return (
    <li aria-label={member.name} className="grid gap-2 px-4 py-3">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="min-w-0 font-medium break-words">{member.name}</span>
        {isMe ? <span className="text-sm text-muted-foreground">(you)</span> : null}
        <RoleBadge role={member.role} />
        {member.userNumber === null ? null : <span className="font-mono text-xs text-muted-foreground">#{member.userNumber}</span>}
      </div>
      {member.active ? null : <p className="text-sm text-muted-foreground">Left the group; listed until their balance is settled.</p>}
      {canChange ? (
        <div className="flex flex-wrap gap-2">
          {member.role === 'member' ? <MakeOwnerButton groupId={groupId} member={member} /> : null}
          <RemoveMemberButton groupId={groupId} member={member} />
        </div>
      ) : null}
    </li>
  );
}
