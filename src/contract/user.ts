import type { SubscriptionStatus } from './auth';

/** The signed-in user as GET /api/auth/user returns it (spec 000 §3); never carries password material. */
export type CurrentUser = {
  id: string;
  userNumber: number;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
  username: string;
  avatarUrl: string | null;
  profileImageUrl: string | null;
  bio: string | null;
  handicap: number | null;
  isAdmin: boolean;
  friendsOnlyGameAdd: boolean;
  subscriptionStatus: SubscriptionStatus;
  trialEndsAt: string | null;
  subscriptionCancelAt: string | null;
  paymentGracePeriodEndsAt: string | null;
  stripeCustomerId: string | null;
  mustChangePassword: boolean;
  hasAccess: boolean;
  createdAt: string;
};
