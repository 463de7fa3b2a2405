import { describe, expect, it } from 'vitest';
import { PASSWORD_HASH_TEST_COST, passwordHash, passwordVerify } from './password';

describe('password hashes', () => {
  it('are scrypt at N=2^15 by default, and at the cost asked for otherwise, each naming its own parameters', async () => {
    const production = await passwordHash('Secret-Pass-1!');
    const test = await passwordHash('Secret-Pass-1!', PASSWORD_HASH_TEST_COST);
    expect(production).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(test).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    for (const hash of [production, test]) {
      expect(await passwordVerify('Secret-Pass-1!', hash)).toBe(true);
      expect(await passwordVerify('Secret-Pass-2!', hash)).toBe(false);
    }
  });

  it('never match a stored hash with parameters this module does not make (a huge N would take the memory)', async () => {
    const [, , , , salt, hash] = (await passwordHash('Secret-Pass-1!', PASSWORD_HASH_TEST_COST)).split('$');
    for (const params of ['1073741824$8$1', '512$8$1', '1024$16$1', '1024$8$2', 'x$8$1']) {
      expect(await passwordVerify('Secret-Pass-1!', `scrypt$${params}$${salt}$${hash}`), params).toBe(false);
    }
    expect(await passwordVerify('Secret-Pass-1!', 'garbage')).toBe(false);
    expect(await passwordVerify('Secret-Pass-1!', null)).toBe(false);
  });
});
