import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { GROUP_NAME_MAX, UpdateGroupSchema } from '../../../../contract/groups';
import { TextField } from '../../../components/text-field';
import { Button } from '../../../components/ui/button';
import { updateGroup } from '../api/group-calls';
import { useGroupRefresh } from '../lib/use-group-refresh';
import { FormError } from './form-error';

/** The owner's Rename (PATCH /api/groups/{id} {name}): the name checked with the contract's rule, Save or Cancel. */
export function RenameGroupForm({ groupId, name, onDone }: { groupId: string; name: string; onDone: () => void }) {
  const refresh = useGroupRefresh(groupId);
  const [draft, setDraft] = useState(name);
  const [invalid, setInvalid] = useState<string | null>(null);
  const rename = useMutation({
    mutationFn: (newName: string) => updateGroup(groupId, { name: newName }),
    onSuccess: (group) => {
      refresh(group);
      onDone();
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = UpdateGroupSchema.safeParse({ name: draft });
    if (!parsed.success || parsed.data.name === undefined) {
      setInvalid(parsed.error?.issues[0]?.message ?? 'Group name is required');
      return;
    }
    setInvalid(null);
    rename.mutate(parsed.data.name);
  }

  return (
    <form aria-label="Rename group" onSubmit={submit} noValidate className="grid gap-3">
      <TextField
        id="rename-group"
        label="Group name"
        autoComplete="off"
        maxLength={GROUP_NAME_MAX}
        value={draft}
        error={invalid ?? undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          setInvalid(null);
        }}
      />
      <FormError error={rename.error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={rename.isPending}>
          Save name
        </Button>
        <Button variant="outline" onClick={onDone} disabled={rename.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
