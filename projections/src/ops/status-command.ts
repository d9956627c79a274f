import { readCheckpoint } from '../runtime/checkpoints.ts';
import { countDeadLetters } from '../runtime/dead-letters.ts';
import { consumerName, liveSchema, type Projection, sourceOf } from '../runtime/projection.ts';
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

export type StatusReport = {
  readonly stream: string;
  readonly last_seq: number;
  readonly messages: number;
  readonly projections: readonly ProjectionStatus[];
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
  return { stream: nats.names.eventsStream, last_seq: stream.lastSeq, messages: stream.messages, projections: rows };
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
  const dead = report.projections.reduce((n, p) => n + p.dead_letters, 0);
  const hint = dead > 0 ? `\n\n${formatCount(dead)} dead letters: \`npm run ops -- dead-letters\` lists them` : '';
  return `${head}\n\n${alignTable(rows)}${hint}`;
}
