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
// LEASE_MS shortens the leadership's lease (and the idle-in-transaction limit with it), as a test needs
const leaseMs = process.env.LEASE_MS ? Number(process.env.LEASE_MS) : undefined;
const { db, pool } = openDatabase(databaseUrl, leaseMs ? { idleInTransactionMs: leaseMs } : {});
const worker = new ProjectionWorker({
  projection: ledgerProjection,
  nc,
  db,
  pool,
  names: storeNamesFromEnv(),
  registry: ledgerRegistry,
  maxBatch: Number(process.env.MAX_BATCH ?? 200),
  ...(leaseMs ? { leaseMs } : {}),
  ...(process.env.STANDBY_RETRY_MS ? { standbyRetryMs: Number(process.env.STANDBY_RETRY_MS) } : {}),
}).start();
process.stdout.write('started\n');
process.on('SIGTERM', async () => {
  await worker.stop();
  await nc.close();
  await db.destroy();
  process.exit(0);
});
