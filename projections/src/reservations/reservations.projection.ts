import {
  type EventData,
  ReservationChanged,
  ReservationDeleted,
  ReservationMade,
  type StoredEvent,
} from '@gamepod/events';
import { type AnyDB, defineProjection } from '@gamepod/log-runtime';
import type { Kysely } from 'kysely';
import { reservationsMigrations } from './reservations.migrations.ts';
import {
  type ReservationPodTable,
  type ReservationsDB,
  type ReservationTable,
  reservationColumns,
  reservationPodColumns,
} from './reservations.table.ts';

type Snapshot = EventData<typeof ReservationMade>;

const rowOf = (id: string, r: Snapshot): ReservationTable => ({
  id,
  client_id: r.client_id,
  lab_id: r.lab_id,
  start_at: new Date(r.start_at),
  end_at: new Date(r.end_at),
  timezone: r.timezone,
  group_name: r.group_name,
  emails: [...r.emails],
  pod_ids: [...r.pod_ids],
});

/**
 * Each Made or Changed carries the whole reservation, so a batch needs no reads: the last
 * event per reservation wins, its old rows go and its new ones are written.
 */
async function apply(db: Kysely<AnyDB>, events: readonly StoredEvent[]): Promise<void> {
  const last = new Map<string, Snapshot | null>();
  for (const e of events) {
    if (e.type === ReservationDeleted.type) last.set(e.aggregate_id, null);
    else if (e.type === ReservationMade.type || e.type === ReservationChanged.type)
      last.set(e.aggregate_id, e.data as Snapshot);
  }
  if (last.size === 0) return;
  const rdb = db as unknown as Kysely<ReservationsDB>;
  const ids = [...last.keys()];
  await rdb.deleteFrom('reservation_pods').where('reservation_id', 'in', ids).execute();
  await rdb.deleteFrom('reservations').where('id', 'in', ids).execute();
  const rows: ReservationTable[] = [];
  const pods: ReservationPodTable[] = [];
  for (const [id, r] of last) {
    if (!r) continue;
    const row = rowOf(id, r);
    rows.push(row);
    for (const pod_id of r.pod_ids)
      pods.push({ reservation_id: id, pod_id, start_at: row.start_at, end_at: row.end_at });
  }
  // reservations are made by hand: a batch holds few, and a reservation at most 200 pods
  for (let i = 0; i < rows.length; i += 500)
    await rdb
      .insertInto('reservations')
      .values(rows.slice(i, i + 500))
      .execute();
  for (let i = 0; i < pods.length; i += 5_000) {
    await rdb
      .insertInto('reservation_pods')
      .values(pods.slice(i, i + 5_000))
      .execute();
  }
}

/** The reservations not deleted, and the pods each holds: the list, a pod's kiosk, its logins. */
export const reservationsProjection = defineProjection({
  name: 'reservations',
  description: 'Each reservation not deleted (lab, pods, times, group, emails), and one row per pod it holds.',
  migrations: reservationsMigrations,
  tables: { reservations: reservationColumns, reservation_pods: reservationPodColumns },
  eventTypes: [ReservationMade.type, ReservationChanged.type, ReservationDeleted.type],
  apply,
});
