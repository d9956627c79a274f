/**
 * What `GET /api/v1/health` puts in `data`, mirrored from services' `HealthData` schema because
 * the UIs may import only from @gamepod/events, which has no health DTO yet. Optional fields cover
 * older and newer servers.
 */
export type HealthDto = {
  nats: { ok: boolean; connected?: boolean; rtt_ms?: number | null; error?: string };
  postgres: { ok: boolean; latency_ms?: number | null; error?: string };
  stream: { ok?: boolean; name?: string; last_seq: number | null };
  projections: Array<{ name: string; checkpoint: number | null; lag: number | null }>;
};

/** The health report as the screens use it: names and nulls settled once, here. */
export type HealthSnapshot = {
  healthy: boolean;
  /** The server's own summary, e.g. "Unavailable: postgres down". */
  message: string;
  nats: { ok: boolean; rttMs: number | null; error: string | null };
  postgres: { ok: boolean; latencyMs: number | null; error: string | null };
  stream: { ok: boolean; name: string | null; lastSeq: number | null };
  projections: ReadonlyArray<{ name: string; checkpoint: number | null; lag: number | null }>;
};

type Loose = Record<string, unknown>;

function isObject(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null;
}

function num(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function str(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Checks the reply's data against {@link HealthDto} and turns it into a snapshot; null when it is no health report. */
export function toHealthSnapshot(data: unknown, healthy: boolean, message: string): HealthSnapshot | null {
  if (!isObject(data)) return null;
  const { nats, postgres, stream, projections } = data;
  if (!isObject(nats) || !isObject(postgres) || !isObject(stream) || !Array.isArray(projections)) return null;
  if (typeof nats.ok !== 'boolean' || typeof postgres.ok !== 'boolean') return null;

  const lastSeq = num(stream.last_seq);
  return {
    healthy,
    message,
    nats: { ok: nats.ok, rttMs: num(nats.rtt_ms), error: str(nats.error) },
    postgres: { ok: postgres.ok, latencyMs: num(postgres.latency_ms), error: str(postgres.error) },
    stream: {
      ok: typeof stream.ok === 'boolean' ? stream.ok : lastSeq !== null,
      name: str(stream.name),
      lastSeq,
    },
    projections: projections.filter(isObject).map((p) => ({
      name: str(p.name) ?? 'unnamed',
      checkpoint: num(p.checkpoint),
      lag: num(p.lag),
    })),
  };
}
