import type { ReportQuery } from '@gamepod/contracts/http';
import { ForbiddenError, NotFoundError } from '@gamepod/events';
import { labById, type ReportScope } from '@gamepod/projections';
import type { Kysely } from 'kysely';
import type { SessionInfo } from '../../auth/authenticate.ts';
import { SUPER_ADMIN } from '../../domain/roles.ts';
import { type ResolvedWindow, reportWindow } from '../domain/report-window.ts';

/** A report request read: its window and the scope its queries run in. */
export type ReportRequest = { readonly window: ResolvedWindow; readonly scope: ReportScope };

/**
 * The window and scope of a report request. The client comes from the session: a client admin
 * is held to their own client whatever the query names; a super admin may name one or see
 * all. A lab must exist, and a client admin's must be one of theirs (403 otherwise).
 */
export async function readReportRequest(
  db: Kysely<unknown>,
  session: SessionInfo,
  q: ReportQuery,
  now: Date,
): Promise<ReportRequest> {
  const window = reportWindow(q, now);
  const superAdmin = session.role === SUPER_ADMIN;
  if (!superAdmin && !session.client_id) throw new ForbiddenError();
  const clientId = superAdmin ? q.client_id?.trim() || undefined : (session.client_id ?? undefined);
  const labId = q.lab_id?.trim() || undefined;
  if (labId !== undefined) {
    const lab = await labById(db, labId);
    if (!lab) throw new NotFoundError('This lab does not exist', { field: 'lab_id' });
    if (!superAdmin && lab.client_id !== clientId) throw new ForbiddenError();
  }
  return {
    window,
    scope: { clientId, labId, from: window.fromAt, to: window.toAt, timeZone: window.timeZone, now },
  };
}

/** The reply's copy of the window, without the instants the queries use. */
export const windowView = (w: ResolvedWindow) => ({
  interval: w.interval,
  from: w.from,
  to: w.to,
  label: w.label,
  file_name: w.file_name,
});
