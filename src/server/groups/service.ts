import type { FastifyBaseLogger } from 'fastify';
import { AddGroupMemberSchema, CreateGroupSchema, GROUP_MEMBERS_MAX, GROUPS_PER_USER_MAX, groupMessages, LedgerQuerySchema, RecordPaymentSchema, seasonOf, UpdateGroupSchema } from '../../contract/groups';
import { GROUP_NOTIFICATIONS } from '../../contract/group-notifications';
import { type GroupDetail, type GroupMember, type GroupSummary, type Ledger, type LedgerPayment } from '../../contract/groups-responses';
import { userShownName } from '../../contract/user';
import { centsFrom, centsToDecimalString, ledgerBalances, settleBalances, type LedgerEntry } from '../../golf';
import type { Transaction } from '../db/transaction';
import type { FriendsRepository } from '../friends/repository';
import { dollarsFrom } from '../games/responses';
import { badRequest, conflict, forbidden, notFound, parseOr400 } from '../http/errors';
import type { NewNotification, NotificationsRepository } from '../notifications/repository';
import { announceNotifications } from '../notifications/service';
import type { BusMessage } from '../realtime/bus';
import type { UserRow, UsersRepository } from '../users/repository';
import type { GroupMemberRow, GroupPaymentRow, GroupRow, GroupsRepository, Instants, LedgerGameRow, MemberWithAccount } from './repository';

type Repos = { groups: GroupsRepository; users: UsersRepository; friends: FriendsRepository; notifications: NotificationsRepository };

export type GroupsServiceDeps = {
  groups: GroupsRepository;
  /** Every change of a group commits whole, with the group's row locked (one change of a group at a time). */
  transaction: Transaction<Repos>;
  bus: { publish(message: BusMessage): Promise<void> };
  log: FastifyBaseLogger;
  now?: () => Date;
};

/** What a committed change answers, who hears GROUP_CHANGED, and who has a new notification. */
type Outcome<T> = { result: T; groupId: string; told: string[]; notified: string[] };

/** The name a member goes by: a golfer's current shown name, else the name kept on the row. */
function memberName(member: MemberWithAccount): string {
  return member.accountName ?? member.name;
}

function memberOf(member: MemberWithAccount): GroupMember {
  return {
    id: member.id,
    userId: member.userId,
    userNumber: member.userNumber,
    name: memberName(member),
    role: member.role,
    avatarUrl: member.avatarUrl,
    active: member.leftAt === null,
    paypalMe: member.paypalMe,
    venmo: member.venmo,
    cashtag: member.cashtag,
  };
}

/** The ledger's entries (golf/ledger-balances.ts) from the stored games and payments. */
function entriesOf(results: readonly LedgerGameRow[], payments: readonly GroupPaymentRow[]): LedgerEntry[] {
  const games = new Map<number, LedgerEntry & { kind: 'game' }>();
  for (const row of results) {
    const game = games.get(row.gameId) ?? { kind: 'game' as const, at: row.completedAt.toISOString(), results: [] };
    games.set(row.gameId, { ...game, results: [...game.results, { memberId: row.memberId, cents: row.winningsCents }] });
  }
  const paid = payments.map(
    (payment): LedgerEntry => ({ kind: 'payment', at: payment.createdAt.toISOString(), fromMemberId: payment.fromMemberId, toMemberId: payment.toMemberId, cents: payment.amountCents }),
  );
  return [...games.values(), ...paid];
}

/** Whole UTC days from `from` to `to`, both inclusive, as instants. */
function instantsOf(from: string, to: string): Instants {
  const before = new Date(`${to}T00:00:00Z`);
  before.setUTCDate(before.getUTCDate() + 1);
  return { from: new Date(`${from}T00:00:00Z`), before };
}

