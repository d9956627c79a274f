import { type ReadRangeOptions, readRange } from '@gamepod/event-store';
import type { JetStreamClient, JsMsg } from '@nats-io/jetstream';

/** A stored message with what export keeps besides the payload. */
export type StoredMessage = {
  readonly seq: number;
  readonly subject: string;
  readonly data: Uint8Array;
  readonly msgId: string | null;
  /** When the server stored it, nanoseconds since the epoch. */
  readonly timeNanos: bigint;
};

/** What export keeps of each message: the payload, its message id and when it was stored. */
export function toStoredMessage(m: JsMsg): StoredMessage {
  return {
    seq: m.seq,
    subject: m.subject,
    data: m.data,
    msgId: m.headers?.get('Nats-Msg-Id') || null,
    timeNanos: m.timestampNanos,
  };
}

/** readRange from @gamepod/events, keeping the headers and the stored time that export needs. */
export function readStoredMessages(
  js: JetStreamClient,
  opts: ReadRangeOptions,
  onBatch: (batch: StoredMessage[]) => Promise<void>,
): Promise<number> {
  return readRange(js, { batchSize: 1_000, ...opts }, onBatch, toStoredMessage);
}
