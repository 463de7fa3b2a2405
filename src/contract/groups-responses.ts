import { z } from 'zod';

// The answers of the groups calls (product §R18), apart from the requests (groups.ts) so a screen that only reads a
// group's list or detail does not download the request rules. Amounts travel in dollars.

export const GROUP_ROLES = ['owner', 'member', 'guest'] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];

const DollarsSchema = z.number();
const IsoTimeSchema = z.string();

/** Where a member may be paid (product §R18): PayPal.Me as a link, Venmo and Cash App names to copy; null when not given. */
export const PaymentHandlesSchema = z.object({ paypalMe: z.string().nullable(), venmo: z.string().nullable(), cashtag: z.string().nullable() });
export type PaymentHandles = z.infer<typeof PaymentHandlesSchema>;

/** A member of a group: a golfer (userId set) or a guest. `listed` members have left but still owe or are owed. */
export const GroupMemberSchema = PaymentHandlesSchema.extend({
  id: z.string(),
  userId: z.string().nullable(),
  userNumber: z.number().int().nullable(),
  name: z.string(),
  role: z.enum(GROUP_ROLES),
  avatarUrl: z.string().nullable(),
  /** False once the member left or was removed; such a member is listed only while money is owed. */
  active: z.boolean(),
});
export type GroupMember = z.infer<typeof GroupMemberSchema>;

/** GET /api/groups: the caller's groups. */
export const GroupSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(GROUP_ROLES),
  memberCount: z.number().int(),
  createdAt: IsoTimeSchema,
});
export type GroupSummary = z.infer<typeof GroupSummarySchema>;
export const GroupListSchema = z.array(GroupSummarySchema);

/** GET /api/groups/{id}, and the answer of POST /api/groups and every membership change. */
export const GroupDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  ownerMemberId: z.string(),
  createdAt: IsoTimeSchema,
  /** The caller's own membership. */
  myMemberId: z.string(),
  members: z.array(GroupMemberSchema),
});
export type GroupDetail = z.infer<typeof GroupDetailSchema>;

/** One completed group game the ledger counts, with each member's result in it. */
export const LedgerGameSchema = z.object({
  gameId: z.number().int(),
  name: z.string(),
  courseName: z.string(),
  completedAt: IsoTimeSchema,
  results: z.array(z.object({ memberId: z.string(), amount: DollarsSchema })),
});
export type LedgerGame = z.infer<typeof LedgerGameSchema>;

export const LedgerPaymentSchema = z.object({
  id: z.string(),
  fromMemberId: z.string(),
  toMemberId: z.string(),
  amount: DollarsSchema,
  recordedAt: IsoTimeSchema,
  recordedByMemberId: z.string().nullable(),
  /** True when the caller recorded it, and so may delete it. */
  mine: z.boolean(),
});
export type LedgerPayment = z.infer<typeof LedgerPaymentSchema>;

/** GET /api/groups/{id}/ledger (product §R18; rules §19 names). */
export const LedgerSchema = z.object({
  from: z.string(),
  to: z.string(),
  balances: z.array(z.object({ memberId: z.string(), name: z.string(), amount: DollarsSchema })),
  transfers: z.array(z.object({ fromMemberId: z.string(), toMemberId: z.string(), amount: DollarsSchema })),
  /** False above the exact search's limit: the transfers are then the greedy pairing's, perhaps not the fewest. */
  exact: z.boolean(),
  games: z.array(LedgerGameSchema),
  payments: z.array(LedgerPaymentSchema),
  /** The calendar years with a game or a payment in the group, newest first: the seasons to pick from. */
  seasons: z.array(z.number().int()),
});
export type Ledger = z.infer<typeof LedgerSchema>;

/** The answer of POST /api/groups/{id}/payments. */
export const PaymentRecordedSchema = LedgerPaymentSchema;
