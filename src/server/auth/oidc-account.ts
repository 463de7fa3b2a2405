import { invalidInviteMessage, UsernameSchema } from '../../contract/auth';
import { accountUpdate, type AccountDetails } from '../users/accounts';
import type { UserRow, UsersRepository } from '../users/repository';
import { OidcRefusal, type OidcIdentity, type OidcSignIn } from './oidc';
import type { SessionService } from './session-service';

export const oidcAccountMessages = {
  noAccount: 'No Dormie account matches that sign-in. Ask for an invitation.',
  linkedElsewhere: 'This Dormie account is linked to a different sign-in. Use that one, or your username and password.',
  inviteForSomeoneElse: 'This invitation was sent to a different email address. Sign in with the account for that address.',
  retry: 'Sign-in could not be completed. Please try again.',
} as const;

/** How a sign-in found its account, for the log. */
export type OidcAccountOutcome = 'subject' | 'linked' | 'created';

/** What a provider sign-in reads of an invitation. */
export type InvitationForAccount = { email: string; username: string | null; firstName: string | null; lastName: string | null };

/**
 * Turns an invitation into a new account in one transaction: claims the code, completes the account with
 * `details` and creates it (invitations/service.ts `accountFromInvitation`). Handed in by the composition root,
 * so that auth does not import invitations (invitations import auth's guards and password hashing).
 */
export type InvitationRedeemer = (
  code: string,
  details: (invitation: InvitationForAccount, users: UsersRepository) => Promise<Omit<AccountDetails, 'email'>>,
  refusals: { invalidCode: () => Error; taken: () => Error },
  now: Date,
) => Promise<UserRow>;

export type OidcAccountsDeps = {
  /** The OpenID Connect client (oidc.ts). */
  client: OidcSignIn;
  users: UsersRepository;
  sessions: Pick<SessionService, 'start'>;
  redeemInvitation: InvitationRedeemer;
};

// A provider sign-in answers every refusal with a redirect to /login carrying the message (oidc-routes.ts).
const providerRefusals = {
  invalidCode: () => new OidcRefusal(invalidInviteMessage),
  taken: () => new OidcRefusal(oidcAccountMessages.retry),
};

/** Social sign-in (issue 3, docs/decisions/004): the provider round trip, then the Dormie account and a session. */
export function createOidcAccounts({ client, users, sessions, redeemInvitation }: OidcAccountsDeps) {
  async function recordSignIn(user: UserRow, changes: { oidcSubject?: string }, now: Date): Promise<UserRow> {
    // Two callbacks for one new subject at the same moment: the unique index lets one link win.
    const updated = await accountUpdate(users, user.id, { ...changes, lastLoginAt: now }, providerRefusals.taken);
    return updated ?? user;
  }

  /**
   * Creates the account from the invitation, like the password redemption: the code is claimed race-safely and
   * stays redeemable if anything fails. The provider's e-mail must be the one the invitation was sent to: a
   * code forwarded or leaked must not let a different person in, and the account's e-mail then is one both
   * the admin and the provider vouched for.
   */
  async function createFromInvitation(identity: OidcIdentity, code: string, now: Date): Promise<UserRow> {
    return redeemInvitation(
      code,
      async (invitation, tx) => {
        if (invitation.email.toLowerCase() !== identity.email) throw new OidcRefusal(oidcAccountMessages.inviteForSomeoneElse);
        return {
          username: await availableUsername(tx, invitation.username ?? identity.email.split('@')[0] ?? ''),
          firstName: invitation.firstName ?? identity.firstName,
          lastName: invitation.lastName ?? identity.lastName,
          fullName: identity.name,
          // No password: this person signs in through the provider (or sets one later via a reset).
          password: null,
          oidcSubject: identity.subject,
          lastLoginAt: now,
        };
      },
      providerRefusals,
      now,
    );
  }

  /**
   * The Dormie account for a provider identity (product §R10): the account already linked to the subject;
   * else the account with that e-mail, which gets linked; else a new account from a still-redeemable
   * invitation carried by the sign-in. Anyone else is refused, as the private beta requires.
   */
  async function account(identity: OidcIdentity, inviteCode: string | undefined, now: Date): Promise<{ user: UserRow; outcome: OidcAccountOutcome }> {
    const linked = await users.byOidcSubject(identity.subject);
    if (linked) return { user: await recordSignIn(linked, {}, now), outcome: 'subject' };
    const byEmail = await users.byEmail(identity.email);
    if (byEmail) {
      // A different subject with the same e-mail is a second provider account claiming this person: refuse
      // rather than silently re-link, which would hand the account to whoever controls the newer one.
      if (byEmail.oidcSubject) throw new OidcRefusal(oidcAccountMessages.linkedElsewhere);
      return { user: await recordSignIn(byEmail, { oidcSubject: identity.subject }, now), outcome: 'linked' };
    }
    if (!inviteCode) throw new OidcRefusal(oidcAccountMessages.noAccount);
    return { user: await createFromInvitation(identity, inviteCode, now), outcome: 'created' };
  }

  return {
    /** Starts a sign-in: the provider URL to send the browser to, and the key for the flow cookie. */
    start(inviteCode: string | undefined): Promise<{ redirectUrl: string; flowKey: string }> {
      return client.start(inviteCode);
    },

    /**
     * Finishes a sign-in from the callback: checks the provider's answer, finds or creates the account, and starts
     * a new session (ending `previousToken`'s). Refusals are OidcRefusal, whose message is for the person.
     */
    async finish(
      flowKey: string | undefined,
      callbackQuery: string,
      previousToken: string | undefined,
      now = new Date(),
    ): Promise<{ user: UserRow; outcome: OidcAccountOutcome; token: string }> {
      const { identity, inviteCode } = await client.finish(flowKey, callbackQuery);
      const { user, outcome } = await account(identity, inviteCode, now);
      return { user, outcome, token: await sessions.start(user.id, previousToken) };
    },
  };
}

export type OidcAccounts = ReturnType<typeof createOidcAccounts>;

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
async function availableUsername(users: UsersRepository, text: string): Promise<string> {
  const base = usernameBase(text);
  for (let suffix = 1; suffix < 1000; suffix += 1) {
    const candidate = UsernameSchema.parse(suffix === 1 ? base : `${base}${suffix}`);
    if (!(await users.byUsername(candidate))) return candidate;
  }
  throw new OidcRefusal(oidcAccountMessages.retry);
}
