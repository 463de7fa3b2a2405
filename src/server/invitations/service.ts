import type { z } from 'zod';
import { dayMs } from '../../contract/access';
import type { InvitationStatus } from '../../contract/account-responses';
import { invalidInviteMessage, type CreateInvitationSchema, type RedeemInviteInput, type SignupSchema } from '../../contract/auth';
import { passwordHash } from '../auth/password';
import type { UserRow } from '../auth/sessions';
import { userByEmail, userById, userByUsername, userInsert } from '../auth/users-repository';
import type { DbOrTx } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { deleteUserKeepingAnAdmin } from '../admin/users-service';
import type { AppContext } from '../context';
import { badRequest, conflict, notFound } from '../http/errors';
import {
  invitationByCode,
  invitationClaim,
  invitationInsert,
  invitationList,
  invitationRedeemable,
  invitationUpdate,
  type InvitationRow,
} from './repository';

const usernameTakenMessage = 'That username is already taken. Please choose another.';

/** Used once redeemed; revoked when an admin withdrew it; otherwise still active (spec 001 §4). */
export function invitationStatus(invitation: InvitationRow): InvitationStatus {
  if (invitation.revokedAt) return 'revoked';
  if (invitation.usedAt) return 'used';
  return invitation.isActive ? 'active' : 'revoked';
}

/** What the invite page needs to greet the golfer (spec 000 §3): nothing about who else is invited. */
export async function invitationValidate(ctx: AppContext, code: string) {
  const invitation = await invitationRedeemable(ctx.db, code);
  if (!invitation) throw notFound(invalidInviteMessage);
  const { email, username, firstName, lastName } = invitation;
  return { email, username, firstName, lastName };
}

/**
 * What every account created from an invitation starts with, however it is redeemed (password or OpenID):
 * the invited e-mail, a trial of the invitation's length (rules.md §10) and who invited them.
 */
export async function invitedAccountValues(tx: DbOrTx, invitation: InvitationRow, now: Date) {
  const inviter = invitation.createdBy ? await userById(tx, invitation.createdBy) : null;
  return {
    email: invitation.email,
    subscriptionStatus: 'trial' as const,
    trialEndsAt: new Date(now.getTime() + invitation.trialDays * dayMs),
    invitedBy: invitation.createdBy,
    inviteActivated: true,
    inviterName: inviter?.displayName ?? inviter?.username ?? null,
  };
}

/**
 * Creates the golfer's account from an invitation (rules.md §10): trial of the invitation's length, code used.
 * All in one transaction, so a refused username leaves the code redeemable.
 */
export async function invitationRedeem(ctx: AppContext, input: RedeemInviteInput, now = new Date()): Promise<UserRow> {
  const password = await passwordHash(input.password);
  return ctx.db.transaction(async (tx) => {
    const invitation = await invitationClaim(tx, input.code, now);
    if (!invitation) throw badRequest(invalidInviteMessage);
    const username = invitation.username ?? input.username;
    const firstName = invitation.firstName ?? input.firstName;
    const lastName = invitation.lastName ?? input.lastName;
    if (!firstName) throw badRequest('First name is required');
    if (!lastName) throw badRequest('Last name is required');
    if (!username) throw badRequest('Username must be at least 3 characters');
    if (await userByUsername(tx, username)) throw conflict(usernameTakenMessage);
    if (await userByEmail(tx, invitation.email)) throw conflict('An account with this email already exists. Please sign in instead.');
    const user = await userInsert(tx, {
      ...(await invitedAccountValues(tx, invitation, now)),
      username,
      firstName,
      lastName,
      displayName: `${firstName} ${lastName}`.trim(),
      password,
    }).catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict('That username or email is already in use.');
      throw error;
    });
    await invitationUpdate(tx, invitation.id, { usedBy: user.id });
    return user;
  });
}

/** Creates an invitation for an e-mail address (admin, or open signup). */
export async function invitationCreate(ctx: AppContext, input: z.output<typeof CreateInvitationSchema>, createdBy: string | null) {
  if (await userByEmail(ctx.db, input.email)) throw conflict('An account with this email already exists.');
  // The invite page does not ask for a username the invitation carries, so a taken one could never be redeemed.
  if (input.username && (await userByUsername(ctx.db, input.username))) throw conflict(usernameTakenMessage);
  return invitationInsert(ctx.db, { ...input, createdBy });
}

/** E-mails the code with a link to /invite/{code}; only for an active invitation. */
export async function invitationSend(ctx: AppContext, code: string, now = new Date()): Promise<InvitationRow> {
  const invitation = await invitationByCode(ctx.db, code);
  if (!invitation) throw notFound('Invitation not found');
  if (invitationStatus(invitation) !== 'active') throw conflict('Only an active invitation can be sent');
  return invitationMail(ctx, invitation, now);
}

/** Mails an active invitation's code and link, and records when it was sent. */
async function invitationMail(ctx: AppContext, invitation: InvitationRow, now: Date): Promise<InvitationRow> {
  const link = `${ctx.config.publicUrl}/invite/${invitation.code}`;
  await ctx.mailer.send({
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
  return (await invitationUpdate(ctx.db, invitation.id, { sentAt: now })) ?? invitation;
}

/** Withdraws an invitation; a used one also deletes the account created with it (spec 001 §7). */
export async function invitationRevoke(ctx: AppContext, code: string, now = new Date()): Promise<InvitationRow> {
  return ctx.db.transaction(async (tx) => {
    const invitation = await invitationByCode(tx, code);
    if (!invitation) throw notFound('Invitation not found');
    if (invitationStatus(invitation) === 'revoked') throw conflict('This invitation is already revoked');
    if (invitation.usedBy) await deleteUserKeepingAnAdmin(tx, invitation.usedBy);
    const revoked = await invitationUpdate(tx, invitation.id, { isActive: false, revokedAt: now });
    if (!revoked) throw notFound('Invitation not found');
    return revoked;
  });
}

/** Open signup (only when ALLOW_SIGNUP is set): an invitation carrying the person's details, e-mailed to them. */
export async function signupRequest(ctx: AppContext, input: z.output<typeof SignupSchema>): Promise<void> {
  // A new invitation is active, so it goes straight to the mail without invitationSend's lookup and check.
  const invitation = await invitationCreate(ctx, { ...input, trialDays: 30 }, null);
  await invitationMail(ctx, invitation, new Date());
}

/** Invitations as the admin list shows them. */
export async function invitationsForAdmin(ctx: AppContext) {
  const rows = await invitationList(ctx.db);
  return rows.map(({ invitation, usedByUsername, createdByUsername }) => ({
    ...invitation,
    status: invitationStatus(invitation),
    usedByUsername,
    createdByUsername,
  }));
}
