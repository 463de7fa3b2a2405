import type { z } from 'zod';
import { dayMs, TRIAL_DAYS } from '../../contract/access';
import type { AdminListQuery } from '../../contract/admin';
import type { InvitationStatus } from '../../contract/account-responses';
import { invalidInviteMessage, type CreateInvitationSchema, type RedeemInviteInput, type SignupSchema } from '../../contract/auth';
import { passwordHash } from '../auth/password';
import type { SessionService } from '../auth/session-service';
import type { Transaction } from '../db/transaction';
import { badRequest, conflict, notFound } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { userShownName } from '../../contract/user';
import { accountCreate, userDeleteKeepingAnAdmin, type AccountDetails } from '../users/accounts';
import type { UserRow, UsersRepository } from '../users/repository';
import type { InvitationRow, InvitationsRepository } from './repository';

const usernameTakenMessage = 'That username is already taken. Please choose another.';

/** Used once redeemed; revoked when an admin withdrew it; otherwise still active (product §G4). */
export function invitationStatus(invitation: InvitationRow): InvitationStatus {
  if (invitation.revokedAt) return 'revoked';
  if (invitation.usedAt) return 'used';
  return invitation.isActive ? 'active' : 'revoked';
}

/** What the redeemer adds to an invitation to make the account: everything but what the invitation itself decides. */
export type InvitedAccountDetails = Omit<AccountDetails, 'email' | 'subscriptionStatus' | 'trialEndsAt' | 'invitedBy' | 'inviteActivated' | 'inviterName'>;

/** The errors a redemption answers with, worded for where it happens (a JSON answer, or the provider sign-in's redirect). */
export type RedemptionRefusals = {
  /** The code is unknown, used or revoked. */
  invalidCode: () => Error;
  /** The username or e-mail was taken meanwhile (the unique indexes decide). */
  taken: () => Error;
};

const passwordRedemptionRefusals: RedemptionRefusals = {
  invalidCode: () => badRequest(invalidInviteMessage),
  taken: () => conflict('That username or email is already in use.'),
};

export type InvitationsServiceDeps = {
  invitations: InvitationsRepository;
  users: UsersRepository;
  /** Redemption claims the code and creates the account together; revoking a used code deletes its account with it. */
  transaction: Transaction<{ invitations: InvitationsRepository; users: UsersRepository }>;
  mailer: Mailer;
  /** Where the invitation e-mail's link points. */
  publicUrl: string;
  /** ALLOW_SIGNUP: open self-signup. */
  signupOpen: boolean;
  /** Told, after a revoke deleted the account made with the invitation: its sockets close (realtime/socket.ts). */
  sessionsEnded?: (userId: string) => void;
  /** A redemption by password signs the new golfer in, as a sign-in does (issue 34). */
  sessions: Pick<SessionService, 'start'>;
  /** The cost new password hashes are made at (config PASSWORD_HASH_COST); production's by default. */
  passwordHashCost?: number;
};

