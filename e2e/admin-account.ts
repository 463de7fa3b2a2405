/** The administrator the browser tests' server is started with (ADMIN_USERNAME / ADMIN_PASSWORD). */
export const e2eAdmin = { username: 'e2eadmin', password: 'E2e-Admin-Passw0rd!' };
