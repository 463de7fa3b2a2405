import { z } from 'zod';
import { boundedText, singleLine, controlCharacterMessage } from './text';

// The groups calls (product §R18): a regular four-ball or a society, its members and guests, the season's ledger
// and the payments recorded outside the app. Amounts travel in dollars; the engine and the database keep cents.

/** A group's name: 1-60 characters (product §R18). */
export const GROUP_NAME_MAX = 60;
/** The most members (golfers and guests together) a group lists; a society rarely has more. */
export const GROUP_MEMBERS_MAX = 60;
/** The most groups one golfer belongs to at once. */
export const GROUPS_PER_USER_MAX = 50;
/** The largest payment recorded at once, in dollars. */
export const PAYMENT_MAX_DOLLARS = 100_000;


/** The words of the groups calls' answers and refusals, written once. */
export const groupMessages = {
  notFound: 'Group not found',
  memberNotFound: 'Member not found',
  paymentNotFound: 'Payment not found',
  nameRequired: 'Group name is required',
  nameTooLong: `Group name must be at most ${GROUP_NAME_MAX} characters`,
  ownerOnly: 'Only the group owner can do that',
  tooManyMembers: `A group has at most ${GROUP_MEMBERS_MAX} members`,
  tooManyGroups: `You can be in at most ${GROUPS_PER_USER_MAX} groups`,
  alreadyMember: 'That golfer is already in the group',
  guestExists: 'A guest of that name is already in the group',
  unknownPlayer: 'No golfer has that Player ID',
  friendsOnly: 'This golfer only allows friends to add them',
  ownerCannotLeave: 'Make another member the owner before you leave the group',
  ownerMustBeGolfer: 'The owner must be a member with an account',
  unsettled: 'Settle every balance before deleting the group',
  memberOrGuest: 'Send a userNumber or a guestName',
  samePayer: 'A payment goes from one member to another',
  paymentParty: 'Only the two members of a payment or the group owner can record it',
  paymentRecorder: 'Only whoever recorded a payment can delete it',
  amountInvalid: 'Amount must be a number of dollars and cents',
  amountPositive: 'Amount must be more than $0.00',
  amountTooLarge: `Amount must be at most $${PAYMENT_MAX_DOLLARS.toLocaleString('en-US')}`,
  dateInvalid: 'Dates must be YYYY-MM-DD',
  rangeBackwards: 'The start date must be on or before the end date',
  playerNotMember: 'Only members of the group can play in a group game',
} as const;

const GroupNameSchema = boundedText(GROUP_NAME_MAX, groupMessages.nameTooLong, { error: groupMessages.nameRequired }).pipe(
  z.string().min(1, groupMessages.nameRequired),
);

/** A member's id in a request body: a member the group does not have reads the same as one that is not an id. */
const MemberIdSchema = z.uuid({ error: groupMessages.memberNotFound }).max(36, groupMessages.memberNotFound);

/** POST /api/groups. */
export const CreateGroupSchema = z.object({ name: GroupNameSchema }).strict();

/** PATCH /api/groups/{id} (the owner): a new name, the member who becomes the owner, or both. */
export const UpdateGroupSchema = z
  .object({ name: GroupNameSchema.optional(), ownerMemberId: MemberIdSchema.optional() })
  .strict()
  .refine((body) => body.name !== undefined || body.ownerMemberId !== undefined, 'Send a name or an ownerMemberId');

const GuestNameSchema = boundedText(60, 'Name is too long', { error: 'Guest name is required' })
  .pipe(z.string().min(1, 'Guest name is required'))
  .refine(singleLine, controlCharacterMessage);

/** POST /api/groups/{id}/members (the owner): a golfer by Player ID, or a guest by name. */
export const AddGroupMemberSchema = z.union(
  [
    z.object({ userNumber: z.number({ error: 'Player ID must be a whole number' }).int('Player ID must be a whole number').positive('Player ID must be a whole number') }).strict(),
    z.object({ guestName: GuestNameSchema }).strict(),
  ],
  { error: groupMessages.memberOrGuest },
);
export type AddGroupMemberInput = z.infer<typeof AddGroupMemberSchema>;

