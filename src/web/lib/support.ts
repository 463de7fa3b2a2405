/** The support address the public pages and the signup notice show (product §A1-§A2); SUPPORT_EMAIL on the server. */
export const SUPPORT_EMAIL = 'support@dormie.golf';
