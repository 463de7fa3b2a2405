import { ChevronRightIcon, UsersIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { GroupSummary } from '../../../../contract/groups-responses';
import { formatCount } from '../../../lib/format';
import { RoleBadge } from './role-badge';

/** The caller's groups (GET /api/groups), each a link to its screen with the caller's role and the member count. */
export function GroupList({ groups }: { groups: readonly GroupSummary[] }) {
  if (groups.length === 0) {
    return <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">You are not in any group yet. Create one for your regular game.</p>;
  }
  return (
    <ul aria-label="My groups" className="grid gap-2">
      {groups.map((group) => (
        <li key={group.id}>
          <Link
            to={`/app/groups/${group.id}`}
            className="flex min-h-14 items-center gap-3 rounded-xl border bg-card px-4 py-3 transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <UsersIcon className="size-5 shrink-0 text-primary" aria-hidden />
            <span className="grid min-w-0 flex-1 gap-0.5">
              <span className="font-semibold break-words">{group.name}</span>
              <span className="text-sm text-muted-foreground">{formatCount(group.memberCount, 'member')}</span>
            </span>
            <RoleBadge role={group.role} />
            <ChevronRightIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          </Link>
        </li>
      ))}
    </ul>
  );
}
