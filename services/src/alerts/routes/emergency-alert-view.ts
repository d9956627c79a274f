import type { AlertScope } from '@gamepod/contracts/catalogues';
import type { EmergencyRow } from '@gamepod/contracts/http';
import type { EmergencyAlertTable } from '@gamepod/projections';
import type { Kysely } from 'kysely';
import { namesOf } from '../application/alert-names.ts';

/** The console's rows of emergency alerts, with their client and lab names and where each stands at `now`. */
export async function emergencyRows(
  db: Kysely<unknown>,
  rows: readonly EmergencyAlertTable[],
  now: Date,
): Promise<EmergencyRow[]> {
  const names = await namesOf(db, rows);
  return rows.map((r) => {
    const on = r.ended_at === null && r.ends_at > now;
    return {
      id: r.alert_id,
      scope: r.scope as AlertScope,
      client_id: r.client_id,
      lab_id: r.lab_id,
      client_name: names.client(r.client_id),
      lab_name: names.lab(r.lab_id),
      title: r.title,
      content: r.content,
      expire: r.expire,
      raised_at: r.raised_at.toISOString(),
      ends_at: r.ends_at.toISOString(),
      ended_at: r.ended_at?.toISOString() ?? null,
      status: on ? 'on' : r.ended_at !== null ? 'ended' : 'expired',
      seconds_left: on ? Math.ceil((r.ends_at.getTime() - now.getTime()) / 1000) : 0,
    };
  });
}
