import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createDatabase, dropDatabase } from '@gamepod/devkit';
import { ensureStreams } from '@gamepod/event-store';
import { isolatedNames, type StoreNames, uuidv7 } from '@gamepod/events';
import { OpsContext, type OpsIO, restoreLogAndFiles, runReplay } from '@gamepod/ops';
import { BackupStore, FileStore, makeBackupArchive } from '@gamepod/services';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { rawRead, rawWrite } from './backup-raw.ts';
import { seedBackupLog } from './backup-seed.ts';
import { type BenchResult, type BenchSuite, oneDecimal, timeIt } from './bench-kit.ts';

/** Events in the log; `GP_BENCH_BACKUP_EVENTS=50000` for working on the suite. */
const EVENTS = Number(process.env.GP_BENCH_BACKUP_EVENTS ?? 1_000_000);
/** `GP_BENCH_BACKUP_REPLAY=0` leaves out the read models' replay (one pass over the log for all of them). */
const REPLAY = process.env.GP_BENCH_BACKUP_REPLAY !== '0';
const MB = 1_000_000;

const megabytesPerSecond = (bytes: number, ms: number) => bytes / MB / (ms / 1000);

/** A rate beside its bare mechanism's, whose target is half of it. */
function halfOfRaw(
  name: string,
  ours: number,
  raw: { readonly label: string; readonly short: string; readonly value: number },
  notes: string,
): BenchResult {
  return {
    suite: 'backup',
    name,
    value: oneDecimal(ours),
    unit: 'MB/s',
    baseline: { label: raw.label, value: oneDecimal(raw.value) },
    ratio: ours / raw.value,
    target: `≥ 50% of ${raw.short}`,
    pass: ours / raw.value >= 0.5,
    notes,
  };
}

/** The ops commands' output, into the bench's log (their progress bars dropped). */
const opsIO = (log: (l: string) => void): OpsIO => ({
  stdout: { write: (chunk: string) => log(chunk.trimEnd()) },
  stderr: { write: () => true },
});

