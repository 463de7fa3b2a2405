import { eq } from 'drizzle-orm';
import { invalidInviteMessage, UsernameSchema } from '../../contract/auth';
import type { Db, DbOrTx } from '../db/client';
import { users } from '../db/schema';
import { invitationClaim, invitationUpdate, type InvitationRow } from '../invitations/repository';
import { invitedAccountValues } from '../invitations/service';
import { OidcRefusal, type OidcIdentity } from './oidc';
import type { UserRow } from './sessions';
import { isUniqueViolation } from '../db/errors';
import { userByEmail, userByUsername, userInsert, userUpdate } from './users-repository';

export const oidcAccountMessages = {
  noAccount: 'No Dormie account matches that sign-in. Ask for an invitation.',
  linkedElsewhere: 'This Dormie account is linked to a different sign-in. Use that one, or your username and password.',
  inviteForSomeoneElse: 'This invitation was sent to a different email address. Sign in with the account for that address.',
  retry: 'Sign-in could not be completed. Please try again.',
} as const;


/** How a sign-in found its account, for the log. */
export type OidcAccountOutcome = 'subject' | 'linked' | 'created';

/**
 * The Dormie account for a provider identity (rules.md §10): the account already linked to the subject;
 * else the account with that e-mail, which gets linked; else a new account from a still-redeemable
 * invitation carried by the sign-in. Anyone else is refused, as the private beta requires.
 */
export async function oidcAccount(
  db: Db,
  identity: OidcIdentity,
  inviteCode: string | undefined,
  now = new Date(),
): Promise<{ user: UserRow; outcome: OidcAccountOutcome }> {
  const linked = await userByOidcSubject(db, identity.subject);
  if (linked) return { user: await recordSignIn(db, linked, {}, now), outcome: 'subject' };
  const byEmail = await userByEmail(db, identity.email);
  if (byEmail) {
    // A different subject with the same e-mail is a second provider account claiming this person: refuse
    // rather than silently re-link, which would hand the account to whoever controls the newer one.
    if (byEmail.oidcSubject) throw new OidcRefusal(oidcAccountMessages.linkedElsewhere);
    return { user: await recordSignIn(db, byEmail, { oidcSubject: identity.subject }, now), outcome: 'linked' };
  }
  if (!inviteCode) throw new OidcRefusal(oidcAccountMessages.noAccount);
  return { user: await createFromInvitation(db, identity, inviteCode, now), outcome: 'created' };
}

async function userByOidcSubject(db: DbOrTx, subject: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.oidcSubject, subject)).limit(1);
  return rows[0] ?? null;
}

async function recordSignIn(db: Db, user: UserRow, changes: { oidcSubject?: string }, now: Date): Promise<UserRow> {
  const updated = await userUpdate(db, user.id, { ...changes, lastLoginAt: now }).catch((error: unknown) => {
    // Two callbacks for one new subject at the same moment: the unique index lets one link win.
    if (isUniqueViolation(error)) throw new OidcRefusal(oidcAccountMessages.retry);
    throw error;
  });
  return updated ?? user;
}

/**
 * Creates the account from the invitation in one transaction, like the password redemption: the code is
 * claimed race-safely and stays redeemable if anything fails. The provider's e-mail must be the one the
 * invitation was sent to: a code forwarded or leaked must not let a different person in, and the account's
 * e-mail then is one both the admin and the provider vouched for.
 */
async function createFromInvitation(db: Db, identity: OidcIdentity, code: string, now: Date): Promise<UserRow> {
  return db.transaction(async (tx) => {
    // Claimed first; a refusal below throws, which rolls the claim back and leaves the code redeemable.
    const invitation = await invitationClaim(tx, code, now);
    if (!invitation) throw new OidcRefusal(invalidInviteMessage);
    if (invitation.email.toLowerCase() !== identity.email) throw new OidcRefusal(oidcAccountMessages.inviteForSomeoneElse);
    const user = await userInsert(tx, await newUserValues(tx, invitation, identity, now)).catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new OidcRefusal(oidcAccountMessages.retry);
      throw error;
    });
    await invitationUpdate(tx, invitation.id, { usedBy: user.id });
    return user;
  });
}

async function newUserValues(tx: DbOrTx, invitation: InvitationRow, identity: OidcIdentity, now: Date) {
  const username = await availableUsername(tx, invitation.username ?? identity.email.split('@')[0] ?? '');
  const firstName = invitation.firstName ?? identity.firstName;
  const lastName = invitation.lastName ?? identity.lastName;
  return {
    ...(await invitedAccountValues(tx, invitation, now)),
    username,
    firstName,
    lastName,
    displayName: [firstName, lastName].filter(Boolean).join(' ') || identity.name || username,
    // No password: this person signs in through the provider (or sets one later via a reset).
    password: null,
    oidcSubject: identity.subject,
    lastLoginAt: now,
  };
}

/** Turns any text into the shape UsernameSchema accepts: letters, digits and underscores, 3 to 30 long. */
function usernameBase(text: string): string {
  const cleaned = text
    .replace(/[^A-Za-z0-9_]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '')
    .slice(0, 24);
  return cleaned.length >= 3 ? cleaned : `golfer${cleaned}`;
}

/** The first free username from the base: `nina`, then `nina2`, `nina3`, ... (case-insensitive, like the index). */
async function availableUsername(tx: DbOrTx, text: string): Promise<string> {
  const base = usernameBase(text);
  for (let suffix = 1; suffix < 1000; suffix += 1) {
    const candidate = UsernameSchema.parse(suffix === 1 ? base : `${base}${suffix}`);
    if (!(await userByUsername(tx, candidate))) return candidate;
  }
  throw new OidcRefusal(oidcAccountMessages.retry);
}
