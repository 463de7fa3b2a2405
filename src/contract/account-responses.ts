import { z } from 'zod';
import { subscriptionStatuses } from './access';

// Shapes of the accounts API's answers (issue 3), so the web client parses what crosses the wire instead of
// asserting it. Dates travel as ISO strings.

const isoDate = z.iso.datetime({ offset: true });

/** GET /api/auth/user and POST /api/login/local (product §A3); never carries password material. */
export const CurrentUserSchema = z.object({
  id: z.string(),
  userNumber: z.number().int(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  displayName: z.string().nullable(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  bio: z.string().nullable(),
  handicap: z.number().nullable(),
  /** The golfer's Handicap Index (product §R12): one decimal, a plus index negative (+1.2 is -1.2); null until given. */
  handicapIndex: z.number().nullable(),
  isAdmin: z.boolean(),
  friendsOnlyGameAdd: z.boolean(),
  /** Where group members may pay this golfer (product §R18); null when not given. */
  paypalMe: z.string().nullable(),
  venmo: z.string().nullable(),
  cashtag: z.string().nullable(),
  subscriptionStatus: z.enum(subscriptionStatuses),
  trialEndsAt: isoDate.nullable(),
  subscriptionCancelAt: isoDate.nullable(),
  paymentGracePeriodEndsAt: isoDate.nullable(),
  stripeCustomerId: z.string().nullable(),
  mustChangePassword: z.boolean(),
  hasAccess: z.boolean(),
  createdAt: isoDate,
});
/** The signed-in user as GET /api/auth/user returns it; dates travel as ISO strings. */
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

/**
 * Sent with GET /api/auth/user by the app's "am I signed in?" read (set to '1'): signed out, the call then answers 200
 * with null instead of 401. The browser logs every 4xx answer as a console error, so a 401 there would log one on
 * each signed-out visit to /login or an invitation (issue 34). Without it the call answers 401 signed out.
 */
export const SIGNED_OUT_AS_NULL_HEADER = 'x-signed-out-as-null';

/** A row of GET /api/admin/users: the client's user plus account dates. */
export const AdminUserSchema = CurrentUserSchema.extend({
  lastLoginAt: isoDate.nullable(),
  updatedAt: isoDate,
});
export type AdminUser = z.infer<typeof AdminUserSchema>;
export const AdminUserListSchema = z.array(AdminUserSchema);

/** POST /api/validate-invite (product §A3): what the invitation already says about the golfer. */
export const InviteValidationSchema = z.object({
  email: z.string(),
  username: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});
export type InviteValidation = z.infer<typeof InviteValidationSchema>;

export const invitationStatuses = ['active', 'used', 'revoked'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

/** An invitation as the admin endpoints return it; the list adds who created and who used it. */
export const InvitationSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  username: z.string().nullable(),
  trialDays: z.number().int(),
  isActive: z.boolean(),
  status: z.enum(invitationStatuses),
  sentAt: isoDate.nullable(),
  createdAt: isoDate,
  usedAt: isoDate.nullable(),
  revokedAt: isoDate.nullable(),
  usedByUsername: z.string().nullable().optional(),
  createdByUsername: z.string().nullable().optional(),
});
export type Invitation = z.infer<typeof InvitationSchema>;
export const InvitationListSchema = z.array(InvitationSchema);

/** POST .../send and .../revoke answer a message with the updated invitation. */
export const InvitationActionSchema = z.object({ message: z.string(), invitation: InvitationSchema });

/** GET /api/admin/outbox: 'outbox' when SMTP is not configured and mail is kept for the admin to read. */
export const OutboxSchema = z.object({
  mode: z.enum(['smtp', 'outbox']),
  messages: z.array(
    z.object({
      id: z.number().int(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      createdAt: isoDate,
    }),
  ),
});
export type Outbox = z.infer<typeof OutboxSchema>;
export type OutboxMessage = Outbox['messages'][number];

/** The `{message}` answers of calls that return nothing else worth reading. */
export const MessageSchema = z.object({ message: z.string() });
