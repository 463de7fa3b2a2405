import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pino from 'pino';
import yauzl from 'yauzl';
import yazl from 'yazl';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { backupFileName } from '../src/contract/admin';
import { buildApp } from '../src/server/app';
import { linesAtMost } from '../src/server/db/backup/bounded-read';
import { migrations } from '../src/server/db/backup/schema-versions';
import { backedUpTableNames, currentSchemaVersion, leftOutColumns, MANIFEST_FILE, schemaTableNames, tableFile, tableRowCount, type Manifest } from '../src/server/db/backup/tables';
import { RestoreError, restoreBackup, restoreLimits } from '../src/server/db/backup/restore';
import { migrationsFolder, queryRows, type Database, type DatabaseKind, type Db } from '../src/server/db/client';
import { dataExports, friendships, invitationCodes, notifications, sessions, stripeEvents, userAvatars, users } from '../src/server/db/schema';
import { createBusFor } from '../src/server/realtime/bus';
import { describeEachDatabase, type TestContext } from './support/app';
import { freshDatabase } from './support/database';
import { addManual, call, card, completeGame, createGame, expectStatus, gameOf, golfer, playersOf, postCard, seedCourse, startGame, type Golfer } from './support/games';
import { defaultPassword, signIn } from './support/users';

// Issue 16: GET /api/admin/export streams a zip of every table and a manifest; `npm run restore` (restoreBackup)
// loads it into an empty database, where golfers sign in again and a completed game reads as it did. Issue 27 (items 3
// and 8; docs/decisions/025): the export holds no transaction while a slow reader reads; the restore bounds every size,
// refuses what the export never writes and administrators nobody named, shows no value from the rows in its errors,
// and migrates a backup of an older schema forward.

/** The backups today's main made (test/fixtures/backups/README.md), one on each database. */
const fixture = (madeOn: DatabaseKind): string => path.join(import.meta.dirname, 'fixtures', 'backups', `0008_data_exports-${madeOn}.zip`);

type Zip = { names: string[]; manifest: Manifest; text(name: string): Promise<string> };

async function readZip(source: Buffer | string): Promise<Zip> {
  const buffer = typeof source === 'string' ? readFileSync(source) : source;
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, opened) => (error ? reject(error) : resolve(opened)));
  });
  const entries = new Map<string, yauzl.Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve());
    zip.on('error', reject);
    zip.readEntry();
  });
  const text = (name: string): Promise<string> =>
      new Promise((resolve, reject) => {
        const entry = entries.get(name);
        if (!entry) return reject(new Error(`no ${name} in the zip`));
        zip.openReadStream(entry, (error, stream) => {
          if (error) return reject(error);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
          stream.on('error', reject);
        });
      });
  return { names: [...entries.keys()], manifest: JSON.parse(await text(MANIFEST_FILE)) as Manifest, text };
}

/** Every row of every backed-up table, as the database writes it, in a stable order: what a restore must reproduce. */
async function everyTable(db: Db): Promise<Record<string, string[]>> {
  const all: Record<string, string[]> = {};
  for (const table of backedUpTableNames()) {
    const rows = await queryRows<{ row: string }>(db, sql`select to_jsonb(t)::text as row from ${sql.identifier(table)} t order by 1`);
    all[table] = rows.map((r) => r.row);
  }
  return all;
}

/** Proves a refused restore changed nothing: every table of today's schema there and empty, every migration recorded. */
async function expectUntouched(database: Database): Promise<void> {
  const counts = Object.fromEntries(await Promise.all(schemaTableNames().map(async (table) => [table, await tableRowCount(database.db, table)] as const)));
  expect(counts).toEqual(Object.fromEntries(schemaTableNames().map((table) => [table, 0])));
  expect(await recordedMigrations(database.db)).toEqual(migrations().map((migration) => migration.hash));
}

/** The hashes drizzle's record of applied migrations holds, oldest first. */
async function recordedMigrations(db: Db): Promise<string[]> {
  const rows = await queryRows<{ hash: string }>(db, sql`select hash from drizzle.__drizzle_migrations order by created_at`);
  return rows.map((row) => row.hash);
}

/** What no message of a refused restore may show: a password hash or an e-mail address. */
function expectNoSecrets(message: string): void {
  expect(message).not.toMatch(/scrypt\$/);
  expect(message).not.toMatch(/@/);
}

