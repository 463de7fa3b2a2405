import { useMutation } from '@tanstack/react-query';
import { UserPlusIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { type AddGroupMemberInput, AddGroupMemberSchema } from '../../../../contract/groups';
import { TextField } from '../../../components/text-field';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { addGroupMember } from '../api/group-calls';
import { useGroupRefresh } from '../lib/use-group-refresh';
import { FormError } from './form-error';

type AddKind = 'golfer' | 'guest';

const FORMS = {
  golfer: { title: 'Add a golfer', label: 'Player ID', placeholder: 'e.g. 1042', button: 'Add golfer', inputMode: 'numeric' },
  guest: { title: 'Add a guest', label: 'Guest name', placeholder: 'A name', button: 'Add guest', inputMode: 'text' },
} as const;

/** The owner's two ways to add (product §R18): a golfer by Player ID, or a guest by name. */
export function AddMemberForms({ groupId }: { groupId: string }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <AddMemberForm groupId={groupId} kind="golfer" />
      <AddMemberForm groupId={groupId} kind="guest" />
    </div>
  );
}

/** The body of the one kind, checked with that branch of the contract's schema so its own message is the one shown. */
function parseBody(kind: AddKind, text: string) {
  const [byPlayerId, asGuest] = AddGroupMemberSchema.options;
  if (kind === 'guest') return asGuest.safeParse({ guestName: text });
  const value = text.trim();
  return byPlayerId.safeParse({ userNumber: /^\d+$/.test(value) ? Number(value) : Number.NaN });
}

function AddMemberForm({ groupId, kind }: { groupId: string; kind: AddKind }) {
  const form = FORMS[kind];
  const refresh = useGroupRefresh(groupId);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: (body: AddGroupMemberInput) => addGroupMember(groupId, body),
    onSuccess: (group) => {
      refresh(group);
      setText('');
      toast({ title: kind === 'golfer' ? 'Golfer added' : 'Guest added' });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseBody(kind, text);
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? form.label);
      return;
    }
    setInvalid(null);
    add.mutate(parsed.data);
  }

  const id = `add-${kind}`;
  return (
    <form aria-label={form.title} onSubmit={submit} noValidate className="grid content-start gap-2 rounded-lg border p-3">
      <h3 className="font-semibold">{form.title}</h3>
      <TextField
        id={id}
        label={form.label}
        inputMode={form.inputMode}
        autoComplete="off"
        placeholder={form.placeholder}
        value={text}
        error={invalid ?? undefined}
        onChange={(event) => {
          setText(event.target.value);
          setInvalid(null);
          add.reset();
        }}
      />
      <FormError error={add.error} />
      <Button type="submit" variant="secondary" className="justify-self-start" disabled={text.trim() === '' || add.isPending}>
        <UserPlusIcon aria-hidden />
        {form.button}
      </Button>
    </form>
  );
}
