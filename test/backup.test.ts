import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import yauzl from 'yauzl';
import yazl from 'yazl';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { backupFileName } from '../src/contract/admin';
import { buildApp } from '../src/server/app';
import { backedUpTableNames, currentSchemaVersion, MANIFEST_FILE, tableFile, type Manifest } from '../src/server/db/backup/tables';
import { RestoreError, restoreBackup } from '../src/server/db/backup/restore';
import { queryRows, type Db } from '../src/server/db/client';
import { dataExports, friendships, invitationCodes, notifications, sessions, stripeEvents, userAvatars, users } from '../src/server/db/schema';
import { createBusFor } from '../src/server/realtime/bus';
import { describeEachDatabase, type TestContext } from './support/app';
import { freshDatabase } from './support/database';
import { addManual, call, card, completeGame, createGame, expectStatus, golfer, playersOf, postCard, seedCourse, startGame, type Golfer } from './support/games';
import { defaultPassword, signIn } from './support/users';

// Issue 16: GET /api/admin/export streams a zip of every table and a manifest; `npm run restore` (restoreBackup)
// loads it into an empty database, where golfers sign in again and a completed game reads as it did.

type Zip = { names: string[]; text(name: string): Promise<string> };

async function readZip(buffer: Buffer): Promise<Zip> {
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
  return {
    names: [...entries.keys()],
    text: (name) =>
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
      }),
  };
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

const tinyPng = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** A club's worth of data: a completed game with history, a friendship, an invitation, a notice, an avatar, a payment event. */
async function seedClub(ctx: TestContext) {
  await seedCourse(ctx);
  const admin = await golfer(ctx, 'Boss', { isAdmin: true });
  const sam = await golfer(ctx, 'Sam', { subscriptionStatus: 'active', stripeCustomerId: 'cus_backup' });
  const kim = await golfer(ctx, 'Kim', { tempPassword: 'hashed-temporary', tempPasswordExpiry: new Date(Date.now() + 3_600_000), mustChangePassword: true });
  const game = await createGame(ctx, sam, { gameType: 'nassau', nassauMode: 'stroke', betAmount: 7.5 });
  const lee = await addManual(ctx, sam, game.id, 'Lee', 4);
  await startGame(ctx, sam, game.id);
  await postCard(ctx, sam.cookie, game.id, sam.user.id, card({ 1: -1, 10: 1 }));
  await postCard(ctx, sam.cookie, game.id, lee.userId, card({ 2: 2, 12: -1, 18: 3 }));
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
    expect(manifest.rowCounts).toMatchObject({ users: 3, games: 1, game_players: 2, scores: 36, user_avatars: 1, data_exports: 1 });

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
      const manifest = await restoreBackup(target.database.db, file, { replace: false });
      expect(manifest.rowCounts.users).toBe(3);
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
      await restoreBackup(target.database.db, file, { replace: true });
      expect((await target.database.db.select().from(users).where(eq(users.username, 'already_here')))).toEqual([]);
      expect(await target.database.db.select().from(users)).toHaveLength(3);
    } finally {
      await target.dispose();
    }

    const zip = await readZip((await exported(ctx, admin)).rawPayload);
    const manifest = JSON.parse(await zip.text(MANIFEST_FILE)) as Manifest;
    const tampered = path.join(scratch, `tampered-${ctx.kind}.zip`);
    await writeZip(tampered, zip, { [MANIFEST_FILE]: JSON.stringify({ ...manifest, rowCounts: { ...manifest.rowCounts, scores: 35 } }) });
    const otherSchema = path.join(scratch, `other-schema-${ctx.kind}.zip`);
    await writeZip(otherSchema, zip, { [MANIFEST_FILE]: JSON.stringify({ ...manifest, schemaVersion: '0001_games_version' }) });
    const empty = await freshDatabase(ctx.kind);
    try {
      await expect(restoreBackup(empty.database.db, tampered, { replace: false })).rejects.toThrow('scores: the manifest counts 35 rows, the backup holds 36; nothing was restored');
      await expect(restoreBackup(empty.database.db, otherSchema, { replace: false })).rejects.toThrow(RestoreError);
      await expect(restoreBackup(empty.database.db, path.join(scratch, 'missing.zip'), { replace: false })).rejects.toThrow(RestoreError);
      expect(await empty.database.db.select().from(users)).toEqual([]);
    } finally {
      await empty.dispose();
    }
  });

  it('streams as the reader reads: a download cut off midway ends the snapshot and stays recorded as not completed', async () => {
    const admin = await golfer(ctx, 'Boss', { isAdmin: true });
    // About 12 MB of notices: more than the socket and the streams buffer, so the export must wait for the reader.
    await ctx.database.db.execute(sql`
      insert into notifications (user_id, type, title, message)
      select ${admin.user.id}, 'note', 'Bulk ' || n, repeat(md5(n::text), 12) from generate_series(1, 30000) as n`);
    // A real socket, for a reader that stops; the app stays listening until the suite closes it.
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    {
      const request = get(`${address}/api/admin/export`, { headers: { cookie: admin.cookie } });
      const [response] = (await once(request, 'response')) as [IncomingMessage];
      expect(response.statusCode).toBe(200);
      await once(response, 'readable');
      request.destroy();
      // The snapshot's transaction has ended: the database answers (PGlite runs one transaction at a time).
      await vi.waitFor(async () => {
        const [record] = await ctx.database.db.select().from(dataExports);
        expect(record).toMatchObject({ exportedBy: admin.user.id, completedAt: null });
        expect(await ctx.database.db.select().from(users)).toHaveLength(1);
      });
    }
  });

  it('refuses golfers (403) and visitors (401) and records nothing', async () => {
    const sam = await golfer(ctx, 'Sam');
    expectStatus(await call(ctx, sam.cookie, 'GET', '/api/admin/export'), 403);
    expectStatus(await call(ctx, undefined, 'GET', '/api/admin/export'), 401);
    expect(await ctx.database.db.select().from(dataExports)).toEqual([]);
  });
});

/** Writes `zip` again to `file`, with some files' text replaced. */
async function writeZip(file: string, zip: Zip, replaced: Record<string, string>): Promise<void> {
  const out = new yazl.ZipFile();
  for (const name of zip.names) out.addBuffer(Buffer.from(replaced[name] ?? (await zip.text(name))), name);
  out.end();
  const chunks: Buffer[] = [];
  for await (const chunk of out.outputStream) chunks.push(chunk as Buffer);
  writeFileSync(file, Buffer.concat(chunks));
}

