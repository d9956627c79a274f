import type { ColumnTypes } from '@gamepod/log-runtime';

/**
 * One row per pod whose bridge ever sent a heartbeat: the latest one. Fed by the telemetry
 * stream, so it is rebuilt from the few days of telemetry kept (a pod silent for longer has
 * no row, which reads the same as "never connected").
 */
export type PodPresenceTable = {
  pod_id: string;
  /** When the stream stored the latest heartbeat: the server's clock, so a pod's skewed clock cannot make it look fresh. */
  last_heartbeat_at: Date;
  /** The bridge's own `at`, kept to spot clock skew. */
  sent_at: Date | null;
  /** The bridge could reach its station's helper. */
  helper_ok: boolean;
  uptime_s: number | null;
  /** Events the bridge holds because it could not append them yet, and those it gave up on. */
  buffered: number | null;
  dropped: number | null;
  version: string | null;
};

export type PodPresenceDB = { pod_presence: PodPresenceTable };

/** Postgres column types, as the migration creates them (checked by a test against the live tables). */
export const podPresenceColumns: ColumnTypes<PodPresenceTable> = {
  pod_id: 'text',
  last_heartbeat_at: 'timestamptz',
  sent_at: 'timestamptz',
  helper_ok: 'boolean',
  uptime_s: 'bigint',
  buffered: 'integer',
  dropped: 'integer',
  version: 'text',
};