export const backupSuite: BenchSuite = {
  name: 'backup',
  async run({ natsUrl, databaseUrl, log }) {
    const nc = await connect({ servers: natsUrl });
    const js = jetstream(nc);
    const jsm = await jetstreamManager(nc);
    const run = uuidv7().replace(/-/g, '').slice(-10);
    const source = isolatedNames(`bk${run}`);
    const restored = isolatedNames(`bkr${run}`);
    const raw = isolatedNames(`bkw${run}`);
    const namespaces: StoreNames[] = [source, restored, raw];
    await ensureStreams(jsm, source);
    await ensureStreams(jsm, raw);
    const dir = await mkdtemp(join(tmpdir(), 'gamepod-backup-bench-'));
    const dbName = `bench_backup_${run}`;
    const restoredDb = await createDatabase(databaseUrl, dbName);
    const backups = new BackupStore(nc, source);
    const ctx = new OpsContext({ natsUrl, databaseUrl: restoredDb, names: restored, source: 'env' });
    const results: BenchResult[] = [];
    try {
      log(`seeding ${EVENTS.toLocaleString('en-US')} events…`);
      const seeded = await seedBackupLog(nc, source, EVENTS, log);
      log(
        `seeded ${EVENTS.toLocaleString('en-US')} events in ${(seeded.appendMs / 1000).toFixed(1)} s ` +
          `(${Math.round((EVENTS * 1000) / seeded.appendMs)}/s) and ${seeded.files} uploads`,
      );
      const { state } = await jsm.streams.info(source.eventsStream);

      // the bare read, then ours, then the bare read again: a burst of other load hits both alike
      const readA = await rawRead(js, source, state.last_seq);
      const id = uuidv7();
      let archive: Awaited<ReturnType<typeof makeBackupArchive>> | undefined;
      const backupMs = await timeIt(async () => {
        archive = await makeBackupArchive({ nc, names: source }, backups, id, new Date());
      });
      const readB = await rawRead(js, source, state.last_seq);
      if (!archive || archive.log_messages !== EVENTS || readA.messages !== EVENTS || readB.messages !== EVENTS) {
        throw new Error(`backup read ${archive?.log_messages}, raw reads ${readA.messages} and ${readB.messages}`);
      }
      const logBytes = readA.bytes;
      const rawReadMs = (readA.ms + readB.ms) / 2;
      const backupRate = megabytesPerSecond(logBytes, backupMs);
      const readRate = megabytesPerSecond(logBytes, rawReadMs);
      log(
        `log ${(logBytes / MB).toFixed(1)} MB of payloads; backup ${(backupMs / 1000).toFixed(1)} s ` +
          `(${backupRate.toFixed(1)} MB/s), archive ${(archive.size / MB).toFixed(1)} MB; raw read ` +
          `${(rawReadMs / 1000).toFixed(2)} s (${readRate.toFixed(1)} MB/s)`,
      );
      results.push(
        halfOfRaw(
          `backup of ${EVENTS.toLocaleString('en-US')} events (makeBackupArchive)`,
          backupRate,
          { label: 'ordered consumer reading the log', short: 'raw read', value: readRate },
          `${(logBytes / MB).toFixed(1)} MB of event payloads in ${(backupMs / 1000).toFixed(1)} s, ` +
            `archive ${(archive.size / MB).toFixed(1)} MB (${archive.files} uploads) put in the backups bucket; ` +
            `raw read ${(rawReadMs / 1000).toFixed(2)} s; seeding took ${(seeded.appendMs / 1000).toFixed(1)} s`,
        ),
      );

      // restore: the archive as a super admin downloads it, into an empty deployment
      const file = join(dir, archive.file_name);
      const stored = await backups.get(id);
      if (!stored) throw new Error('the backup is not in the backups bucket');
      await pipeline(stored.stream, createWriteStream(file));
      const io = opsIO(log);
      const importMs = await timeIt(() => restoreLogAndFiles(ctx, { file }, io));
      const written = await rawWrite(js, source, raw, state.last_seq);
      const restoreRate = megabytesPerSecond(logBytes, importMs);
      const writeRate = megabytesPerSecond(logBytes, written.ms);
      log(
        `restore (log and uploads) ${(importMs / 1000).toFixed(1)} s (${restoreRate.toFixed(1)} MB/s); ` +
          `raw write ${(written.ms / 1000).toFixed(1)} s (${writeRate.toFixed(1)} MB/s)`,
      );
      const replayMs = REPLAY ? await timeIt(() => runReplay(ctx, 'all', { ...io, stdout: { write: () => true } })) : 0;
      if (REPLAY) log(`replay of every read model ${(replayMs / 1000).toFixed(1)} s`);
      results.push(
        halfOfRaw(
          `restore of ${EVENTS.toLocaleString('en-US')} events, log and uploads (ops restore without the replay)`,
          restoreRate,
          { label: 'raw js.publish, 500 in flight', short: 'raw write', value: writeRate },
          `unpack and check against the manifest, verify, import: ${(importMs / 1000).toFixed(1)} s`,
        ),
      );
      if (REPLAY) {
        results.push({
          suite: 'backup',
          name: `restore of ${EVENTS.toLocaleString('en-US')} events with the replay of every read model`,
          value: oneDecimal(megabytesPerSecond(logBytes, importMs + replayMs)),
          unit: 'MB/s',
          notes: `import ${(importMs / 1000).toFixed(1)} s + replay ${(replayMs / 1000).toFixed(1)} s; no target`,
        });
      }
    } finally {
      await ctx.close();
      await backups.destroy();
      for (const names of namespaces) {
        await new FileStore(nc, names).destroyAll().catch(() => undefined);
        for (const s of [names.eventsStream, names.telemetryStream]) await jsm.streams.delete(s).catch(() => undefined);
      }
      await nc.close();
      await rm(dir, { recursive: true, force: true });
      await dropDatabase(databaseUrl, dbName).catch(() => undefined);
    }
    return results;
  },
};
