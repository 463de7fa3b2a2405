import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { dayMs } from '../../contract/access';
import { invalidCredentialsMessage, type ChangePasswordSchema, type LoginInput } from '../../contract/auth';
import type { Transaction } from '../db/transaction';
import { badRequest, unauthorized } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import type { UserRow, UsersRepository } from '../users/repository';
import { LoginThrottle } from './login-throttle';
import { passwordHash, passwordVerify, temporaryPassword } from './password';
import type { SessionService } from './session-service';
import type { SessionsRepository } from './sessions-repository';

const tempPasswordLifetimeMs = dayMs;

export type AuthServiceDeps = {
  users: Pick<UsersRepository, 'byUsername' | 'byUsernameOrEmail' | 'update'>;
  /** The password change writes the user and ends their other sessions together. */
  transaction: Transaction<{ users: Pick<UsersRepository, 'update'>; sessions: Pick<SessionsRepository, 'deleteOthers'> }>;
  sessions: Pick<SessionService, 'start' | 'ended'>;
  mailer: Mailer;
  /** Where the reset e-mail sends people to sign in. */
  publicUrl: string;
  /** Sign-in attempts counted per address and username; one per app, in its memory or the shared Redis. */
  throttle?: LoginThrottle;
  /** Where a reset mail that could not be stored or sent is reported: nobody waits on it. */
  log: Pick<FastifyBaseLogger, 'error'>;
  /** The cost new password hashes are made at (config PASSWORD_HASH_COST); production's by default. */
  passwordHashCost?: number;
};

/** Password sign-in, reset and change (product §R10-§R11, docs/decisions/006). */
export function createAuthService(deps: AuthServiceDeps) {
  const { users, transaction, sessions, mailer, publicUrl, log } = deps;
  const throttle = deps.throttle ?? new LoginThrottle();
  const resets = new Set<Promise<void>>();
  const hash = (password: string) => passwordHash(password, deps.passwordHashCost);
  // Verifying against this keeps the time of an unknown-user sign-in close to a known one: made at the cost of every
  // other hash here. Hashed on first use, not at start, so processes that never sign anyone in do not pay for it.
  let decoyHashPromise: Promise<string> | undefined;
  const decoyHash = () => (decoyHashPromise ??= hash('decoy-password-for-timing'));

  /**
   * Checks a sign-in (product §R10, §R11). The temporary password from a reset also works until it expires,
   * and signing in with it forces a password change.
   */
  async function authenticate(input: LoginInput, now = new Date()): Promise<UserRow> {
    const user = await users.byUsername(input.username);
    const decoy = await decoyHash();
    const temporary = user?.tempPassword && user.tempPasswordExpiry && user.tempPasswordExpiry > now ? user.tempPassword : null;
    // Every path does the same two hashes, side by side: an unknown name, an account with no password (social
    // sign-in only) and one with or without a pending temporary password all take the same time (issue 8).
    const [passwordMatches, temporaryMatches] = await Promise.all([
      passwordVerify(input.password, user?.password ?? decoy),
      passwordVerify(input.password, temporary ?? decoy),
    ]);
    // A match against the decoy opens nothing: only a stored hash counts.
    if (user?.password && passwordMatches) return (await users.update(user.id, { lastLoginAt: now })) ?? user;
    if (user && temporary && temporaryMatches) return (await users.update(user.id, { lastLoginAt: now, mustChangePassword: true })) ?? user;
    throw unauthorized(invalidCredentialsMessage);
  }

  /** Stores the temporary password, then mails it: the mail goes only once the password it carries works. */
  async function storeAndMail(user: UserRow, email: string, password: string, hash: string): Promise<void> {
    await users.update(user.id, { tempPassword: hash, tempPasswordExpiry: new Date(Date.now() + tempPasswordLifetimeMs) });
    await mailer.send({
      to: email,
      subject: 'Your Dormie temporary password',
      text: [
        `Hi ${user.firstName ?? user.username},`,
        '',
        `Someone (hopefully you) asked to reset the password of the Dormie account "${user.username}".`,
        `Your temporary password is: ${password}`,
        '',
        `Sign in at ${publicUrl}/login within 24 hours; you will then choose a new password.`,
        'If you did not ask for this, ignore this e-mail: your current password still works.',
      ].join('\n'),
    });
  }

  return {
    authenticate,

    /**
     * Signs in with a password from `address` and starts a new session (ending `previousToken`'s). The attempt is
     * counted before the password is checked, so parallel tries cannot slip in while the first ones are hashing;
     * a success gives it back (docs/decisions/006).
     */
    async signIn(input: LoginInput, address: string, previousToken: string | undefined): Promise<{ user: UserRow; token: string }> {
      const attempt = await throttle.attempt(address, input.username);
      const user = await authenticate(input);
      await attempt.succeeded();
      return { user, token: await sessions.start(user.id, previousToken) };
    },

    /**
     * Sends a temporary password valid 24 hours to the account's e-mail, when there is such an account.
     * Every request does the same lookup and slow hash and is answered then; storing the password and mailing
     * it follow the answer, so neither the database write nor SMTP latency reveals who has an account (issue 8).
     */
    async requestPasswordReset(usernameOrEmail: string): Promise<void> {
      const user = await users.byUsernameOrEmail(usernameOrEmail);
      const password = temporaryPassword();
      const hashed = await hash(password);
      if (!user?.email) return;
      const reset = storeAndMail(user, user.email, password, hashed)
        .catch((error: unknown) => log.error({ err: error }, 'password reset: could not send the temporary password'))
        .finally(() => resets.delete(reset));
      resets.add(reset);
    },

    /** Resolves once every reset mail under way is sent or has failed; the app waits on it before it closes. */
    async resetsSettled(): Promise<void> {
      await Promise.all(resets);
    },

    /**
     * Changes the password (product §R10): the current one is checked unless the user is in the forced change,
     * and every other session of the user ends.
     */
    async changePassword(user: UserRow, input: z.output<typeof ChangePasswordSchema>, keepSessionToken: string | undefined): Promise<void> {
      if (!user.mustChangePassword) {
        if (!input.currentPassword) throw badRequest('Current password is required');
        if (!(await passwordVerify(input.currentPassword, user.password))) throw badRequest('Current password is incorrect');
      }
      const password = await hash(input.newPassword);
      await transaction(async (tx) => {
        await tx.users.update(user.id, {
          password,
          tempPassword: null,
          tempPasswordExpiry: null,
          mustChangePassword: false,
        });
        await tx.sessions.deleteOthers(user.id, keepSessionToken);
      });
      sessions.ended(user.id);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
