import type { AlertScope, AlertType } from '@gamepod/contracts/catalogues';
import type { AlertRow } from '@gamepod/contracts/http';
import type { AlertTable } from '@gamepod/projections';
import type { Kysely } from 'kysely';
import { namesOf } from '../application/alert-names.ts';
import { wallTime } from '../domain/alert-window.ts';

/** Where an alert stands at `now`: switched off, waiting for its window, past it, or showing. */
export function alertStatus(
  a: Pick<AlertTable, 'enable' | 'active_start' | 'active_until'>,
  now: Date,
): AlertRow['status'] {
  if (!a.enable) return 'disabled';
  if (a.active_start !== null && a.active_start > now) return 'scheduled';
  if (a.active_until !== null && a.active_until <= now) return 'ended';
  return 'active';
}

/** Manage Alerts' rows: each with its window in `timeZone`, its client's and lab's names, its owner. */
export async function alertRows(
  db: Kysely<unknown>,
  rows: readonly AlertTable[],
  timeZone: string,
  now: Date,
): Promise<AlertRow[]> {
  const names = await namesOf(db, rows);
  return rows.map((a) => {
    const client = names.client(a.client_id);
    const lab = names.lab(a.lab_id);
    return {
      id: a.alert_id,
      text_head: a.text_head,
      text_sub: a.text_sub,
      type: a.type as AlertType,
      scope: a.scope as AlertScope,
      clients: a.client_id,
      labs: a.lab_id,
      enable: a.enable ? 1 : 0,
      alert_start: a.active_start ? wallTime(a.active_start.toISOString(), timeZone) : null,
      alert_end: a.active_until ? wallTime(a.active_until.toISOString(), timeZone) : null,
      active_start: a.active_start?.toISOString() ?? null,
      active_untill: a.active_until?.toISOString() ?? null,
      status: alertStatus(a, now),
      user: a.owner_id,
      owner: { email: a.owner_email },
      linkedclient: client === null ? null : { first_name: client },
      linkedlab: lab === null ? null : { lab_name: lab },
      created_at: a.created_at.toISOString(),
      updated_at: a.updated_at.toISOString(),
    };
  });
}