/** The refusal `restore` ends in. */
async function refusal(restore: Promise<unknown>): Promise<string> {
  const error: unknown = await restore.then(
    () => new Error('the restore was not refused'),
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(RestoreError);
  return (error as RestoreError).message;
}

/** The export's temporary files this process holds open, as Linux names them (none where /proc is not). */
function openExportFiles(): string[] {
  if (!existsSync('/proc/self/fd')) return [];
  return readdirSync('/proc/self/fd').flatMap((fd) => {
    try {
      const target = readlinkSync(`/proc/self/fd/${fd}`);
      return target.includes('dormie-export-') ? [target] : [];
    } catch {
      return [];
    }
  });
}

/** The app's address, listening on a real socket (once per suite; the suite closes it). */
async function listening(ctx: TestContext): Promise<string> {
  if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the app is not listening on a port');
  return `http://127.0.0.1:${String(address.port)}`;
}

/** A GET's status, its body read whole. */
async function statusOf(url: string, cookie?: string): Promise<number | undefined> {
  const request = get(url, { headers: cookie ? { cookie } : {} });
  const [response] = (await once(request, 'response')) as [IncomingMessage];
  response.resume();
  await once(response, 'end');
  return response.statusCode;
}

const tinyPng = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** A club's worth of data: a completed game with history, a friendship, an invitation, a notice, an avatar, a payment event. */
async function seedClub(ctx: TestContext) {
  await seedCourse(ctx);
  const admin = await golfer(ctx, 'Boss', { isAdmin: true });
  const sam = await golfer(ctx, 'Sam', { subscriptionStatus: 'active', stripeCustomerId: 'cus_backup' });
  const kim = await golfer(ctx, 'Kim', { tempPassword: 'hashed-temporary', tempPasswordExpiry: new Date(Date.now() + 3_600_000), mustChangePassword: true });
  const game = await createGame(ctx, sam, { gameType: 'nassau', nassauMode: 'stroke', betAmount: 7.5, drinksOn: true });
  const lee = await addManual(ctx, sam, game.id, 'Lee', 4);
  await startGame(ctx, sam, game.id);
  await postCard(ctx, sam.cookie, game.id, sam.user.id, card({ 1: -1, 10: 1 }));
  await postCard(ctx, sam.cookie, game.id, lee.userId, card({ 2: 2, 12: -1, 18: 3 }));
  // Offline writes (issue 29): a hole disputed by a write over strokes its phone had not seen, a drink in the history,
  // and the operation ids of both kept with their answers.
  const disputed = { playerId: lee.userId, holeNumber: 5, strokes: 9, previous: null, opId: '3f1c2b9e-7a44-4c1d-9e2a-5b6c7d8e9f01' };
  expectStatus(await call(ctx, sam.cookie, 'POST', `/api/games/${game.id}/scores`, disputed), 200);
  expectStatus(await call(ctx, sam.cookie, 'POST', `/api/games/${game.id}/players/${lee.userId}/drinks`, { change: 1, opId: '3f1c2b9e-7a44-4c1d-9e2a-5b6c7d8e9f02' }), 200);
  await completeGame(ctx, sam, game.id);
  const { db } = ctx.database;
  const [a, b] = [sam.user.id, kim.user.id].sort();
  await db.insert(friendships).values({ userAId: a!, userBId: b! });
  await db.insert(invitationCodes).values({ code: 'BACKUP23', email: 'new@example.com', trialDays: 30, createdBy: admin.user.id });
  await db.insert(notifications).values({ userId: kim.user.id, type: 'note', title: 'Hello', message: 'Line one\nline "two", with a comma', data: { n: 1 } });
  await db.insert(userAvatars).values({ userId: sam.user.id, contentType: 'image/png', hash: 'abc123', image: tinyPng });
  await db.insert(stripeEvents).values({ id: 'evt_backup', type: 'invoice.paid', userId: sam.user.id, eventCreatedAt: new Date('2026-11-01T10:00:00.123Z') });
  return { admin, sam, kim, game };
}

async function exported(ctx: TestContext, admin: Golfer) {
  const response = await call(ctx, admin.cookie, 'GET', '/api/admin/export');
  expectStatus(response, 200);
  return response;
}

// Each of these opens, migrates (every migration since 0000), fills and restores whole databases besides the shared
// one: about 10 s apiece on a quiet 2-core machine and three times that when it is busy, past the usual 30 s limit.
vi.setConfig({ testTimeout: 120_000 });

describeEachDatabase('backup export and restore', (ctx) => {
  let scratch: string;
  beforeAll(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'dormie-backup-test-'));
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  beforeEach(() => vi.useRealTimers());

  it('streams a zip of every table and a manifest with the counts, without sessions or temporary passwords, and records who took it', async () => {
    const { admin, kim } = await seedClub(ctx);
    const response = await exported(ctx, admin);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="dormie-backup-[\dT-]+Z\.zip"$/);
    expect(response.headers['cache-control']).toBe('no-store');

    const zip = await readZip(response.rawPayload);
    expect(zip.names.sort()).toEqual([MANIFEST_FILE, ...backedUpTableNames().map(tableFile)].sort());
    const manifest = JSON.parse(await zip.text(MANIFEST_FILE)) as Manifest;
    expect(manifest).toMatchObject({ format: 'dormie-backup', formatVersion: 1, appVersion: '0.1.0', schemaVersion: currentSchemaVersion(), database: ctx.kind });
    expect(response.headers['content-disposition']).toContain(backupFileName(new Date(manifest.createdAt)));
    expect(Object.keys(manifest.leftOut).sort()).toEqual(['mail_outbox', 'sessions', 'user_presence']);
    for (const table of backedUpTableNames()) {
      const rows = JSON.parse(await zip.text(tableFile(table))) as unknown[];
      expect({ table, rows: rows.length }).toEqual({ table, rows: manifest.rowCounts[table] });
    }
    expect(manifest.rowCounts).toMatchObject({ users: 3, games: 1, game_players: 2, scores: 36, game_operations: 2, user_avatars: 1, data_exports: 1 });

    // Sessions exist (everyone above signed in), yet no session id and no temporary password is in the zip.
    const sessionIds = (await ctx.database.db.select({ sid: sessions.sid }).from(sessions)).map((s) => s.sid);
    expect(sessionIds.length).toBeGreaterThan(0);
    const everything = (await Promise.all(zip.names.map((name) => zip.text(name)))).join('\n');
    for (const sid of sessionIds) expect(everything).not.toContain(sid);
    expect(everything).not.toContain('hashed-temporary');
    const kimRow = (JSON.parse(await zip.text(tableFile('users'))) as Record<string, unknown>[]).find((u) => u.id === kim.user.id);
    expect(kimRow).not.toHaveProperty('temp_password');
    expect(kimRow).toHaveProperty('password');
    expect(kimRow?.password).toMatch(/\S{20,}/);

    await vi.waitFor(async () => {
      const [record] = await ctx.database.db.select().from(dataExports);
      expect(record).toMatchObject({ exportedBy: admin.user.id, exportedByName: 'Boss' });
      expect(record?.completedAt).toBeInstanceOf(Date);
    });
  });

  it('restores into a fresh database: every table equal, sequences continued, golfers sign in, the game reads as before', async () => {
    const { admin, sam, game } = await seedClub(ctx);
    const before = await playersOf(ctx, sam.cookie, game.id);
    const file = path.join(scratch, `club-${ctx.kind}.zip`);
    writeFileSync(file, (await exported(ctx, admin)).rawPayload);
    const source = await everyTable(ctx.database.db);

    const target = await freshDatabase(ctx.kind);
    try {
      const { manifest, admins } = await restoreBackup(target.database.db, file, { replace: false, admins: [admin.user.username] });
      expect(manifest.rowCounts.users).toBe(3);
      expect(admins).toEqual([admin.user.username]);
      const restored = await everyTable(target.database.db);
      const withoutTemporary = (rows: string[]) => rows.map((row) => row.replace(/"temp_password(_expiry)?": ("[^"]*"|null), /g, ''));
      // The export's own record was taken before it completed; every other row is as it was.
      expect({ ...restored, users: withoutTemporary(restored.users!), data_exports: [] }).toEqual({ ...source, users: withoutTemporary(source.users!), data_exports: [] });
      expect(restored.data_exports).toHaveLength(1);

      const app = await buildApp({ config: ctx.config, database: target.database, bus: await createBusFor(target.database, pino({ level: 'silent' })), logger: false });
      try {
        const restoredCtx: TestContext = { ...ctx, app, database: target.database };
        const cookie = await signIn(app, sam.user.username, defaultPassword);
        expect(await playersOf(restoredCtx, cookie, game.id)).toEqual(before);
        // New rows continue after the restored ids (user numbers and game ids are not reused).
        const next = await golfer(restoredCtx, 'Newcomer');
        expect(next.user.userNumber).toBeGreaterThan(Math.max(admin.user.userNumber, sam.user.userNumber));
        expect((await createGame(restoredCtx, next)).id).toBeGreaterThan(game.id);
      } finally {
        await app.close();
      }
    } finally {
      await target.dispose();
    }
  });

  it('refuses a database with data unless told to replace it, and a backup whose counts do not match, changing nothing', async () => {
    const { admin } = await seedClub(ctx);
    const file = path.join(scratch, `refusals-${ctx.kind}.zip`);
    writeFileSync(file, (await exported(ctx, admin)).rawPayload);

    const target = await freshDatabase(ctx.kind);
    try {
      await target.database.db.insert(users).values({ username: 'already_here' });
      await expect(restoreBackup(target.database.db, file, { replace: false })).rejects.toThrow(
        'The database is not empty: users (1). Restore into an empty database, or pass --replace to wipe this one first.',
      );
      await restoreBackup(target.database.db, file, { replace: true, admins: [admin.user.username] });
      expect((await target.database.db.select().from(users).where(eq(users.username, 'already_here')))).toEqual([]);
      expect(await target.database.db.select().from(users)).toHaveLength(3);
    } finally {
      await target.dispose();
    }

    const zip = await readZip((await exported(ctx, admin)).rawPayload);
    const manifest = JSON.parse(await zip.text(MANIFEST_FILE)) as Manifest;
    const tampered = path.join(scratch, `tampered-${ctx.kind}.zip`);
    await writeZip(tampered, zip, { [MANIFEST_FILE]: JSON.stringify({ ...manifest, rowCounts: { ...manifest.rowCounts, scores: 35 } }) });
    const laterSchema = path.join(scratch, `later-schema-${ctx.kind}.zip`);
    await writeZip(laterSchema, zip, { [MANIFEST_FILE]: JSON.stringify({ ...manifest, schemaVersion: '9999_later' }) });
    const empty = await freshDatabase(ctx.kind);
    try {
      const admins = [admin.user.username];
      await expect(restoreBackup(empty.database.db, tampered, { replace: false, admins })).rejects.toThrow('scores: the manifest counts 35 rows, the backup holds 36; nothing was restored');
      await expect(restoreBackup(empty.database.db, laterSchema, { replace: false, admins })).rejects.toThrow('The backup was made at database version "9999_later", which this Dormie does not know');
      await expect(restoreBackup(empty.database.db, path.join(scratch, 'missing.zip'), { replace: false, admins })).rejects.toThrow(RestoreError);
      await expectUntouched(empty.database);
    } finally {
      await empty.dispose();
    }
  });

  it('a download cut off midway closes its temporary file and stays recorded as not completed', async () => {
    const admin = await golfer(ctx, 'Boss', { isAdmin: true });
    // About 12 MB of notices: more than the socket and the streams buffer, so the export must wait for the reader.
    await ctx.database.db.execute(sql`
      insert into notifications (user_id, type, title, message)
      select ${admin.user.id}, 'note', 'Bulk ' || n, repeat(md5(n::text), 12) from generate_series(1, 30000) as n`);
    // A real socket, for a reader that stops; the app stays listening until the suite closes it.
    const address = await listening(ctx);
    {
      const request = get(`${address}/api/admin/export`, { headers: { cookie: admin.cookie } });
      const [response] = (await once(request, 'response')) as [IncomingMessage];
      expect(response.statusCode).toBe(200);
      await once(response, 'readable');
      request.destroy();
      await vi.waitFor(async () => {
        const [record] = await ctx.database.db.select().from(dataExports);
        expect(record).toMatchObject({ exportedBy: admin.user.id, completedAt: null });
        expect(openExportFiles()).toEqual([]);
      });
    }
  });

  it('refuses golfers (403) and visitors (401) and records nothing', async () => {
    const sam = await golfer(ctx, 'Sam');
    expectStatus(await call(ctx, sam.cookie, 'GET', '/api/admin/export'), 403);
    expectStatus(await call(ctx, undefined, 'GET', '/api/admin/export'), 401);
    expect(await ctx.database.db.select().from(dataExports)).toEqual([]);
  });

  it('holds no transaction while a slow reader downloads: a game read and the health check answer mid-download', async () => {
    await seedCourse(ctx);
    const admin = await golfer(ctx, 'Boss', { isAdmin: true });
    const sam = await golfer(ctx, 'Sam');
    const game = await createGame(ctx, sam);
    // About 9 MB of zip that does not compress (random hex): more than the sockets and the streams buffer, so an
    // export that read the database as the client read the zip would still be in its transaction below.
    await ctx.database.db.execute(sql`
      insert into notifications (user_id, type, title, message)
      select ${admin.user.id}, 'note', 'Bulk ' || n, md5(random()::text) || md5(random()::text) || md5(random()::text) || md5(random()::text)
        || md5(random()::text) || md5(random()::text) || md5(random()::text) || md5(random()::text)
      from generate_series(1, 60000) as n`);
    const address = await listening(ctx);
    const request = get(`${address}/api/admin/export`, { headers: { cookie: admin.cookie } });
    const [download] = (await once(request, 'response')) as [IncomingMessage];
    expect(download.statusCode).toBe(200);
    const size = Number(download.headers['content-length']);
    // The reader takes nothing for now.
    download.pause();
    const ended = once(download, 'end');

    expect(await Promise.all([statusOf(`${address}/api/games/${String(game.id)}`, sam.cookie), statusOf(`${address}/api/health`)])).toEqual([200, 200]);
    expect(download.complete).toBe(false);
    // The zip is a file the export alone holds open: unlinked as it was opened, no name left in the temporary directory.
    expect(openExportFiles().every((name) => name.endsWith('(deleted)'))).toBe(true);
    expect(readdirSync(tmpdir()).filter((name) => name.startsWith('dormie-export-'))).toEqual([]);

    const chunks: Buffer[] = [];
    download.on('data', (chunk: Buffer) => chunks.push(chunk));
    download.resume();
    await ended;
    const zip = Buffer.concat(chunks);
    expect(zip.length).toBe(size);
    const manifest = JSON.parse(await (await readZip(zip)).text(MANIFEST_FILE)) as Manifest;
    expect(manifest.rowCounts.notifications).toBe(60_000);
    await vi.waitFor(async () => {
      const [record] = await ctx.database.db.select().from(dataExports);
      expect(record?.completedAt).toBeInstanceOf(Date);
      expect(openExportFiles()).toEqual([]);
    });
  });

  for (const madeOn of ['pglite', 'postgres'] as const) {
    it(`restores the backup today's main made on ${madeOn} (0008_data_exports) into today's schema: rows as made, golfers sign in, the game reads`, async () => {
      const file = fixture(madeOn);
      const made = await readZip(file);
      const target = await freshDatabase(ctx.kind);
      try {
        const result = await restoreBackup(target.database.db, file, { replace: false, admins: ['boss'] });
        expect(result).toMatchObject({ admins: ['boss'], schemaVersion: currentSchemaVersion(), manifest: { schemaVersion: '0008_data_exports', database: madeOn } });
        const restored = await everyTable(target.database.db);
        for (const table of backedUpTableNames()) {
          // A table made after 0008 (game_operations, 0012) is not in the backup, and starts empty.
          if (!made.names.includes(tableFile(table))) {
            expect({ table, rows: restored[table] }).toEqual({ table, rows: [] });
            continue;
          }
          // Each row as the backup holds it, in the columns it had that today's schema keeps (a later migration may add
          // columns, or carry one into another: 0011 moved games.nassau_mode into format_options, checked below).
          const now = restored[table]!.map((text) => JSON.parse(text) as Record<string, unknown>);
          const kept = (row: Record<string, unknown>) => Object.keys(row).filter((column) => now.length === 0 || column in now[0]!).sort();
          const rows = (JSON.parse(await made.text(tableFile(table))) as Record<string, unknown>[]).map((row) => JSON.stringify(row, kept(row)));
          const asMade = now.map((row, i) => JSON.stringify(row, Object.keys(JSON.parse(rows[i] ?? '{}') as object).sort()));
          expect({ table, rows: asMade.sort() }).toEqual({ table, rows: rows.sort() });
        }
        expect(await recordedMigrations(target.database.db)).toEqual(migrations().map((migration) => migration.hash));
        // The server's own migrate at its next start finds nothing to do.
        await target.database.migrate();
        expect(await recordedMigrations(target.database.db)).toHaveLength(migrations().length);

        const app = await buildApp({ config: ctx.config, database: target.database, bus: await createBusFor(target.database, pino({ level: 'silent' })), logger: false });
        try {
          const restoredCtx: TestContext = { ...ctx, app, database: target.database };
          const sam = await signIn(app, 'sam', defaultPassword);
          const game = await gameOf(restoredCtx, sam, 1);
          expect([game.status, game.formatOptions, game.nassauMode]).toEqual(['completed', { mode: 'stroke', presses: 'off', maxPresses: 0 }, 'stroke']);
          expect((await playersOf(restoredCtx, sam, 1)).map((player) => player.user.displayName).sort()).toEqual(['Kim', 'Lee', 'Sam']);
          const boss = await signIn(app, 'boss', defaultPassword);
          expectStatus(await call(restoredCtx, boss, 'GET', '/api/admin/games'), 200);
        } finally {
          await app.close();
        }
      } finally {
        await target.dispose();
      }
    });
  }

  it('migrates an older backup forward: a database at 0000_init, exported as the export writes, restores into today\'s schema', async () => {
    const oldTag = '0000_init';
    const file = path.join(scratch, `${oldTag}-${ctx.kind}.zip`);
    const old = await freshDatabase(ctx.kind, { migrate: false });
    try {
      await migrateOnlyTo(old.database, oldTag, scratch);
      await loadAsFarAsItFits(old.database.db, await readZip(fixture('pglite')));
      await writeBackupOf(old.database.db, ctx.kind, oldTag, file);
    } finally {
      await old.dispose();
    }
    const written = await readZip(file);
    // What 0000_init did not have is not in the backup: later tables, games.version, notifications.once_key.
    expect(written.names).not.toContain(tableFile('score_history'));
    expect(await written.text(tableFile('games'))).not.toContain('"version"');

    const target = await freshDatabase(ctx.kind);
    try {
      const result = await restoreBackup(target.database.db, file, { replace: false, admins: ['boss'] });
      expect(result).toMatchObject({ schemaVersion: currentSchemaVersion(), manifest: { schemaVersion: oldTag } });
      const { db } = target.database;
      // The later migrations ran over the restored rows: their new columns take their defaults.
      expect(await queryRows(db, sql`select version from games`)).toEqual([{ version: 1 }]);
      expect(await queryRows(db, sql`select count(*)::int as n from notifications where once_key is null`)).toEqual([{ n: 9 }]);
      expect(await tableRowCount(db, 'scores')).toBe(54);
      expect(await tableRowCount(db, 'score_history')).toBe(0);
      expect(await recordedMigrations(db)).toEqual(migrations().map((migration) => migration.hash));
      await target.database.migrate();

      const app = await buildApp({ config: ctx.config, database: target.database, bus: await createBusFor(target.database, pino({ level: 'silent' })), logger: false });
      try {
        const restoredCtx: TestContext = { ...ctx, app, database: target.database };
        const sam = await signIn(app, 'sam', defaultPassword);
        expect((await playersOf(restoredCtx, sam, 1)).map((player) => player.user.displayName).sort()).toEqual(['Kim', 'Lee', 'Sam']);
        // New rows continue after the restored ids.
        expect((await createGame(restoredCtx, { user: (await target.database.db.select().from(users).where(eq(users.username, 'sam')))[0]!, cookie: sam, name: 'Sam' })).id).toBe(2);
      } finally {
        await app.close();
      }
    } finally {
      await target.dispose();
    }
  });

  it('npm run restore prints a refusal without values, and restores with --admins naming the backup\'s administrators', async () => {
    const made = await readZip(fixture(ctx.kind));
    const crafted = path.join(scratch, `script-duplicate-${ctx.kind}.zip`);
    await writeZip(crafted, made, withExtraUser(made, await made.text(tableFile('users')), { email: 'sam@example.com' }));
    const target = await freshDatabase(ctx.kind);
    const dataDir = mkdtempSync(path.join(scratch, 'data-'));
    const env = { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: target.database.url ?? '' };
    try {
      const refused = await runRestore([crafted, '--admins=boss'], env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('users: the database refused the rows: duplicate key value violates unique constraint "users_email_lower_unique"');
      expectNoSecrets(refused.stderr + refused.stdout);

      const restored = await runRestore([fixture(ctx.kind), '--admins=boss'], env);
      expect(restored).toMatchObject({ code: 0, stderr: '' });
      expect(restored.stdout).toContain('Administrators: boss');
      expect(restored.stdout).toContain(`Database version 0008_data_exports${currentSchemaVersion() === '0008_data_exports' ? '' : `, migrated to ${currentSchemaVersion()}`}`);
    } finally {
      await target.dispose();
    }
    // Two processes of their own, each starting tsx and a database and migrating the backup forward: on two busy cores
    // that took past the suite's 30 s (a CI run beside other work), though nothing here waits on a clock.
  }, 120_000);

  describe('a crafted backup is refused, nothing written, no value shown', () => {
    let target: Awaited<ReturnType<typeof freshDatabase>>;
    let made: Zip;
    let usersFile: string;
    beforeAll(async () => {
      target = await freshDatabase(ctx.kind);
      made = await readZip(fixture('pglite'));
      usersFile = await made.text(tableFile('users'));
    });
    afterAll(() => target.dispose());

    /** Restores `replaced` (the fixture with some files replaced) and answers the refusal, having checked it changed nothing. */
    async function refused(name: string, replaced: Record<string, string | null>, options: { admins?: string[]; patch?: (zip: Buffer) => Buffer } = {}): Promise<string> {
      const file = path.join(scratch, `crafted-${name}-${ctx.kind}.zip`);
      await writeZip(file, made, replaced, options.patch);
      const message = await refusal(restoreBackup(target.database.db, file, { replace: false, admins: options.admins ?? ['boss'] }));
      expectNoSecrets(message);
      await expectUntouched(target.database);
      return message;
    }

    it('a manifest whose header states a size past the bound is not read', async () => {
      const bomb = `${await made.text(MANIFEST_FILE)}${' '.repeat(64 * 1024 * 1024)}`;
      expect(await refused('manifest-bomb', { [MANIFEST_FILE]: bomb })).toBe("The backup's manifest.json is 64 MiB, over 1 MiB; nothing was restored");
    });

    it('a manifest whose header lies about its size stops as it inflates', async () => {
      const bomb = `${await made.text(MANIFEST_FILE)}${' '.repeat(64 * 1024 * 1024)}`;
      const message = await refused('manifest-lie', { [MANIFEST_FILE]: bomb }, { patch: (zip) => statedSize(zip, MANIFEST_FILE, 1000) });
      expect(message).toMatch(/^Cannot read the backup's manifest\.json: .*; nothing was restored$|^The backup's manifest\.json inflates past 1 MiB; nothing was restored$/);
    });

    it('a row longer than the bound is not held', async () => {
      const line = `{"id": "${'a'.repeat(restoreLimits.lineBytes)}"}`;
      expect(await refused('long-line', { [tableFile('users')]: `[\n${line}\n]\n` })).toBe("The backup's tables/users.json has a line longer than 11 MiB; nothing was restored");
    });

    it('lines are bounded in length and in total as they are read', async () => {
      const lines = async (chunks: string[], limits: { maxLine: number; maxTotal: number }) => {
        const out: string[] = [];
        for await (const line of linesAtMost(Readable.from(chunks.map((chunk) => Buffer.from(chunk))), limits, 'the file')) out.push(line);
        return out;
      };
      expect(await lines(['ab\ncd', 'e\n', 'f'], { maxLine: 3, maxTotal: 100 })).toEqual(['ab', 'cde', 'f']);
      await expect(lines(['ab\ncd', 'ef\n'], { maxLine: 3, maxTotal: 100 })).rejects.toThrow('the file has a line longer than 3 bytes');
      await expect(lines(['ab\n', 'cd\n', 'ef\n'], { maxLine: 3, maxTotal: 8 })).rejects.toThrow('the file inflates past 8 bytes');
    });

    it('an administrator the restore was not told of, with a known hash, is refused by name', async () => {
      const message = await refused('admin', withExtraUser(made, usersFile, { username: 'mallory', is_admin: true }));
      expect(message).toBe(
        'The backup makes 2 accounts administrators: "boss", "mallory". A backup file can make anyone an administrator, so check that these are the people who run this Dormie, then restore again with --admins=boss,mallory. Nothing was restored.',
      );
      expect(await refused('no-admins-named', {}, { admins: [] })).toContain('The backup makes one account an administrator: "boss".');
      expect(await refused('wrong-admin-named', {}, { admins: ['boss', 'sam'] })).toBe(
        '--admins names "sam", whom the backup does not make administrator (it makes "boss"). Nothing was restored.',
      );
    });

    it('is_admin other than true or false is refused', async () => {
      const text = usersFile.replace('"is_admin": false', '"is_admin": "true"');
      expect(await refused('admin-text', { [tableFile('users')]: text })).toBe('users: is_admin is not true or false in a row; nothing was restored');
    });

    it('a temporary password, which the export never writes, is refused', async () => {
      const text = usersFile.replace('"is_admin": false', '"is_admin": false, "temp_password": "scrypt$1$known"');
      expect(await refused('temp-password', { [tableFile('users')]: text })).toBe('users: the backup has a column "temp_password", which the export never writes; nothing was restored');
    });

    it('a column the table does not have is refused, not dropped', async () => {
      const text = usersFile.replace('"is_admin": false', '"is_admin": false, "nickname": "x"');
      expect(await refused('unknown-column', { [tableFile('users')]: text })).toBe(
        'users: the backup has a column "nickname", which the table does not have at the backup\'s version; nothing was restored',
      );
    });

    it('a row the database refuses names the constraint, never the row', async () => {
      const message = await refused('duplicate', withExtraUser(made, usersFile, { email: 'sam@example.com' }));
      expect(message).toBe('users: the database refused the rows: duplicate key value violates unique constraint "users_email_lower_unique" (SQLSTATE 23505); nothing was restored');
    });

    it('a file the export does not write is refused', async () => {
      expect(await refused('extra-file', { 'tables/sessions.json': '[\n]\n' })).toBe('The backup holds a file Dormie\'s export does not write ("tables/sessions.json"); nothing was restored');
    });
  });
});

/** Writes `zip` again to `file`, with some files' text replaced (null: left out; a new name: added), then `patch`ed. */
async function writeZip(file: string, zip: Zip, replaced: Record<string, string | null>, patch: (bytes: Buffer) => Buffer = (bytes) => bytes): Promise<void> {
  const out = new yazl.ZipFile();
  for (const name of new Set([...zip.names, ...Object.keys(replaced)])) {
    const text = name in replaced ? replaced[name] : await zip.text(name);
    if (text !== null && text !== undefined) out.addBuffer(Buffer.from(text), name);
  }
  out.end();
  const chunks: Buffer[] = [];
  for await (const chunk of out.outputStream) chunks.push(chunk as Buffer);
  writeFileSync(file, patch(Buffer.concat(chunks)));
}

/** The zip with its central directory stating `size` as `name`'s uncompressed size: a header that lies. */
function statedSize(zip: Buffer, name: string, size: number): Buffer {
  const patched = Buffer.from(zip);
  for (let at = patched.indexOf('PK\x01\x02'); at !== -1; at = patched.indexOf('PK\x01\x02', at + 4)) {
    const nameLength = patched.readUInt16LE(at + 28);
    if (patched.toString('utf8', at + 46, at + 46 + nameLength) === name) {
      patched.writeUInt32LE(size, at + 24);
      return patched;
    }
  }
  throw new Error(`no ${name} in the zip's central directory`);
}

/** The users file and manifest with one more user, a copy of the last with a known password hash and `changes`. */
function withExtraUser(zip: Zip, usersFile: string, changes: Record<string, unknown>): Record<string, string> {
  const rows = JSON.parse(usersFile) as Record<string, unknown>[];
  const extra = { ...rows.at(-1), id: randomUUID(), username: 'extra', email: 'extra@example.com', user_number: 1999, password: 'scrypt$32768$8$1$known$hash', ...changes };
  const lines = [...rows, extra].map((row) => JSON.stringify(row));
  return {
    [tableFile('users')]: `[\n${lines.join(',\n')}\n]\n`,
    [MANIFEST_FILE]: JSON.stringify({ ...zip.manifest, rowCounts: { ...zip.manifest.rowCounts, users: rows.length + 1 } }),
  };
}

/** Migrates `database` with drizzle's own migrator, only as far as `tag`: an install of an older Dormie. */
async function migrateOnlyTo(database: Database, tag: string, scratchDir: string): Promise<void> {
  const folder = mkdtempSync(path.join(scratchDir, 'migrations-'));
  mkdirSync(path.join(folder, 'meta'));
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const entries = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag === tag) + 1);
  for (const entry of entries) copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  if (database.kind === 'pglite') await migratePglite(database.db as never, { migrationsFolder: folder });
  else await migrateNodePg(database.db as never, { migrationsFolder: folder });
}

