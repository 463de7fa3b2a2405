import { UsersIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { Profile } from '../../../../../contract/profile';
import { Badge } from '../../../../components/ui/badge';
import { buttonVariants } from '../../../../components/ui/button';
import { UserAvatar } from '../../../../components/user-avatar';
import { CopyPlayerIdButton } from './copy-player-id-button';
import { indexInputText } from '../../../../lib/handicap-index';
import { HandicapDialog } from './handicap-dialog';
import { HandicapIndexDialog } from './handicap-index-dialog';
import { handicapText } from './handicap-text';

/**
 * The profile's header (product §G2 Profile): picture, name, the Admin badge (a link to /admin for a viewer who is
 * one), the e-mail on one's own profile only, Player ID with Copy ID, and the handicap and Handicap Index (product
 * §R12), each editable by its owner.
 * A limited view (product §G6) has no handicap to show.
 */
export function ProfileHeader({ profile, viewerIsAdmin }: { profile: Profile; viewerIsAdmin: boolean }) {
  const { user, view } = profile;
  return (
    <header className="grid gap-5">
      <div className="flex items-center gap-4">
        <UserAvatar user={user} name={user.name} className="size-16 shrink-0 text-xl sm:size-20 sm:text-2xl" />
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-x-3">
            <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{user.name}</h1>
            {user.isAdmin ? <AdminBadge linked={viewerIsAdmin} /> : null}
          </div>
          {user.email ? <p className="text-sm break-all text-muted-foreground">{user.email}</p> : null}
          {view === 'own' ? (
            <Link to="/app/groups" className={buttonVariants({ variant: 'outline', size: 'sm', className: 'mt-1 justify-self-start' })}>
              <UsersIcon aria-hidden />
              Groups
            </Link>
          ) : null}
        </div>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="flex items-center justify-between gap-3 rounded-xl border bg-card px-4 py-3">
          <div>
            <dt className="text-sm font-medium text-muted-foreground">Player ID</dt>
            <dd className="font-mono text-xl font-semibold">#{user.userNumber}</dd>
          </div>
          <CopyPlayerIdButton userNumber={user.userNumber} />
        </div>
        {view === 'limited' ? null : (
          <div className="flex items-center justify-between gap-3 rounded-xl border bg-card px-4 py-3">
            <div>
              <dt className="text-sm font-medium text-muted-foreground">Handicap</dt>
              <dd className="text-xl font-semibold tabular-nums" data-testid="profile-handicap">
                {handicapText(user.handicap)}
              </dd>
            </div>
            {view === 'own' ? <HandicapDialog handicap={user.handicap} /> : null}
          </div>
        )}
        {view === 'limited' ? null : (
          <div className="flex items-center justify-between gap-3 rounded-xl border bg-card px-4 py-3">
            <div>
              <dt className="text-sm font-medium text-muted-foreground">Handicap Index</dt>
              <dd className="text-xl font-semibold tabular-nums" data-testid="profile-handicap-index">
                {indexInputText(user.handicapIndex) || 'Not set'}
              </dd>
            </div>
            {view === 'own' ? <HandicapIndexDialog handicapIndex={user.handicapIndex} /> : null}
          </div>
        )}
      </dl>
    </header>
  );
}

/** 'Admin' (product §G2): for an admin viewer a link to the panel, 44 px tall to tap; for anyone else just the badge. */
function AdminBadge({ linked }: { linked: boolean }) {
  const badge = <Badge variant="sand">Admin</Badge>;
  if (!linked) return badge;
  return (
    <Link to="/admin" className="inline-flex min-h-11 items-center rounded-full focus-visible:outline-2 focus-visible:outline-ring" aria-label="Admin: open the admin panel">
      {badge}
    </Link>
  );
}
