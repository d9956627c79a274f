import type { ReservationView } from '@gamepod/contracts/http';
import { labsByIds, livePodsByIds, type ReservationTable } from '@gamepod/projections';
import type { Kysely } from 'kysely';
import { dateText, timeText, wallTimeAt } from '../domain/zoned-time.ts';

const wallClock = (at: Date, timezone: string) => {
  const w = wallTimeAt(at, timezone);
  return { date: dateText(w), time: timeText(w) };
};

/**
 * Reservation rows as the console reads them, with each lab's name and the pods' navs and
 * keys from their own read models. Times are shown in the lab's time zone as it is now.
 */
export async function reservationViews(
  db: Kysely<unknown>,
  rows: readonly ReservationTable[],
  now: Date,
): Promise<ReservationView[]> {
  const [labs, pods] = await Promise.all([
    labsByIds(db, [...new Set(rows.map((r) => r.lab_id))]),
    livePodsByIds(db, [...new Set(rows.flatMap((r) => r.pod_ids))]),
  ]);
  const labOf = new Map(labs.map((l) => [l.id, l]));
  const podOf = new Map(pods.map((p) => [p.id, p]));
  return rows.map((r) => {
    const lab = labOf.get(r.lab_id);
    const timezone = lab?.timezone ?? r.timezone;
    const held = r.pod_ids.flatMap((id) => podOf.get(id) ?? []);
    const keys = held.map((p) => p.pod_id_key);
    const status = r.end_at <= now ? 'ended' : r.start_at <= now ? 'running' : 'upcoming';
    return {
      id: r.id,
      client_id: r.client_id,
      lab_id: r.lab_id,
      linkedlab: { lab_name: lab?.lab_name ?? '' },
      reservation_start: wallClock(r.start_at, timezone),
      reservation_end: wallClock(r.end_at, timezone),
      pod_navs: held.map((p) => p.license ?? p.pod_id_key).join(', '),
      emails_list: r.emails.join(', '),
      group_name: r.group_name,
      pods_list: keys.join(','),
      pods_list_array: keys,
      timezone,
      start_at: r.start_at.toISOString(),
      end_at: r.end_at.toISOString(),
      status,
    };
  });
}
