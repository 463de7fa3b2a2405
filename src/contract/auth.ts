import { z } from 'zod';
import { subscriptionStatuses, TRIAL_DAYS } from './access';
import { HandicapSchema } from './handicap';
import { boundedText, textMax } from './text';

// Messages are the ones the spec shows users (product §A5, §G5); the server sends the same ones.

export const invalidInviteMessage = 'This invitation code is invalid or has already been used.';
export const passwordResetMessage = "If an account exists, you'll receive an email with password reset instructions shortly.";
export const sessionExpiredMessage = 'Session expired';
export const invalidCredentialsMessage = 'Invalid username or password';
/** A 403 for every other call while a temporary password is in use (issue 8). */
export const passwordChangeRequiredMessage = 'Please choose a new password before continuing.';

export const UsernameSchema = boundedText(textMax.username, `Username must be at most ${textMax.username} characters`, {
  error: 'Username must be at least 3 characters',
})
  .min(3, 'Username must be at least 3 characters')
  .regex(/^[A-Za-z0-9_]+$/, 'Username can only contain letters, numbers, and underscores');

/** A first, last or display name: one line, at most 60 characters. */
const personName = (tooLong: string, error?: string) => boundedText(textMax.personName, tooLong, { error });
export const FirstNameSchema = personName('First name is too long', 'First name is required').min(1, 'First name is required');
export const LastNameSchema = personName('Last name is too long', 'Last name is required').min(1, 'Last name is required');
const emailTooLong = `Email must be at most ${textMax.email} characters`;
export const EmailSchema = boundedText(textMax.email, emailTooLong, { error: 'Please enter a valid email address' })
  .toLowerCase()
  .pipe(z.email('Please enter a valid email address'));

const passwordTooLong = `Password must be at most ${textMax.password} characters`;
/** Any password field: never trimmed, at most 200 characters (hashing a longer one would only cost the server). */
const passwordText = (error?: string) => z.string(error ? { error } : undefined).max(textMax.password, passwordTooLong);

export const PasswordSchema = passwordText('Password must be at least 8 characters').min(8, 'Password must be at least 8 characters');

