import type { HealthData } from '@gamepod/contracts/http';

/** The health report as the screens use it: names and nulls settled once, here. */
export type HealthSnapshot = {
  healthy: boolean;
  /** The server's own summary, e.g. "Unavailable: postgres down". */
  message: string;
  nats: { ok: boolean; rttMs: number | null };
  postgres: { ok: boolean; latencyMs: number | null };
  stream: { ok: boolean; name: string | null; lastSeq: number | null };
  projections: ReadonlyArray<{ name: string; checkpoint: number | null; lag: number | null }>;
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Whether `data` is a health report: what a 503's data holds, or a proxy's answer instead.
 * Only the parts the screens read are checked.
 */
export function isHealthReport(data: unknown): data is HealthData {
  if (!isObject(data)) return false;
  const { nats, postgres, stream, projections } = data;
  return (
    isObject(nats) &&
    typeof nats.ok === 'boolean' &&
    isObject(postgres) &&
    typeof postgres.ok === 'boolean' &&
    isObject(stream) &&
    Array.isArray(projections)
  );
}

/** The report as a snapshot, with whether the server called itself healthy and its message. */
export function toHealthSnapshot(data: HealthData, healthy: boolean, message: string): HealthSnapshot {
  const { nats, postgres, stream, projections } = data;
  return {
    healthy,
    message,
    nats: { ok: nats.ok, rttMs: nats.rtt_ms },
    postgres: { ok: postgres.ok, latencyMs: postgres.latency_ms },
    stream: { ok: stream.ok, name: stream.name || null, lastSeq: stream.last_seq },
    projections: projections.map(({ name, checkpoint, lag }) => ({ name, checkpoint, lag })),
  };
}
