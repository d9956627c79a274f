import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bucketClient, streamReplicasFromEnv } from '@gamepod/events';
import { Objm, StorageType } from '@nats-io/obj';
import {
  BACKUP_FORMAT,
  BACKUP_LOG_ENTRY,
  BACKUP_MANIFEST_ENTRY,
  BACKUP_VERSION,
  type BackupManifest,
  CONTENT_TYPE_KEY,
  fileBucketName,
} from './backup-file.ts';
import { runImport } from './import-command.ts';
import { assertReadable } from './log-file-reader.ts';
import type { OpsContext, OpsIO } from './ops-context.ts';
import { OpsError } from './ops-errors.ts';
import { formatCount } from './progress-bar.ts';
import { runReplay } from './replay-command.ts';
import { readTar } from './tar-archive.ts';

/** Unpacks every entry to `dir` (under a safe name), with its size and sha256 as read. */
async function unpack(file: string, dir: string): Promise<Map<string, { path: string; size: number; sha256: string }>> {
  const seen = new Map<string, { path: string; size: number; sha256: string }>();
  await readTar(file, async (entry, chunks) => {
    if (seen.has(entry.name)) throw new OpsError(`${file} holds ${entry.name} twice`);
    const path = join(dir, `${seen.size}`);
    const out = createWriteStream(path, { flags: 'wx' });
    const hash = createHash('sha256');
    for await (const chunk of chunks) {
      hash.update(chunk);
      if (!out.write(chunk)) await once(out, 'drain');
    }
    out.end();
    await once(out, 'close');
    seen.set(entry.name, { path, size: entry.size, sha256: hash.digest('hex') });
  });
  return seen;
}

/** Checks every entry the manifest names is there with its size and sha256. */
function checkManifest(file: string, manifest: BackupManifest, entries: Map<string, { size: number; sha256: string }>) {
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION) {
    throw new OpsError(`${file} is not a gamepod backup of version ${BACKUP_VERSION}`);
  }
  for (const want of [manifest.log, ...manifest.files]) {
    const got = entries.get(want.name);
    if (!got) throw new OpsError(`${file} lacks ${want.name}, which its manifest lists`);
    if (got.size !== want.size || got.sha256 !== want.sha256) {
      throw new OpsError(`${want.name} in ${file} does not match its manifest's sha256; the backup is damaged`);
    }
  }
}

/**
 * `ops restore <file>`: a console backup into an empty deployment. The whole archive is
 * unpacked and checked against its manifest first, then the log is imported (which refuses
 * a stream that holds anything, and verifies the log's own checksum), the uploads go back to
 * their buckets under their names, and every read model is rebuilt from the restored log.
 */
export async function runRestore(ctx: OpsContext, cmd: { file: string }, io: OpsIO): Promise<void> {
  await restoreLogAndFiles(ctx, cmd, io);
  await runReplay(ctx, 'all', io);
}

/** The restore up to the read models: the archive checked, the log imported, the uploads put back. */
export async function restoreLogAndFiles(ctx: OpsContext, cmd: { file: string }, io: OpsIO): Promise<void> {
  await assertReadable(cmd.file);
  const dir = await mkdtemp(join(tmpdir(), 'gamepod-restore-'));
  try {
    const entries = await unpack(cmd.file, dir);
    const manifestEntry = entries.get(BACKUP_MANIFEST_ENTRY);
    if (!manifestEntry) throw new OpsError(`${cmd.file} has no ${BACKUP_MANIFEST_ENTRY}; it is not a finished backup`);
    let manifest: BackupManifest;
    try {
      manifest = JSON.parse(await readFile(manifestEntry.path, 'utf8')) as BackupManifest;
    } catch {
      throw new OpsError(`${cmd.file}'s ${BACKUP_MANIFEST_ENTRY} is not JSON`);
    }
    checkManifest(cmd.file, manifest, entries);
    const log = entries.get(BACKUP_LOG_ENTRY);
    if (!log) throw new OpsError(`${cmd.file} has no ${BACKUP_LOG_ENTRY}`);
    await runImport(ctx, { file: log.path }, io);
    const nats = await ctx.nats();
    const objm = new Objm(bucketClient(nats.nc));
    for (const f of manifest.files) {
      const os = await objm.create(fileBucketName(nats.names, f.bucket), {
        storage: StorageType.File,
        replicas: streamReplicasFromEnv(),
        description: `gamepod uploads: ${f.bucket}`,
      });
      const path = entries.get(f.name)?.path as string;
      await os.putBlob({ name: f.object, metadata: { [CONTENT_TYPE_KEY]: f.content_type } }, await readFile(path));
    }
    io.stdout.write(`restored ${formatCount(manifest.files.length)} uploaded files\n`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
