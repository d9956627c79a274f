import { type PodActivity, PodActivityRecorded, type StoredEvent } from '@gamepod/events';
import { defineProjection, on, rowProjection } from '@gamepod/log-runtime';
import { kioskActivityMigrations } from './kiosk-activity.migrations.ts';
import {
  type KioskActivityHistoryTable,
  type KioskActivityTable,
  kioskActivityColumns,
  kioskActivityHistoryColumns,
} from './kiosk-activity.table.ts';

const row = (e: StoredEvent<string, PodActivity>): KioskActivityTable => ({
  pod_id: e.aggregate_id,
  activity: e.data.activity,
  game_id: e.data.game_id,
  guests: e.data.guests,
  user_id: e.data.user_id,
  recorded_at: new Date(e.metadata.occurred_at),
});

const latest = rowProjection<KioskActivityTable>({
  table: 'kiosk_activity',
  keyColumn: 'pod_id',
  columnTypes: kioskActivityColumns,
  handlers: [on(PodActivityRecorded, { key: (e) => e.aggregate_id, apply: (_row, e) => row(e) })],
});

const history = rowProjection<KioskActivityHistoryTable>({
  table: 'kiosk_activity_history',
  keyColumn: 'event_id',
  columnTypes: kioskActivityHistoryColumns,
  handlers: [
    on(PodActivityRecorded, {
      key: (e) => e.metadata.event_id,
      apply: (_row, e) => ({ event_id: e.metadata.event_id, ...row(e) }),
    }),
  ],
});

/** What each pod's kiosk shows now, and every change of it, from PodActivityRecorded. */
export const kioskActivityProjection = defineProjection({
  name: 'kiosk_activity',
  description:
    "Each pod's latest kiosk activity (screen, game, guests, player) and the history of every change, for the usage reports.",
  migrations: kioskActivityMigrations,
  tables: { kiosk_activity: kioskActivityColumns, kiosk_activity_history: kioskActivityHistoryColumns },
  eventTypes: latest.eventTypes,
  async apply(db, events, ctx) {
    await latest.apply(db, events, ctx);
    await history.apply(db, events, ctx);
  },
});