/** Loads the backup's rows into `db`, as far as its schema has their tables and columns. */
async function loadAsFarAsItFits(db: Db, zip: Zip): Promise<void> {
  for (const table of backedUpTableNames()) {
    const columns = (await queryRows<{ name: string }>(db, sql`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${table}`)).map((c) => c.name);
    if (columns.length === 0) continue;
    const rows = (JSON.parse(await zip.text(tableFile(table))) as Record<string, unknown>[]).map((row) => Object.fromEntries(columns.filter((c) => c in row).map((c) => [c, row[c]])));
    if (rows.length === 0) continue;
    await db.execute(sql`insert into ${sql.identifier(table)} overriding system value select * from json_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::json)`);
  }
}

/** A backup of `db` at schema `tag`, written as the export writes one: its tables, a row a line, and a manifest. */
async function writeBackupOf(db: Db, kind: DatabaseKind, tag: string, file: string): Promise<void> {
  const files: Record<string, string> = {};
  const rowCounts: Record<string, number> = {};
  for (const table of backedUpTableNames()) {
    const exists = await queryRows(db, sql`select 1 from information_schema.tables where table_schema = current_schema() and table_name = ${table}`);
    if (exists.length === 0) continue;
    const minus = (leftOutColumns[table] ?? []).map((column) => sql` - ${column}::text`);
    const rows = await queryRows<{ row: string }>(db, sql`select (to_jsonb(t)${sql.join(minus, sql``)})::text as row from ${sql.identifier(table)} t`);
    files[tableFile(table)] = `[\n${rows.map((r) => r.row).join(',\n')}\n]\n`;
    rowCounts[table] = rows.length;
  }
  const manifest = { format: 'dormie-backup', formatVersion: 1, appVersion: '0.1.0', schemaVersion: tag, createdAt: new Date().toISOString(), database: kind, rowCounts, leftOut: {} };
  await writeZip(file, { names: [], manifest: manifest as Manifest, text: () => Promise.reject(new Error('no files')) }, { [MANIFEST_FILE]: JSON.stringify(manifest), ...files });
}

/** Runs `npm run restore` (its script, through tsx) with `args`; answers its exit code and output. */
async function runRestore(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string; stderr: string }> {
  const tsx = path.join(import.meta.dirname, '..', 'node_modules', '.bin', 'tsx');
  const script = path.join(import.meta.dirname, '..', 'scripts', 'restore.ts');
  try {
    const { stdout, stderr } = await promisify(execFile)(tsx, [script, ...args], { env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}
