import type { AdminUser } from '../../../../contract/account-responses';
import { userFullName, userShownName } from '../../../../contract/user';
import { formatDate } from '../../../lib/format';
import { UserActions } from './user-actions';
import { UserStatusBadges } from './user-status-badges';

/** One account in the admin's user list. */
export function UserCard({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  // The admin tells accounts apart by the person's real names first; without them, by the name others see.
  const name = userFullName(user) || userShownName(user);
  return (
    <article aria-label={`${name} (@${user.username})`} className="grid h-full gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold">{name}</h3>
          <p className="truncate text-sm text-muted-foreground">@{user.username}</p>
        </div>
        <UserStatusBadges user={user} isSelf={isSelf} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">E-mail</dt>
        <dd className="truncate">{user.email ?? '—'}</dd>
        <dt className="text-muted-foreground">Player ID</dt>
        <dd className="font-mono">#{user.userNumber}</dd>
        <dt className="text-muted-foreground">Trial ends</dt>
        <dd>{user.trialEndsAt ? formatDate(user.trialEndsAt) : '—'}</dd>
      </dl>
      <UserActions user={user} isSelf={isSelf} />
    </article>
  );
}
