import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openTestEnv, type TestEnv } from '@gamepod/devkit';
import { sql } from 'kysely';
import { type Database, openDatabase } from '../src/db.ts';
import { dbBackupsMigrations } from '../src/db-backups/db-backups.migrations.ts';
import { dbBackupOutcomes } from '../src/db-backups/db-backups.queries.ts';
import { migrateProjectionSchema } from '../src/runtime/migrate.ts';
import { liveSchema } from '../src/runtime/projection.ts';

describe('db_backups read model built before it kept the last outcomes', () => {
  let env: TestEnv;
  let database: Database;
  before(async () => {
    env = await openTestEnv();
    database = openDatabase(env.databaseUrl, { max: 2 });
  });
  after(async () => {
    await database.close();
    await env.close();
  });

  it('takes the newest made and the newest failed backup it lists as the last outcomes', async () => {
    const schema = liveSchema('db_backups');
    const [first] = Object.entries(dbBackupsMigrations);
    assert.ok(first);
    await migrateProjectionSchema(database.db, schema, Object.fromEntries([first]));
    const row = (id: string, status: string, completed: string | null, error: string | null = null) =>
      sql`(${id}, ${status}, 'scheduled', ${status === 'done' ? `${id}.tar` : null}, '2026-12-01T00:00:00Z', ${completed}::timestamptz, ${error})`;
    await sql`insert into ${sql.table(`${schema}.db_backups`)}
      (backup_id, status, reason, file_name, requested_at, completed_at, error) values
      ${sql.join([
        row('a', 'done', '2026-12-01T01:00:00Z'),
        row('b', 'done', '2026-12-02T01:00:00Z'),
        row('c', 'failed', '2026-12-03T01:00:00Z', 'disk full'),
        row('d', 'failed', '2026-12-01T02:00:00Z', 'older'),
        row('e', 'running', null),
      ])}`.execute(database.db);
    await migrateProjectionSchema(database.db, schema, dbBackupsMigrations);
    const { done, failed } = await dbBackupOutcomes(database.db);
    assert.deepEqual(
      [done?.backup_id, done?.file_name, done?.at.toISOString()],
      ['b', 'b.tar', '2026-12-02T01:00:00.000Z'],
    );
    assert.deepEqual([failed?.backup_id, failed?.error], ['c', 'disk full']);
  });
});
