import { readRange, toRawMessage } from '@gamepod/event-store';
import { type EventRegistry, type StoreNames, vetCommit } from '@gamepod/events';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import { type Kysely, sql } from 'kysely';
import { advanceCheckpoint, readCheckpoint } from '../consumer/checkpoints.ts';
import { deadLetter } from '../consumer/dead-letters.ts';
import { decodeTelemetry, type TimedMessage, toTimedMessage } from '../consumer/telemetry.ts';
import type { AnyDB } from '../db.ts';
import type { DecodedCommit, ProjectionInput } from './apply-batch.ts';
import { deferIndexes, makeDeferredIndexes } from './deferred-indexes.ts';
import { migrateProjectionSchema } from './migrate.ts';
import { liveSchema, type Projection, shadowSchema, sourceOf } from './projection.ts';
import type { ReplayResult } from './replay.ts';
import { applyBatchSettingAside } from './set-aside.ts';
import { freshCopySchema } from './shadow-build.ts';
import { swapShadowIn } from './swap-in.ts';

/** Where a shared pass stands in one stream. */
export type PassProgress = {
  readonly stream: string;
  /** The read models this pass feeds. */
  readonly readModels: number;
  /** The last sequence read, the first the pass read and the last it reads. */
  readonly seq: number;
  readonly from: number;
  readonly target: number;
  /** Messages read and decoded so far. */
  readonly messages: number;
  readonly elapsedMs: number;
};

export type SharedPassOptions = {
  readonly projections: readonly Projection[];
  readonly nc: NatsConnection;
  readonly db: Kysely<AnyDB>;
  readonly names: StoreNames;
  readonly registry: EventRegistry;
  /**
   * Messages read, decoded and handed out at a time (5,000): each read model applies its share in
   * one transaction, and a read model that folds rows by key writes each key once per batch.
   */
  readonly batchSize?: number;
  /** Read models writing their share of a batch at once (each on a connection of its own). */
  readonly concurrency?: number;
  /** Build every shadow from the start even where an interrupted pass left one to go on with. */
  readonly fresh?: boolean;
  readonly onProgress?: (p: PassProgress) => void;
  /** Called once a read model's shadow was swapped in. */
  readonly onSwapped?: (name: string, r: ReplayResult) => void;
  /** Called when a read model goes on with the shadow an interrupted pass left, at its checkpoint. */
  readonly onResume?: (name: string, checkpoint: number) => void;
};

/** One read model in a pass: the schema it fills (its shadow, or its live schema when catching up), what it reads, how far it has got. */
type Member = {
  readonly projection: Projection;
  readonly shadow: string;
  /** Its live schema, which live workers may write beside the pass: batches take the read model's lock, and checkpoints are announced. */
  readonly live: boolean;
  readonly wanted: ReadonlySet<string>;
  /** Everything up to here is in the shadow, or held nothing the read model reads. */
  handled: number;
  /** The checkpoint stored in the shadow (behind `handled` over stretches that held nothing for it). */
  stored: number;
  /** Commits it was handed or passed over as holding nothing for it. */
  commits: number;
};

/** The note on a shadow that says which log it is a copy of: a stream made again starts over. */
const buildNote = (stream: string, created: string) => `shared pass of ${stream} created ${created}`;

async function schemaNote(db: Kysely<AnyDB>, schema: string): Promise<string | null> {
  const { rows } = await sql<{
    note: string | null;
  }>`select obj_description(oid, 'pg_namespace') as note from pg_namespace where nspname = ${schema}`.execute(db);
  return rows[0]?.note ?? null;
}

/**
 * Gets a read model's shadow ready: the one an interrupted pass over this same stream left
 * (its rows and checkpoint were written in one transaction per batch, so it holds exactly the
 * commits up to its checkpoint), or a fresh one. Returns the checkpoint to go on from.
 */
async function prepareShadow(opts: SharedPassOptions, projection: Projection, note: string): Promise<number> {
  const shadow = shadowSchema(projection.name);
  if (!opts.fresh && (await schemaNote(opts.db, shadow)) === note) {
    await migrateProjectionSchema(opts.db, shadow, projection.migrations);
    const at = (await readCheckpoint(opts.db, shadow)) ?? 0;
    if (at > 0) opts.onResume?.(projection.name, at);
    return at;
  }
  await freshCopySchema({ ...opts, projection }, shadow);
  await deferIndexes(opts.db, shadow, projection.queryOnlyIndexes ?? []);
  await sql`comment on schema ${sql.id(shadow)} is ${sql.lit(note)}`.execute(opts.db);
  return 0;
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++] as T);
  });
  await Promise.all(lanes);
}

/** Each message of a batch decoded once: its inputs by type (or telemetry kind), or why it was refused. */
type Decoded = {
  readonly message: TimedMessage;
  readonly inputs: readonly (ProjectionInput & { readonly type?: string; readonly kind?: string })[];
  readonly refused?: DecodedCommit['refused'];
};

