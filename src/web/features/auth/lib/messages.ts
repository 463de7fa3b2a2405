import { invalidCredentialsMessage, invalidInviteMessage, passwordResetMessage, sessionExpiredMessage } from '../../../../contract/auth';

/** The words of product §A8 for the visitor screens, exactly as written there; the server's own come from the contract. */
export const authMessages = {
  loginFailed: { title: 'Login Failed', description: invalidCredentialsMessage },
  resetFailed: { title: 'Error', description: 'Failed to process password reset request' },
  resetSent: passwordResetMessage,
  inviteInvalid: { title: 'Invalid Invite', fallback: 'This invitation code is invalid or has expired.' },
  invitePageInvalid: invalidInviteMessage,
  redeemFailed: { title: 'Redemption Failed', fallback: 'Failed to redeem invitation code.' },
  signupFailed: { title: 'Signup Failed', description: 'Failed to create account. Please try again.' },
  sessionExpired: sessionExpiredMessage,
} as const;

/** How long 'Account Created' shows before the app opens, the golfer signed in by the redemption (product §A9, issue 34). */
export const REDIRECT_AFTER_REDEEM_MS = 1500;
