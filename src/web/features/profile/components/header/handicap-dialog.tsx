import { PencilIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { HANDICAP_MAX, HANDICAP_MIN, HANDICAP_PROFILE_ERRORS, handicapDisplay, handicapFrom, handicapInputText, handicapParse } from '../../../../../golf';
import { HandicapField } from '../../../../components/handicap-field';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../../../components/ui/dialog';
import { serverMessage } from '../../../../lib/api';
import { toastFailure, toastRefusal } from '../../../../lib/notify';
import { useUpdateHandicap } from '../../api/update-handicap';

/** Product §G8: the toast title of a refused save. */
const SAVE_FAILED = 'Failed to update handicap';

/**
 * The owner's handicap edit (product §G2, §G5): plus handicaps typed with + and stored negative, blank clears it,
 * anything but a sign and two digits is ignored as it is typed, and a number outside +5..54 is refused with the
 * spec's message before anything is sent. Opened fresh each time, from the handicap on the profile.
 */
export function HandicapDialog({ handicap }: { handicap: number | null }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" aria-label="Edit handicap">
          <PencilIcon aria-hidden />
          Edit
        </Button>
      </DialogTrigger>
      {open ? <HandicapForm handicap={handicap} onSaved={() => setOpen(false)} /> : null}
    </Dialog>
  );
}

function HandicapForm({ handicap, onSaved }: { handicap: number | null; onSaved: () => void }) {
  const update = useUpdateHandicap();
  const inputId = useId();
  const [text, setText] = useState(() => handicapInputText(handicap));
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
    const parsed = handicapParse(text);
    if (parsed.kind === 'out-of-range' || parsed.kind === 'not-a-number') {
      toastRefusal(HANDICAP_PROFILE_ERRORS.invalid);
      refuse(HANDICAP_PROFILE_ERRORS.invalid);
      return;
    }
    setProblem(null);
    update.mutate(parsed.kind === 'handicap' ? parsed.handicap : null, {
      onSuccess: onSaved,
      onError: (error) => {
        toastFailure(SAVE_FAILED, error);
        refuse(serverMessage(error) ?? SAVE_FAILED);
      },
    });
  }

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>Edit Handicap</DialogTitle>
        <DialogDescription>Your handicap fills in when you create or join a game.</DialogDescription>
      </DialogHeader>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <HandicapField
          id={inputId}
          value={text}
          onChange={(typed) => {
            setText(typed);
            setProblem(null);
          }}
          placeholder="Not set"
          error={problem ?? undefined}
          hint={`0 to ${String(HANDICAP_MAX)}, or +1 to ${handicapDisplay(handicapFrom(HANDICAP_MIN))} for a plus handicap. Leave it blank to clear it.`}
          className="max-w-40"
        />
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
