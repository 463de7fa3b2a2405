/** Failure toast titles of the Settings tab (product §G8), exactly as written there; each carries the server's message. */
export const settingsFailure = 'Failed to update settings';
export const passwordFailure = 'Failed to change password';
