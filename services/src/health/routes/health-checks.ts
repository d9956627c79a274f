import type { HealthData } from '@gamepod/contracts/http';
import type { EventStore } from '@gamepod/event-store';
import type { StoreNames } from '@gamepod/events';
import {
  type CheckpointWatcher,
  countDeadLetters,
  liveSchema,
  type Projection,
  type ReactionWorker,
  reactionConsumer,
  readCheckpoint,
} from '@gamepod/log-runtime';
import { dbBackupsProjection } from '@gamepod/projections';
import type { NatsConnection } from '@nats-io/nats-core';
import { type Kysely, sql } from 'kysely';
import { withTimeout } from '../../application/with-timeout.ts';
import { backupOutcomes } from '../../db-backups/application/backup-outcomes.ts';
import type { ClientSources } from '../../sign-in-sources/application/client-sources.ts';

export type HealthDeps = {
  readonly store: EventStore;
  readonly db: Kysely<unknown>;
  readonly nc: NatsConnection;
  readonly checkpoints: CheckpointWatcher;
  readonly names: StoreNames;
  readonly projections: readonly Projection[];
  /** This instance's reaction workers (a standby instance's show `standby`). */
  readonly reactions?: readonly ReactionWorker[];
  /** The clients' sign-in sources this instance asks, with their last answers. */
  readonly sources?: Pick<ClientSources, 'health'>;
};

type HealthLog = { warn(obj: object, msg: string): void };

async function timed<T>(
  what: string,
  work: () => Promise<T>,
  ms: number,
  log: HealthLog,
): Promise<{ value: T; ms: number } | null> {
  const started = performance.now();
  try {
    const value = await withTimeout(work, ms);
    return { value, ms: Math.round((performance.now() - started) * 100) / 100 };
  } catch (err) {
    // the reason goes to our log only: health is public and must not describe our network
    log.warn({ err, check: what }, 'health check failed');
    return null;
  }
}

// Dead letters change rarely and a console polls health: one count in flight at a time, and
// its answer reused for a few seconds, so polling never piles queries up on the pool.
const DEAD_LETTER_TTL_MS = 5_000;
const deadLetterCache = new WeakMap<HealthDeps, { at: number; counts: Promise<Map<string, number>> }>();
function deadLetterCounts(deps: HealthDeps): Promise<Map<string, number>> {
  const cached = deadLetterCache.get(deps);
  if (cached && Date.now() - cached.at < DEAD_LETTER_TTL_MS) return cached.counts;
  const counts = countDeadLetters(deps.db, [
    ...deps.projections.map((p) => liveSchema(p.name)),
    ...(deps.reactions ?? []).map((w) => w.schema),
  ]);
  deadLetterCache.set(deps, { at: Date.now(), counts });
  counts.catch(() => deadLetterCache.delete(deps));
  return counts;
}

async function consumerInfo(deps: HealthDeps, w: ReactionWorker) {
  return (await deps.store.jsm()).consumers.info(deps.names.eventsStream, reactionConsumer(w.reaction.name));
}

/** Checks each dependency in parallel, each bounded by `timeoutMs`. */
export async function checkHealth(
  deps: HealthDeps,
  log: HealthLog,
  timeoutMs = 1_000,
): Promise<{ healthy: boolean; down: string[]; data: HealthData }> {
  const connected = !deps.nc.isClosed();
  const [rtt, pg, last] = await Promise.all([
    connected ? timed('nats', () => deps.nc.rtt(), timeoutMs, log) : null,
    timed('postgres', () => sql`select 1`.execute(deps.db), timeoutMs, log),
    connected ? timed('stream', () => deps.store.lastSequence(), timeoutMs, log) : null,
  ]);
  const lastSeq = last?.value ?? null;
  const runsBackups = deps.projections.some((p) => p.name === dbBackupsProjection.name);
  const [dead, backups] = await Promise.all([
    pg ? timed('dead letters', () => deadLetterCounts(deps), timeoutMs, log) : null,
    pg && runsBackups ? timed('backups', () => backupOutcomes(deps.db), timeoutMs, log) : null,
  ]);
  const projections = await Promise.all(
    deps.projections.map(async (p) => {
      // Postgres has the truth; when it is down, the watcher's last view is the best we have
      const stored = pg
        ? await timed(`checkpoint ${p.name}`, () => readCheckpoint(deps.db, liveSchema(p.name)), timeoutMs, log)
        : null;
      const checkpoint = stored ? (stored.value ?? null) : deps.checkpoints.checkpoint(p.name) || null;
      // a telemetry read model's checkpoint counts another stream: no lag against the log
      const lag =
        lastSeq !== null && checkpoint !== null && p.source !== 'telemetry' ? Math.max(0, lastSeq - checkpoint) : null;
      const dead_letters = dead ? (dead.value.get(liveSchema(p.name)) ?? 0) : null;
      return { name: p.name, checkpoint, lag, dead_letters };
    }),
  );
  // a reaction's checkpoint is read from Postgres too (a standby instance's worker knows none);
  // its lag is what its consumer holds back, since most reactions read one aggregate's subjects
  const reactions = await Promise.all(
    (deps.reactions ?? []).map(async (w) => {
      const [stored, consumer] = await Promise.all([
        pg ? timed(`checkpoint ${w.reaction.name}`, () => readCheckpoint(deps.db, w.schema), timeoutMs, log) : null,
        connected ? timed(`consumer ${w.reaction.name}`, () => consumerInfo(deps, w), timeoutMs, log) : null,
      ]);
      return {
        name: w.reaction.name,
        state: w.state,
        checkpoint: stored?.value ?? null,
        lag: consumer ? consumer.value.num_pending + consumer.value.num_ack_pending : null,
        dead_letters: dead ? (dead.value.get(w.schema) ?? 0) : null,
      };
    }),
  );
  const data: HealthData = {
    nats: { ok: rtt !== null, connected, rtt_ms: rtt ? Math.round(rtt.value * 100) / 100 : null },
    postgres: { ok: pg !== null, latency_ms: pg?.ms ?? null },
    stream: { ok: last !== null, name: deps.names.eventsStream, last_seq: lastSeq },
    projections,
    reactions,
    dead_letters: dead ? [...dead.value.values()].reduce((n, c) => n + c, 0) : null,
    // when, not why: a failure's reason can name paths, and health is public
    backups: backups
      ? {
          last_success_at: backups.value.last_success?.at ?? null,
          last_failure_at: backups.value.last_failure?.at ?? null,
        }
      : null,
    // a library's ILS being down stops its sign-ins, not this instance: never a 503
    sign_in_sources: deps.sources?.health() ?? [],
  };
  const down = [
    ...(data.nats.ok ? [] : ['nats']),
    ...(data.postgres.ok ? [] : ['postgres']),
    ...(data.stream.ok ? [] : ['stream']),
  ];
  return { healthy: down.length === 0, down, data };
}
