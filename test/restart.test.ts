import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './support/server-process';

const root = mkdtempSync(path.join(tmpdir(), 'dormie-restart-'));
// Not created beforehand: the server makes it (and must make it private).
const dataDir = path.join(root, 'data');
const webDir = path.join(root, 'web');
mkdirSync(webDir);
// A stand-in client build, so the server does not build the real one for this test.
writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Dormie</title>');
const env = { DATA_DIR: dataDir, WEB_DIST_DIR: webDir, ADMIN_USERNAME: 'restartadmin', ADMIN_PASSWORD: 'Restart-Admin-1!', NODE_ENV: 'test' };

let running: ServerProcess | undefined;
afterAll(async () => {
  await running?.stop('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

async function signIn(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/login/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'restartadmin', password: 'Restart-Admin-1!' }),
  });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** Every path under `dir` (itself included) that its group or other users may read, write or enter. */
function groupOrOtherAccess(dir: string): string[] {
  const paths = [dir, ...readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => path.join(dir, name))];
  expect(paths.length, 'the database wrote its files').toBeGreaterThan(10);
  return paths.filter((file) => (statSync(file).mode & 0o077) !== 0).map((file) => `${file} ${(statSync(file).mode & 0o777).toString(8)}`);
}

describe('npm start on the embedded database', () => {
  it('keeps data written before a SIGTERM restart, and shuts down cleanly', async () => {
    running = await startServerProcess(env);
    const cookie = await signIn(running);
    const created = await fetch(`${running.baseUrl}/api/admin/invitation-codes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ email: 'survivor@example.com', trialDays: 21 }),
    });
    expect(created.status).toBe(200);
    const { code } = (await created.json()) as { code: string };
    expect(await running.stop()).toBe(0);
    expect(running.output()).toContain('shutting down');
    expect(groupOrOtherAccess(dataDir), "DATA_DIR and the database files are the owner's alone (issue 8.10)").toEqual([]);

    running = await startServerProcess(env);
    const after = await signIn(running);
    const list = (await (await fetch(`${running.baseUrl}/api/admin/invitation-codes`, { headers: { cookie: after } })).json()) as Array<{
      code: string;
      trialDays: number;
    }>;
    expect(list).toEqual([expect.objectContaining({ code, trialDays: 21 })]);
    // First start seeded the demo courses; the second found them and added nothing.
    const courses = (await (await fetch(`${running.baseUrl}/api/courses`, { headers: { cookie: after } })).json()) as string[];
    expect(courses).toEqual(['Grey Rock Golf Club', 'Pine Hollow Country Club']);
    expect(running.output()).not.toContain('seeded the demo courses');
    expect(await running.stop('SIGINT')).toBe(0);
  }, 120_000);
});
