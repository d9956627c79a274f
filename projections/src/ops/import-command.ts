import { ensureStreams } from '@gamepod/events';
import type { PubAck } from '@nats-io/jetstream';
import { type LogRecord, recordBytes, rewriteSubject } from './log-file-format.ts';
import { assertReadable, readLogLines, verifyLogFile } from './log-file-reader.ts';
import type { VerifiedLog } from './log-file-verifier.ts';
import type { OpsContext, OpsIO, OpsNats } from './ops-context.ts';
import { describeError, OpsError } from './ops-errors.ts';
import { formatCount, formatDuration, formatRate, ProgressReporter } from './progress-bar.ts';

/** Publishes in flight at once: enough to keep the server busy, few enough to stop fast on a failure. */
const MAX_IN_FLIGHT = 500;

const STREAM_NOT_FOUND = 10059;

/** The target stream's last sequence, or 0 when it does not exist yet; refuses one that holds anything. */
async function emptyTarget(nats: OpsNats): Promise<number> {
  const stream = nats.names.eventsStream;
  const info = await nats.jsm.streams.info(stream).catch((err: unknown) => {
    if ((err as { code?: number }).code === STREAM_NOT_FOUND) return undefined;
    throw err;
  });
  if (!info) return 0;
  if (info.state.messages > 0) {
    throw new OpsError(
      `target stream ${stream} already holds ${formatCount(info.state.messages)} messages; import only goes into an empty stream`,
    );
  }
  return info.state.last_seq;
}

/** How the imported sequences compare with the file's, in one sentence. */
export function sequenceReport(
  v: VerifiedLog,
  mismatched: number,
  firstMismatch: { from: number; to: number } | undefined,
): string {
  if (mismatched === 0) return 'every message kept its sequence number';
  const where = firstMismatch ? ` (source seq ${firstMismatch.from} is now seq ${firstMismatch.to})` : '';
  const why =
    v.missing > 0
      ? `the source had ${formatCount(v.missing)} missing sequence numbers, first gap before seq ${v.firstGapAt}`
      : 'the target stream had used sequence numbers before';
  return `${formatCount(mismatched)} messages were renumbered${where}: ${why}`;
}

type Settled = { readonly ok: PubAck } | { readonly err: unknown };
type InFlight = { readonly seq: number; readonly ack: Promise<Settled> };

/** What the import did with the messages a log's writers chose to make odd, in one sentence each. */
export function oddMessagesReport(v: Pick<VerifiedLog, 'raw' | 'repeatedIds'>): string[] {
  const out: string[] = [];
  if (v.raw > 0) {
    out.push(
      `${formatCount(v.raw)} messages are not commits; they were published back byte for byte, and the read models set them aside`,
    );
  }
  if (v.repeatedIds > 0) {
    out.push(
      `${formatCount(v.repeatedIds)} messages repeated an earlier message's msg id (written after the duplicate window); they were published without one, since JetStream would drop them as duplicates`,
    );
  }
  return out;
}

/**
 * Loads an export into an empty events stream. The whole file is verified first (header,
 * every line, count, sha256), so a bad file publishes nothing. Subjects get the target's
 * prefix; each message is published as the bytes it was stored with and keeps its msg id
 * (a msg id an earlier message already used goes, or JetStream would drop the message), and
 * `expect.lastSequence` makes any concurrent writer stop the import rather than interleave.
 */
export async function runImport(ctx: OpsContext, cmd: { file: string }, io: OpsIO): Promise<void> {
  await assertReadable(cmd.file);
  const nats = await ctx.nats();
  await emptyTarget(nats);
  const verifying = new ProgressReporter(io.stderr, { label: 'verify', unit: 'lines' });
  const verified = await verifyLogFile(cmd.file, (lines, v) => verifying.update(lines, expectedLines(v.header)));
  verifying.finish(verified.count + 2, verified.count + 2);

  await ensureStreams(nats.jsm, nats.names);
  const base = await emptyTarget(nats);
  const started = Date.now();
  const progress = new ProgressReporter(io.stderr, { label: 'import', unit: 'messages' });
  const inflight: InFlight[] = [];
  let published = 0;
  let mismatched = 0;
  let firstMismatch: { from: number; to: number } | undefined;
  const settle = async (p: InFlight) => {
    const r = await p.ack;
    if ('err' in r) throw new OpsError(`publishing source seq ${p.seq} failed: ${describeError(r.err)}`);
    if (r.ok.duplicate) throw new OpsError(`source seq ${p.seq} was dropped by JetStream as a duplicate message id`);
    published++;
    if (r.ok.seq !== p.seq) {
      mismatched++;
      firstMismatch ??= { from: p.seq, to: r.ok.seq };
    }
    if (published % 1_000 === 0) progress.update(published, verified.count);
  };
  // nats.js makes two Error objects per publish in case it times out; capturing their
  // stacks cost a third of the import's time (measured: 14k → 21k messages/s without),
  // and this CLI never prints a stack
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    let lineNo = 0;
    let expectLast = base;
    const msgIds = new Set<string>();
    for await (const line of readLogLines(cmd.file)) {
      if (++lineNo === 1) continue;
      const value = JSON.parse(line.bytes.toString('utf8')) as LogRecord | { trailer: true };
      if ('trailer' in value) break;
      const subject = rewriteSubject(value.subject, verified.sourcePrefix, nats.names.prefix);
      const firstUse = value.msg_id !== null && !msgIds.has(value.msg_id);
      if (firstUse) msgIds.add(value.msg_id as string);
      const ack = nats.js
        .publish(subject, recordBytes(value), {
          ...(firstUse ? { msgID: value.msg_id as string } : {}),
          expect: { lastSequence: expectLast++ },
        })
        .then(
          (ok): Settled => ({ ok }),
          (err: unknown): Settled => ({ err }),
        );
      inflight.push({ seq: value.seq, ack });
      const oldest = inflight.length >= MAX_IN_FLIGHT ? inflight.shift() : undefined;
      if (oldest) await settle(oldest);
    }
    for (let p = inflight.shift(); p; p = inflight.shift()) await settle(p);
  } catch (err) {
    await Promise.all(inflight.map((p) => p.ack));
    const held = await nats.jsm.streams
      .info(nats.names.eventsStream)
      .then((i) => formatCount(i.state.messages))
      .catch(() => 'an unknown number of');
    throw new OpsError(
      `${describeError(err)}; import stopped and ${nats.names.eventsStream} now holds ${held} messages`,
    );
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
  if (published !== verified.count) {
    throw new OpsError(
      `the file changed while importing: published ${published} of ${verified.count} verified messages`,
    );
  }
  progress.finish(published, verified.count);
  for (const note of oddMessagesReport(verified)) io.stderr.write(`note: ${note}\n`);
  const elapsedMs = Date.now() - started;
  io.stdout.write(
    `imported ${formatCount(published)} messages into ${nats.names.eventsStream} in ${formatDuration(elapsedMs)} ` +
      `(${formatRate(published, elapsedMs, 'messages')}); ${sequenceReport(verified, mismatched, firstMismatch)}\n`,
  );
}

function expectedLines(header: { first_seq: number; last_seq: number } | undefined): number {
  return header ? Math.max(header.last_seq - header.first_seq + 1, 0) + 2 : 0;
}
