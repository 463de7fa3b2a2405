import { Trash2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './ui/alert-dialog';
import { Button } from './ui/button';
import { cn } from '../lib/utils';

type ConfirmActionDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The destructive button that opens the dialog (icon and label). */
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** Classes for the trigger, such as a 44 px height on a phone screen. */
  triggerClassName?: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
};

/** The usual trigger of a delete: a bin and 'Delete'. */
export const deleteTrigger = (
  <>
    <Trash2Icon aria-hidden />
    Delete
  </>
);

/** A destructive action behind a confirmation: an outlined red trigger, Cancel, and the confirming button. */
export function ConfirmActionDialog({ open, onOpenChange, trigger, triggerClassName, title, description, confirmLabel, pending, onConfirm }: ConfirmActionDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" className={cn('text-destructive hover:bg-destructive/10 hover:text-destructive', triggerClassName)}>
          {trigger}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
