import pg from 'pg';
import { CHECKPOINT_CHANNEL, liveSchema } from '../read-models/projection.ts';

/** The first wait before listening again after the connection was lost; it doubles up to the most. */
const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 5_000;

type Waiter<Name> = { names: readonly Name[]; seq: number; resolve: (ok: boolean) => void; timer: NodeJS.Timeout };

/**
 * Knows every projection's checkpoint, kept current by Postgres NOTIFY (sent only when a
 * batch commits) with a slow poll as a safety net. Commands use it for read-your-writes:
 * reply once the read models the screen reads hold the append. `Name` is the names it may be
 * asked about: the product's watcher is a `ReadModelWatcher`, so a misspelt name does not compile.
 */
export class CheckpointWatcher<Name extends string = string> {
  readonly #url: string;
  readonly #names: readonly Name[];
  readonly #seqs = new Map<string, number>();
  readonly #waiters = new Set<Waiter<Name>>();
  readonly #listeners = new Set<(name: string, seq: number) => void>();
  #client: pg.Client | undefined;
  #poll: NodeJS.Timeout | undefined;
  #refreshing: Promise<void> | undefined;
  #retry: NodeJS.Timeout | undefined;
  #closed = false;

  constructor(databaseUrl: string, projectionNames: readonly Name[]) {
    this.#url = databaseUrl;
    this.#names = projectionNames;
  }

  async start(): Promise<this> {
    await this.#connect();
    this.#poll = setInterval(() => void this.#refresh().catch(() => undefined), 1_000);
    this.#poll.unref();
    return this;
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.#url, application_name: 'checkpoint-watcher' });
    client.on('notification', (n) => {
      if (n.channel !== CHECKPOINT_CHANNEL || !n.payload) return;
      const colon = n.payload.lastIndexOf(':');
      this.#set(n.payload.slice(0, colon), Number(n.payload.slice(colon + 1)));
    });
    // a lost connection (a restart, a failover, a reaper) is taken up again until it works
    const lost = () => {
      if (this.#client !== client) return;
      this.#client = undefined;
      void client.end().catch(() => undefined);
      this.#reconnect(RECONNECT_FIRST_MS);
    };
    client.on('error', lost);
    client.on('end', lost);
    try {
      await client.connect();
      await client.query(`listen ${CHECKPOINT_CHANNEL}`);
    } catch (err) {
      client.removeListener('end', lost);
      await client.end().catch(() => undefined);
      throw err;
    }
    this.#client = client;
    // what was notified while no connection listened is read now
    await this.#refresh();
  }

  #reconnect(waitMs: number): void {
    if (this.#closed) return;
    this.#retry = setTimeout(() => {
      this.#retry = undefined;
      if (this.#closed || this.#client) return;
      this.#connect().catch(() => this.#reconnect(Math.min(waitMs * 2, RECONNECT_MAX_MS)));
    }, waitMs);
    this.#retry.unref();
  }

  /** Whether the watcher listens now (false while it reconnects after losing Postgres). */
  get listening(): boolean {
    return this.#client !== undefined;
  }

  /**
   * Reads every checkpoint on the watcher's one connection, one query at a time. A poll that
   * comes while the last one still runs (a slow server, a lock held on a checkpoint) joins it
   * instead of queueing queries behind it: a client asked a query while it runs one is
   * deprecated in pg 8 and refused in pg 9.
   */
  #refresh(): Promise<void> {
    this.#refreshing ??= this.#readCheckpoints().finally(() => {
      this.#refreshing = undefined;
    });
    return this.#refreshing;
  }

  async #readCheckpoints(): Promise<void> {
    const client = this.#client;
    if (!client) return;
    for (const name of this.#names) {
      const schema = liveSchema(name);
      const { rows } = await client
        .query<{ seq: number | string }>(
          `select seq from "${schema}"._checkpoint where id = 1 and to_regclass($1) is not null`,
          [`${schema}._checkpoint`],
        )
        .catch(() => ({ rows: [] as { seq: number | string }[] }));
      const seq = rows[0]?.seq;
      if (seq !== undefined) this.#set(name, Number(seq));
    }
  }

  #set(name: string, seq: number): void {
    // a replay swap can legitimately move a checkpoint; never go backwards in our view of it
    if ((this.#seqs.get(name) ?? 0) >= seq) return;
    this.#seqs.set(name, seq);
    for (const listener of this.#listeners) listener(name, seq);
    for (const w of this.#waiters) {
      if (this.#reached(w.names, w.seq)) {
        clearTimeout(w.timer);
        this.#waiters.delete(w);
        w.resolve(true);
      }
    }
  }

  #reached(names: readonly Name[], seq: number): boolean {
    return names.every((n) => (this.#seqs.get(n) ?? 0) >= seq);
  }

  /** A projection's checkpoint as last seen. */
  checkpoint(name: Name): number {
    return this.#seqs.get(name) ?? 0;
  }

  /**
   * Calls `listener` whenever a projection's checkpoint moves forward (a committed batch, any
   * projection: the NOTIFY carries them all); returns the function that stops it.
   */
  onAdvance(listener: (name: string, seq: number) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * Resolves true once every named projection has applied `seq`, or false after `timeoutMs`
   * (the caller replies anyway: the write is in the log, only the read model lags).
   */
  waitFor(names: readonly Name[], seq: number, timeoutMs = 2_000): Promise<boolean> {
    if (this.#reached(names, seq)) return Promise.resolve(true);
    return new Promise((resolve) => {
      const w: Waiter<Name> = {
        names,
        seq,
        resolve,
        timer: setTimeout(() => {
          this.#waiters.delete(w);
          resolve(false);
        }, timeoutMs),
      };
      this.#waiters.add(w);
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#poll) clearInterval(this.#poll);
    if (this.#retry) clearTimeout(this.#retry);
    for (const w of this.#waiters) {
      clearTimeout(w.timer);
      w.resolve(false);
    }
    this.#waiters.clear();
    this.#listeners.clear();
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => undefined);
  }
}
