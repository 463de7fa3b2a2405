import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../../components/ui/alert-dialog';
import { Button } from '../../../../components/ui/button';

type PromptDialogProps = {
  open: boolean;
  title: string;
  description: string;
  declineLabel: string;
  confirmLabel: string;
  pending: boolean;
  onDecline: () => void;
  onConfirm: () => void;
};

/** A question that only its two buttons answer. */
export function PromptDialog({ open, title, description, declineLabel, confirmLabel, pending, onDecline, onConfirm }: PromptDialogProps) {
  return (
    <AlertDialog open={open}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel onClick={onDecline}>{declineLabel}</AlertDialogCancel>
          <Button disabled={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
