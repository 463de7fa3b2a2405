/** Failure toast titles of product §G8, exactly as written there; each carries the server's message. */
export const adminFailures = {
  extendTrial: 'Failed to extend trial',
  grantLifetime: 'Failed to grant lifetime access',
  deleteUser: 'Failed to delete user',
  createUser: 'Failed to create user',
  createInvitation: 'Failed to send invitation',
  sendInvitationEmail: 'Failed to send invitation email',
  revokeInvitation: 'Failed to revoke invitation',
  grantAchievement: 'Failed to grant achievement',
} as const;
