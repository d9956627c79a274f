import { AsyncLocalStorage } from 'node:async_hooks';
import { LOG_SEQ_HEADER, LogSequence, READ_AFTER_HEADER } from '@gamepod/contracts/http';
import { type EventStore, ValidationError } from '@gamepod/events';
import type { ReadModel, ReadModelWatcher } from '@gamepod/projections';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Compile } from 'typebox/compile';

/** How long a request that carries a token waits for the read models to reach it. */
export const READ_AFTER_WAIT_MS = 10_000;
/** How long, after a wait ran out, tokens it covered answer without waiting again. */
const GIVE_UP_FOR_MS = 30_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * False: the route answers at once whatever token the request carries (health, which
     * reports the very lag a wait would sit out).
     */
    readAfter?: boolean;
  }
}

export type ReadYourWritesDeps = {
  readonly store: Pick<EventStore, 'onAppend' | 'lastSequence'>;
  readonly checkpoints: Pick<ReadModelWatcher, 'waitFor' | 'checkpoint'>;
  /** The read models this instance reads; only those of the events log take part (a telemetry one counts another stream). */
  readonly projections: readonly ReadModel[];
};

/** What one request appended: the highest commit sequence, 0 for none. */
type Appended = { seq: number };

const validSequence = Compile(LogSequence);

/**
 * The read-your-writes token. A reply names the highest log sequence its request appended
 * (`x-gp-log-seq`); the caller sends the highest it has seen with its later requests
 * (`x-gp-read-after`), and those wait, bounded, until every read model of the events log has
 * applied it. A write's own wait for its read models is short (2 s); when it runs out under
 * load, the list read next still shows the write instead of the state before it, on every
 * screen and on any instance.
 *
 * A token past the end of the log (another log's, say one from before a restore) is not
 * waited for.
 */
export function installReadYourWrites(app: FastifyInstance, deps: ReadYourWritesDeps, waitMs = READ_AFTER_WAIT_MS) {
  const context = new AsyncLocalStorage<Appended>();
  const byRequest = new WeakMap<FastifyRequest, Appended>();
  const readModels = deps.projections.filter((p) => p.source !== 'telemetry').map((p) => p.name);
  const logEnd = new LogEnd(deps, readModels);
  const stop = deps.store.onAppend((seq) => {
    logEnd.saw(seq);
    const appended = context.getStore();
    if (appended && seq > appended.seq) appended.seq = seq;
  });
  app.addHook('onClose', async () => {
    stop();
  });

  // When a wait runs out, a read model is stuck or far behind (its worker stopped, say): the
  // requests after it do not each sit out the same wait for what it has not applied. For a
  // while, a token at or below the one given up on answers at once, from the read models as
  // they are.
  let gaveUp = { seq: 0, until: 0 };
  const reach = async (seq: number): Promise<void> => {
    if (seq <= gaveUp.seq && Date.now() < gaveUp.until) return;
    const deadline = Date.now() + waitMs;
    if (!(await logEnd.holds(seq, waitMs))) return;
    const reached = await deps.checkpoints.waitFor(readModels, seq, Math.max(0, deadline - Date.now()));
    if (!reached) gaveUp = { seq: Math.max(seq, gaveUp.seq), until: Date.now() + GIVE_UP_FOR_MS };
  };

  app.addHook('onRequest', (request, _reply, done) => {
    const appended: Appended = { seq: 0 };
    byRequest.set(request, appended);
    const header = request.headers[READ_AFTER_HEADER];
    if (header === undefined || request.routeOptions.config.readAfter === false) return context.run(appended, done);
    if (typeof header !== 'string' || !validSequence.Check(header)) {
      return done(
        new ValidationError(`${READ_AFTER_HEADER} must be a log sequence (a whole number from 1)`, {
          field: READ_AFTER_HEADER,
        }),
      );
    }
    reach(Number(header)).then(
      () => context.run(appended, done),
      (err: unknown) => done(err as Error),
    );
  });
  // parsing a body may resume outside the request's context: enter it again before auth and the handler
  app.addHook('preValidation', (request, _reply, done) => {
    const appended = byRequest.get(request);
    if (appended) context.run(appended, done);
    else done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const seq = byRequest.get(request)?.seq ?? 0;
    if (seq > 0) reply.header(LOG_SEQ_HEADER, String(seq));
    done(null, payload);
  });
}

/**
 * How far the log is known to reach: this instance's own appends and its read models'
 * checkpoints, and the stream itself when a token goes past both (another instance wrote it).
 */
class LogEnd {
  readonly #deps: ReadYourWritesDeps;
  readonly #readModels: readonly ReadModel['name'][];
  #known = 0;
  #asking: Promise<number> | undefined;

  constructor(deps: ReadYourWritesDeps, readModels: readonly ReadModel['name'][]) {
    this.#deps = deps;
    this.#readModels = readModels;
  }

  saw(seq: number): void {
    if (seq > this.#known) this.#known = seq;
  }

  /** Whether `seq` is in the log. Asks the stream at most once at a time, within `timeoutMs`; when it cannot say, yes. */
  async holds(seq: number, timeoutMs: number): Promise<boolean> {
    for (const name of this.#readModels) this.saw(this.#deps.checkpoints.checkpoint(name));
    if (seq <= this.#known) return true;
    this.#asking ??= this.#deps.store.lastSequence().finally(() => {
      this.#asking = undefined;
    });
    let timer: NodeJS.Timeout | undefined;
    const unknown = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), timeoutMs);
    });
    const last = await Promise.race([this.#asking.catch(() => null), unknown]).finally(() => clearTimeout(timer));
    if (last === null) return true;
    this.saw(last);
    return seq <= last;
  }
}
