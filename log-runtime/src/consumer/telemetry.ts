import type { RawMessage, StoreNames } from '@gamepod/events';
import type { JsMsg } from '@nats-io/jetstream';
import type { TelemetryMessage } from '../read-models/projection.ts';

/** A stream message with the time the server stored it, which telemetry needs and commits do not. */
export type TimedMessage = RawMessage & { readonly time?: Date };

/** The mapping the worker and replay use: sequence, subject, payload and the stream's timestamp. */
export const toTimedMessage = (m: JsMsg): TimedMessage => ({
  seq: m.seq,
  subject: m.subject,
  data: m.data,
  time: m.time,
});

const decoder = new TextDecoder();
const TOKEN = /^[A-Za-z0-9_-]+$/;

/**
 * Reads `<prefix>.tel.<kind>.<pod id>` and its JSON body. Returns null for anything else:
 * bridges are less trusted than services (each may publish anything on its own telemetry
 * subjects), and one bad message must only move the checkpoint, never wedge the worker.
 */
export function decodeTelemetry(names: StoreNames, message: TimedMessage): TelemetryMessage | null {
  const head = `${names.prefix}.tel.`;
  if (!message.subject.startsWith(head)) return null;
  const [kind, podId, ...rest] = message.subject.slice(head.length).split('.');
  if (!kind || !podId || rest.length > 0 || !TOKEN.test(kind) || !TOKEN.test(podId)) return null;
  let data: unknown;
  try {
    data = JSON.parse(decoder.decode(message.data));
  } catch {
    return null;
  }
  return {
    seq: message.seq,
    subject: message.subject,
    kind,
    pod_id: podId,
    // without the stream's timestamp (a hand-built message) the epoch reads as "long ago", never as fresh
    received_at: message.time ?? new Date(0),
    data,
  };
}