function addedNotice(group: GroupRow, owner: UserRow, userId: string): NewNotification {
  const { type, title, emoji } = GROUP_NOTIFICATIONS.added;
  return { userId, type, title, message: `${userShownName(owner)} added you to ${group.name}`, data: { groupId: group.id }, metadata: { emoji } };
}

function paymentNotice(group: GroupRow, recorder: UserRow, userId: string, text: { from: string; to: string; cents: number }): NewNotification {
  const { type, title, emoji } = GROUP_NOTIFICATIONS.payment;
  const message = `${userShownName(recorder)} recorded $${centsToDecimalString(centsFrom(text.cents))} paid by ${text.from} to ${text.to} in ${group.name}`;
  return { userId, type, title, message, data: { groupId: group.id }, metadata: { emoji } };
}

/** Groups and their ledger (product §R18): membership, payments, balances and the fewest transfers that settle them. */
export function createGroupsService(deps: GroupsServiceDeps) {
  const { groups, transaction, bus, log } = deps;
  const now = deps.now ?? (() => new Date());

  /** After commit: every member hears GROUP_CHANGED, and whoever got a notification hears of it (docs/decisions/011). */
  function announce<T>({ result, groupId, told, notified }: Outcome<T>): T {
    for (const userId of new Set(told)) {
      bus.publish({ kind: 'user', userId, event: { type: 'GROUP_CHANGED', groupId } }).catch((error: unknown) => log.warn({ err: error }, 'realtime publish failed'));
    }
    announceNotifications(deps, notified);
    return result;
  }

  /** The caller's active membership of the group, or the 404 anyone else gets: a group is private to its members. */
  async function membershipOr404(repos: Pick<Repos, 'groups'>, groupId: string, user: UserRow): Promise<GroupMemberRow> {
    const member = await repos.groups.memberOfUser(groupId, user.id);
    if (!member || member.leftAt !== null) throw notFound(groupMessages.notFound);
    return member;
  }

  /** Locks the group and checks the caller is in it; `ownerOnly` refuses anyone but its owner (403). */
  async function lockAs(repos: Repos, groupId: string, user: UserRow, ownerOnly: boolean): Promise<{ group: GroupRow; me: GroupMemberRow }> {
    const group = await repos.groups.lock(groupId);
    if (!group) throw notFound(groupMessages.notFound);
    const me = await membershipOr404(repos, groupId, user);
    if (ownerOnly && me.role !== 'owner') throw forbidden(groupMessages.ownerOnly);
    return { group, me };
  }

  /** Every member's balance over every game and payment of the group, in cents. */
  async function allTimeBalances(repos: Pick<Repos, 'groups'>, groupId: string): Promise<Map<string, number>> {
    return ledgerBalances(entriesOf(await repos.groups.gameResults(groupId), await repos.groups.payments(groupId)));
  }

  /** The group page's answer: active members, and those who left while money is still owed to or by them. */
  async function detailOf(repos: Pick<Repos, 'groups'>, group: GroupRow, me: GroupMemberRow): Promise<GroupDetail> {
    const [members, balances] = await Promise.all([repos.groups.members(group.id), allTimeBalances(repos, group.id)]);
    const listed = members.filter((member) => member.leftAt === null || (balances.get(member.id) ?? 0) !== 0);
    const owner = members.find((member) => member.role === 'owner');
    return { id: group.id, name: group.name, ownerMemberId: owner?.id ?? '', createdAt: group.createdAt.toISOString(), myMemberId: me.id, members: listed.map(memberOf) };
  }

  /** A golfer joins (or rejoins) as a member; a guest of the name is created or comes back. */
  async function addMember(repos: Repos, group: GroupRow, owner: UserRow, body: ReturnType<typeof AddGroupMemberSchema.parse>): Promise<string[]> {
    if ((await repos.groups.activeCount(group.id)) >= GROUP_MEMBERS_MAX) throw conflict(groupMessages.tooManyMembers);
    if ('guestName' in body) {
      const guest = await repos.groups.guestNamed(group.id, body.guestName);
      if (guest && guest.leftAt === null) throw conflict(groupMessages.guestExists);
      if (guest) await repos.groups.updateMember(guest.id, { leftAt: null, name: body.guestName });
      else await repos.groups.insertMember({ groupId: group.id, userId: null, name: body.guestName, role: 'guest' });
      return [];
    }
    const golfer = await repos.users.byUserNumber(body.userNumber);
    if (!golfer) throw notFound(groupMessages.unknownPlayer);
    const existing = await repos.groups.memberOfUser(group.id, golfer.id);
    if (existing && existing.leftAt === null) throw conflict(groupMessages.alreadyMember);
    // The same rule as adding a golfer to a game (product §R7): friends only, when the golfer asks for it.
    if (golfer.friendsOnlyGameAdd && !(await repos.friends.areFriends(golfer.id, owner.id))) throw forbidden(groupMessages.friendsOnly);
    if ((await repos.groups.countOf(golfer.id)) >= GROUPS_PER_USER_MAX) throw conflict(groupMessages.tooManyGroups);
    if (existing) await repos.groups.updateMember(existing.id, { leftAt: null, role: 'member', name: userShownName(golfer) });
    else await repos.groups.insertMember({ groupId: group.id, userId: golfer.id, name: userShownName(golfer), role: 'member' });
    await repos.notifications.insert([addedNotice(group, owner, golfer.id)]);
    return [golfer.id];
  }

  return {
    async list(user: UserRow): Promise<GroupSummary[]> {
      const rows = await groups.groupsOf(user.id);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },

    async create(user: UserRow, rawBody: unknown): Promise<GroupDetail> {
      const { name } = parseOr400(CreateGroupSchema, rawBody);
      return transaction(async (repos) => {
        await repos.users.lockById(user.id);
        if ((await repos.groups.countOf(user.id)) >= GROUPS_PER_USER_MAX) throw conflict(groupMessages.tooManyGroups);
        const group = await repos.groups.insert(name);
        const me = await repos.groups.insertMember({ groupId: group.id, userId: user.id, name: userShownName(user), role: 'owner' });
        return detailOf(repos, group, me);
      });
    },

    async detail(user: UserRow, groupId: string): Promise<GroupDetail> {
      const group = await groups.byId(groupId);
      if (!group) throw notFound(groupMessages.notFound);
      return detailOf({ groups }, group, await membershipOr404({ groups }, groupId, user));
    },

    /** The owner renames the group or hands it to another member with an account. */
    async update(user: UserRow, groupId: string, rawBody: unknown): Promise<GroupDetail> {
      const body = parseOr400(UpdateGroupSchema, rawBody);
      const outcome = await transaction(async (repos): Promise<Outcome<GroupDetail>> => {
        const { group, me } = await lockAs(repos, groupId, user, true);
        if (body.name !== undefined) await repos.groups.rename(group.id, body.name);
        if (body.ownerMemberId !== undefined && body.ownerMemberId !== me.id) {
          const next = await repos.groups.memberById(group.id, body.ownerMemberId);
          if (!next || next.leftAt !== null) throw notFound(groupMessages.memberNotFound);
          if (next.userId === null) throw conflict(groupMessages.ownerMustBeGolfer);
          await repos.groups.updateMember(me.id, { role: 'member' });
          await repos.groups.updateMember(next.id, { role: 'owner' });
        }
        const renamed = { ...group, name: body.name ?? group.name };
        const mine = await repos.groups.memberById(group.id, me.id);
        return { result: await detailOf(repos, renamed, mine ?? me), groupId, told: await repos.groups.memberUserIds(groupId), notified: [] };
      });
      return announce(outcome);
    },

    /** The owner deletes the group once every balance is settled (409 before then); its games stay, without a group. */
    async remove(user: UserRow, groupId: string): Promise<void> {
      const outcome = await transaction(async (repos): Promise<Outcome<null>> => {
        await lockAs(repos, groupId, user, true);
        const balances = await allTimeBalances(repos, groupId);
        if ([...balances.values()].some((cents) => cents !== 0)) throw conflict(groupMessages.unsettled);
        const told = await repos.groups.memberUserIds(groupId);
        await repos.groups.delete(groupId);
        return { result: null, groupId, told, notified: [] };
      });
      announce(outcome);
    },

    async addMember(user: UserRow, groupId: string, rawBody: unknown): Promise<GroupDetail> {
      const body = parseOr400(AddGroupMemberSchema, rawBody);
      const outcome = await transaction(async (repos): Promise<Outcome<GroupDetail>> => {
        const { group, me } = await lockAs(repos, groupId, user, true);
        const notified = await addMember(repos, group, user, body);
        return { result: await detailOf(repos, group, me), groupId, told: await repos.groups.memberUserIds(groupId), notified };
      });
      return announce(outcome);
    },

    /**
     * The owner removes a member, or a member leaves (their own id). The row stays, marked as left, so past games and
     * payments keep naming them, and the group page lists them while money is owed. The owner hands the group over first.
     * Answers the group, or null when the caller left it.
     */
    async removeMember(user: UserRow, groupId: string, memberId: string): Promise<GroupDetail | null> {
      const outcome = await transaction(async (repos): Promise<Outcome<GroupDetail | null>> => {
        const { group, me } = await lockAs(repos, groupId, user, false);
        const member = await repos.groups.memberById(group.id, memberId);
        if (!member || member.leftAt !== null) throw notFound(groupMessages.memberNotFound);
        if (member.id !== me.id && me.role !== 'owner') throw forbidden(groupMessages.ownerOnly);
        if (member.role === 'owner') throw conflict(groupMessages.ownerCannotLeave);
        const told = await repos.groups.memberUserIds(groupId);
        await repos.groups.updateMember(member.id, { leftAt: now() });
        const result = member.id === me.id ? null : await detailOf(repos, group, me);
        return { result, groupId, told, notified: [] };
      });
      return announce(outcome);
    },

    /** The ledger of a range of days (this calendar year by default), for members only (404 otherwise). */
    async ledger(user: UserRow, groupId: string, rawQuery: unknown): Promise<Ledger> {
      const query = parseOr400(LedgerQuerySchema, rawQuery);
      const group = await groups.byId(groupId);
      if (!group) throw notFound(groupMessages.notFound);
      await membershipOr404({ groups }, groupId, user);
      const season = seasonOf(now().getUTCFullYear());
      const from = query.from ?? (query.to && query.to < season.from ? `${query.to.slice(0, 4)}-01-01` : season.from);
      const to = query.to ?? (from > season.to ? `${from.slice(0, 4)}-12-31` : season.to);
      if (from > to) throw badRequest(groupMessages.rangeBackwards);
      const range = instantsOf(from, to);
      const [members, results, payments, seasons] = await Promise.all([
        groups.members(groupId),
        groups.gameResults(groupId, range),
        groups.payments(groupId, range),
        groups.seasons(groupId),
      ]);
      const names = new Map(members.map((member) => [member.id, memberName(member)]));
      const balances = ledgerBalances(entriesOf(results, payments));
      // Active members are listed at zero too; a member who left is listed only while their balance moves.
      for (const member of members) if (member.leftAt === null && !balances.has(member.id)) balances.set(member.id, 0);
      const settlement = settleBalances([...balances].map(([id, cents]) => ({ id, cents })));
      const me = members.find((member) => member.userId === user.id);
      return {
        from,
        to,
        balances: [...balances].map(([memberId, cents]) => ({ memberId, name: names.get(memberId) ?? '', amount: dollarsFrom(cents) })),
        transfers: settlement.transfers.map((transfer) => ({ fromMemberId: transfer.from, toMemberId: transfer.to, amount: dollarsFrom(transfer.cents) })),
        exact: settlement.exact,
        games: gamesOf(results),
        payments: payments.map((payment) => paymentOf(payment, members, me?.id)),
        seasons,
      };
    },

    /** Records money paid outside the app, by either of the two members or the owner (product §R18). */
    async recordPayment(user: UserRow, groupId: string, rawBody: unknown): Promise<LedgerPayment> {
      const body = parseOr400(RecordPaymentSchema, rawBody);
      const outcome = await transaction(async (repos): Promise<Outcome<LedgerPayment>> => {
        const { group, me } = await lockAs(repos, groupId, user, false);
        const [payer, payee] = await Promise.all([repos.groups.memberById(group.id, body.fromMemberId), repos.groups.memberById(group.id, body.toMemberId)]);
        if (!payer || !payee) throw notFound(groupMessages.memberNotFound);
        if (me.role !== 'owner' && me.id !== payer.id && me.id !== payee.id) throw forbidden(groupMessages.paymentParty);
        const payment = await repos.groups.insertPayment({ groupId, fromMemberId: payer.id, toMemberId: payee.id, amountCents: body.amount, recordedBy: user.id });
        const members = await repos.groups.members(groupId);
        const names = new Map(members.map((member) => [member.id, memberName(member)]));
        const text = { from: names.get(payer.id) ?? payer.name, to: names.get(payee.id) ?? payee.name, cents: body.amount };
        const told = [payer.userId, payee.userId].flatMap((id) => (id && id !== user.id ? [id] : []));
        await repos.notifications.insert(told.map((userId) => paymentNotice(group, user, userId, text)));
        // Every active member with an account hears of it: the members just read, not a second query.
        const active = members.flatMap((member) => (member.leftAt === null && member.userId ? [member.userId] : []));
        return { result: paymentOf(payment, members, me.id), groupId, told: active, notified: told };
      });
      return announce(outcome);
    },

    /** Deletes a payment; only whoever recorded it may (403 for anyone else in the group). */
    async deletePayment(user: UserRow, groupId: string, paymentId: string): Promise<void> {
      const outcome = await transaction(async (repos): Promise<Outcome<null>> => {
        await lockAs(repos, groupId, user, false);
        const payment = await repos.groups.paymentById(groupId, paymentId);
        if (!payment) throw notFound(groupMessages.paymentNotFound);
        if (payment.recordedBy !== user.id) throw forbidden(groupMessages.paymentRecorder);
        await repos.groups.deletePayment(payment.id);
        return { result: null, groupId, told: await repos.groups.memberUserIds(groupId), notified: [] };
      });
      announce(outcome);
    },
  };
}

/** The games the ledger counts, each with every member's result, in the order they were completed. */
function gamesOf(results: readonly LedgerGameRow[]): Ledger['games'] {
  const games = new Map<number, Ledger['games'][number]>();
  for (const row of results) {
    const game = games.get(row.gameId) ?? { gameId: row.gameId, name: row.name, courseName: row.courseName, completedAt: row.completedAt.toISOString(), results: [] };
    game.results.push({ memberId: row.memberId, amount: dollarsFrom(row.winningsCents) });
    games.set(row.gameId, game);
  }
  return [...games.values()];
}

function paymentOf(payment: GroupPaymentRow, members: readonly MemberWithAccount[], myMemberId: string | undefined): LedgerPayment {
  const recorder = members.find((member) => member.userId !== null && member.userId === payment.recordedBy);
  return {
    id: payment.id,
    fromMemberId: payment.fromMemberId,
    toMemberId: payment.toMemberId,
    amount: dollarsFrom(payment.amountCents),
    recordedAt: payment.createdAt.toISOString(),
    recordedByMemberId: recorder?.id ?? null,
    mine: recorder !== undefined && recorder.id === myMemberId,
  };
}

export type GroupsService = ReturnType<typeof createGroupsService>;
