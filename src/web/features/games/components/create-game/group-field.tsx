import type { GroupSummary } from '../../../../../contract/groups-responses';
import { Label } from '../../../../components/ui/label';

type GroupFieldProps = { groups: readonly GroupSummary[]; value: string | null; onChange: (groupId: string | null) => void };

const NO_GROUP = '';

/**
 * The Group the game is played in (product §R18): No group, or one of the golfer's groups, whose ledger the completed
 * game counts in. A native select: phones show their own picker, large and familiar.
 */
export function GroupField({ groups, value, onChange }: GroupFieldProps) {
  const id = 'create-game-group';
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Group</Label>
      <select
        id={id}
        value={value ?? NO_GROUP}
        onChange={(event) => onChange(event.target.value === NO_GROUP ? null : event.target.value)}
        aria-describedby={`${id}-hint`}
        className="h-11 w-full rounded-lg border border-input bg-background px-3 text-base focus-visible:outline-2 focus-visible:outline-ring/40 sm:h-10 sm:text-sm"
      >
        <option value={NO_GROUP}>No group</option>
        {groups.map((group) => (
          <option key={group.id} value={group.id}>
            {group.name}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        A group game counts in the group&apos;s ledger, and its players are the group&apos;s members and guests.
      </p>
    </div>
  );
}
