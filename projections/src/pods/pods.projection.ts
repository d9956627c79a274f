import { DEFAULT_VOLUME } from '@gamepod/contracts/catalogues';
import {
  PodAudioChanged,
  PodCommandCompleted,
  PodCommandExpired,
  PodCommandFailed,
  PodCommandIssued,
  PodConsoleStatusChanged,
  PodDeleted,
  PodDeployed,
  PodKioskSessionStarted,
  PodLockoutChanged,
  PodUpdated,
  PodVolumeSet,
  type StoredEvent,
} from '@gamepod/events';
import { sql } from 'kysely';
import { defineProjection } from '../runtime/projection.ts';
import { on, type RowHandler, rowProjection } from '../runtime/row-projection.ts';
import { podsMigrations } from './pods.migrations.ts';
import {
  type PodCommandTable,
  type PodNavTable,
  type PodTable,
  podColumns,
  podCommandColumns,
  podNavColumns,
} from './pods.table.ts';

const at = (e: StoredEvent) => new Date(e.metadata.occurred_at);

const pods = rowProjection<PodTable>({
  table: 'pods',
  keyColumn: 'id',
  columnTypes: podColumns,
  handlers: [
    on(PodDeployed, {
      key: (e) => e.aggregate_id,
      apply: (_row, e) => ({
        id: e.aggregate_id,
        ...e.data,
        // filled in from pod_navs after the batch's rows are written
        license: null,
        letter: null,
        lock_out: false,
        volume: DEFAULT_VOLUME,
        deleted: false,
        kiosk_session_hash: null,
        remote_id_key: null,
        kiosk_session_at: null,
        created_at: at(e),
        updated_at: at(e),
      }),
    }),
    on(PodUpdated, {
      key: (e) => e.aggregate_id,
      apply: (row, e) => {
        if (!row) return undefined;
        const navChanged = row.nav_id !== e.data.nav_id;
        return {
          ...row,
          ...e.data,
          license: navChanged ? null : row.license,
          letter: navChanged ? null : row.letter,
          updated_at: at(e),
        };
      },
    }),
    on(PodDeleted, {
      key: (e) => e.aggregate_id,
      apply: (row, e) => (row ? { ...row, deleted: true, kiosk_session_hash: null, updated_at: at(e) } : undefined),
    }),
    on(PodLockoutChanged, {
      key: (e) => e.aggregate_id,
      apply: (row, e) => (row ? { ...row, lock_out: e.data.lock_out, updated_at: at(e) } : undefined),
    }),
    // the station reports what it does: its helper's pod_disabled is the lock it really has
    on(PodConsoleStatusChanged, {
      key: (e) => e.aggregate_id,
      apply: (row, e) =>
        row && row.lock_out !== e.data.pod_disabled
          ? { ...row, lock_out: e.data.pod_disabled, updated_at: at(e) }
          : undefined,
    }),
    on(PodVolumeSet, {
      key: (e) => e.aggregate_id,
      apply: (row, e) => (row ? { ...row, volume: e.data.volume, updated_at: at(e) } : undefined),
    }),
    // what the station reports wins over what was asked of it: a muted station reads 0
    on(PodAudioChanged, {
      key: (e) => e.aggregate_id,
      apply: (row, e) => (row ? { ...row, volume: e.data.muted ? 0 : e.data.volume, updated_at: at(e) } : undefined),
    }),
    on(PodKioskSessionStarted, {
      key: (e) => e.aggregate_id,
      apply: (row, e) =>
        row
          ? {
              ...row,
              kiosk_session_hash: e.data.session_id_key_hash,
              remote_id_key: e.data.remote_id_key,
              kiosk_session_at: at(e),
            }
          : undefined,
    }),
  ],
});

