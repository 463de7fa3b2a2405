import { Trash2Icon } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { lazyComponent } from '../lib/lazy-component';
import { cn } from '../lib/utils';
import type { ConfirmActionQuestionProps } from './confirm-action-question';
import { OnceShown } from './once-shown';
import { Button } from './ui/button';

// The question brings the dialog primitive; it loads with the first tap, not with the screen (issue 17).
const ConfirmActionQuestion = lazyComponent(() => import('./confirm-action-question'), 'ConfirmActionQuestion');

type ConfirmActionDialogProps = Omit<ConfirmActionQuestionProps, 'returnFocusTo'> & {
  /** The destructive button that opens the dialog (icon and label). */
  trigger: ReactNode;
  /** Classes for the trigger, such as a 44 px height on a phone screen. */
  triggerClassName?: string;
};

/** The usual trigger of a delete: a bin and 'Delete'. */
export const deleteTrigger = (
  <>
    <Trash2Icon aria-hidden />
    Delete
  </>
);

/** A destructive action behind a confirmation: an outlined red trigger, Cancel, and the confirming button. */
export function ConfirmActionDialog({ trigger, triggerClassName, ...question }: ConfirmActionDialogProps) {
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="outline"
        size="sm"
        className={cn('text-destructive hover:bg-destructive/10 hover:text-destructive', triggerClassName)}
        aria-haspopup="dialog"
        aria-expanded={question.open}
        onClick={() => question.onOpenChange(true)}
      >
        {trigger}
      </Button>
      <OnceShown shown={question.open}>
        <ConfirmActionQuestion {...question} returnFocusTo={button} />
      </OnceShown>
    </>
  );
}
