import {
  consumerName,
  countDeadLetters,
  countTimers,
  knownReactions,
  liveSchema,
  type Projection,
  reactionConsumer,
  reactionSchema,
  readCheckpoint,
  sourceOf,
} from '@gamepod/log-runtime';
import { eventsStreamState, type OpsContext } from './ops-context.ts';
import { formatCount } from './progress-bar.ts';
import { alignTable } from './text-table.ts';

/** One read model's position, as `status --json` prints it. */
export type ProjectionStatus = {
  readonly name: string;
  readonly schema: string;
  /** null: the read model's schema has not been created yet. */
  readonly checkpoint: number | null;
  /** Messages in its stream (the log, or telemetry) the read model has not applied. */
  readonly lag: number;
  /** Messages it set aside instead of stopping on them (`ops dead-letters` lists them). */
  readonly dead_letters: number;
  readonly consumer: {
    readonly name: string;
    readonly num_pending: number;
    readonly num_ack_pending: number;
    readonly ack_floor: number;
  } | null;
};

/** One reaction's position: found in Postgres, so ops need not know the reactions' code. */
export type ReactionStatus = {
  readonly name: string;
  readonly schema: string;
  readonly checkpoint: number | null;
  /** Messages it set aside (`ops dead-letters` lists them, `ops dead-letters retry` hands them back). */
  readonly dead_letters: number;
  /** Its due timers, and how many of those failed at least once. */
  readonly timers: number;
  readonly failing_timers: number;
  /** Its consumer's backlog: a reaction reads only its own subjects, so this is its lag. */
  readonly consumer: { readonly name: string; readonly num_pending: number; readonly num_ack_pending: number } | null;
};

export type StatusReport = {
  readonly stream: string;
  readonly last_seq: number;
  readonly messages: number;
  readonly projections: readonly ProjectionStatus[];
  readonly reactions?: readonly ReactionStatus[];
};

const CONSUMER_NOT_FOUND = 10014;

/** Gathers the report: the stream's end, then per read model its checkpoint and consumer. */
export async function gatherStatus(ctx: OpsContext, projections: readonly Projection[]): Promise<StatusReport> {
  const nats = await ctx.nats();
  const { db } = await ctx.db();
  const stream = await eventsStreamState(nats);
  const rows: ProjectionStatus[] = [];
  const dead = await countDeadLetters(
    db,
    projections.map((p) => liveSchema(p.name)),
  );
  for (const p of projections) {
    const schema = liveSchema(p.name);
    const checkpoint = await readCheckpoint(db, schema);
    const durable = consumerName(p.name);
    // a telemetry read model's checkpoint and consumer are on the telemetry stream
    const source = sourceOf(p, nats.names).stream;
    const lastSeq = p.source === 'telemetry' ? (await nats.jsm.streams.info(source)).state.last_seq : stream.lastSeq;
    const info = await nats.jsm.consumers.info(source, durable).catch((err: unknown) => {
      if ((err as { code?: number }).code === CONSUMER_NOT_FOUND) return null;
      throw err;
    });
    rows.push({
      name: p.name,
      schema,
      checkpoint: checkpoint ?? null,
      lag: Math.max(0, lastSeq - Number(checkpoint ?? 0)),
      dead_letters: dead.get(schema) ?? 0,
      consumer: info && {
        name: durable,
        num_pending: info.num_pending,
        num_ack_pending: info.num_ack_pending,
        ack_floor: info.ack_floor.stream_seq,
      },
    });
  }
  const reactions: ReactionStatus[] = [];
  const names = await knownReactions(db);
  const deadInReactions = await countDeadLetters(db, names.map(reactionSchema));
  const timers = await countTimers(db, names);
  for (const name of names) {
    const info = await nats.jsm.consumers
      .info(nats.names.eventsStream, reactionConsumer(name))
      .catch((err: unknown) => {
        if ((err as { code?: number }).code === CONSUMER_NOT_FOUND) return null;
        throw err;
      });
    reactions.push({
      name,
      schema: reactionSchema(name),
      checkpoint: (await readCheckpoint(db, reactionSchema(name))) ?? null,
      dead_letters: deadInReactions.get(reactionSchema(name)) ?? 0,
      timers: timers.get(name)?.timers ?? 0,
      failing_timers: timers.get(name)?.failing ?? 0,
      consumer: info && {
        name: reactionConsumer(name),
        num_pending: info.num_pending,
        num_ack_pending: info.num_ack_pending,
      },
    });
  }
  return {
    stream: nats.names.eventsStream,
    last_seq: stream.lastSeq,
    messages: stream.messages,
    projections: rows,
    reactions,
  };
}

/** The aligned table `status` prints. */
export function formatStatus(report: StatusReport): string {
  const head = `stream ${report.stream}: last seq ${formatCount(report.last_seq)}, ${formatCount(report.messages)} messages`;
  const rows = [
    ['PROJECTION', 'CHECKPOINT', 'LAST SEQ', 'LAG', 'DEAD LETTERS', 'CONSUMER', 'PENDING', 'ACK PENDING', 'ACK FLOOR'],
  ];
  for (const p of report.projections) {
    rows.push([
      p.name,
      p.checkpoint === null ? 'not created' : formatCount(p.checkpoint),
      formatCount(report.last_seq),
      formatCount(p.lag),
      formatCount(p.dead_letters),
      p.consumer?.name ?? 'none',
      p.consumer ? formatCount(p.consumer.num_pending) : '-',
      p.consumer ? formatCount(p.consumer.num_ack_pending) : '-',
      p.consumer ? formatCount(p.consumer.ack_floor) : '-',
    ]);
  }
  if (report.projections.length === 0) return `${head}\nno projections are registered`;
  const reactions = report.reactions ?? [];
  const dead = [...report.projections, ...reactions].reduce((n, p) => n + p.dead_letters, 0);
  const hint = dead > 0 ? `\n\n${formatCount(dead)} dead letters: \`npm run ops -- dead-letters\` lists them` : '';
  return `${head}\n\n${alignTable(rows)}${reactions.length > 0 ? `\n\n${reactionTable(reactions)}` : ''}${hint}`;
}

/** The reactions' table: where each stands, what it set aside, its timers. */
function reactionTable(reactions: readonly ReactionStatus[]): string {
  const rows = [['REACTION', 'CHECKPOINT', 'DEAD LETTERS', 'TIMERS', 'FAILING', 'CONSUMER', 'PENDING', 'ACK PENDING']];
  for (const r of reactions) {
    rows.push([
      r.name,
      r.checkpoint === null ? 'not created' : formatCount(r.checkpoint),
      formatCount(r.dead_letters),
      formatCount(r.timers),
      formatCount(r.failing_timers),
      r.consumer?.name ?? 'none',
      r.consumer ? formatCount(r.consumer.num_pending) : '-',
      r.consumer ? formatCount(r.consumer.num_ack_pending) : '-',
    ]);
  }
  return alignTable(rows);
}
