import { ChevronDownIcon, ChevronRightIcon, UserRoundIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SheetClose } from '../../../components/ui/sheet';
import { type FriendUser, userDisplayName } from './friend-name';
import { FriendGames } from './friend-games';
import { RemoveFriendDialog } from './remove-friend-dialog';

/**
 * One friend: online dot, name and Player ID, the toggle revealing their active games, a link to their profile (which
 * closes the panel), and the remove button (product §A2; issue 14).
 */
export function FriendRow({ friend, online }: { friend: FriendUser; online: boolean }) {
  const [showGames, setShowGames] = useState(false);
  const name = userDisplayName(friend);
  return (
    <li className="rounded-lg border p-2" data-testid="friend-row">
      <div className="flex items-center gap-2">
        <button
          type="button"
          className="flex min-h-11 min-w-0 flex-1 cursor-pointer items-center gap-2 rounded-md px-1 text-left hover:bg-accent"
          aria-expanded={showGames}
          aria-label={`${showGames ? 'Hide' : 'Show'} ${name}'s active games`}
          onClick={() => setShowGames((shown) => !shown)}
        >
          {showGames ? <ChevronDownIcon className="size-4 shrink-0" aria-hidden /> : <ChevronRightIcon className="size-4 shrink-0" aria-hidden />}
          <span
            className={`size-2.5 shrink-0 rounded-full ${online ? 'bg-emerald-500' : 'bg-muted-foreground/40'}`}
            role="img"
            aria-label={online ? 'Online' : 'Offline'}
            data-online={online}
          />
          <span className="min-w-0">
            <span className="block truncate text-sm font-medium">{name}</span>
            <span className="block text-xs text-muted-foreground">#{friend.userNumber}</span>
          </span>
        </button>
        <SheetClose asChild>
          <Link
            to={`/app/profile/${friend.id}`}
            className="flex size-11 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground sm:size-9"
          >
            <UserRoundIcon className="size-4" aria-hidden />
            <span className="sr-only">View {name}'s profile</span>
          </Link>
        </SheetClose>
        <RemoveFriendDialog friendId={friend.id} name={name} />
      </div>
      {showGames ? <FriendGames friendId={friend.id} /> : null}
    </li>
  );
}
