import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;

/**
 * The scrypt cost new hashes are made at, as log2 of N: N=2^15 takes ~50 ms on a quick machine, slow enough to make
 * guessing expensive, fast enough for sign-in. A server may raise it (PASSWORD_HASH_COST, config.ts); only tests may
 * lower it, to PASSWORD_HASH_TEST_COST (docs/decisions/046). A hash keeps its parameters, so every hash verifies at the
 * cost it was made at, whatever the setting now.
 */
export const PASSWORD_HASH_COST = 15;
/** The cheapest cost a test server hashes at: still scrypt, each hash about a thirty-second of the production one's work. */
export const PASSWORD_HASH_TEST_COST = 10;
/** The dearest cost accepted: its 128 MiB of memory a hash is what one sign-in may take. */
export const PASSWORD_HASH_MAX_COST = 17;
const blockSize = 8;
const keyLength = 32;

/** The memory scrypt may take: a little over 128 * N * r bytes is what it uses, so twice that (as 64 MiB was for 2^15). */
const scryptMemory = (n: number, r: number) => 2 * 128 * n * r;

/** Hashes a password as `scrypt$N$r$p$salt$hash` so the parameters can be raised later without breaking old hashes. */
export async function passwordHash(password: string, cost = PASSWORD_HASH_COST): Promise<string> {
  const salt = randomBytes(16);
  const params = { N: 2 ** cost, r: blockSize, p: 1 };
  const hash = await scrypt(password, salt, keyLength, { ...params, maxmem: scryptMemory(params.N, params.r) });
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** True when the password matches the stored hash; a malformed hash never matches. */
export async function passwordVerify(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = stored?.split('$');
  if (!parts || parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltText, hashText] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hashText, 'base64url');
  const [N, R, P] = [Number(n), Number(r), Number(p)];
  // Only hashes this module could have made: a stored row naming a huge N must not take the process's memory.
  if (!(N >= 2 ** PASSWORD_HASH_TEST_COST && N <= 2 ** PASSWORD_HASH_MAX_COST && R === blockSize && P === 1)) return false;
  const actual = await scrypt(password, Buffer.from(saltText, 'base64url'), expected.length, { N, r: R, p: P, maxmem: scryptMemory(N, R) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const passwordAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A random temporary password that also meets the strong-password rule (upper case and a special character). */
export function temporaryPassword(length = 14): string {
  const bytes = randomBytes(length);
  const body = Array.from(bytes, (byte) => passwordAlphabet[byte % passwordAlphabet.length]).join('');
  return `${body}A!`;
}
