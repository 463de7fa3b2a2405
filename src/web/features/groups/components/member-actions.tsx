import { useMutation } from '@tanstack/react-query';
import { CrownIcon, UserMinusIcon } from 'lucide-react';
import { useState } from 'react';
import type { GroupMember } from '../../../../contract/groups-responses';
import { ConfirmActionDialog } from '../../../components/confirm-action-dialog';
import { toast } from '../../../components/ui/use-toast';
import { toastFailure } from '../../../lib/notify';
import { removeGroupMember, updateGroup } from '../api/group-calls';
import { useGroupRefresh } from '../lib/use-group-refresh';

const plainTrigger = 'text-foreground hover:bg-accent hover:text-accent-foreground';

/** The owner's "Make owner" for another golfer of the group (PATCH {ownerMemberId}), behind a confirmation. */
export function MakeOwnerButton({ groupId, member }: { groupId: string; member: GroupMember }) {
  const refresh = useGroupRefresh(groupId);
  const [open, setOpen] = useState(false);
  const promote = useMutation({
    mutationFn: () => updateGroup(groupId, { ownerMemberId: member.id }),
    onSuccess: (group) => {
      setOpen(false);
      refresh(group);
      toast({ title: `${member.name} is now the owner` });
    },
    onError: (error) => {
      setOpen(false);
      toastFailure('Could not change the owner', error);
    },
  });
  return (
    <ConfirmActionDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <>
          <CrownIcon aria-hidden />
          Make owner
          <span className="sr-only"> {member.name}</span>
        </>
      }
      triggerClassName={plainTrigger}
      title="Make owner?"
      description={`${member.name} becomes the group's owner, and you an ordinary member.`}
      confirmLabel="Make owner"
      pending={promote.isPending}
      onConfirm={() => promote.mutate()}
    />
  );
}

/** The owner's Remove for anyone but themself; one who owes or is owed stays listed until settled (product §R18). */
export function RemoveMemberButton({ groupId, member }: { groupId: string; member: GroupMember }) {
  const refresh = useGroupRefresh(groupId);
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => removeGroupMember(groupId, member.id),
    onSuccess: (group) => {
      setOpen(false);
      refresh(group);
      toast({ title: `${member.name} removed` });
    },
    onError: (error) => {
      setOpen(false);
      toastFailure('Could not remove the member', error);
    },
  });
  return (
    <ConfirmActionDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <>
          <UserMinusIcon aria-hidden />
          Remove
          <span className="sr-only"> {member.name}</span>
        </>
      }
      title={`Remove ${member.name}?`}
      description="They leave the group. While they owe or are owed money they stay listed in the ledger until it is settled."
      confirmLabel="Remove"
      pending={remove.isPending}
      onConfirm={() => remove.mutate()}
    />
  );
}
