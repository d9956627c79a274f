import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createDatabase, dropDatabase } from '@gamepod/devkit';
import { ensureStreams } from '@gamepod/event-store';
import { catalogue, isolatedNames, type StoreNames, uuidv7 } from '@gamepod/events';
import { openDatabase, replayProjection, replayTogether } from '@gamepod/log-runtime';
import { OpsContext, type OpsIO, runRestore } from '@gamepod/ops';
import { ALL_PROJECTIONS } from '@gamepod/projections';
import { BackupStore, FileStore, makeBackupArchive } from '@gamepod/services';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { seedBackupLog } from './backup-seed.ts';
import { type BenchResult, type BenchSuite, oneDecimal, perSecond, timeIt } from './bench-kit.ts';
import { rawSinglePass } from './raw-pass.ts';
import { filteredRead, wholeRead } from './subject-filter-read.ts';
import { timeWorkersCatchUp } from './workers-catch-up.ts';

/** Log sizes to rebuild from; `GP_BENCH_REBUILD_SIZES=100000,1000000,5000000`. */
const SIZES = (process.env.GP_BENCH_REBUILD_SIZES ?? '100000,1000000').split(',').map(Number);
/** Up to this size the rebuild one read model at a time (what replay all did before) is timed beside it. */
const ONE_BY_ONE_UP_TO = Number(process.env.GP_BENCH_REBUILD_ONE_BY_ONE ?? 100_000);
/** At this size `ops restore` is timed end to end. */
const RESTORE_AT = Number(process.env.GP_BENCH_REBUILD_RESTORE ?? 1_000_000);

const count = (n: number) => n.toLocaleString('en-US');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The ops command's output into the bench's log, its progress bars dropped. */
const opsIO = (log: (l: string) => void): OpsIO => ({
  stdout: { write: (chunk: string) => log(chunk.trimEnd()) },
  stderr: { write: () => true },
});

async function dropStreams(nc: NatsConnection, names: StoreNames): Promise<void> {
  const jsm = await jetstreamManager(nc);
  await new FileStore(nc, names).destroyAll().catch(() => undefined);
  for (const s of [names.eventsStream, names.telemetryStream]) await jsm.streams.delete(s).catch(() => undefined);
}

/** `ops restore` of the log in `source`, end to end (archive unpacked, log imported, every read model rebuilt). */
async function timeRestore(
  ctx: { nc: NatsConnection; natsUrl: string; databaseUrl: string; log: (l: string) => void },
  source: StoreNames,
  run: string,
): Promise<{ ms: number; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'gamepod-rebuild-bench-'));
  const backups = new BackupStore(ctx.nc, source);
  const restored = isolatedNames(`rbr${run}`);
  const dbName = `bench_rebuild_restore_${run}`;
  const restoredDb = await createDatabase(ctx.databaseUrl, dbName);
  const ops = new OpsContext({ natsUrl: ctx.natsUrl, databaseUrl: restoredDb, names: restored, source: 'env' });
  const cleanup = async () => {
    await ops.close();
    await backups.destroy();
    await dropStreams(ctx.nc, restored);
    await dropDatabase(ctx.databaseUrl, dbName).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const id = uuidv7();
    const archive = await makeBackupArchive({ nc: ctx.nc, names: source }, backups, id, new Date());
    const stored = await backups.get(id);
    if (!stored) throw new Error('the backup is not in the backups bucket');
    const file = join(dir, archive.file_name);
    await pipeline(stored.stream, createWriteStream(file));
    const ms = await timeIt(() =>
      runRestore(
        ops,
        { file },
        opsIO(() => undefined),
      ),
    );
    return { ms, cleanup };
  } catch (err) {
    await cleanup();
    throw err;
  }
}

