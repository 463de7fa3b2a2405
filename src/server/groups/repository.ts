import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { GroupRole } from '../../contract/groups-responses';
import type { DbOrTx } from '../db/client';
import { gamePlayers, games, groupMembers, groupPayments, groups, users } from '../db/schema';
import { userShownNameSql } from '../users/repository';

export type GroupRow = typeof groups.$inferSelect;
export type GroupMemberRow = typeof groupMembers.$inferSelect;
export type GroupPaymentRow = typeof groupPayments.$inferSelect;

/** A member with what the group page shows of their account (null for a guest or a deleted account). */
export type MemberWithAccount = GroupMemberRow & {
  userNumber: number | null;
  accountName: string | null;
  avatarUrl: string | null;
  paypalMe: string | null;
  venmo: string | null;
  cashtag: string | null;
};

/** One member's result in one completed group game. */
export type LedgerGameRow = { gameId: number; name: string; courseName: string; completedAt: Date; memberId: string; winningsCents: number };

/** A range of instants, from inclusive to before exclusive (whole UTC days, made by the service). */
export type Instants = { from: Date; before: Date };

function theRow<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`${what} returned no row`);
  return row;
}

const gameInGroup = (groupId: string) => and(eq(games.groupId, groupId), eq(games.status, 'completed'), isNotNull(games.completedAt));

