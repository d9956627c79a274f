import { clientsWithExternalSource } from '@gamepod/projections';
import type { Kysely } from 'kysely';
import { withTimeout } from '../../application/with-timeout.ts';
import type { ClientSources } from './client-sources.ts';

/** How often each client's directory or library system is checked, by default. */
export const SOURCE_CHECK_MS = 60_000;
/** How many clients are checked at once: a round never opens more connections than this. */
const AT_ONCE = 4;
/**
 * A check's last bound: each source's own test has its deadline (at most 30 s), this only keeps
 * a round from waiting for ever on a test that never settles.
 */
const CHECK_BOUND_MS = 35_000;

type Log = { warn(obj: object, msg: string): void };

export type SourceWatchOptions = {
  /** Time between the end of one round and the start of the next; 0 turns the watch off. */
  readonly intervalMs?: number;
};

/** `GAMEPOD_SOURCE_CHECK_MS`: the watch's interval (0 turns it off); unset or not a whole number is the default. */
export function sourceWatchFromEnv(env: NodeJS.ProcessEnv): SourceWatchOptions {
  const raw = env.GAMEPOD_SOURCE_CHECK_MS?.trim();
  if (!raw || !/^[0-9]+$/.test(raw)) return {};
  return { intervalMs: Number(raw) };
}

/**
 * Checks every LDAP and SIP2 client's source (its `testConnection()`) at start and then every
 * interval, so health knows a dead directory or ILS before a person is refused by it. The
 * clients come from the clients read model; each source is the one sign-ins use (its breaker
 * shared), built from the client's own stream. A few clients at a time, one round at a time:
 * the next round is scheduled when one ends. Nothing a check does escapes: a client whose
 * source cannot be built (its secret does not open) is noted down.
 */
export class SourceWatch {
  readonly #db: Kysely<unknown>;
  readonly #sources: Pick<ClientSources, 'sourceOf' | 'noteCheck' | 'keepOnly' | 'forget'>;
  readonly #intervalMs: number;
  readonly #clock: () => Date;
  readonly #log: Log | undefined;
  #timer: NodeJS.Timeout | undefined;
  #round: Promise<void> | undefined;
  #stopped = false;

  constructor(opts: {
    readonly db: Kysely<unknown>;
    readonly sources: Pick<ClientSources, 'sourceOf' | 'noteCheck' | 'keepOnly' | 'forget'>;
    readonly intervalMs?: number;
    readonly clock?: () => Date;
    readonly log?: Log;
  }) {
    this.#db = opts.db;
    this.#sources = opts.sources;
    this.#intervalMs = opts.intervalMs ?? SOURCE_CHECK_MS;
    this.#clock = opts.clock ?? (() => new Date());
    this.#log = opts.log;
  }

  /** Runs the first round now and schedules the next ones; does nothing when the interval is 0. */
  start(): void {
    if (this.#intervalMs <= 0 || this.#stopped) return;
    this.#run();
  }

  /** Schedules no further round and waits for the one under way (its checks end within their deadlines). */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#round;
  }

  /** One round, for tests and the loop: checks every LDAP and SIP2 client once. */
  async checkAll(): Promise<void> {
    let clients: Array<{ id: string; sign_in_source: 'ldap' | 'sip2' }>;
    try {
      clients = await clientsWithExternalSource(this.#db);
    } catch (err) {
      this.#log?.warn({ err }, 'source watch: the clients read model could not be read');
      return;
    }
    this.#sources.keepOnly(new Set(clients.map((c) => c.id)));
    const queue = [...clients];
    const worker = async () => {
      for (let next = queue.shift(); next && !this.#stopped; next = queue.shift())
        await this.#check(next.id, next.sign_in_source);
    };
    await Promise.all(Array.from({ length: Math.min(AT_ONCE, queue.length) }, worker));
  }

  #run(): void {
    this.#round = this.checkAll()
      .catch((err: unknown) => this.#log?.warn({ err }, 'source watch: a round failed'))
      .finally(() => {
        if (this.#stopped) return;
        this.#timer = setTimeout(() => this.#run(), this.#intervalMs);
        this.#timer.unref();
      });
  }

  async #check(client_id: string, listedKind: 'ldap' | 'sip2'): Promise<void> {
    try {
      const source = await this.#sources.sourceOf(client_id);
      // the read model is behind a save back to passwords or SSO: nothing to check any more
      if (!source) return this.#sources.forget(client_id);
      const result = await withTimeout(() => source.source.testConnection(), CHECK_BOUND_MS);
      if (this.#stopped) return;
      this.#sources.noteCheck(client_id, source.kind, result.ok, this.#clock());
    } catch (err) {
      if (this.#stopped) return;
      // an unknown client or a secret the server's key cannot open: its people cannot sign in
      this.#log?.warn({ err, client_id }, 'source watch: the source could not be checked');
      this.#sources.noteCheck(client_id, listedKind, false, this.#clock());
    }
  }
}
