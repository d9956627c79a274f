import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { bucketClient, streamReplicasFromEnv } from '@gamepod/event-store';
import type { StoreNames } from '@gamepod/events';
import type { NatsConnection } from '@nats-io/nats-core';
import { type ObjectStore, Objm, StorageType } from '@nats-io/obj';

/** `<prefix>_backups`: the DB backups' archives, beside the upload buckets. */
export const backupsBucket = (names: StoreNames) => `${names.prefix}_backups`;

/** A kept archive: its size and its bytes as a stream. */
export type StoredBackup = { readonly size: number; readonly stream: Readable };

/**
 * DB backup archives in the NATS object store, one object per backup, named by the backup's
 * id (its file name is in the log). Archives are streamed in and out, never held whole.
 */
export class BackupStore {
  readonly #objm: Objm;
  readonly #names: StoreNames;
  #os: Promise<ObjectStore> | undefined;

  constructor(nc: NatsConnection, names: StoreNames) {
    this.#objm = new Objm(bucketClient(nc));
    this.#names = names;
  }

  #bucket(): Promise<ObjectStore> {
    if (!this.#os) {
      this.#os = this.#objm.create(backupsBucket(this.#names), {
        storage: StorageType.File,
        replicas: streamReplicasFromEnv(),
        description: 'gamepod DB backups',
      });
      this.#os.catch(() => {
        this.#os = undefined;
      });
    }
    return this.#os;
  }

  /**
   * Copies the archive at `file` in as `id`. A failed copy forgets the bucket's handle, so a
   * bucket removed meanwhile is made again by the next backup instead of failing every one.
   */
  async putFile(id: string, file: string): Promise<void> {
    const os = await this.#bucket();
    try {
      await os.put({ name: id }, Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>);
    } catch (err) {
      this.#os = undefined;
      throw err;
    }
  }

  /** The archive, or null when there is none. */
  async get(id: string): Promise<StoredBackup | null> {
    const os = await this.#bucket();
    const info = await os.info(id);
    if (!info || info.deleted) return null;
    const result = await os.get(id);
    if (!result) return null;
    return { size: info.size, stream: Readable.fromWeb(result.data as import('node:stream/web').ReadableStream) };
  }

  /** Removes the archive; false when it was not there. */
  async delete(id: string): Promise<boolean> {
    const os = await this.#bucket();
    const info = await os.info(id);
    if (!info || info.deleted) return false;
    await os.delete(id);
    return true;
  }

  /** Removes the bucket (tests clean up with it). */
  async destroy(): Promise<void> {
    const os = await this.#objm.open(backupsBucket(this.#names), false).catch(() => undefined);
    this.#os = undefined;
    await os?.destroy().catch(() => false);
  }
}