function decodeOnce(names: StoreNames, registry: EventRegistry, telemetry: boolean, m: TimedMessage): Decoded {
  if (telemetry) {
    const t = decodeTelemetry(names, m);
    return { message: m, inputs: t ? [t] : [] };
  }
  const verdict = vetCommit(names, registry, m);
  if (!verdict.ok) return { message: m, inputs: [], refused: deadLetter(m, 'decode', verdict.reason) };
  return { message: m, inputs: verdict.events };
}

/** A member's share of a decoded message: only the types it reads. */
function shareOf(member: Member, d: Decoded): DecodedCommit {
  const events = d.inputs.filter((i) => member.wanted.has(inputType(i)));
  return { seq: d.message.seq, events, message: d.message, ...(d.refused ? { refused: d.refused } : {}) };
}

const inputType = (i: Decoded['inputs'][number]): string => ('kind' in i ? i.kind : i.type) as string;

/** Whether a batch holds anything for a member: a type it reads, or a message to set aside. */
function concerns(member: Member, types: ReadonlySet<string>, refusals: boolean): boolean {
  if (refusals) return true;
  for (const t of types) if (member.wanted.has(t)) return true;
  return false;
}

/** A checkpoint left behind by batches a member had nothing in is stored after this many messages. */
const STORE_SKIPPED_EVERY = 100_000;

/** Moves a shadow's checkpoint over what held nothing for it; no NOTIFY for a shadow, since no one waits for it. */
async function storeHandled(db: Kysely<AnyDB>, member: Member): Promise<void> {
  if (member.live) {
    await advanceCheckpoint(db, member.shadow, member.projection.name, member.handled);
    member.stored = member.handled;
    return;
  }
  await sql`update ${sql.id(member.shadow, '_checkpoint')} set seq = ${member.handled} where id = 1 and seq < ${member.handled}`.execute(
    db,
  );
  member.stored = member.handled;
}

/**
 * One ordered read of a stream feeding every read model in `members`, each into its own shadow
 * in its own transactions with its own checkpoint. A message is decoded once and each read
 * model is handed only the event types it declares; a batch holding nothing for a read model
 * costs it no statement (its checkpoint is moved over such stretches now and then, and at the end).
 */
async function passOverStream(
  opts: SharedPassOptions,
  source: { stream: string; subject: string; telemetry: boolean },
  members: Member[],
  bounds: { first: number; last: number },
): Promise<void> {
  const { stream, subject, telemetry } = source;
  const from = Math.max(bounds.first, Math.min(...members.map((m) => m.handled)) + 1);
  const started = Date.now();
  let messages = 0;
  await readRange<TimedMessage>(
    jetstream(opts.nc),
    { stream, subject, fromSeq: from, toSeq: bounds.last, batchSize: opts.batchSize ?? 5_000 },
    async (batch) => {
      const decoded = batch.map((m) => decodeOnce(opts.names, opts.registry, telemetry, m));
      const types = new Set<string>();
      let refusals = false;
      for (const d of decoded) {
        if (d.refused) refusals = true;
        for (const i of d.inputs) types.add(inputType(i));
      }
      const last = batch.reduce((hi, m) => Math.max(hi, m.seq), 0);
      await eachLimited(members, opts.concurrency ?? 3, async (member) => {
        if (member.handled >= last) return;
        if (!concerns(member, types, refusals)) {
          for (const m of batch) if (m.seq > member.handled) member.commits++;
          member.handled = last;
          if (member.handled - member.stored >= STORE_SKIPPED_EVERY) await storeHandled(opts.db, member);
          return;
        }
        const share = decoded.filter((d) => d.message.seq > member.handled).map((d) => shareOf(member, d));
        const batchOpts = {
          projection: member.projection,
          schema: member.shadow,
          names: opts.names,
          registry: opts.registry,
          lock: member.live,
        };
        const outcome = await applyBatchSettingAside(opts.db, batchOpts, share);
        member.handled = Math.max(member.handled, outcome.checkpoint);
        member.stored = member.handled;
        member.commits += outcome.applied;
      });
      messages += batch.length;
      opts.onProgress?.({
        stream,
        readModels: members.length,
        seq: last,
        from,
        target: bounds.last,
        messages,
        elapsedMs: Date.now() - started,
      });
    },
    telemetry ? toTimedMessage : toRawMessage,
  );
  for (const member of members) if (member.stored < member.handled) await storeHandled(opts.db, member);
}

