import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PlusIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { CreateGroupSchema, GROUP_NAME_MAX } from '../../../../contract/groups';
import { TextField } from '../../../components/text-field';
import { Button } from '../../../components/ui/button';
import { groupKey, groupsKey } from '../../../lib/groups-keys';
import { createGroup } from '../api/group-calls';
import { FormError } from './form-error';

/** 'Create group' (product §R18): the name, checked with the contract's rule, then the new group's screen. */
export function CreateGroupForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: createGroup,
    onSuccess: (group) => {
      queryClient.setQueryData(groupKey(group.id), group);
      void queryClient.invalidateQueries({ queryKey: groupsKey, exact: true });
      void navigate(`/app/groups/${group.id}`);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = CreateGroupSchema.safeParse({ name });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? 'Group name is required');
      return;
    }
    setInvalid(null);
    create.mutate(parsed.data.name);
  }

  return (
    <form aria-label="Create group" onSubmit={submit} noValidate className="grid gap-3 rounded-xl border bg-card p-4 sm:p-5">
      <h2 className="text-lg font-semibold">Create group</h2>
      <TextField
        id="group-name"
        label="Group name"
        autoComplete="off"
        maxLength={GROUP_NAME_MAX}
        placeholder="Saturday four-ball"
        value={name}
        error={invalid ?? undefined}
        onChange={(event) => {
          setName(event.target.value);
          setInvalid(null);
        }}
      />
      <FormError error={create.error} />
      <Button type="submit" className="justify-self-start" disabled={create.isPending}>
        <PlusIcon aria-hidden />
        Create group
      </Button>
    </form>
  );
}
