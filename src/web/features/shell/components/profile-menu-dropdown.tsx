import { CheckIcon, CopyIcon, LogOutIcon, MoonIcon, SunIcon, UserIcon, UsersIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { type CurrentUser, userShownName } from '../../../../contract/user';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { useCopyPlayerId } from '../../../hooks/use-copy-player-id';
import { useTheme } from '../../../lib/theme';
import { signOut } from '../lib/session-channel';

type ProfileMenuDropdownProps = { user: CurrentUser; trigger: ComponentProps<'button'> };

/** ProfileMenu once loaded: the dropdown of product §A2, opened at first. */
export function ProfileMenuDropdown({ user, trigger }: ProfileMenuDropdownProps) {
  const { copied, copyPlayerId } = useCopyPlayerId(user.userNumber);
  const { theme, toggleTheme } = useTheme('app');
  const name = userShownName(user);

  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger {...trigger} />
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="grid gap-0.5 font-normal">
          <span className="truncate font-semibold">{name}</span>
          <span className="truncate text-xs text-muted-foreground">@{user.username}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={`/app/profile/${user.id}`}>
            <UserIcon aria-hidden />
            Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/app/groups">
            <UsersIcon aria-hidden />
            Groups
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem
          // Stays open so the check mark can confirm the copy for its 2 seconds.
          onSelect={(event) => {
            event.preventDefault();
            void copyPlayerId();
          }}
        >
          {copied ? <CheckIcon className="text-success" aria-hidden /> : <CopyIcon aria-hidden />}
          <span className="flex-1">Player ID</span>
          <span className="font-mono text-xs font-semibold">#{user.userNumber}</span>
          <span className="sr-only">{copied ? '(copied)' : '(copy)'}</span>
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={(event) => {
            event.preventDefault();
            toggleTheme();
          }}
        >
          {theme === 'dark' ? <SunIcon aria-hidden /> : <MoonIcon aria-hidden />}
          {theme === 'dark' ? 'Light Mode' : 'Dark Mode'}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => signOut()}>
          <LogOutIcon aria-hidden />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
