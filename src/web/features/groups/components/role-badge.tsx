import type { GroupRole } from '../../../../contract/groups-responses';
import { Badge } from '../../../components/ui/badge';

const ROLE_LABELS = { owner: 'Owner', member: 'Member', guest: 'Guest' } as const satisfies Record<GroupRole, string>;
const ROLE_VARIANTS = { owner: 'sand', member: 'secondary', guest: 'outline' } as const satisfies Record<GroupRole, 'sand' | 'secondary' | 'outline'>;

/** A member's role in the group (product §R18): Owner, Member or Guest. */
export function RoleBadge({ role }: { role: GroupRole }) {
  return <Badge variant={ROLE_VARIANTS[role]}>{ROLE_LABELS[role]}</Badge>;
}