export const rebuildSuite: BenchSuite = {
  name: 'rebuild',
  async run({ natsUrl, databaseUrl, log }) {
    const nc = await connect({ servers: natsUrl });
    const results: BenchResult[] = [];
    const models = ALL_PROJECTIONS.length;
    try {
      for (const size of SIZES) {
        const run = uuidv7().replace(/-/g, '').slice(-10);
        const names = isolatedNames(`rb${run}`);
        await ensureStreams(await jetstreamManager(nc), names);
        const dbName = `bench_rebuild_${run}`;
        const url = await createDatabase(databaseUrl, dbName);
        const database = openDatabase(url, { max: 4 });
        try {
          log(`seeding ${count(size)} events…`);
          const seeded = await seedBackupLog(nc, names, size, log);
          log(`seeded in ${seconds(seeded.appendMs)}`);

          // the bare pass, then ours, then the bare pass again: a burst of other load hits both alike
          const rawA = await rawSinglePass(nc, names, catalogue, database.db, 'raw_pass', size);
          const passMs = await timeIt(() =>
            replayTogether({ projections: ALL_PROJECTIONS, nc, db: database.db, names, registry: catalogue }),
          );
          const rawB = await rawSinglePass(nc, names, catalogue, database.db, 'raw_pass', size);
          if (rawA.messages !== size || rawB.messages !== size) throw new Error('the raw pass read a short log');
          const rawMs = (rawA.ms + rawB.ms) / 2;
          const raw = perSecond(size, rawMs);
          const ours = perSecond(size, passMs);
          log(`one pass for ${models} read models ${seconds(passMs)}; raw single pass ${seconds(rawMs)}`);
          results.push({
            suite: 'rebuild',
            name: `rebuild of every read model (${models}) in one pass from ${count(size)} events`,
            value: oneDecimal(ours),
            unit: 'events/s',
            baseline: {
              label: 'raw single pass: ordered read + decode + batched upsert into one table',
              value: oneDecimal(raw),
            },
            ratio: ours / raw,
            target: '≥ 50% of raw',
            pass: ours / raw >= 0.5,
            notes:
              `${seconds(passMs)} against ${seconds(rawMs)} raw (${seconds(rawA.ms)}, ${seconds(rawB.ms)}); ` +
              `${(passMs / size).toFixed(3)} ms per event (flat if the pass grows with the events alone); ` +
              'a venue day: sessions, launches, station reports, chat, one event per commit; what limits it is ' +
              `the read models' own writes (${models} read models, audit_log a row per event), against one table for raw`,
          });

          if (size <= ONE_BY_ONE_UP_TO) {
            // what limits the pass: the read models' own writes; audit_log writes a row per event
            const others = ALL_PROJECTIONS.filter((p) => p.name !== 'audit_log');
            const othersMs = await timeIt(() =>
              replayTogether({ projections: others, nc, db: database.db, names, registry: catalogue }),
            );
            const auditMs = await timeIt(() =>
              replayTogether({
                projections: ALL_PROJECTIONS.filter((p) => p.name === 'audit_log'),
                nc,
                db: database.db,
                names,
                registry: catalogue,
              }),
            );
            log(`one pass without audit_log ${seconds(othersMs)}; audit_log alone ${seconds(auditMs)}`);
            results.push({
              suite: 'rebuild',
              name: `rebuild in one pass of every read model but audit_log (${others.length}) from ${count(size)} events`,
              value: oneDecimal(perSecond(size, othersMs)),
              unit: 'events/s',
              baseline: { label: 'raw single pass', value: oneDecimal(raw) },
              ratio: rawMs / othersMs,
              notes:
                `${seconds(othersMs)}; audit_log alone (a row per event, its three query indexes made after the load) ` +
                `${seconds(auditMs)}: what limits the pass is the read models' own writes, each in its own ` +
                'transaction per batch, with Node running every apply on one core and Postgres on the other; no target',
            });
            const oneByOneMs = await timeIt(async () => {
              for (const projection of ALL_PROJECTIONS) {
                await replayProjection({ projection, nc, db: database.db, names, registry: catalogue });
              }
            });
            log(`one read model at a time ${seconds(oneByOneMs)}`);
            results.push({
              suite: 'rebuild',
              name: `rebuild of every read model one at a time (each reading the log) from ${count(size)} events`,
              value: oneDecimal(perSecond(size, oneByOneMs)),
              unit: 'events/s',
              baseline: { label: 'one pass for all of them', value: oneDecimal(ours) },
              ratio: passMs / oneByOneMs,
              notes: `${seconds(oneByOneMs)}: how replay all and restore rebuilt before the shared pass; no target`,
            });
            // catch-up as production does it: every read model's worker behind by the whole log at once
            const catchUpMs = await timeWorkersCatchUp({ nc, natsUrl, databaseUrl }, names, ALL_PROJECTIONS, run);
            log(`live workers catching up from the start ${seconds(catchUpMs)}`);
            results.push({
              suite: 'rebuild',
              name: `catch-up of every read model by its live worker (${models} durable consumers, one process) from ${count(size)} events`,
              value: oneDecimal(perSecond(size, catchUpMs)),
              unit: 'events/s',
              baseline: { label: 'one pass for all of them', value: oneDecimal(ours) },
              ratio: passMs / catchUpMs,
              notes:
                `${seconds(catchUpMs)} against ${seconds(passMs)} for the pass: whether catching up through the ` +
                'shared pass would pay when several workers are behind; no target',
            });
          }

          if (size === Math.max(...SIZES)) {
            const whole = await wholeRead(nc, names);
            const chat = await filteredRead(nc, names, 'chat');
            log(`whole log read ${seconds(whole.ms)}; evt.chat.> alone ${seconds(chat.ms)} (${count(chat.messages)})`);
            results.push({
              suite: 'rebuild',
              name: `read of one aggregate's subjects (evt.chat.>, ${((chat.messages / whole.messages) * 100).toFixed(0)}% of the log) with a server-side filter`,
              value: oneDecimal(chat.ms),
              unit: 'ms',
              baseline: { label: 'the whole log, ordered consumer, no filter', value: oneDecimal(whole.ms) },
              ratio: whole.ms / chat.ms,
              notes:
                `nats-server ${nc.info?.version}: ${count(chat.messages)} of ${count(whole.messages)} messages; ` +
                'what a read model of one aggregate would save by asking the server for its subjects; no target',
            });
          }

          if (size === RESTORE_AT) {
            const restore = await timeRestore({ nc, natsUrl, databaseUrl, log }, names, run);
            await restore.cleanup();
            log(`ops restore end to end ${seconds(restore.ms)}`);
            results.push({
              suite: 'rebuild',
              name: `ops restore of ${count(size)} events end to end, read models included`,
              value: oneDecimal(restore.ms / 1000),
              unit: 's',
              baseline: { label: 'raw single pass', value: oneDecimal(rawMs / 1000) },
              ratio: rawMs / restore.ms,
              target: '≤ 3× the raw single pass',
              pass: restore.ms <= 3 * rawMs,
              notes:
                `${(restore.ms / rawMs).toFixed(2)}× raw: unpack and check, import the log and uploads (verified, ` +
                'published 500 in flight), then one pass for every read model; each part alone is above the raw pass',
            });
          }
        } finally {
          await database.close();
          await dropDatabase(databaseUrl, dbName).catch(() => undefined);
          await dropStreams(nc, names);
        }
      }
    } finally {
      await nc.close();
    }
    return results;
  },
};
