import { useState } from 'react';
import { ConfirmActionDialog } from '../../../components/confirm-action-dialog';
import { deleteGroup } from '../api/group-calls';
import { useExitGroup } from '../lib/use-exit-group';

/**
 * The owner's Delete group behind a confirmation. The server refuses while any balance is unsettled (409); its words
 * go to `onRefused`, which shows them on the screen once the question closes.
 */
export function DeleteGroupButton({ groupId, name, onRefused }: { groupId: string; name: string; onRefused: (error: unknown) => void }) {
  const [open, setOpen] = useState(false);
  const remove = useExitGroup({ groupId, run: () => deleteGroup(groupId), done: 'Group deleted', onRefused, close: () => setOpen(false) });
  return (
    <ConfirmActionDialog
      open={open}
      onOpenChange={setOpen}
      trigger="Delete group"
      title="Delete group?"
      description={`${name} and its ledger will be deleted for every member. This cannot be undone.`}
      confirmLabel="Delete group"
      pending={remove.isPending}
      onConfirm={() => remove.mutate()}
    />
  );
}
