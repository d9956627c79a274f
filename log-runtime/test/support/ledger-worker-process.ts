// A projection worker in its own process, so a test can SIGKILL it mid-batch.
import { storeNamesFromEnv } from '@gamepod/event-store';
import { connect } from '@nats-io/transport-node';
import { openDatabase } from '../../src/db.ts';
import { ProjectionWorker } from '../../src/read-models/projection-worker.ts';
import { ledgerProjection, ledgerRegistry } from './ledger.ts';

const natsUrl = process.env.NATS_URL;
const databaseUrl = process.env.DATABASE_URL;
if (!natsUrl || !databaseUrl) throw new Error('NATS_URL and DATABASE_URL are required');
const nc = await connect({ servers: natsUrl });
const { db, pool } = openDatabase(databaseUrl);
const worker = new ProjectionWorker({
  projection: ledgerProjection,
  nc,
  db,
  pool,
  names: storeNamesFromEnv(),
  registry: ledgerRegistry,
  maxBatch: Number(process.env.MAX_BATCH ?? 200),
}).start();
process.stdout.write('started\n');
process.on('SIGTERM', async () => {
  await worker.stop();
  await nc.close();
  await db.destroy();
  process.exit(0);
});