/** Dollars as a number or decimal text, at most two decimals, more than zero; answered in cents. */
export const PaymentAmountSchema = z.union([z.number(), z.string().max(20)], { error: groupMessages.amountInvalid }).transform((value, context) => {
  const dollars = typeof value === 'number' ? value : /^\s*\d+(\.\d{1,2})?\s*$/.test(value) ? Number(value) : Number.NaN;
  const cents = Math.round(dollars * 100);
  if (!Number.isFinite(dollars) || Math.abs(cents - dollars * 100) > 1e-6) {
    context.addIssue({ code: 'custom', message: groupMessages.amountInvalid });
    return z.NEVER;
  }
  if (cents <= 0) {
    context.addIssue({ code: 'custom', message: groupMessages.amountPositive });
    return z.NEVER;
  }
  if (cents > PAYMENT_MAX_DOLLARS * 100) {
    context.addIssue({ code: 'custom', message: groupMessages.amountTooLarge });
    return z.NEVER;
  }
  return cents;
});

/** POST /api/groups/{id}/payments: money paid outside the app, from one member to another. */
export const RecordPaymentSchema = z
  .object({
    fromMemberId: MemberIdSchema,
    toMemberId: MemberIdSchema,
    amount: PaymentAmountSchema,
  })
  .strict()
  .refine((body) => body.fromMemberId !== body.toMemberId, groupMessages.samePayer);
export type RecordPaymentInput = z.infer<typeof RecordPaymentSchema>;

const IsoDaySchema = z.string({ error: groupMessages.dateInvalid }).regex(/^\d{4}-\d{2}-\d{2}$/, groupMessages.dateInvalid).refine((day) => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
}, groupMessages.dateInvalid);

/** GET /api/groups/{id}/ledger?from=&to= : both days inclusive, UTC; each missing one is this calendar year's. */
export const LedgerQuerySchema = z
  .object({ from: IsoDaySchema.optional(), to: IsoDaySchema.optional() })
  .refine((query) => !query.from || !query.to || query.from <= query.to, groupMessages.rangeBackwards);
export type LedgerQuery = z.infer<typeof LedgerQuerySchema>;

/** Calendar year of today (UTC), the ledger's default range. */
export function seasonOf(year: number): { from: string; to: string } {
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}

export const GroupParamsSchema = z.object({ id: z.uuid({ error: groupMessages.notFound }) });
export const GroupMemberParamsSchema = z.object({ id: z.uuid({ error: groupMessages.notFound }), memberId: z.uuid({ error: groupMessages.memberNotFound }) });
export const GroupPaymentParamsSchema = z.object({ id: z.uuid({ error: groupMessages.notFound }), paymentId: z.uuid({ error: groupMessages.paymentNotFound }) });

/** PATCH /api/user/settings' payment handles (product §R18), each optional; null or '' clears one. */
export const paymentHandleRules = {
  paypalMe: { pattern: /^[A-Za-z0-9]{1,20}$/, message: 'PayPal.Me name must be letters and digits, up to 20' },
  venmo: { pattern: /^@?[A-Za-z0-9_-]{1,30}$/, message: 'Venmo name must be letters, digits, - or _, up to 30' },
  cashtag: { pattern: /^\$?[A-Za-z0-9_]{1,20}$/, message: 'Cashtag must be letters, digits or _, up to 20' },
} as const;

/** A payment handle as sent: trimmed, '' is null, the leading @ or $ dropped once checked. */
export function paymentHandleSchema(rule: { pattern: RegExp; message: string }) {
  return z
    .string({ error: rule.message })
    .max(40, rule.message)
    .transform((text) => text.trim())
    .refine((text) => text === '' || rule.pattern.test(text), rule.message)
    .transform((text) => (text === '' ? null : text.replace(/^[@$]/, '')))
    .nullable();
}

/** The PayPal.Me link of a handle. */
export function paypalMeLink(name: string): string {
  return `https://paypal.me/${encodeURIComponent(name)}`;
}
