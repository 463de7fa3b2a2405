/** A user's subscription as stored and sent (product §R10). */
export const subscriptionStatuses = ['trial', 'active', 'expired', 'lifetime'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** The fields of a user that decide access (product §R10). Dates may arrive as strings over the wire. */
export type AccessFields = {
  isAdmin: boolean;
  subscriptionStatus: string;
  trialEndsAt: Date | string | null;
  paymentGracePeriodEndsAt: Date | string | null;
};

const isFuture = (value: Date | string | null, now: Date) => value !== null && new Date(value).getTime() > now.getTime();

/** True while a failed renewal's grace period runs: access holds and the card can still be updated (product §R10). */
export function inPaymentGrace(user: Pick<AccessFields, 'paymentGracePeriodEndsAt'>, now: Date): boolean {
  return isFuture(user.paymentGracePeriodEndsAt, now);
}

/**
 * True while the user is on the free trial: an admin never is, and a golfer is only while the status says 'trial'.
 * One who paid, or whose paid subscription ended ('expired'), has left the trial whatever trialEndsAt still says
 * (product §R10 and §A4: 'expired' is the state behind the expired dialog; an admin's Extend Trial sets
 * 'trial' again). Access and the trial's player limit both read it, so they cannot disagree.
 */
export function onFreeTrial(user: Pick<AccessFields, 'isAdmin' | 'subscriptionStatus'>): boolean {
  return !user.isAdmin && user.subscriptionStatus === 'trial';
}

/** True when the user may use the guarded app: admin, paid or lifetime, in a payment grace period, or in the trial. */
export function userHasAccess(user: AccessFields, now: Date): boolean {
  return (
    user.isAdmin ||
    user.subscriptionStatus === 'active' ||
    user.subscriptionStatus === 'lifetime' ||
    inPaymentGrace(user, now) ||
    (onFreeTrial(user) && isFuture(user.trialEndsAt, now))
  );
}

export const dayMs = 24 * 60 * 60 * 1000;

/** The free trial's length in days (product §A9): an invitation's default and an admin-created account's trial. */
export const TRIAL_DAYS = 30;

/** Whole days left in the trial, rounded up and never below 0 (product §A9), or null when not on a trial. */
export function trialDaysLeft(user: Pick<AccessFields, 'subscriptionStatus' | 'trialEndsAt'>, now: Date): number | null {
  if (user.subscriptionStatus !== 'trial' || user.trialEndsAt === null) return null;
  return Math.max(0, Math.ceil((new Date(user.trialEndsAt).getTime() - now.getTime()) / dayMs));
}

/** A game created by a golfer on the free trial holds at most this many players (product §A1, §A9). */
export const TRIAL_MAX_PLAYERS = 4;

/** Why a trial creator's game refuses a fifth player, and how to lift the limit. */
export const trialPlayerLimitMessage = `Games created on the free trial hold up to ${String(TRIAL_MAX_PLAYERS)} players. The game's creator can upgrade to Premium for bigger groups.`;

/** The most players a game may hold given who created it: the trial's limit while the creator is on trial. */
export function playerLimitFor(game: { maxPlayers: number }, creator: Pick<AccessFields, 'isAdmin' | 'subscriptionStatus'> | null): number {
  return creator !== null && onFreeTrial(creator) ? Math.min(game.maxPlayers, TRIAL_MAX_PLAYERS) : game.maxPlayers;
}
