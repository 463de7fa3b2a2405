import { userHasAccess } from '../../contract/access';
import type { CurrentUser } from '../../contract/user';
import type { UserRow } from './repository';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A stored Handicap Index (tenths) as the API answers it: the decimal, 142 as 14.2, -12 as -1.2 (product §R12). */
export const indexDecimalOf = (tenths: number | null): number | null => (tenths === null ? null : tenths / 10);

/** The user as the client sees it (product §A3): no password, temporary password or provider subject. */
export function toCurrentUser(user: UserRow, now = new Date()): CurrentUser {
  return {
    id: user.id,
    userNumber: user.userNumber,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    displayName: user.displayName,
    username: user.username,
    avatarUrl: user.avatarUrl,
    profileImageUrl: user.profileImageUrl,
    bio: user.bio,
    handicap: user.handicap,
    handicapIndex: indexDecimalOf(user.handicapIndex),
    isAdmin: user.isAdmin,
    friendsOnlyGameAdd: user.friendsOnlyGameAdd,
    paypalMe: user.paypalMe,
    venmo: user.venmo,
    cashtag: user.cashtag,
    subscriptionStatus: user.subscriptionStatus,
    trialEndsAt: iso(user.trialEndsAt),
    subscriptionCancelAt: iso(user.subscriptionCancelAt),
    paymentGracePeriodEndsAt: iso(user.paymentGracePeriodEndsAt),
    stripeCustomerId: user.stripeCustomerId,
    mustChangePassword: user.mustChangePassword,
    hasAccess: userHasAccess(user, now),
    createdAt: user.createdAt.toISOString(),
  };
}
