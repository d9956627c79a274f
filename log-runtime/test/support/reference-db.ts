import { randomBytes } from 'node:crypto';
import { createDatabase, dropDatabase, testInfra } from '@gamepod/devkit';
import { type Database, openDatabase } from '../../src/db.ts';

/** A second database on the shared server, for building a reference copy of a read model. */
export async function openReferenceDb(): Promise<Database & { drop(): Promise<void> }> {
  const infra = await testInfra();
  const name = `ref_${randomBytes(5).toString('hex')}`;
  const url = await createDatabase(infra.databaseUrl, name);
  const database = openDatabase(url);
  return {
    ...database,
    async drop() {
      await database.close();
      await dropDatabase(infra.databaseUrl, name);
    },
  };
}
