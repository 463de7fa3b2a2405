import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CurrentUser } from '../../../../contract/user';
import { LogoMark } from '../../../components/logo';
import { Badge } from '../../../components/ui/badge';
import { AccountStatus } from './account-status';
import { AppTopNav } from './app-top-nav';
import { ProfileMenu } from './profile-menu';

/** The fixed top bar of the application shell (product §A2), with the app's places from lg up (issue 12). */
export function AppHeader({ user, actions }: { user: CurrentUser; actions?: ReactNode }) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b bg-background/95 pt-[env(safe-area-inset-top)] backdrop-blur-sm">
      {/* Sized so logo, name, Beta, the admin badge or Upgrade, and the 44 px Friends, bell and menu buttons fit one
          360px-wide phone row: below sm, Beta sits under the name rather than beside it (issue 34). */}
      <div className="mx-auto flex h-16 max-w-5xl items-center gap-1 px-3 sm:gap-2 sm:px-6">
        <div className="relative flex shrink-0 items-center gap-2">
          <Link to="/app" className="flex h-11 items-center gap-1.5 rounded-lg sm:gap-2" aria-label="Dormie dashboard">
            <LogoMark className="size-7 sm:size-8" />
            <span className="text-lg font-extrabold tracking-tight sm:text-xl">Dormie</span>
          </Link>
          <Badge
            variant="sand"
            className="px-1.5 py-0 text-[10px] tracking-wide uppercase max-sm:pointer-events-none max-sm:absolute max-sm:right-0 max-sm:-bottom-1.5 sm:px-2 sm:text-xs"
          >
            Beta
          </Badge>
        </div>
        <AppTopNav user={user} />
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <AccountStatus user={user} />
          {actions}
          <ProfileMenu user={user} />
        </div>
      </div>
    </header>
  );
}
