import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { errorForLog, forLog, isServerPath, logCap, loggerOptions, logOutputFor, logStringMax } from './logging';

describe('errorForLog (issue 8.5)', () => {
  it('drops a failed query’s parameters from the message, the stack and the fields', () => {
    const params = ['scrypt$32768$8$1$c2FsdA$aGFzaA', 'sam@example.com', 'Sam\u0000'];
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    const error = new DrizzleQueryError('insert into "users" ("password", "email", "first_name") values ($1, $2, $3)', params, cause);
    const serialized = JSON.stringify(errorForLog(error));
    expect(serialized).toContain('insert into \\"users\\"');
    expect(serialized).toContain('"code":"22021"');
    for (const secret of ['scrypt$', 'sam@example.com']) expect(serialized).not.toContain(secret);
  });

  it('caps a long message and stack', () => {
    const serialized = errorForLog(new Error('x'.repeat(1_000_000)));
    expect(serialized.message.length).toBeLessThan(logStringMax + 100);
    expect(serialized.stack.length).toBeLessThan(4_100);
  });

  it('says how much a capped string left out', () => {
    expect(logCap('abcdef', 3)).toBe('abc... (3 more characters)');
    expect(logCap('abc', 3)).toBe('abc');
  });
});

describe('logOutputFor (issue 12)', () => {
  it.each([
    { nodeEnv: 'development', output: 'pretty' },
    { nodeEnv: 'production', output: 'json' },
    { nodeEnv: 'test', output: 'json' },
  ] as const)('$nodeEnv writes $output lines', ({ nodeEnv, output }) => {
    expect(logOutputFor(nodeEnv)).toBe(output);
  });

  it('only pretty output loads pino-pretty, as a transport', () => {
    expect(loggerOptions('info', 'pretty')).toMatchObject({ transport: { target: 'pino-pretty' } });
    expect(loggerOptions('info', 'json')).not.toHaveProperty('transport');
  });
});

describe('isServerPath', () => {
  it.each([
    { url: '/api', server: true },
    { url: '/api/health?probe=1', server: true },
    { url: '/ws', server: true },
    { url: '/', server: false },
    { url: '/app/game/12', server: false },
    { url: '/assets/index-1a2b.js', server: false },
    { url: '/apiary', server: false },
  ])('$url is answered by the server: $server', ({ url, server }) => {
    expect(isServerPath(url)).toBe(server);
  });
});

describe('secrets in log lines (issue 8.5, issue 17)', () => {
  /** What one pino logger with the app's options writes for `object`, as parsed JSON. */
  function written(object: Record<string, unknown>): Record<string, unknown> {
    let line = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        line += chunk.toString();
        done();
      },
    });
    const { level, serializers, formatters } = loggerOptions('info', 'json') as pino.LoggerOptions;
    pino({ level, serializers, formatters }, stream).child({ reqId: 'r1' }).info(object, 'something happened');
    return JSON.parse(line) as Record<string, unknown>;
  }

  it('writes [Redacted] for a secret under any key the log keeps, at the top or nested', () => {
    const line = written({
      token: 'invite-123',
      body: { password: 'Hunter2!', nested: { tempPassword: 'Temp#1', newPassword: 'New#2', confirmPassword: 'New#2' } },
      request: { headers: { cookie: 'dormie_session=abc', authorization: 'Bearer x' } },
      query: { sql: 'select $1', params: ['sam@example.com'] },
      session: { sessionToken: 'tok', currentPassword: 'Old#1' },
    });
    const text = JSON.stringify(line);
    for (const secret of ['invite-123', 'Hunter2!', 'Temp#1', 'New#2', 'dormie_session', 'Bearer', 'sam@example.com', 'tok"', 'Old#1']) expect(text).not.toContain(secret);
    expect(line).toMatchObject({ reqId: 'r1', token: '[Redacted]', body: { password: '[Redacted]' }, query: { sql: 'select $1', params: '[Redacted]' } });
  });

  it('keeps what is not a secret, and caps long strings in nested values', () => {
    expect(forLog({ gameId: 12, course: { name: 'x'.repeat(logStringMax + 5) } }, 3)).toEqual({
      gameId: 12,
      course: { name: logCap('x'.repeat(logStringMax + 5)) },
    });
  });
});
