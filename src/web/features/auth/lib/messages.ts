/** The words of spec 000 §8 for the visitor screens, exactly as written there. */
export const authMessages = {
  loginFailed: { title: 'Login Failed', description: 'Invalid username or password' },
  resetFailed: { title: 'Error', description: 'Failed to process password reset request' },
  resetSent: "If an account exists, you'll receive an email with password reset instructions shortly.",
  inviteInvalid: { title: 'Invalid Invite', fallback: 'This invitation code is invalid or has expired.' },
  invitePageInvalid: 'This invitation code is invalid or has already been used.',
  redeemFailed: { title: 'Redemption Failed', fallback: 'Failed to redeem invitation code.' },
  signupFailed: { title: 'Signup Failed', description: 'Failed to create account. Please try again.' },
  sessionExpired: 'Session expired',
} as const;

/** Redirect to the sign-in page after an account is created (spec 000 §9). */
export const REDIRECT_AFTER_REDEEM_MS = 1500;
