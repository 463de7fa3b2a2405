// API latency in-process (no network): the app on an embedded database, the calls a signed-in golfer makes most.
// Run with `npm run bench`. Figures are per request, after warm-up; compare runs on the same machine only.
import { performance } from 'node:perf_hooks';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../src/server/app';
import { passwordHash } from '../src/server/auth/password';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { demoCourseRows, demoCourses } from '../src/server/courses/demo-courses';
import { coursesRepository } from '../src/server/courses/repository';
import { usersRepository } from '../src/server/users/repository';

const database = await openDatabase({ kind: 'pglite' });
await database.migrate();
const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' }), database, logger: false });
for (const course of demoCourses) await coursesRepository(database.db).insertHoles(demoCourseRows(course));
await usersRepository(database.db).insert({
  username: 'bench',
  email: 'bench@example.com',
  password: await passwordHash('Bench-Pass-1!'),
  subscriptionStatus: 'lifetime',
});
const login = await app.inject({ method: 'POST', url: '/api/login/local', payload: { username: 'bench', password: 'Bench-Pass-1!' } });
const cookie = `dormie_sid=${login.cookies[0]?.value}`;

async function measure(label: string, request: InjectOptions, count = 500) {
  for (let i = 0; i < 50; i += 1) await app.inject(request);
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    const response = await app.inject(request);
    times.push(performance.now() - start);
    if (response.statusCode >= 400) throw new Error(`${label}: ${response.statusCode} ${response.body}`);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
  console.log(`${label.padEnd(40)} p50 ${at(0.5)} ms   p95 ${at(0.95)} ms   (${count} requests)`);
}

await measure('GET /api/health', { url: '/api/health' });
await measure('GET /api/auth/user (session lookup)', { url: '/api/auth/user', headers: { cookie } });
await measure('GET /api/courses', { url: '/api/courses', headers: { cookie } });
await measure('GET /api/courses/{name}/holes/Blue', { url: '/api/courses/Grey%20Rock%20Golf%20Club/holes/Blue', headers: { cookie } });
await measure('POST /api/session/ping', { method: 'POST', url: '/api/session/ping', headers: { cookie } });
await app.close();
await database.close();
