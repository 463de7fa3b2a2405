import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { expect, it } from 'vitest';
import { bootstrapAdmin } from '../src/server/auth/bootstrap-admin';
import { passwordVerify } from '../src/server/auth/password';
import { users } from '../src/server/db/schema';
import { usersRepository } from '../src/server/users/repository';
import { describeEachDatabase, testConfig } from './support/app';
import { createUser } from './support/users';

function recordingLog() {
  const lines: string[] = [];
  const record = (...args: unknown[]) => {
    lines.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
  };
  const log = { info: record, warn: record, error: record } as unknown as FastifyBaseLogger;
  return { log, lines };
}

describeEachDatabase('first administrator (rules.md §10)', (ctx) => {
  it('without ADMIN_USERNAME creates `admin` with a one-time password printed once and a forced change', async () => {
    const { log, lines } = recordingLog();
    await bootstrapAdmin(usersRepository(ctx.database.db), testConfig(), log);
    const [admin] = await ctx.database.db.select().from(users);
    expect(admin).toMatchObject({ username: 'admin', isAdmin: true, mustChangePassword: true });
    expect(lines).toHaveLength(1);
    const password = /temporary password "([^"]+)"/.exec(lines[0]!)?.[1];
    expect(await passwordVerify(password!, admin!.password)).toBe(true);

    await bootstrapAdmin(usersRepository(ctx.database.db), testConfig(), log);
    expect(lines).toHaveLength(1);
    expect(await ctx.database.db.select().from(users)).toHaveLength(1);
  });

  it('when a golfer already holds the username, creates nothing and prints no password that opens nothing', async () => {
    await createUser(ctx.database.db, { username: 'Admin' });
    const { log, lines } = recordingLog();
    await bootstrapAdmin(usersRepository(ctx.database.db), testConfig(), log);
    expect(await ctx.database.db.select().from(users).where(eq(users.isAdmin, true))).toHaveLength(0);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/no administrator created/);
    expect(lines[0]).not.toMatch(/temporary password/);
  });

  it('with ADMIN_USERNAME/ADMIN_PASSWORD creates that admin without a forced change and never logs the password', async () => {
    const { log, lines } = recordingLog();
    await bootstrapAdmin(usersRepository(ctx.database.db), testConfig({ ADMIN_USERNAME: 'captain', ADMIN_PASSWORD: 'Captain-Pass-1!' }), log);
    const [admin] = await ctx.database.db.select().from(users);
    expect(admin).toMatchObject({ username: 'captain', isAdmin: true, mustChangePassword: false });
    expect(lines.join('\n')).not.toContain('Captain-Pass-1!');
  });
});
