import { cn } from '../lib/utils';

/** What an avatar needs of a user: the picture, if any, and the names its initials come from. */
export type AvatarUser = {
  avatarUrl: string | null;
  profileImageUrl?: string | null;
  firstName: string | null;
  lastName: string | null;
};

/** Initials from the names the user has: "Sam Reed" -> "SR"; without names, the first letter of the name shown ("sammy" -> "S"). */
export function initialsOf(user: Pick<AvatarUser, 'firstName' | 'lastName'>, shownName: string): string {
  const fromNames = [user.firstName, user.lastName].filter(Boolean).map((name) => name?.[0] ?? '');
  const initials = fromNames.length > 0 ? fromNames.join('') : shownName.slice(0, 1);
  return initials.toUpperCase();
}

/**
 * The user's picture, or their initials on the brand green; `name` is the one name they are shown by (userShownName).
 * Decorative: the surrounding control or heading names the user.
 */
export function UserAvatar({ user, name, className }: { user: AvatarUser; name: string; className?: string }) {
  const src = user.avatarUrl || user.profileImageUrl;
  return (
    <span
      className={cn('flex size-10 items-center justify-center overflow-hidden rounded-full bg-primary text-sm font-bold text-primary-foreground', className)}
      aria-hidden
    >
      {src ? <img src={src} alt="" className="size-full object-cover" /> : initialsOf(user, name)}
    </span>
  );
}
