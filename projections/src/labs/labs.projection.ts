import {
  LabAllowedIpRemoved,
  LabAllowedIpsAdded,
  LabDeployed,
  LabForceOnChanged,
  LabScheduleOverrideAdded,
  LabScheduleOverrideRemoved,
  LabScheduleSaved,
  LabUpdated,
  type StoredEvent,
} from '@gamepod/events';
import { type AnyDB, type ApplyContext, bulkUpsert, defineProjection, on, rowProjection } from '@gamepod/log-runtime';
import { type Kysely, sql } from 'kysely';
import { apiKeyRows, homeImageRows, rssFeedRows } from './lab-content-rows.ts';
import { labsMigrations } from './labs.migrations.ts';
import {
  type LabAllowedIpTable,
  type LabOverrideTable,
  type LabScheduleTable,
  type LabTable,
  labAllowedIpColumns,
  labApiKeyColumns,
  labColumns,
  labHomeImagesColumns,
  labOverrideColumns,
  labRssFeedColumns,
  labScheduleColumns,
} from './labs.table.ts';

const at = (e: StoredEvent) => new Date(e.metadata.occurred_at);

const labs = rowProjection<LabTable>({
  table: 'labs',
  keyColumn: 'id',
  columnTypes: labColumns,
  handlers: [
    on(LabDeployed, {
      key: (e) => e.aggregate_id,
      apply: (_row, e) => ({ id: e.aggregate_id, ...e.data, admin_mode: false, created_at: at(e), updated_at: at(e) }),
    }),
    on(LabUpdated, {
      key: (e) => e.aggregate_id,
      apply: (row, e) => (row ? { ...row, ...e.data, updated_at: at(e) } : undefined),
    }),
    on(LabForceOnChanged, {
      key: (e) => e.aggregate_id,
      apply: (row, e) => (row ? { ...row, admin_mode: e.data.admin_mode, updated_at: at(e) } : undefined),
    }),
  ],
});

const schedules = rowProjection<LabScheduleTable>({
  table: 'lab_schedules',
  keyColumn: 'lab_id',
  columnTypes: labScheduleColumns,
  handlers: [
    on(LabScheduleSaved, {
      key: (e) => e.aggregate_id,
      apply: (_row, e) => ({ lab_id: e.aggregate_id, days: e.data.days }),
    }),
  ],
});

const overrides = rowProjection<LabOverrideTable>({
  table: 'lab_overrides',
  keyColumn: 'override_id',
  columnTypes: labOverrideColumns,
  handlers: [
    on(LabScheduleOverrideAdded, {
      key: (e) => e.data.override_id,
      apply: (_row, e) => ({ lab_id: e.aggregate_id, ...e.data }),
    }),
    on(LabScheduleOverrideRemoved, { key: (e) => e.data.override_id, apply: (): LabOverrideTable | null => null }),
  ],
});

/**
 * Allowed IPs need no read before write: one upload adds many rows at once (which
 * rowProjection's one-key-per-event shape cannot say), and a removal only deletes. The batch
 * is folded per id first so an add and a remove of the same id in one batch end up removed.
 */
async function applyAllowedIps(db: Kysely<AnyDB>, events: readonly StoredEvent[], ctx: ApplyContext): Promise<void> {
  const rows = new Map<string, LabAllowedIpTable | null>();
  for (const e of events) {
    if (e.type === LabAllowedIpsAdded.type) {
      const { ips } = e.data as LabAllowedIpsAddedData;
      for (const ip of ips) rows.set(ip.id, { id: ip.id, lab_id: e.aggregate_id, allowed_ip: ip.allowed_ip });
    } else if (e.type === LabAllowedIpRemoved.type) {
      rows.set((e.data as { id: string }).id, null);
    }
  }
  const deletes = [...rows].filter(([, row]) => row === null).map(([id]) => id);
  const upserts = [...rows.values()].filter((row): row is LabAllowedIpTable => row !== null);
  if (deletes.length > 0) {
    await db.deleteFrom('lab_allowed_ips').where(sql<boolean>`id = any(${deletes})`).execute();
  }
  const spec = { table: 'lab_allowed_ips', keyColumn: 'id' as const, columnTypes: labAllowedIpColumns };
  await bulkUpsert(db, ctx.schema, spec, ['id', 'lab_id', 'allowed_ip'], upserts);
}

type LabAllowedIpsAddedData = { ips: Array<{ id: string; allowed_ip: string }> };

/**
 * Labs with their schedules, overrides, allowed IPs, RSS feeds, API keys and home images:
 * the labs screens, edit lab, pods checking hours, and the kiosk's home screen.
 */
export const labsProjection = defineProjection({
  name: 'labs',
  description:
    'Every lab (form fields, Force On), its weekly schedule, schedule overrides, allowed IPs, RSS feeds, API keys (hashed) and home images.',
  migrations: labsMigrations,
  tables: {
    labs: labColumns,
    lab_schedules: labScheduleColumns,
    lab_overrides: labOverrideColumns,
    lab_allowed_ips: labAllowedIpColumns,
    lab_rss_feeds: labRssFeedColumns,
    lab_api_keys: labApiKeyColumns,
    lab_home_images: labHomeImagesColumns,
  },
  eventTypes: [
    ...labs.eventTypes,
    ...schedules.eventTypes,
    ...overrides.eventTypes,
    LabAllowedIpsAdded.type,
    LabAllowedIpRemoved.type,
    ...rssFeedRows.eventTypes,
    ...apiKeyRows.eventTypes,
    ...homeImageRows.eventTypes,
  ],
  async apply(db, events, ctx) {
    await labs.apply(db, events, ctx);
    await schedules.apply(db, events, ctx);
    await overrides.apply(db, events, ctx);
    await applyAllowedIps(db, events, ctx);
    await rssFeedRows.apply(db, events, ctx);
    await apiKeyRows.apply(db, events, ctx);
    await homeImageRows.apply(db, events, ctx);
  },
});
