/** The support address the public pages and the signup notice show (spec 000 §1-2); SUPPORT_EMAIL on the server. */
export const SUPPORT_EMAIL = 'support@dormie.golf';
