import { type Kysely, sql } from 'kysely';
import type pg from 'pg';
import type { AnyDB } from '../db.ts';

/**
 * Which instance consumes: a consumer that must see its messages in log order runs in one
 * instance at a time, and the others stand by.
 */
export type Leadership = {
  /**
   * Takes (or confirms) the lead; false while another instance holds it. `onLost` is called
   * if the lead is lost later (its connection dropped).
   */
  take(onLost: () => void): Promise<boolean>;
  /** Gives the lead up, so a standby can take it. */
  release(): Promise<void>;
};

/**
 * Leadership by a Postgres session-level advisory lock on `key`, held on one pooled
 * connection for as long as this instance leads: the lock goes with the connection, so a
 * crashed leader's lock is freed by Postgres.
 */
export class AdvisoryLeadership implements Leadership {
  readonly #pool: pg.Pool;
  readonly #key: string;
  #client: pg.PoolClient | undefined;
  #onError: ((err: Error) => void) | undefined;

  constructor(pool: pg.Pool, key: string) {
    this.#pool = pool;
    this.#key = key;
  }

  get held(): boolean {
    return this.#client !== undefined;
  }

  async take(onLost: () => void): Promise<boolean> {
    if (this.#client) return true;
    const client = await this.#pool.connect();
    client.on('error', onLost);
    try {
      const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock(hashtext($1)) as ok', [
        this.#key,
      ]);
      if (rows[0]?.ok) {
        this.#client = client;
        this.#onError = onLost;
        return true;
      }
    } catch (err) {
      client.release(true);
      throw err;
    }
    client.removeListener('error', onLost);
    client.release();
    return false;
  }

  async release(): Promise<void> {
    const client = this.#client;
    this.#client = undefined;
    if (!client) return;
    await client.query('select pg_advisory_unlock_all()').catch(() => undefined);
    if (this.#onError) client.removeListener('error', this.#onError);
    this.#onError = undefined;
    client.release();
  }
}

/**
 * Leadership by a session-level advisory lock on `key`, held on one connection borrowed from
 * a kysely handle (for callers that have no pool of their own, such as services). A dropped
 * connection frees the lock in Postgres without telling this side; what runs under it must
 * stay correct when, for a moment, two instances lead (checkpoints are locked per batch).
 */
export class ConnectionLeadership implements Leadership {
  readonly #db: Kysely<AnyDB>;
  readonly #key: string;
  #let: (() => void) | undefined;
  #held: Promise<void> | undefined;
  #taking: Promise<boolean> | undefined;

  constructor(db: Kysely<AnyDB>, key: string) {
    this.#db = db;
    this.#key = key;
  }

  take(): Promise<boolean> {
    if (this.#let) return Promise.resolve(true);
    // workers asking at once share one attempt: a second connection would only find the lock taken
    this.#taking ??= this.#attempt().finally(() => {
      this.#taking = undefined;
    });
    return this.#taking;
  }

  #attempt(): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      this.#held = this.#db
        .connection()
        .execute(async (conn) => {
          const { rows } = await sql<{
            ok: boolean;
          }>`select pg_try_advisory_lock(hashtext(${this.#key})) as ok`.execute(conn);
          if (!rows[0]?.ok) return resolve(false);
          await new Promise<void>((let_) => {
            this.#let = let_;
            resolve(true);
          });
          await sql`select pg_advisory_unlock(hashtext(${this.#key}))`.execute(conn).catch(() => undefined);
        })
        .catch(reject);
    });
  }

  async release(): Promise<void> {
    const let_ = this.#let;
    this.#let = undefined;
    let_?.();
    await this.#held?.catch(() => undefined);
    this.#held = undefined;
  }
}

/**
 * One lead shared by several workers of one instance: the first to ask takes it, a worker
 * giving up after an error keeps it for the others, and `releaseAll` gives it up.
 */
export class SharedLeadership implements Leadership {
  readonly #inner: Leadership;
  readonly #lost = new Set<() => void>();

  constructor(inner: Leadership) {
    this.#inner = inner;
  }

  async take(onLost: () => void): Promise<boolean> {
    this.#lost.add(onLost);
    return this.#inner.take(() => {
      for (const fn of this.#lost) fn();
    });
  }

  async release(): Promise<void> {}

  async releaseAll(): Promise<void> {
    this.#lost.clear();
    await this.#inner.release();
  }
}
