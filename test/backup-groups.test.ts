import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { restoreBackup } from '../src/server/db/backup/restore';
import { backedUpTableNames } from '../src/server/db/backup/tables';
import { queryRows, type Db } from '../src/server/db/client';
import { gamePlayers, games, groupMembers, groupPayments, groups } from '../src/server/db/schema';
import { describeEachDatabase, type TestContext } from './support/app';
import { freshDatabase } from './support/database';
import { addManual, call, createGame, expectStatus, golfer, registered, seedCourse, type Golfer } from './support/games';

// Issue 33: the groups (product §R18) are in the admin's backup and come back from a restore: groups, their members
// and the payments recorded between them, with the games played in a group and the players who are its members. A
// restore loads the tables in order, each after those its foreign keys point to (src/server/db/backup/tables.ts).

/** Every row of the tables, as the database writes it, in a stable order: what a restore must reproduce. */
async function rowsOf(db: Db, tables: readonly string[]): Promise<Record<string, string[]>> {
  const all: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = await queryRows<{ row: string }>(db, sql`select to_jsonb(t)::text as row from ${sql.identifier(table)} t order by 1`);
    all[table] = rows.map((r) => r.row);
  }
  return all;
}

/**
 * A group as the groups feature stores it (src/server/db/schema.ts): Sam owns it, Kim is a member, Lee a guest; a game
 * played in it whose players are its members, and a payment from Kim to Sam.
 */
async function seedGroup(ctx: TestContext, sam: Golfer) {
  const { db } = ctx.database;
  const kim = await registered(ctx, 'Kim');
  const [group] = await db.insert(groups).values({ name: 'Saturday Four-Ball' }).returning();
  const members = await db
    .insert(groupMembers)
    .values([
      { groupId: group!.id, userId: sam.user.id, name: 'Sam', role: 'owner' },
      { groupId: group!.id, userId: kim.id, name: 'Kim', role: 'member' },
      { groupId: group!.id, userId: null, name: 'Lee', role: 'guest' },
    ])
    .returning();
  const [samMember, kimMember, leeMember] = members;
  const game = await createGame(ctx, sam);
  const lee = await addManual(ctx, sam, game.id, 'Lee', 4);
  await db.update(games).set({ groupId: group!.id }).where(eq(games.id, game.id));
  await db.update(gamePlayers).set({ groupMemberId: samMember!.id }).where(eq(gamePlayers.userId, sam.user.id));
  await db.update(gamePlayers).set({ groupMemberId: leeMember!.id }).where(eq(gamePlayers.playerKey, lee.userId));
  await db.insert(groupPayments).values({ groupId: group!.id, fromMemberId: kimMember!.id, toMemberId: samMember!.id, amountCents: 1250, recordedBy: sam.user.id });
  return { group: group!, game };
}

describeEachDatabase('backup of the groups', (ctx) => {
  let scratch: string;
  beforeAll(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'dormie-backup-groups-test-'));
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('backs up groups, group_members and group_payments, each after the tables its foreign keys point to', () => {
    const names = backedUpTableNames();
    const at = (table: string) => names.indexOf(table);
    for (const table of ['groups', 'group_members', 'group_payments']) expect(names, table).toContain(table);
    // groups before group_members before group_payments; games.group_id and game_players.group_member_id after theirs.
    expect(at('users')).toBeLessThan(at('groups'));
    expect(at('groups')).toBeLessThan(at('group_members'));
    expect(at('group_members')).toBeLessThan(at('group_payments'));
    expect(at('groups')).toBeLessThan(at('games'));
    expect(at('group_members')).toBeLessThan(at('game_players'));
  });

  it('restores a group, its members, its payment and its game into a fresh database, every row as it was', async () => {
    await seedCourse(ctx);
    const admin = await golfer(ctx, 'Boss', { isAdmin: true });
    const sam = await golfer(ctx, 'Sam');
    const { group, game } = await seedGroup(ctx, sam);

    const response = await call(ctx, admin.cookie, 'GET', '/api/admin/export');
    expectStatus(response, 200);
    const file = path.join(scratch, `groups-${ctx.kind}.zip`);
    writeFileSync(file, response.rawPayload);
    const tables = ['groups', 'group_members', 'group_payments', 'games', 'game_players'];
    const source = await rowsOf(ctx.database.db, tables);
    expect(Object.fromEntries(Object.entries(source).map(([table, rows]) => [table, rows.length]))).toEqual({
      groups: 1,
      group_members: 3,
      group_payments: 1,
      games: 1,
      game_players: 2,
    });

    const target = await freshDatabase(ctx.kind);
    try {
      const { manifest } = await restoreBackup(target.database.db, file, { replace: false, admins: [admin.user.username] });
      expect(manifest.rowCounts).toMatchObject({ groups: 1, group_members: 3, group_payments: 1 });
      expect(await rowsOf(target.database.db, tables)).toEqual(source);
      // The restored game still names its group, and its players their members.
      const [restoredGame] = await target.database.db.select({ groupId: games.groupId }).from(games).where(eq(games.id, game.id));
      expect(restoredGame?.groupId).toBe(group.id);
      const memberIds = await target.database.db.select({ groupMemberId: gamePlayers.groupMemberId }).from(gamePlayers).where(eq(gamePlayers.gameId, game.id));
      expect(memberIds.every((row) => row.groupMemberId !== null)).toBe(true);
    } finally {
      await target.dispose();
    }
  });
});
