import { type CurrentUser, userShownName } from '../../../../contract/user';
import { cn } from '../../../lib/utils';

/** Initials from the names the user has: "Sam Reed" -> "SR", "sammy" -> "S". */
export function initialsOf(user: Pick<CurrentUser, 'firstName' | 'lastName' | 'displayName' | 'username'>): string {
  const fromNames = [user.firstName, user.lastName].filter(Boolean).map((name) => name?.[0] ?? '');
  const initials = fromNames.length > 0 ? fromNames.join('') : userShownName(user).slice(0, 1);
  return initials.toUpperCase();
}

/** The user's picture, or their initials on the brand green. Decorative: the surrounding control is labelled. */
export function UserAvatar({ user, className }: { user: CurrentUser; className?: string }) {
  const src = user.avatarUrl || user.profileImageUrl;
  return (
    <span
      className={cn('flex size-10 items-center justify-center overflow-hidden rounded-full bg-primary text-sm font-bold text-primary-foreground', className)}
      aria-hidden
    >
      {src ? <img src={src} alt="" className="size-full object-cover" /> : initialsOf(user)}
    </span>
  );
}
