import { PencilIcon } from 'lucide-react';
import { useState } from 'react';
import type { GroupDetail, GroupRole } from '../../../../contract/groups-responses';
import { Button } from '../../../components/ui/button';
import { DeleteGroupButton } from './delete-group-button';
import { FormError } from './form-error';
import { RenameGroupForm } from './rename-group-form';
import { RoleBadge } from './role-badge';

/** The group's name and the caller's role; for the owner, Rename and Delete group (with the server's refusal shown). */
export function GroupHeader({ group, myRole }: { group: GroupDetail; myRole: GroupRole }) {
  const [renaming, setRenaming] = useState(false);
  const [refusal, setRefusal] = useState<unknown>(null);
  const isOwner = myRole === 'owner';
  return (
    <header className="grid gap-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words sm:text-3xl">{group.name}</h1>
        <RoleBadge role={myRole} />
      </div>
      {isOwner && renaming ? <RenameGroupForm groupId={group.id} name={group.name} onDone={() => setRenaming(false)} /> : null}
      {isOwner && !renaming ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setRenaming(true)}>
            <PencilIcon aria-hidden />
            Rename
          </Button>
          <DeleteGroupButton groupId={group.id} name={group.name} onRefused={setRefusal} />
        </div>
      ) : null}
      <FormError error={refusal} />
    </header>
  );
}
