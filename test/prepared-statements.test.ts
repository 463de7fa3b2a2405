import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/server/db/client';
import { PREPARED_PER_CONNECTION, statementName, withStatementName } from '../src/server/db/prepared-statements';
import { workerDatabase } from './support/database';

// Issue 35, docs/decisions/042: every query with parameters is a named prepared statement on PostgreSQL.

describe('which queries are named', () => {
  it('names a query with parameters by a hash of its text, the same text always the same name', () => {
    const named = new Set<string>();
    const first = withStatementName({ text: 'select $1::int', rowMode: 'array' }, [1], named);
    expect(first).toEqual({ text: 'select $1::int', rowMode: 'array', name: statementName('select $1::int') });
    expect(withStatementName({ text: 'select $1::int' }, [2], named)).toEqual({ text: 'select $1::int', name: statementName('select $1::int') });
    expect(statementName('select $1::int')).not.toBe(statementName('select $1::text'));
    expect(named.size).toBe(1);
  });

  it('leaves a query without parameters, a plain text, a named one and a custom submittable as they came', () => {
    const named = new Set<string>();
    const cases: [unknown, unknown][] = [
      [{ text: 'begin' }, undefined],
      [{ text: 'select 1' }, []],
      ['select $1::int', [1]],
      [{ text: 'select $1::int', name: 'mine' }, [1]],
      [{ text: 'select $1::int', submit: () => undefined }, [1]],
    ];
    for (const [config, values] of cases) expect(withStatementName(config, values, named)).toBe(config);
    expect(named.size).toBe(0);
  });

  it('takes the parameters from the config when none are passed beside it', () => {
    const config = { text: 'select $1::int', values: [1] };
    expect(withStatementName(config, undefined, new Set())).toEqual({ ...config, name: statementName(config.text) });
  });

  it('names no new text once a connection keeps its most, but still the ones it keeps', () => {
    const named = new Set(Array.from({ length: PREPARED_PER_CONNECTION }, (_, index) => statementName(`select ${String(index)} + $1`)));
    const kept = { text: 'select 0 + $1' };
    expect(withStatementName(kept, [1], named)).toEqual({ ...kept, name: statementName(kept.text) });
    const fresh = { text: 'select $1::bigint' };
    expect(withStatementName(fresh, [1], named)).toBe(fresh);
    expect(named.size).toBe(PREPARED_PER_CONNECTION);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL (TEST_DATABASE_URL)', () => {
  it('a query with parameters is prepared once on its connection and answers the same each time', async () => {
    const { db } = await workerDatabase('postgres');
    const text = 'select $1::int + 1 as "next"';
    // One transaction holds one connection: the statements it prepared are listed there.
    const prepared = await db.transaction(async (tx) => {
      const answers = [];
      for (const value of [1, 2, 3]) answers.push(...(await queryRows<{ next: number }>(tx, sql`select ${value}::int + 1 as "next"`)));
      expect(answers.map((row) => row.next)).toEqual([2, 3, 4]);
      return queryRows<{ name: string; statement: string }>(tx, sql`select name, statement from pg_prepared_statements`);
    });
    expect(prepared.filter((row) => row.statement === text)).toEqual([{ name: statementName(text), statement: text }]);
  });
});
