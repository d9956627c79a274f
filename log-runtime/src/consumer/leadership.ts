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

/** How long a leader may go silent before Postgres ends its session, and the lock with it (15 s). */
export const LEADER_LEASE_MS = 15_000;

/**
 * Leadership by a Postgres session-level advisory lock on `key`, held on one pooled
 * connection for as long as this instance leads: the lock goes with the connection, so a
 * crashed leader's lock is freed by Postgres.
 *
 * The lock is a lease. A process that stops without dying (paused, swapped out, its event loop
 * stuck) keeps its connection open, and its lock with it: its standby would wait forever. So
 * the session is given `idle_session_timeout` = `leaseMs` and asked `select 1` every third of
 * it; a leader silent for `leaseMs` has its session ended by Postgres, the lock is free, and a
 * standby takes over within its retry interval. The old leader, going on, finds its connection
 * gone (or its heartbeat failing), calls `onLost` and stands by. Batches take the projection's
 * own lock and check the checkpoint, so the moment both run applies nothing twice.
 */
export class AdvisoryLeadership implements Leadership {
  readonly #pool: pg.Pool;
  readonly #key: string;
  readonly #leaseMs: number;
  #client: pg.PoolClient | undefined;
  #onError: ((err: Error) => void) | undefined;
  #heartbeat: NodeJS.Timeout | undefined;
  #beating: Promise<unknown> | undefined;

  constructor(pool: pg.Pool, key: string, opts: { leaseMs?: number } = {}) {
    this.#pool = pool;
    this.#key = key;
    this.#leaseMs = opts.leaseMs ?? LEADER_LEASE_MS;
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
        // Postgres 14 and later end a session idle this long; older ones refuse the setting
        await client
          .query("select set_config('idle_session_timeout', $1, false)", [`${this.#leaseMs}ms`])
          .catch(() => undefined);
        this.#client = client;
        this.#onError = onLost;
        this.#heartbeat = setInterval(() => this.#beat(client, onLost), Math.max(100, this.#leaseMs / 3));
        this.#heartbeat.unref();
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

  /** One heartbeat, never two at once on the connection; a failed one means the lock is gone. */
  #beat(client: pg.PoolClient, onLost: () => void): void {
    if (this.#beating || this.#client !== client) return;
    this.#beating = client
      .query('select 1')
      .catch(() => {
        if (this.#client !== client) return;
        clearInterval(this.#heartbeat);
        this.#heartbeat = undefined;
        onLost();
      })
      .finally(() => {
        this.#beating = undefined;
      });
  }

  async release(): Promise<void> {
    const client = this.#client;
    this.#client = undefined;
    clearInterval(this.#heartbeat);
    this.#heartbeat = undefined;
    if (!client) return;
    await this.#beating;
    await client.query('select pg_advisory_unlock_all()').catch(() => undefined);
    if (this.#onError) client.removeListener('error', this.#onError);
    this.#onError = undefined;
    // not back to the pool: the session carries the lease's idle timeout
    client.release(true);
  }
}

/**
 * Leadership by a session-level advisory lock on `key`, held on one connection borrowed from
 * a kysely handle (for callers that have no pool of their own, such as services). The held
 * connection is asked a trivial question every `checkEveryMs`: when it has dropped (a restart,
 * a failover, a reaper), Postgres has freed the lock, so the lead is given up, `onLost` is
 * called and the connection goes back to the pool to be replaced. Until that check, two
 * instances may lead for a moment: what runs under it must stay correct then (checkpoints are
 * locked per batch).
 */
export class ConnectionLeadership implements Leadership {
  readonly #db: Kysely<AnyDB>;
  readonly #key: string;
  readonly #checkEveryMs: number;
  #let: (() => void) | undefined;
  #held: Promise<void> | undefined;
  #taking: Promise<boolean> | undefined;

  constructor(db: Kysely<AnyDB>, key: string, opts: { checkEveryMs?: number } = {}) {
    this.#db = db;
    this.#key = key;
    this.#checkEveryMs = opts.checkEveryMs ?? 2_000;
  }

  take(onLost: () => void): Promise<boolean> {
    if (this.#let) return Promise.resolve(true);
    // workers asking at once share one attempt: a second connection would only find the lock taken
    this.#taking ??= this.#attempt(onLost).finally(() => {
      this.#taking = undefined;
    });
    return this.#taking;
  }

  #attempt(onLost: () => void): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      this.#held = this.#db
        .connection()
        .execute(async (conn) => {
          const { rows } = await sql<{
            ok: boolean;
          }>`select pg_try_advisory_lock(hashtext(${this.#key})) as ok`.execute(conn);
          if (!rows[0]?.ok) return resolve(false);
          let released = false;
          let wake: (() => void) | undefined;
          const let_ = () => {
            released = true;
            wake?.();
          };
          this.#let = let_;
          resolve(true);
          while (!released) {
            await new Promise<void>((r) => {
              wake = r;
              setTimeout(r, this.#checkEveryMs).unref();
            });
            if (released) break;
            try {
              await sql`select 1`.execute(conn);
            } catch {
              // the connection is gone and the lock with it
              if (this.#let === let_) this.#let = undefined;
              onLost();
              return;
            }
          }
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
