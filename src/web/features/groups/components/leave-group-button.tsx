import { LogOutIcon } from 'lucide-react';
import { useState } from 'react';
import { ConfirmActionDialog } from '../../../components/confirm-action-dialog';
import { removeGroupMember } from '../api/group-calls';
import { useExitGroup } from '../lib/use-exit-group';

/**
 * Any member's Leave group (DELETE of their own membership), behind a confirmation; then back to the groups. The owner
 * is refused until another member is the owner, in the server's words via `onRefused`.
 */
export function LeaveGroupButton({ groupId, myMemberId, name, onRefused }: { groupId: string; myMemberId: string; name: string; onRefused: (error: unknown) => void }) {
  const [open, setOpen] = useState(false);
  const leave = useExitGroup({ groupId, run: () => removeGroupMember(groupId, myMemberId), done: `You left ${name}`, onRefused, close: () => setOpen(false) });
  return (
    <ConfirmActionDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <>
          <LogOutIcon aria-hidden />
          Leave group
        </>
      }
      title="Leave group?"
      description={`You will no longer see ${name}. While you owe or are owed money you stay listed in its ledger until it is settled.`}
      confirmLabel="Leave group"
      pending={leave.isPending}
      onConfirm={() => leave.mutate()}
    />
  );
}
