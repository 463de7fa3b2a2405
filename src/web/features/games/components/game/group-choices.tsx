import { useQuery } from '@tanstack/react-query';
import { UserPlusIcon } from 'lucide-react';
import { useId } from 'react';
import type { GamePlayer } from '../../../../../contract/games-responses';
import { Button } from '../../../../components/ui/button';
import { groupDetailQuery } from '../../../../lib/groups-queries';
import { additionOf, groupChoicesOf, type PlayerAddition } from '../../lib/group-choices';

type GroupChoicesProps = {
  groupId: string;
  players: readonly GamePlayer[];
  disabled: boolean;
  /** Adds the member with the handicap and team the fields below hold. */
  onAdd: (addition: PlayerAddition) => void;
};

/**
 * A group game's members and guests not yet playing, one tap to add each (product §R18): golfers by their Player ID,
 * guests by name. Loaded with its own chunk, only in a group game's lobby, so the game screen's first download does
 * not carry it (issue 17). Nothing shows while the group loads, if it cannot be read, or once everyone plays.
 */
export function GroupChoices({ groupId, players, disabled, onAdd }: GroupChoicesProps) {
  const titleId = useId();
  const { data: group } = useQuery(groupDetailQuery(groupId));
  const choices = group ? groupChoicesOf(group, players) : [];
  if (!group || choices.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="grid gap-2">
      <div>
        <h3 id={titleId} className="text-sm font-medium">
          From {group.name}
        </h3>
        <p className="text-xs text-muted-foreground">Tap to add. The handicap and team below apply.</p>
      </div>
      <ul className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <li key={choice.memberId}>
            <Button type="button" variant="outline" className="h-11" disabled={disabled} aria-label={`Add ${choice.name}`} onClick={() => onAdd(additionOf(choice))}>
              <UserPlusIcon aria-hidden />
              {choice.name}
              <span className="text-xs font-normal text-muted-foreground">{choice.kind === 'golfer' ? `ID ${String(choice.userNumber)}` : 'Guest'}</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
