import type { StoreNames } from '@gamepod/events';
import { JetStreamApiError } from '@nats-io/jetstream';
import { type KV, Kvm } from '@nats-io/kv';
import type { NatsConnection } from '@nats-io/nats-core';

/** `<prefix>_pod_screens`: one key per pod, its latest screenshot (PNG), put by the pod's bridge. */
export const screensBucket = (names: StoreNames) => `${names.prefix}_pod_screens`;

const STREAM_NOT_FOUND = 10059;

export type Screenshot = { readonly created: Date; readonly png: Uint8Array };

/** Reads the pods' latest screenshots from the KV bucket the bridges write to. */
export class ScreenshotStore {
  readonly #nc: NatsConnection;
  readonly #bucket: string;
  #kv: Promise<KV> | undefined;

  constructor(nc: NatsConnection, names: StoreNames) {
    this.#nc = nc;
    this.#bucket = screensBucket(names);
  }

  /** The pod's latest screenshot; null when it has none, or when no bridge has made the bucket yet. */
  async latest(podId: string): Promise<Screenshot | null> {
    // binding makes no request; a missing bucket shows up on the read
    this.#kv ??= new Kvm(this.#nc).open(this.#bucket);
    try {
      const entry = await (await this.#kv).get(podId);
      if (entry?.operation !== 'PUT') return null;
      return { created: entry.created, png: entry.value };
    } catch (err) {
      if (err instanceof JetStreamApiError && err.code === STREAM_NOT_FOUND) return null;
      this.#kv = undefined;
      throw err;
    }
  }
}
