import { catalogue, parseCommit } from '@gamepod/events';
import { DeliverPolicy } from '@nats-io/jetstream';
import { formatEvent } from './event-printer.ts';
import type { OpsCommand } from './ops-args.ts';
import { eventsStreamState, type OpsContext, type OpsIO } from './ops-context.ts';
import { describeError } from './ops-errors.ts';
import { checkEventTypes, tailSubject } from './tail-filter.ts';

export type TailCommand = Extract<OpsCommand, { kind: 'tail' }>;

/**
 * Follows the log through an ordered consumer (nothing durable is left behind), filtered
 * by subject on the server and by type here. Ends after `--limit` events or on Ctrl-C. A
 * message that is not a commit gets one line on stderr and tail goes on.
 */
export async function runTail(ctx: OpsContext, cmd: TailCommand, io: OpsIO): Promise<void> {
  checkEventTypes(
    cmd.types,
    catalogue.all().map((d) => d.type),
  );
  const names = ctx.config().names;
  const subject = tailSubject(names, cmd);
  const nats = await ctx.nats();
  await eventsStreamState(nats);
  const consumer = await nats.js.consumers.get(names.eventsStream, {
    filter_subjects: subject,
    ...(cmd.from === undefined
      ? { deliver_policy: DeliverPolicy.New }
      : { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: cmd.from }),
  });
  const messages = await consumer.consume({ max_messages: 256 });
  const stop = () => void messages.stop();
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const wanted = cmd.types.length > 0 ? new Set(cmd.types) : undefined;
  const color = Boolean(io.stdout.isTTY) && !process.env.NO_COLOR;
  let shown = 0;
  try {
    for await (const m of messages) {
      let commit: ReturnType<typeof parseCommit>;
      try {
        commit = parseCommit(m.data);
      } catch (err) {
        io.stderr.write(`seq ${m.seq}: not a commit on ${m.subject}, skipped: ${describeError(err)}\n`);
        continue;
      }
      for (const [index, envelope] of commit.entries()) {
        if (wanted && !wanted.has(envelope.type)) continue;
        io.stdout.write(`${formatEvent(names, { seq: m.seq, index, subject: m.subject, envelope }, { color })}\n`);
        if (cmd.limit !== undefined && ++shown >= cmd.limit) return;
      }
    }
  } finally {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
    await messages.close().catch(() => undefined);
    await consumer.delete().catch(() => undefined);
  }
}
