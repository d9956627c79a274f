import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import { createCheckpointTable } from '../consumer/checkpoints.ts';
import { createDeadLetterTable } from '../consumer/dead-letters.ts';
import type { AnyDB } from '../db.ts';

class StaticProvider implements MigrationProvider {
  constructor(private readonly migrations: Readonly<Record<string, Migration>>) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return { ...this.migrations };
  }
}

/** Creates `schema` if needed, runs the projection's migrations inside it, and adds its checkpoint and dead-letter tables. */
export async function migrateProjectionSchema(
  db: Kysely<AnyDB>,
  schema: string,
  migrations: Readonly<Record<string, Migration>>,
): Promise<void> {
  await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  const migrator = new Migrator({
    db: db.withSchema(schema),
    provider: new StaticProvider(migrations),
    migrationTableSchema: schema,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`migration ${failed} failed in schema ${schema}: ${String(error)}`, { cause: error });
  }
  await createCheckpointTable(db, schema);
  await createDeadLetterTable(db, schema);
}