const commands = rowProjection<PodCommandTable>({
  table: 'pod_commands',
  keyColumn: 'command_id',
  columnTypes: podCommandColumns,
  handlers: [
    on(PodCommandIssued, {
      key: (e) => e.data.command_id,
      apply: (_row, e) => ({
        command_id: e.data.command_id,
        pod_id: e.aggregate_id,
        command_type: e.data.command_type,
        command_value: e.data.command_value,
        command_platform: e.data.command_platform,
        request_pod_id: e.data.request_pod_id,
        status: 'issued',
        message: null,
        issued_by: e.metadata.actor.kind === 'user' ? e.metadata.actor.user_id : null,
        issued_at: at(e),
        completed_at: null,
        expires_at: new Date(e.data.expires_at),
      }),
    }),
    // an outcome comes from a station's own subject: it counts only for a command issued to that pod
    on(PodCommandCompleted, {
      key: (e) => e.data.command_id,
      apply: (row, e) =>
        row?.pod_id === e.aggregate_id
          ? { ...row, status: 'completed', message: e.data.detail, completed_at: at(e) }
          : row,
    }),
    on(PodCommandFailed, {
      key: (e) => e.data.command_id,
      apply: (row, e) =>
        row?.pod_id === e.aggregate_id
          ? { ...row, status: 'failed', message: e.data.message, completed_at: at(e) }
          : row,
    }),
    // an expiry ends only a command still waiting: an outcome the bridge reported stands
    on(PodCommandExpired, {
      key: (e) => e.data.command_id,
      apply: (row, e) =>
        row?.pod_id === e.aggregate_id && row.status === 'issued'
          ? { ...row, status: 'expired', completed_at: at(e) }
          : row,
    }),
  ],
});

/** The fleet contract's `ClientNavAdded { nav_id, license }`, read by name: the clients code owns its definition. */
export const CLIENT_NAV_ADDED = 'ClientNavAdded';

function navAdded(data: unknown): { nav_id: string; license: string } | null {
  const d = data as { nav_id?: unknown; license?: unknown } | null;
  return typeof d?.nav_id === 'string' && typeof d.license === 'string'
    ? { nav_id: d.nav_id, license: d.license }
    : null;
}

const navHandler: RowHandler<PodNavTable, unknown> = {
  key: (e) => navAdded(e.data)?.nav_id ?? null,
  apply: (_row, e) => {
    const nav = navAdded(e.data);
    return nav ? { ...nav, client_id: e.aggregate_id } : undefined;
  },
};

const navs = rowProjection<PodNavTable>({
  table: 'pod_navs',
  keyColumn: 'nav_id',
  columnTypes: podNavColumns,
  handlers: [[CLIENT_NAV_ADDED, navHandler]],
});

/** Pods whose nav (or whose nav's licence) this batch touched get the licence copied in. */
function licenceTargets(events: readonly StoredEvent[]): { podIds: string[]; navIds: string[] } {
  const podIds = new Set<string>();
  const navIds = new Set<string>();
  for (const e of events) {
    if (e.type === PodDeployed.type || e.type === PodUpdated.type) podIds.add(e.aggregate_id);
    else if (e.type === CLIENT_NAV_ADDED) {
      const nav = navAdded(e.data)?.nav_id;
      if (nav) navIds.add(nav);
    }
  }
  return { podIds: [...podIds], navIds: [...navIds] };
}

/** Pods, their commands and the navs they use: the admin pod screens and the kiosk's pod lookups. */
export const podsProjection = defineProjection({
  name: 'pods',
  description:
    "Every pod (soft-deleted rows kept) with its form fields, lock-out (staff's and the station's), volume, nav licence and newest kiosk session; every pod command and its outcome; the clients' navs.",
  migrations: podsMigrations,
  tables: { pods: podColumns, pod_commands: podCommandColumns, pod_navs: podNavColumns },
  eventTypes: [...navs.eventTypes, ...pods.eventTypes, ...commands.eventTypes],
  async apply(db, events, ctx) {
    await navs.apply(db, events, ctx);
    await pods.apply(db, events, ctx);
    await commands.apply(db, events, ctx);
    const { podIds, navIds } = licenceTargets(events);
    if (podIds.length === 0 && navIds.length === 0) return;
    await sql`update ${sql.table(`${ctx.schema}.pods`)} as p
      set license = n.license, letter = upper(left(n.license, 1))
      from ${sql.table(`${ctx.schema}.pod_navs`)} as n
      where p.nav_id = n.nav_id
        and (p.id = any(${podIds}::text[]) or n.nav_id = any(${navIds}::text[]))
        and p.license is distinct from n.license`.execute(db);
  },
});
