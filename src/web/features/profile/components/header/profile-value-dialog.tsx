import { PencilIcon } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { flushSync } from 'react-dom';
import type { CurrentUser } from '../../../../../contract/user';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../../../components/ui/dialog';
import { serverMessage } from '../../../../lib/api';
import { toastFailure, toastRefusal } from '../../../../lib/notify';
import { useSaveCurrentUser } from '../../api/save-current-user';

/** Form text read for saving: the value to send (null clears it), or the message of why it cannot be. */
export type ValueRead<Value> = { readonly ok: true; readonly value: Value } | { readonly ok: false; readonly message: string };

/** What the dialog's box is given: its id, the text, and the message of a refused value. */
export type ValueFieldProps = { id: string; value: string; onChange: (text: string) => void; error?: string };

/** The dialog's words. */
export type ValueDialogTexts = {
  /** The Edit button's accessible name ("Edit handicap"). */
  readonly editLabel: string;
  readonly title: string;
  readonly description: string;
  /** The toast title of a refused save (product §G8). */
  readonly failedTitle: string;
};

type ProfileValueDialogProps<Value> = {
  texts: ValueDialogTexts;
  /** The box's text when the dialog opens: the stored value as typed, or blank. */
  initialText: string;
  read: (text: string) => ValueRead<Value>;
  /** The PATCH that answers the current user. */
  save: (value: Value) => Promise<CurrentUser>;
  field: (props: ValueFieldProps) => ReactNode;
};

/**
 * An Edit button and dialog for one number of the owner's profile (the handicap, the Handicap Index): opened fresh
 * each time; a value the form cannot take is refused before anything is sent, in a toast and in the field, which
 * takes the focus; a save answers the current user, so every form it prefills sees it at once.
 */
export function ProfileValueDialog<Value>(props: ProfileValueDialogProps<Value>) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" aria-label={props.texts.editLabel}>
          <PencilIcon aria-hidden />
          Edit
        </Button>
      </DialogTrigger>
      {open ? <ValueForm {...props} onSaved={() => setOpen(false)} /> : null}
    </Dialog>
  );
}

function ValueForm<Value>({ texts, initialText, read, save, field, onSaved }: ProfileValueDialogProps<Value> & { onSaved: () => void }) {
  const { title, description, failedTitle } = texts;
  const update = useSaveCurrentUser(save);
  const inputId = useId();
  const [text, setText] = useState(initialText);
  // The toast sits outside the modal dialog, where assistive technology cannot reach it: the field says why too, and
  // takes the focus, so a screen reader reads the message with it.
  const [problem, setProblem] = useState<string | null>(null);

  /** Shows why in the field and focuses it, once the message is on screen for the field to be described by. */
  function refuse(message: string) {
    flushSync(() => setProblem(message));
    document.getElementById(inputId)?.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    const parsed = read(text);
    if (!parsed.ok) {
      toastRefusal(parsed.message);
      refuse(parsed.message);
      return;
    }
    setProblem(null);
    update.mutate(parsed.value, {
      onSuccess: onSaved,
      onError: (error) => {
        toastFailure(failedTitle, error);
        refuse(serverMessage(error) ?? failedTitle);
      },
    });
  }

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <form onSubmit={submit} noValidate className="grid gap-4">
        {field({
          id: inputId,
          value: text,
          onChange: (typed) => {
            setText(typed);
            setProblem(null);
          },
          error: problem ?? undefined,
        })}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
