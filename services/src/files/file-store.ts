import { createHash } from 'node:crypto';
import { FILE_BUCKETS, type FileBucket } from '@gamepod/contracts/catalogues';
import { bucketClient, type FileRefData, type StoreNames, streamReplicasFromEnv } from '@gamepod/events';
import { CONTENT_TYPE_KEY, fileBucketName } from '@gamepod/projections';
import type { NatsConnection } from '@nats-io/nats-core';
import { type ObjectStore, Objm, StorageType } from '@nats-io/obj';
import type { CheckedUpload } from './file-kinds.ts';

/** `<prefix>_<bucket>`: `gp_logos` in production, `t…_logos` in a test, like the streams (backups read the same buckets). */
export const physicalBucket = fileBucketName;

export type StoredFile = { readonly bytes: Uint8Array; readonly content_type: string };

/**
 * Uploaded files in the NATS object store, one bucket per kind.
 * Objects are named by their content's SHA-256: a second upload of the same bytes is the
 * same object, and a name never points at other content, so readers may cache forever.
 */
export class FileStore {
  readonly #objm: Objm;
  readonly #names: StoreNames;
  readonly #replicas: number;
  readonly #buckets = new Map<FileBucket, Promise<ObjectStore>>();

  constructor(nc: NatsConnection, names: StoreNames, opts: { replicas?: number } = {}) {
    this.#objm = new Objm(bucketClient(nc));
    this.#names = names;
    this.#replicas = opts.replicas ?? streamReplicasFromEnv();
  }

  /** The bucket, created on first use (file storage, kept until deleted). */
  #bucket(bucket: FileBucket): Promise<ObjectStore> {
    let os = this.#buckets.get(bucket);
    if (!os) {
      os = this.#objm.create(physicalBucket(this.#names, bucket), {
        storage: StorageType.File,
        replicas: this.#replicas,
        description: `gamepod uploads: ${bucket}`,
      });
      // a failed open (server down) is retried by the next call
      os.catch(() => this.#buckets.delete(bucket));
      this.#buckets.set(bucket, os);
    }
    return os;
  }

  /** Stores a checked upload (nothing is written when the same content is there already). */
  async put(bucket: FileBucket, file: CheckedUpload): Promise<FileRefData> {
    const sha256 = createHash('sha256').update(file.bytes).digest('hex');
    const ref: FileRefData = { bucket, id: sha256, content_type: file.mime, size: file.bytes.length, sha256 };
    const os = await this.#bucket(bucket);
    const existing = await os.info(sha256);
    if (existing && !existing.deleted && existing.size === ref.size) return ref;
    await os.putBlob({ name: sha256, metadata: { [CONTENT_TYPE_KEY]: ref.content_type } }, file.bytes);
    return ref;
  }

  /** The file's bytes and content type, or null when there is no such object. */
  async get(bucket: FileBucket, id: string): Promise<StoredFile | null> {
    const os = await this.#bucket(bucket);
    const info = await os.info(id);
    if (!info || info.deleted) return null;
    const bytes = await os.getBlob(id);
    if (!bytes) return null;
    return { bytes, content_type: info.metadata?.[CONTENT_TYPE_KEY] ?? 'application/octet-stream' };
  }

  /**
   * Deletes an object. Routes do not call this when a reference goes away: a content-addressed
   * object may be shared (two labs with the same image), so removal is for an ops sweep that
   * first checks no read model refers to it.
   */
  async delete(bucket: FileBucket, id: string): Promise<boolean> {
    const os = await this.#bucket(bucket);
    const info = await os.info(id);
    if (!info || info.deleted) return false;
    await os.delete(id);
    return true;
  }

  /** Removes every bucket of this deployment's names (tests clean up with it). */
  async destroyAll(): Promise<void> {
    for (const bucket of FILE_BUCKETS) {
      this.#buckets.delete(bucket);
      const os = await this.#objm.open(physicalBucket(this.#names, bucket), false);
      // a bucket nothing was ever put in does not exist
      await os.destroy().catch(() => false);
    }
  }
}