/** The groups, their members and payments, and the group games the ledger counts (product §R18). */
export function groupsRepository(db: DbOrTx) {
  return {
    async insert(name: string): Promise<GroupRow> {
      return theRow(await db.insert(groups).values({ name }).returning(), 'group insert');
    },

    /** The group, its row locked: membership and payment changes of one group run one at a time. */
    async lock(groupId: string): Promise<GroupRow | null> {
      const [row] = await db.select().from(groups).where(eq(groups.id, groupId)).for('update');
      return row ?? null;
    },

    async byId(groupId: string): Promise<GroupRow | null> {
      const [row] = await db.select().from(groups).where(eq(groups.id, groupId)).limit(1);
      return row ?? null;
    },

    async rename(groupId: string, name: string): Promise<void> {
      await db.update(groups).set({ name }).where(eq(groups.id, groupId));
    },

    async delete(groupId: string): Promise<void> {
      await db.delete(groups).where(eq(groups.id, groupId));
    },

    /** The groups the user is an active member of, newest first, with how many active members each has. */
    async groupsOf(userId: string): Promise<{ id: string; name: string; role: GroupRole; createdAt: Date; memberCount: number }[]> {
      const mine = await db
        .select({ id: groups.id, name: groups.name, role: groupMembers.role, createdAt: groups.createdAt })
        .from(groupMembers)
        .innerJoin(groups, eq(groups.id, groupMembers.groupId))
        .where(and(eq(groupMembers.userId, userId), isNull(groupMembers.leftAt)))
        .orderBy(desc(groups.createdAt), asc(groups.id));
      if (mine.length === 0) return [];
      const counts = await db
        .select({ groupId: groupMembers.groupId, members: count() })
        .from(groupMembers)
        .where(and(isNull(groupMembers.leftAt), sql`${groupMembers.groupId} in (select ${groupMembers.groupId} from ${groupMembers} where ${groupMembers.userId} = ${userId} and ${groupMembers.leftAt} is null)`))
        .groupBy(groupMembers.groupId);
      const byGroup = new Map(counts.map((row) => [row.groupId, Number(row.members)]));
      return mine.map((group) => ({ ...group, memberCount: byGroup.get(group.id) ?? 0 }));
    },

    /** How many groups the user is an active member of. */
    async countOf(userId: string): Promise<number> {
      const [row] = await db
        .select({ groups: count() })
        .from(groupMembers)
        .where(and(eq(groupMembers.userId, userId), isNull(groupMembers.leftAt)));
      return Number(row?.groups ?? 0);
    },

    /** Every member row of the group, those who left too, in the order they joined. */
    async members(groupId: string): Promise<MemberWithAccount[]> {
      const rows = await db
        .select({
          member: groupMembers,
          userNumber: users.userNumber,
          accountName: userShownNameSql,
          avatarUrl: users.avatarUrl,
          paypalMe: users.paypalMe,
          venmo: users.venmo,
          cashtag: users.cashtag,
        })
        .from(groupMembers)
        .leftJoin(users, eq(users.id, groupMembers.userId))
        .where(eq(groupMembers.groupId, groupId))
        .orderBy(asc(groupMembers.joinedAt), asc(groupMembers.id));
      return rows.map(({ member, ...account }) => ({ ...member, ...account }));
    },

    async memberById(groupId: string, memberId: string): Promise<GroupMemberRow | null> {
      const [row] = await db
        .select()
        .from(groupMembers)
        .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.id, memberId)))
        .limit(1);
      return row ?? null;
    },

    /** The user's row in the group, whether or not they are still an active member. */
    async memberOfUser(groupId: string, userId: string): Promise<GroupMemberRow | null> {
      const [row] = await db
        .select()
        .from(groupMembers)
        .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    /** The guest of that name (case-insensitively), whether or not still active. */
    async guestNamed(groupId: string, name: string): Promise<GroupMemberRow | null> {
      const [row] = await db
        .select()
        .from(groupMembers)
        .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.role, 'guest'), sql`lower(${groupMembers.name}) = lower(${name})`))
        .limit(1);
      return row ?? null;
    },

    async activeCount(groupId: string): Promise<number> {
      const [row] = await db
        .select({ members: count() })
        .from(groupMembers)
        .where(and(eq(groupMembers.groupId, groupId), isNull(groupMembers.leftAt)));
      return Number(row?.members ?? 0);
    },

    async insertMember(values: { groupId: string; userId: string | null; name: string; role: GroupRole }): Promise<GroupMemberRow> {
      return theRow(await db.insert(groupMembers).values(values).returning(), 'group member insert');
    },

    async updateMember(memberId: string, values: Partial<Pick<GroupMemberRow, 'role' | 'leftAt' | 'name' | 'joinedAt'>>): Promise<GroupMemberRow> {
      return theRow(await db.update(groupMembers).set(values).where(eq(groupMembers.id, memberId)).returning(), 'group member update');
    },

    /** The accounts of the group's active members: who hears of a change to it. */
    async memberUserIds(groupId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: groupMembers.userId })
        .from(groupMembers)
        .where(and(eq(groupMembers.groupId, groupId), isNull(groupMembers.leftAt), isNotNull(groupMembers.userId)));
      return rows.flatMap((row) => (row.userId ? [row.userId] : []));
    },

    /** Each member's result in each completed group game in the range (every game when no range), oldest first. */
    async gameResults(groupId: string, range?: Instants): Promise<LedgerGameRow[]> {
      const inRange = range ? and(gte(games.completedAt, range.from), lt(games.completedAt, range.before)) : undefined;
      const rows = await db
        .select({
          gameId: games.id,
          name: games.name,
          courseName: games.courseName,
          completedAt: games.completedAt,
          memberId: gamePlayers.groupMemberId,
          winningsCents: gamePlayers.winningsCents,
        })
        .from(games)
        .innerJoin(gamePlayers, eq(gamePlayers.gameId, games.id))
        .where(and(gameInGroup(groupId), isNotNull(gamePlayers.groupMemberId), inRange))
        .orderBy(asc(games.completedAt), asc(games.id), asc(gamePlayers.id));
      return rows.flatMap((row) =>
        row.completedAt && row.memberId ? [{ ...row, completedAt: row.completedAt, memberId: row.memberId, winningsCents: row.winningsCents ?? 0 }] : [],
      );
    },

    /** The payments recorded in the range (every one when no range), oldest first. */
    async payments(groupId: string, range?: Instants): Promise<GroupPaymentRow[]> {
      const inRange = range ? and(gte(groupPayments.createdAt, range.from), lt(groupPayments.createdAt, range.before)) : undefined;
      return db
        .select()
        .from(groupPayments)
        .where(and(eq(groupPayments.groupId, groupId), inRange))
        .orderBy(asc(groupPayments.createdAt), asc(groupPayments.id));
    },

    /** The calendar years (UTC) with a completed game or a payment in the group, newest first. */
    async seasons(groupId: string): Promise<number[]> {
      const gameYears = db
        .selectDistinct({ year: sql<number>`extract(year from ${games.completedAt} at time zone 'UTC')::int`.as('year') })
        .from(games)
        .where(gameInGroup(groupId));
      const paymentYears = db
        .selectDistinct({ year: sql<number>`extract(year from ${groupPayments.createdAt} at time zone 'UTC')::int`.as('year') })
        .from(groupPayments)
        .where(eq(groupPayments.groupId, groupId));
      const rows = [...(await gameYears), ...(await paymentYears)];
      return [...new Set(rows.map((row) => Number(row.year)))].sort((a, b) => b - a);
    },

    async insertPayment(values: { groupId: string; fromMemberId: string; toMemberId: string; amountCents: number; recordedBy: string }): Promise<GroupPaymentRow> {
      return theRow(await db.insert(groupPayments).values(values).returning(), 'payment insert');
    },

    async paymentById(groupId: string, paymentId: string): Promise<GroupPaymentRow | null> {
      const [row] = await db
        .select()
        .from(groupPayments)
        .where(and(eq(groupPayments.groupId, groupId), eq(groupPayments.id, paymentId)))
        .limit(1);
      return row ?? null;
    },

    async deletePayment(paymentId: string): Promise<void> {
      await db.delete(groupPayments).where(eq(groupPayments.id, paymentId));
    },
  };
}

export type GroupsRepository = ReturnType<typeof groupsRepository>;
