import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { accountValues } from '../users/accounts';
import type { UsersRepository } from '../users/repository';
import { passwordHash, temporaryPassword } from './password';

/**
 * Creates the first administrator when none exists (product §R10). Without ADMIN_USERNAME/ADMIN_PASSWORD the
 * account is `admin` with a one-time password printed once to the log, to be changed at first sign-in.
 */
export async function bootstrapAdmin(users: UsersRepository, config: Pick<Config, 'ADMIN_USERNAME' | 'ADMIN_PASSWORD' | 'PASSWORD_HASH_COST'>, log: FastifyBaseLogger): Promise<void> {
  const fromEnv = Boolean(config.ADMIN_USERNAME && config.ADMIN_PASSWORD);
  if (await users.adminExists()) {
    if (fromEnv) log.info(seedOnlyNote);
    return;
  }

  const username = config.ADMIN_USERNAME ?? 'admin';
  const password = config.ADMIN_PASSWORD ?? temporaryPassword();
  // Two instances starting together: the second finds the username taken and leaves the first's admin.
  const created = await users.insertUnlessTaken(
    accountValues({
      username,
      email: `${username.toLowerCase()}@localhost`,
      firstName: 'Admin',
      password: await passwordHash(password, config.PASSWORD_HASH_COST),
      isAdmin: true,
      subscriptionStatus: 'lifetime',
      mustChangePassword: !fromEnv,
    }),
  );

  if (!created) {
    // A golfer already holds the username: say so, rather than print a password that opens nothing.
    if (!(await users.adminExists())) log.error(`no administrator created: the username "${username}" belongs to a non-admin account; set ADMIN_USERNAME and ADMIN_PASSWORD`);
    return;
  }

  if (fromEnv) {
    log.info({ username }, `created the first administrator from ADMIN_USERNAME. ${seedOnlyNote}`);
  } else {
    // Printed once, on purpose: it is the only way into a fresh install, and it must be changed at first sign-in.
    log.warn(`created the first administrator: username "${username}", temporary password "${password}" (change it at first sign-in)`);
  }
}

// ADMIN_PASSWORD is checked against the admin password rules at start (config.ts), but it is read only here.
const seedOnlyNote =
  'ADMIN_USERNAME and ADMIN_PASSWORD only seed the first start: an administrator exists now, so later changes to them do nothing; change the password in the app';
