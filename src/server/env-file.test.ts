import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnvFile } from './env-file';

const dir = mkdtempSync(path.join(tmpdir(), 'dormie-env-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function envFile(text: string): string {
  const file = path.join(dir, `${String(Math.random()).slice(2)}.env`);
  writeFileSync(file, text);
  return file;
}

describe('loadEnvFile', () => {
  it('adds the file’s variables, comments and quotes as dotenv reads them', () => {
    const env: NodeJS.ProcessEnv = {};
    const file = envFile('# Dormie\nPORT=3100\nMAIL_FROM="Dormie <golf@example.com>" # quoted\nexport LOG_LEVEL=warn\n');
    expect(loadEnvFile(file, env).sort()).toEqual(['LOG_LEVEL', 'MAIL_FROM', 'PORT']);
    expect(env).toEqual({ PORT: '3100', MAIL_FROM: 'Dormie <golf@example.com>', LOG_LEVEL: 'warn' });
  });

  it('never overrides a variable already set, even to an empty value', () => {
    const env: NodeJS.ProcessEnv = { PORT: '4200', SMTP_URL: '' };
    const file = envFile('PORT=3100\nSMTP_URL=smtp://mail.example.com\nHOST=127.0.0.1\n');
    expect(loadEnvFile(file, env)).toEqual(['HOST']);
    expect(env).toEqual({ PORT: '4200', SMTP_URL: '', HOST: '127.0.0.1' });
  });

  it('adds nothing when there is no file', () => {
    const env: NodeJS.ProcessEnv = { PORT: '4200' };
    expect(loadEnvFile(path.join(dir, 'missing.env'), env)).toEqual([]);
    expect(env).toEqual({ PORT: '4200' });
  });
});
