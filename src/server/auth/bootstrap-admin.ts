import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { passwordHash, temporaryPassword } from './password';

/**
 * Creates the first administrator when none exists (rules.md §10). Without ADMIN_USERNAME/ADMIN_PASSWORD the
 * account is `admin` with a one-time password printed once to the log, to be changed at first sign-in.
 */
export async function bootstrapAdmin(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  if (await adminExists(db)) return;

  const fromEnv = Boolean(config.ADMIN_USERNAME && config.ADMIN_PASSWORD);
  const username = config.ADMIN_USERNAME ?? 'admin';
  const password = config.ADMIN_PASSWORD ?? temporaryPassword();
  const created = await db
    .insert(users)
    .values({
      username,
      email: `${username.toLowerCase()}@localhost`,
      firstName: 'Admin',
      displayName: 'Admin',
      password: await passwordHash(password),
      isAdmin: true,
      subscriptionStatus: 'lifetime',
      mustChangePassword: !fromEnv,
    })
    // Two instances starting together: the second finds the username taken and leaves the first's admin.
    .onConflictDoNothing()
    .returning({ id: users.id });

  if (created.length === 0) {
    // A golfer already holds the username: say so, rather than print a password that opens nothing.
    if (!(await adminExists(db))) log.error(`no administrator created: the username "${username}" belongs to a non-admin account; set ADMIN_USERNAME and ADMIN_PASSWORD`);
    return;
  }

  if (fromEnv) {
    log.info({ username }, 'created the first administrator from ADMIN_USERNAME');
  } else {
    // Printed once, on purpose: it is the only way into a fresh install, and it must be changed at first sign-in.
    log.warn(`created the first administrator: username "${username}", temporary password "${password}" (change it at first sign-in)`);
  }
}

async function adminExists(db: Db): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).limit(1);
  return rows.length > 0;
}
