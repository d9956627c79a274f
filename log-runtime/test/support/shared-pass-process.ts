// A shared replay pass in its own process, so a test can SIGKILL it half way.
import { storeNamesFromEnv } from '@gamepod/event-store';
import { connect } from '@nats-io/transport-node';
import { openDatabase } from '../../src/db.ts';
import { replayTogether } from '../../src/read-models/shared-pass.ts';
import { ledgerOpeningsProjection, ledgerProjection, ledgerRegistry, ledgerTotalsProjection } from './ledger.ts';

const natsUrl = process.env.NATS_URL;
const databaseUrl = process.env.DATABASE_URL;
if (!natsUrl || !databaseUrl) throw new Error('NATS_URL and DATABASE_URL are required');
const nc = await connect({ servers: natsUrl });
const { db } = openDatabase(databaseUrl);
await replayTogether({
  projections: [ledgerProjection, ledgerTotalsProjection, ledgerOpeningsProjection],
  nc,
  db,
  names: storeNamesFromEnv(),
  registry: ledgerRegistry,
  batchSize: Number(process.env.BATCH_SIZE ?? 200),
  onProgress: (p) => process.stdout.write(`at ${p.seq}\n`),
});
process.stdout.write('done\n');
await nc.close();
await db.destroy();
