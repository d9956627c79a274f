import assert from 'node:assert/strict';
import { fold, type StoredEvent } from '@gamepod/events';
import { labsProjection, reservationsProjection } from '@gamepod/projections';
import type { LightMyRequestResponse } from 'fastify';
import type { BuildAppOptions } from '../../src/app.ts';
import {
  type PodBookingEvent,
  type PodHold,
  podBookingsDecider,
} from '../../src/reservations/domain/pod-bookings-decider.ts';
import { dateText, timeText, wallTimeAt } from '../../src/reservations/domain/zoned-time.ts';
import { type DeployedPod, openPodServices, type PodServices, type TestClient } from './pod-fixtures.ts';

export const HOUR = 3_600_000;

/** Pod services with the labs and reservations read models, and shortcuts for reservation tests. */
export type ReservationServices = PodServices & {
  /** POSTs /admin/reservations/save. */
  save(body: Record<string, unknown>, token: string): Promise<LightMyRequestResponse>;
  /** The holds on a pod's bookings subject now. */
  holdsOf(podId: string): Promise<PodHold[]>;
  /** A lab of `client` in Chicago with `n` pods. */
  labWithPods(client: TestClient, n: number, timezone?: string): Promise<{ lab: string; pods: DeployedPod[] }>;
};

export async function openReservationServices(build?: BuildAppOptions): Promise<ReservationServices> {
  const f = await openPodServices({ extra: [labsProjection, reservationsProjection], build });
  return {
    ...f,
    save: (body, token) => f.post('/api/v1/admin/reservations/save', body, token),
    async holdsOf(podId) {
      const { events } = await f.deps.store.read('pod_bookings', podId);
      return [...fold(podBookingsDecider, events as StoredEvent[] as unknown as PodBookingEvent[]).holds.values()];
    },
    async labWithPods(client, n, timezone = 'America/Chicago') {
      const lab = await f.lab(client.id, { timezone });
      const pods: DeployedPod[] = [];
      for (let i = 0; i < n; i++) pods.push(await f.deployPod(client, lab));
      return { lab, pods };
    },
  };
}

/** The wall clock of `at` in `timezone`, as the form's date and time fields take it. */
export function wallFields(at: Date, timezone: string): { date: string; time: string } {
  const w = wallTimeAt(at, timezone);
  return { date: dateText(w), time: timeText(w) };
}

/** A full reservation form for `pods` of `lab` from `start` to `end` (instants), typed in `timezone`. */
export function reservationForm(
  lab: string,
  pods: readonly DeployedPod[],
  start: Date,
  end: Date,
  over: Record<string, unknown> = {},
  timezone = 'America/Chicago',
): Record<string, unknown> {
  const s = wallFields(start, timezone);
  const e = wallFields(end, timezone);
  return {
    lab_id: lab,
    start_date: s.date,
    start_time: s.time,
    end_date: e.date,
    end_time: e.time,
    start_datetime: `${s.date} ${s.time}`,
    end_datetime: `${e.date} ${e.time}`,
    pods_list: pods.map((p) => p.pod_id_key),
    emails_list: ['ada@school.test', 'alan@school.test'],
    group_name: 'Robotics club',
    ...over,
  };
}

/** A whole minute `hours` from now (the form has minutes, not seconds). */
export function hoursFromNow(hours: number, now = Date.now()): Date {
  const t = now + hours * HOUR;
  return new Date(t - (t % 60_000));
}

/** The reply's data, after checking it is a 200. */
export function okData<T>(res: LightMyRequestResponse): T {
  assert.equal(res.statusCode, 200, res.body);
  return (res.json() as { data: T }).data;
}

/** A refusal: its status, the field it names, and that it appended no reservation. */
export async function assertRefused(
  f: ReservationServices,
  send: () => Promise<LightMyRequestResponse>,
  status: number,
  field?: string,
): Promise<{ message: string; data: Record<string, unknown> }> {
  const before = (await f.logged('ReservationMade')).length + (await f.logged('ReservationChanged')).length;
  const res = await send();
  assert.equal(res.statusCode, status, res.body);
  const body = res.json() as { status: boolean; message: string; data: Record<string, unknown> };
  assert.equal(body.status, false);
  if (field !== undefined) assert.equal(body.data.field, field, body.message);
  const after = (await f.logged('ReservationMade')).length + (await f.logged('ReservationChanged')).length;
  assert.equal(after, before, 'a refused save made or changed a reservation');
  return body;
}
