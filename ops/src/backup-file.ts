import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { FILE_BUCKETS, type FileBucket } from '@gamepod/contracts/catalogues';
import type { StoreNames } from '@gamepod/events';
import type { NatsConnection } from '@nats-io/nats-core';
import { type ObjectStore, Objm } from '@nats-io/obj';
import { writeLogExport } from './export-command.ts';
import type { OpsNats } from './ops-context.ts';
import { OpsError } from './ops-errors.ts';
import { tarWriter } from './tar-archive.ts';

/**
 * A backup is a tar archive: `log.ndjson.gz` (the log export, exactly as `ops export` writes
 * it), `files/<bucket>/<name>` for every object of the upload buckets (logos, home images,
 * audio), and last `manifest.json`, which names every entry with its size and sha256. A file
 * without the manifest is cut short, and restore refuses it.
 */
export const BACKUP_FORMAT = 'gamepod-backup';
export const BACKUP_VERSION = 1;
export const BACKUP_LOG_ENTRY = 'log.ndjson.gz';
export const BACKUP_MANIFEST_ENTRY = 'manifest.json';

export type BackupEntry = { readonly name: string; readonly size: number; readonly sha256: string };
export type BackupFileEntry = BackupEntry & {
  readonly bucket: FileBucket;
  readonly object: string;
  readonly content_type: string;
};

export type BackupManifest = {
  readonly format: typeof BACKUP_FORMAT;
  readonly version: typeof BACKUP_VERSION;
  readonly created_at: string;
  readonly stream: string;
  readonly log: BackupEntry & { readonly events_messages: number; readonly last_seq: number };
  readonly files: readonly BackupFileEntry[];
};

/** What a backup wrote: its manifest, and the archive's own size and sha256. */
export type WrittenBackup = { readonly manifest: BackupManifest; readonly size: number; readonly sha256: string };

/** The NATS object-store bucket of an upload kind: `gp_logos`, or `t…_logos` in a test. */
export const fileBucketName = (names: StoreNames, bucket: FileBucket) => `${names.prefix}_${bucket}`;

/** The content-type key uploads store in their object metadata. */
export const CONTENT_TYPE_KEY = 'content_type';

/** The upload buckets that exist, with their live objects. */
async function listFiles(
  objm: Objm,
  names: StoreNames,
): Promise<{ bucket: FileBucket; os: ObjectStore; name: string; size: number; content_type: string }[]> {
  const found: { bucket: FileBucket; os: ObjectStore; name: string; size: number; content_type: string }[] = [];
  for (const bucket of FILE_BUCKETS) {
    const os = await objm.open(fileBucketName(names, bucket), false).catch(() => undefined);
    if (!os) continue;
    const infos = await os.list().catch(() => []);
    for (const info of infos) {
      if (info.deleted) continue;
      const content_type = info.metadata?.[CONTENT_TYPE_KEY] ?? 'application/octet-stream';
      found.push({ bucket, os, name: info.name, size: info.size, content_type });
    }
  }
  return found;
}

/**
 * Writes a backup of the log and the uploads to `file`. The log is exported first (its
 * checksum covers the events), then the objects are copied in; the log records every
 * reference to them, so an object uploaded meanwhile is harmless extra.
 */
export async function writeBackup(
  nats: Pick<OpsNats, 'js' | 'jsm' | 'names'> & { readonly nc: NatsConnection },
  file: string,
  opts: { readonly onProgress?: (done: number, total: number) => void } = {},
): Promise<WrittenBackup> {
  const temp = await mkdtemp(join(dirname(file), '.backup-'));
  const out = createWriteStream(file, { flags: 'wx' });
  const archiveHash = createHash('sha256');
  let size = 0;
  const write = async (chunk: Buffer) => {
    archiveHash.update(chunk);
    size += chunk.length;
    if (!out.write(chunk)) await once(out, 'drain');
  };
  try {
    const logFile = join(temp, BACKUP_LOG_ENTRY);
    const log = await writeLogExport(nats, logFile, { force: false, onProgress: opts.onProgress });
    const logSize = (await stat(logFile)).size;
    const created = new Date();
    const tar = tarWriter(write, created);
    const logHash = createHash('sha256');
    async function* hashed(): AsyncIterable<Buffer> {
      for await (const chunk of createReadStream(logFile)) {
        logHash.update(chunk as Buffer);
        yield chunk as Buffer;
      }
    }
    await tar.add(BACKUP_LOG_ENTRY, logSize, hashed());
    const files: BackupFileEntry[] = [];
    for (const f of await listFiles(new Objm(nats.nc), nats.names)) {
      const bytes = await f.os.getBlob(f.name);
      if (!bytes) continue;
      const name = `files/${f.bucket}/${f.name}`;
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      await tar.add(name, bytes.length, bytes);
      files.push({ name, size: bytes.length, sha256, bucket: f.bucket, object: f.name, content_type: f.content_type });
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      created_at: created.toISOString(),
      stream: nats.names.eventsStream,
      log: {
        name: BACKUP_LOG_ENTRY,
        size: logSize,
        sha256: logHash.digest('hex'),
        events_messages: log.count,
        last_seq: log.lastSeq,
      },
      files,
    };
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await tar.add(BACKUP_MANIFEST_ENTRY, manifestBytes.length, manifestBytes);
    await tar.finish();
    out.end();
    await once(out, 'close');
    return { manifest, size, sha256: archiveHash.digest('hex') };
  } catch (err) {
    out.destroy();
    await rm(file, { force: true });
    throw err instanceof OpsError
      ? err
      : new OpsError(`backup failed: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}
