import { readFileSync } from 'node:fs';
import { JetStreamApiError } from '@nats-io/jetstream';
import {
  ClosedConnectionError,
  ConnectionError,
  credsAuthenticator,
  DrainingConnectionError,
  type NatsConnection,
  NoRespondersError,
  TimeoutError,
} from '@nats-io/nats-core';
import { connect } from '@nats-io/transport-node';

export type NatsConnectOptions = {
  /** One URL or a comma-separated list (a cluster). */
  readonly url: string;
  /** Shows in the server's connection list. */
  readonly name: string;
  /** A `.creds` file (user JWT + nkey seed); production sets NATS_CREDS. */
  readonly credsFile?: string;
  /** Gives up on the first connect after this long. */
  readonly timeoutMs?: number;
  /** Long-running processes never give up (the default, -1); one-shot tools may. */
  readonly maxReconnectAttempts?: number;
};

/**
 * Connects the way every gamepod process does: all cluster URLs, credentials when given,
 * and endless reconnects, because a process that loses NATS must come back by itself.
 * `noAsyncTraces`: nats.js otherwise builds two Error objects (stack traces) up front for every
 * request, which every JetStream publish and direct get is; measured at 6% of a busy
 * process's CPU. A failed request still says what failed, only without the caller's stack.
 */
export function connectNats(opts: NatsConnectOptions): Promise<NatsConnection> {
  const creds = opts.credsFile ?? process.env.NATS_CREDS;
  return connect({
    servers: opts.url
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    name: opts.name,
    maxReconnectAttempts: opts.maxReconnectAttempts ?? -1,
    reconnectTimeWait: 500,
    timeout: opts.timeoutMs ?? 10_000,
    noAsyncTraces: true,
    ...(creds ? { authenticator: credsAuthenticator(readFileSync(creds)) } : {}),
  });
}

/** How many replicas new streams get: 3 in the production cluster (NATS_STREAM_REPLICAS), 1 locally. */
export function streamReplicasFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.NATS_STREAM_REPLICAS ?? 1);
  if (!Number.isInteger(n) || n < 1 || n > 5)
    throw new Error(`NATS_STREAM_REPLICAS must be 1 to 5, got ${env.NATS_STREAM_REPLICAS}`);
  return n;
}

/**
 * Whether an error says NATS could not be reached or could not answer for now: the connection
 * is closed, draining or reconnecting, a request timed out or found no responder, or JetStream
 * is temporarily unavailable (503, e.g. while a cluster elects a leader). A retry later may
 * work, and nothing was refused on its merits. Causes are followed (JetStream's "not enabled"
 * is a request that found no responder).
 */
export function isNatsOutage(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if (
      e instanceof TimeoutError ||
      e instanceof NoRespondersError ||
      e instanceof ClosedConnectionError ||
      e instanceof DrainingConnectionError ||
      e instanceof ConnectionError
    )
      return true;
    if (e instanceof JetStreamApiError && e.status === 503) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** How a call rides out a NATS outage: for how long, and the waits between tries (doubling). */
export type OutageRetry = {
  readonly forMs: number;
  readonly firstWaitMs?: number;
  readonly maxWaitMs?: number;
  /** Told each outage that is tried again (a log line). */
  readonly onRetry?: (err: unknown) => void;
};

/**
 * Runs `attempt`, and again while it fails for want of NATS (`isNatsOutage`: a timeout, a
 * reconnect, no responders, an election), with doubling waits until `forMs` have passed; the
 * last try is made at that time. Any other error is thrown at once. Only for calls that are
 * safe to repeat: a read, a check, or a publish with the same message id.
 *
 * @example const msg = await askAgainWhileNatsIsOut(() => direct.getMessage(stream, query), { forMs: 15_000 });
 */
export async function askAgainWhileNatsIsOut<T>(attempt: () => Promise<T>, retry: OutageRetry): Promise<T> {
  const giveUpAt = Date.now() + retry.forMs;
  for (let wait = retry.firstWaitMs ?? 100; ; wait = Math.min(wait * 2, retry.maxWaitMs ?? 1_000)) {
    try {
      return await attempt();
    } catch (err) {
      const left = giveUpAt - Date.now();
      if (!isNatsOutage(err) || left <= 0) throw err;
      retry.onRetry?.(err);
      await new Promise((r) => setTimeout(r, Math.min(wait, left)));
    }
  }
}