/** The characters product §G5 counts as special. */
export const passwordSpecialCharacters = '!@#$%^&*(),.?":{}|<>';
const specialCharacter = /[!@#$%^&*(),.?":{}|<>]/;

/** How the stronger rule reads under a new-password field (the profile's Security form, the forced change, admin create). */
export const strongPasswordHint = `At least 8 characters, with an uppercase letter and a special character (${passwordSpecialCharacters}).`;

/** The stronger rule for profile changes, the forced change and admin-created users (product §R10). */
export const StrongPasswordSchema = PasswordSchema.regex(/[A-Z]/, 'Password must contain at least one uppercase letter').regex(
  specialCharacter,
  'Password must contain at least one special character',
);

export const LoginSchema = z.object({
  // Any username that could exist; longer ones are refused before the throttle or the hash sees them.
  username: boundedText(textMax.username, invalidCredentialsMessage, { error: 'Username is required' }).min(1, 'Username is required'),
  password: passwordText('Password is required').min(1, 'Password is required'),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export const ForgotPasswordSchema = z.object({
  usernameOrEmail: boundedText(textMax.email, emailTooLong, { error: 'Username or email is required' }).min(1, 'Username or email is required'),
});

export const InviteCodeSchema = z.object({
  code: boundedText(textMax.inviteCode, invalidInviteMessage, { error: 'Invitation code is required' })
    .toUpperCase()
    .regex(/^[A-Z0-9]{8}$/, invalidInviteMessage),
});

/** What the invite page and POST /api/redeem-invite accept; names are checked again when the invite lacks them. */
export const RedeemInviteSchema = z
  .object({
    code: InviteCodeSchema.shape.code,
    password: PasswordSchema,
    confirmPassword: passwordText().optional(),
    firstName: FirstNameSchema.optional(),
    lastName: LastNameSchema.optional(),
    username: UsernameSchema.optional(),
  })
  .refine((input) => input.confirmPassword === undefined || input.confirmPassword === input.password, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type RedeemInviteInput = z.infer<typeof RedeemInviteSchema>;
/** What the invite page sends: the names and username only when the golfer typed them (product §A7). */
export type RedeemInviteBody = z.input<typeof RedeemInviteSchema>;

export const SignupSchema = z.object({
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  username: UsernameSchema,
  email: EmailSchema,
});

/** Profile change (current password required) and forced change (current password sent empty). */
export const ChangePasswordSchema = z
  .object({
    currentPassword: passwordText().default(''),
    newPassword: StrongPasswordSchema,
    confirmPassword: passwordText('Please confirm your password').min(1, 'Please confirm your password'),
  })
  .refine((input) => input.newPassword === input.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });

/** An invitation's trial: 1-365 days, 30 by default (product §G9); the database checks the same range. */
export const INVITATION_TRIAL_DAYS = { min: 1, max: 365, default: TRIAL_DAYS } as const;
const trialDaysRange = `Trial days must be between ${INVITATION_TRIAL_DAYS.min} and ${INVITATION_TRIAL_DAYS.max}`;

export const CreateInvitationSchema = z.object({
  email: boundedText(textMax.email, emailTooLong, { error: 'Please provide an email address' })
    .min(1, 'Please provide an email address')
    .toLowerCase()
    // Product §G5 gives one message for "valid and required".
    .pipe(z.email('Please provide an email address')),
  trialDays: z.coerce
    .number({ error: 'Trial days must be a number' })
    .int('Trial days must be a whole number')
    .min(INVITATION_TRIAL_DAYS.min, trialDaysRange)
    .max(INVITATION_TRIAL_DAYS.max, trialDaysRange)
    .default(INVITATION_TRIAL_DAYS.default),
  firstName: FirstNameSchema.optional(),
  lastName: LastNameSchema.optional(),
  username: UsernameSchema.optional(),
});

/** The admin create-user form's message for a missing username, e-mail or password (product §G5). */
export const REQUIRED_FIELDS_MESSAGE = 'Validation Error: Please fill in all required fields';
const requiredFields = REQUIRED_FIELDS_MESSAGE;
export const AdminCreateUserSchema = z.object({
  username: z.string({ error: requiredFields }).trim().min(1, requiredFields).pipe(UsernameSchema),
  email: z.string({ error: requiredFields }).trim().min(1, requiredFields).pipe(EmailSchema),
  password: z.string({ error: requiredFields }).min(1, requiredFields).pipe(StrongPasswordSchema),
  firstName: personName('First name is too long').optional(),
  lastName: personName('Last name is too long').optional(),
  subscriptionStatus: z.enum(['trial', 'active', 'lifetime']).default('trial'),
});

/** An admin's Extend Trial adds this many days (product §G9). */
export const EXTEND_TRIAL_DAYS = 30;
// An extension takes the same 1-365 days an invitation's trial does.
const extendDaysRange = `Days must be between ${INVITATION_TRIAL_DAYS.min} and ${INVITATION_TRIAL_DAYS.max}`;
export const ExtendTrialSchema = z.object({
  days: z.coerce.number().int().min(INVITATION_TRIAL_DAYS.min, extendDaysRange).max(INVITATION_TRIAL_DAYS.max, extendDaysRange).default(EXTEND_TRIAL_DAYS),
});

/** PATCH /api/admin/users/{id}: the account fields an admin may correct (product §G7). */
/** An optional, clearable ISO 8601 date-time field of an admin correction, named in its message. */
function isoDateTime(field: string) {
  const message = `${field} must be an ISO date-time`;
  return z.iso.datetime({ offset: true, error: message }).max(40, message).nullable().optional();
}

export const AdminUpdateUserSchema = z
  .object({
    firstName: personName('First name is too long').nullable().optional(),
    lastName: personName('Last name is too long').nullable().optional(),
    displayName: personName('Display name is too long').min(1, 'Display name cannot be empty').optional(),
    username: UsernameSchema.optional(),
    email: EmailSchema.optional(),
    handicap: HandicapSchema.nullable().optional(),
    isAdmin: z.boolean().optional(),
    subscriptionStatus: z.enum(subscriptionStatuses).optional(),
    trialEndsAt: isoDateTime('trialEndsAt'),
    subscriptionCancelAt: isoDateTime('subscriptionCancelAt'),
    paymentGracePeriodEndsAt: isoDateTime('paymentGracePeriodEndsAt'),
  })
  .strict();

/** The subscription dates an admin may correct (product §G3): null clears one. */
export const adminSubscriptionDates = ['trialEndsAt', 'subscriptionCancelAt', 'paymentGracePeriodEndsAt'] as const;

/**
 * GET /api/signup: the ways in a visitor's screens offer. `open`: self-signup (ALLOW_SIGNUP), closed during the
 * private beta. `socialSignIn`: an OpenID Connect provider is configured, so /api/login leads somewhere (issue 12).
 */
export const SignupStatusSchema = z.object({ open: z.boolean(), socialSignIn: z.boolean() });
export type SignupStatus = z.infer<typeof SignupStatusSchema>;