/** Invitations (product §R10, §G4-§G7): admins create, send and revoke them; golfers redeem them. */
export function createInvitationsService(deps: InvitationsServiceDeps) {
  const { invitations, users, transaction, mailer, publicUrl, signupOpen } = deps;

  /**
   * The one way an invitation becomes an account, by password (`redeem`) or through a provider
   * (auth/oidc-account.ts), in one transaction. The code is claimed first, race-safely: of two redemptions
   * racing for it exactly one gets it. `details` then checks the invitation and returns the rest of the
   * account; the account gets the invited e-mail, a trial of the invitation's length and who invited them
   * (product §R10), and the code records who used it. A refusal anywhere rolls it all back, so the code stays
   * redeemable.
   */
  async function accountFromInvitation(
    code: string,
    details: (invitation: InvitationRow, users: UsersRepository) => Promise<InvitedAccountDetails>,
    refusals: RedemptionRefusals,
    now = new Date(),
  ): Promise<UserRow> {
    return transaction(async (tx) => {
      const invitation = await tx.invitations.claim(code, now);
      if (!invitation) throw refusals.invalidCode();
      const account = await details(invitation, tx.users);
      const inviter = invitation.createdBy ? await tx.users.byId(invitation.createdBy) : null;
      const user = await accountCreate(
        tx.users,
        {
          ...account,
          email: invitation.email,
          subscriptionStatus: 'trial',
          trialEndsAt: new Date(now.getTime() + invitation.trialDays * dayMs),
          invitedBy: invitation.createdBy,
          inviteActivated: true,
          inviterName: inviter ? userShownName(inviter) : null,
        },
        refusals.taken,
      );
      await tx.invitations.update(invitation.id, { usedBy: user.id });
      return user;
    });
  }

  /** Creates an invitation for an e-mail address (admin, or open signup). */
  async function create(input: z.output<typeof CreateInvitationSchema>, createdBy: string | null): Promise<InvitationRow> {
    if (await users.byEmail(input.email)) throw conflict('An account with this email already exists.');
    // The invite page does not ask for a username the invitation carries, so a taken one could never be redeemed.
    if (input.username && (await users.byUsername(input.username))) throw conflict(usernameTakenMessage);
    return invitations.insert({ ...input, createdBy });
  }

  /** Mails an active invitation's code and link, and records when it was sent. */
  async function mail(invitation: InvitationRow, now: Date): Promise<InvitationRow> {
    const link = `${publicUrl}/invite/${invitation.code}`;
    await mailer.send({
      to: invitation.email,
      subject: "You're invited to Dormie",
      text: [
        `${invitation.firstName ? `Hi ${invitation.firstName},` : 'Hi,'}`,
        '',
        "You're invited to the Dormie private beta: live scores, handicaps and friendly bets for your golf group.",
        `Your invitation code: ${invitation.code}`,
        `Create your account: ${link}`,
        '',
        `Your free trial lasts ${invitation.trialDays} days. No credit card needed.`,
      ].join('\n'),
    });
    return (await invitations.update(invitation.id, { sentAt: now })) ?? invitation;
  }

  return {
    /** Whether open self-signup is on (ALLOW_SIGNUP). */
    signupOpen,

    accountFromInvitation,

    create,

    /** What the invite page needs to greet the golfer (product §A3): nothing about who else is invited. */
    async validate(code: string) {
      const invitation = await invitations.redeemable(code);
      if (!invitation) throw notFound(invalidInviteMessage);
      const { email, username, firstName, lastName } = invitation;
      return { email, username, firstName, lastName };
    },

    /**
     * Creates the golfer's account from an invitation with a password (product §R10): the names and username
     * the invitation carries win over the form's; a username or e-mail already taken is a 409. Once the account is
     * committed the golfer is signed in (issue 34: no second sign-in): the token is the session cookie's, and the
     * request's old session, if any, ends as at a sign-in.
     */
    async redeem(input: RedeemInviteInput, previousToken: string | undefined, now = new Date()): Promise<{ user: UserRow; token: string }> {
      const password = await passwordHash(input.password, deps.passwordHashCost);
      const user = await accountFromInvitation(
        input.code,
        async (invitation, users) => {
          const username = invitation.username ?? input.username;
          const firstName = invitation.firstName ?? input.firstName;
          const lastName = invitation.lastName ?? input.lastName;
          if (!firstName) throw badRequest('First name is required');
          if (!lastName) throw badRequest('Last name is required');
          if (!username) throw badRequest('Username must be at least 3 characters');
          if (await users.byUsername(username)) throw conflict(usernameTakenMessage);
          if (await users.byEmail(invitation.email)) throw conflict('An account with this email already exists. Please sign in instead.');
          return { username, firstName, lastName, password };
        },
        passwordRedemptionRefusals,
        now,
      );
      return { user, token: await deps.sessions.start(user.id, previousToken) };
    },

    /** E-mails the code with a link to /invite/{code}; only for an active invitation. */
    async send(code: string, now = new Date()): Promise<InvitationRow> {
      const invitation = await invitations.byCode(code);
      if (!invitation) throw notFound('Invitation not found');
      if (invitationStatus(invitation) !== 'active') throw conflict('Only an active invitation can be sent');
      return mail(invitation, now);
    },

    /** Withdraws an invitation; a used one also deletes the account created with it (product §G7). */
    async revoke(code: string, now = new Date()): Promise<InvitationRow> {
      const { revoked, deletedUserId } = await transaction(async (tx) => {
        const invitation = await tx.invitations.byCode(code);
        if (!invitation) throw notFound('Invitation not found');
        if (invitationStatus(invitation) === 'revoked') throw conflict('This invitation is already revoked');
        if (invitation.usedBy) await userDeleteKeepingAnAdmin(tx.users, invitation.usedBy);
        const updated = await tx.invitations.update(invitation.id, { isActive: false, revokedAt: now });
        if (!updated) throw notFound('Invitation not found');
        return { revoked: updated, deletedUserId: invitation.usedBy };
      });
      if (deletedUserId) deps.sessionsEnded?.(deletedUserId);
      return revoked;
    },

    /** Open signup (only when ALLOW_SIGNUP is set): an invitation carrying the person's details, e-mailed to them. */
    async signupRequest(input: z.output<typeof SignupSchema>): Promise<void> {
      // A new invitation is active, so it goes straight to the mail without `send`'s lookup and check.
      const invitation = await create({ ...input, trialDays: TRIAL_DAYS }, null);
      await mail(invitation, new Date());
    },

    /** A page of the invitations as the admin's list shows them, newest first, and how many match in all. */
    async listForAdmin(query: AdminListQuery) {
      const { rows, total } = await invitations.adminPage({ text: query.q, limit: query.limit, offset: query.offset });
      const page = rows.map(({ invitation, usedByUsername, createdByUsername }) => ({
        ...invitation,
        status: invitationStatus(invitation),
        usedByUsername,
        createdByUsername,
      }));
      return { invitations: page, total };
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