/** The read models by the stream they read, each stream with its subject and whether it is telemetry. */
function groupByStream(
  projections: readonly Projection[],
  names: StoreNames,
): Map<string, { subject: string; telemetry: boolean; projections: Projection[] }> {
  const byStream = new Map<string, { subject: string; telemetry: boolean; projections: Projection[] }>();
  for (const p of projections) {
    const { stream, subject } = sourceOf(p, names);
    const group = byStream.get(stream) ?? { subject, telemetry: p.source === 'telemetry', projections: [] };
    group.projections.push(p);
    byStream.set(stream, group);
  }
  return byStream;
}

/**
 * Rebuilds several read models with one read of each stream they read, then swaps each one's
 * shadow in as `replayProjection` does. Each read model gets its own shadow, its own
 * transactions and its own checkpoint, so a pass that stops half way (a crash, a kill) is
 * taken up where each one stood: nothing is applied twice and nothing read twice that need not be.
 */
export async function replayTogether(opts: SharedPassOptions): Promise<Map<string, ReplayResult>> {
  const started = Date.now();
  const results = new Map<string, ReplayResult>();
  const jsm = await jetstreamManager(opts.nc);
  const byStream = groupByStream(opts.projections, opts.names);
  for (const [stream, group] of byStream) {
    const info = await jsm.streams.info(stream);
    const bounds = { first: Math.max(1, info.state.first_seq), last: info.state.last_seq };
    const note = buildNote(stream, info.created);
    const starts = new Map<string, number>();
    // the shadows' migrations are a fixed cost of a pass: they run side by side
    await eachLimited(group.projections, opts.concurrency ?? 3, async (projection) => {
      starts.set(projection.name, await prepareShadow(opts, projection, note));
    });
    const members = group.projections.map((projection): Member => {
      const at = starts.get(projection.name) ?? 0;
      const shadow = shadowSchema(projection.name);
      return {
        projection,
        shadow,
        live: false,
        wanted: new Set(projection.eventTypes),
        handled: at,
        stored: at,
        commits: 0,
      };
    });
    await passOverStream(opts, { stream, ...group }, members, bounds);
    for (const member of members) {
      await makeDeferredIndexes(opts.db, member.shadow);
      const copyOpts = { ...opts, projection: member.projection };
      const swapped = await swapShadowIn(copyOpts, member.handled);
      const result = {
        commits: member.commits + swapped.commits,
        checkpoint: swapped.checkpoint,
        elapsedMs: Date.now() - started,
      };
      results.set(member.projection.name, result);
      opts.onSwapped?.(member.projection.name, result);
    }
  }
  return results;
}

/** A read model at least this many commits behind its stream is caught up by the shared pass. */
export const CATCH_UP_BEHIND = 10_000;

export type CatchUpOptions = Omit<SharedPassOptions, 'fresh' | 'onSwapped' | 'onResume'> & {
  /** Commits behind its stream from which a read model joins the pass (`CATCH_UP_BEHIND`). */
  readonly behind?: number;
};

/**
 * Brings the live read models that are far behind (`behind` commits or more, at least two of
 * them on one stream) up to the end of their stream with one read of it, as a rebuild does,
 * before their workers start: each live worker would otherwise read and decode the whole
 * stretch on its own consumer. Batches go into the live schemas with the read model's lock
 * and are skipped below its checkpoint, as a worker's are, so a worker of another instance
 * applying beside the pass applies nothing twice, and a pass cut short leaves each read model
 * at its last checkpoint. Returns the checkpoint each read model it fed was left at.
 */
export async function catchUpTogether(opts: CatchUpOptions): Promise<Map<string, number>> {
  const reached = new Map<string, number>();
  const jsm = await jetstreamManager(opts.nc);
  const byStream = groupByStream(opts.projections, opts.names);
  for (const [stream, group] of byStream) {
    const info = await jsm.streams.info(stream);
    const bounds = { first: Math.max(1, info.state.first_seq), last: info.state.last_seq };
    const behind = opts.behind ?? CATCH_UP_BEHIND;
    if (bounds.last < behind) continue;
    const far: { projection: Projection; at: number }[] = [];
    for (const projection of group.projections) {
      // a read model new to this database has no schema yet: it is behind by the whole stream
      const at = (await readCheckpoint(opts.db, liveSchema(projection.name))) ?? 0;
      if (bounds.last - at >= behind) far.push({ projection, at });
    }
    // one read model far behind reads no more alone than in a pass
    if (far.length < 2) continue;
    const members: Member[] = [];
    for (const { projection } of far) {
      const schema = liveSchema(projection.name);
      await migrateProjectionSchema(opts.db, schema, projection.migrations);
      const at = (await readCheckpoint(opts.db, schema)) ?? 0;
      const wanted = new Set(projection.eventTypes);
      members.push({ projection, shadow: schema, live: true, wanted, handled: at, stored: at, commits: 0 });
    }
    await passOverStream(opts, { stream, ...group }, members, bounds);
    for (const m of members) reached.set(m.projection.name, m.handled);
  }
  return reached;
}
