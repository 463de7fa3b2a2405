import { useState } from 'react';
import { ConfirmActionDialog, deleteTrigger } from '../../../../components/confirm-action-dialog';
import { useDeleteCourse } from '../../api/delete-course';

/** Delete a course after a confirmation; games already played on it keep their holes. */
export function DeleteCourseDialog({ courseName }: { courseName: string }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteCourse();

  function confirm() {
    // On success the editor, and this dialog with it, goes away; a failure closes it and toasts.
    remove.mutate(courseName, { onError: () => setOpen(false) });
  }

  return (
    <ConfirmActionDialog
      open={open}
      onOpenChange={setOpen}
      trigger={deleteTrigger}
      title={`Delete ${courseName}?`}
      description="Every tee and hole of this course is removed and it can no longer be picked for new games. Games already played on it keep their scorecards."
      confirmLabel={remove.isPending ? 'Deleting...' : 'Delete Course'}
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
