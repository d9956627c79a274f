import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openTestEnv, type TestEnv } from '@gamepod/devkit';
import { type Database, migrateProjectionSchema, openDatabase } from '@gamepod/log-runtime';
import { sql } from 'kysely';
import { ALL_PROJECTIONS } from '../src/registry.ts';

/** Postgres spells some types two ways; compare the canonical spelling. */
const CANONICAL: Record<string, string> = {
  timestamptz: 'timestamp with time zone',
  timestamp: 'timestamp without time zone',
  int: 'integer',
  int4: 'integer',
  int8: 'bigint',
  int2: 'smallint',
  bool: 'boolean',
  varchar: 'character varying',
};
const canonical = (t: string) => CANONICAL[t.toLowerCase()] ?? t.toLowerCase();

describe('every read model', () => {
  let env: TestEnv;
  let database: Database;
  before(async () => {
    env = await openTestEnv();
    database = openDatabase(env.databaseUrl);
  });
  after(async () => {
    await database.close();
    await env.close();
  });

  for (const projection of ALL_PROJECTIONS) {
    it(`${projection.name}: declares exactly the column types its migrations create`, async () => {
      const schema = `rm_${projection.name}`;
      await migrateProjectionSchema(database.db, schema, projection.migrations);
      for (const [table, declared] of Object.entries(projection.tables ?? {})) {
        const { rows } = await sql<{ column_name: string; type: string }>`
          select a.attname as column_name, format_type(a.atttypid, a.atttypmod) as type
          from pg_attribute a
          where a.attrelid = ${`${schema}.${table}`}::regclass and a.attnum > 0 and not a.attisdropped`.execute(
          database.db,
        );
        const actual = new Map(rows.map((r) => [r.column_name, canonical(r.type)]));
        for (const [column, type] of Object.entries(declared)) {
          assert.equal(actual.get(column), canonical(type), `${table}.${column}`);
        }
      }
    });
  }

  it('declares its tables when it writes with the bulk helpers', () => {
    for (const p of ALL_PROJECTIONS) assert.ok(p.tables && Object.keys(p.tables).length > 0, p.name);
  });
});
