/** Failure toast titles of spec 001 §8, exactly as written there; each carries the server's message. */
export const adminFailures = {
  extendTrial: 'Failed to extend trial',
  grantLifetime: 'Failed to grant lifetime access',
  deleteUser: 'Failed to delete user',
  createUser: 'Failed to create user',
  createInvitation: 'Failed to send invitation',
  sendInvitationEmail: 'Failed to send invitation email',
  revokeInvitation: 'Failed to revoke invitation',
} as const;

/** An admin's Extend Trial adds this many days (spec 001 §9). */
export const EXTEND_TRIAL_DAYS = 30;

/** The admin create-user form's message for a missing username, e-mail or password (spec 001 §5). */
export const REQUIRED_FIELDS_MESSAGE = 'Validation Error: Please fill in all required fields';
