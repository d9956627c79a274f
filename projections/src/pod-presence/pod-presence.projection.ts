import { bulkUpsert, defineTelemetryProjection, type TelemetryMessage } from '@gamepod/log-runtime';
import { podPresenceMigrations } from './pod-presence.migrations.ts';
import { type PodPresenceTable, podPresenceColumns } from './pod-presence.table.ts';

/** The telemetry kind this read model reads: `<prefix>.tel.heartbeat.<pod id>`, every 10 s per pod. */
export const HEARTBEAT_KIND = 'heartbeat';

const INT_MAX = 2_147_483_647;
const count = (v: unknown): number | null =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= INT_MAX ? v : null;
const seconds = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 && v < Number.MAX_SAFE_INTEGER ? Math.floor(v) : null;
function date(v: unknown): Date | null {
  if (typeof v !== 'string' && typeof v !== 'number') return null;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * A heartbeat `{at, helper_ok, uptime_s, buffered, dropped, version}` as a row. The bridge
 * is less trusted than services, so each field is checked and a bad one becomes null (or
 * `helper_ok` false): the heartbeat still proves the bridge is alive.
 */
export function presenceRow(m: TelemetryMessage): PodPresenceTable {
  const d = (typeof m.data === 'object' && m.data !== null ? m.data : {}) as Record<string, unknown>;
  return {
    pod_id: m.pod_id,
    last_heartbeat_at: m.received_at,
    sent_at: date(d.at),
    helper_ok: d.helper_ok === true,
    uptime_s: seconds(d.uptime_s),
    buffered: count(d.buffered),
    dropped: count(d.dropped),
    version: typeof d.version === 'string' ? d.version.slice(0, 64) : null,
  };
}

/** Each pod's latest heartbeat: whether its bridge and helper are alive, for the live fleet status. */
export const podPresenceProjection = defineTelemetryProjection({
  name: 'pod_presence',
  description: "Each pod's latest bridge heartbeat (server receive time, helper_ok, bridge uptime), from telemetry.",
  migrations: podPresenceMigrations,
  tables: { pod_presence: podPresenceColumns },
  eventTypes: [HEARTBEAT_KIND],
  async apply(db, messages, ctx) {
    // a batch holds many heartbeats per pod; in stream order, so the last one is the latest
    const latest = new Map<string, PodPresenceTable>();
    for (const m of messages) latest.set(m.pod_id, presenceRow(m));
    const rows = [...latest.values()];
    if (rows.length === 0) return;
    const columns = Object.keys(podPresenceColumns) as (keyof PodPresenceTable)[];
    await bulkUpsert(
      db,
      ctx.schema,
      { table: 'pod_presence', keyColumn: 'pod_id', columnTypes: podPresenceColumns },
      columns,
      rows,
    );
  },
});
