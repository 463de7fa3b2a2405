import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/server/app';
import { loggerOptions } from '../src/server/http/logging';
import { testConfig } from './support/app';
import { workerDatabase } from './support/database';

// Issue 12: a page view fetched dozens of files and each wrote two info lines, burying the API calls. The web
// client's files and pages are logged at debug; the API at info. The database does not matter: PGlite only.

type LogLine = { level: number; msg: string; req?: { url?: string }; reqId?: string };

const pino = { debug: 20, info: 30 } as const;

describe('request log lines', () => {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(text) as LogLine);
      done();
    },
  });
  let webDistDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    webDistDir = mkdtempSync(path.join(tmpdir(), 'dormie-web-'));
    mkdirSync(path.join(webDistDir, 'assets'));
    writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>Dormie</title>');
    writeFileSync(path.join(webDistDir, 'assets', 'app-1a2b3c.js'), 'console.log("dormie");');
    // debug, so the test sees at which level each line is written, not only whether it is written.
    app = await buildApp({ config: testConfig({ WEB_DIST_DIR: webDistDir }), database: await workerDatabase('pglite'), logger: loggerOptions('debug', stream) });
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    lines.length = 0;
  });

  /** The level of every line written for one request, found by the request id of its "incoming request" line. */
  async function levelsOf(url: string, expectedStatus: number): Promise<number[]> {
    const response = await app.inject({ url });
    expect(response.statusCode, url).toBe(expectedStatus);
    const reqId = lines.find((line) => line.msg === 'incoming request' && line.req?.url === url.split('?')[0])?.reqId;
    expect(reqId, `an incoming request line for ${url}`).toBeDefined();
    return lines.filter((line) => line.reqId === reqId).map((line) => line.level);
  }

  it.each([
    { what: 'a built script', url: '/assets/app-1a2b3c.js', status: 200 },
    { what: 'a page (index.html for the client router)', url: '/login', status: 200 },
    { what: 'a missing file', url: '/assets/gone-9z8y7x.js', status: 404 },
  ])('$what is logged at debug only, so the default info level writes no line for it', async ({ url, status }) => {
    const levels = await levelsOf(url, status);
    expect(levels).toEqual([pino.debug, pino.debug]);
  });

  it('an API call is logged at info, incoming and completed', async () => {
    expect(await levelsOf('/api/health', 200)).toEqual([pino.info, pino.info]);
    expect(await levelsOf('/api/no-such-call', 404)).toEqual([pino.info, pino.info]);
  });
});
