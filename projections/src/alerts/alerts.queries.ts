import { liveSchema } from '@gamepod/log-runtime';
import { type Kysely, sql } from 'kysely';
import type { AlertsDB, AlertTable } from './alerts.table.ts';

const from = (db: Kysely<unknown>) => (db as Kysely<AlertsDB>).withSchema(liveSchema('alerts'));

/** The columns Manage Alerts sorts by. */
export const ALERT_SORT_COLUMNS = [
  'active_start',
  'active_until',
  'text_head',
  'type',
  'scope',
  'enable',
  'owner_email',
  'created_at',
  'updated_at',
] as const;
export type AlertSortColumn = (typeof ALERT_SORT_COLUMNS)[number];

const SORT_EXPRESSION: Readonly<Record<AlertSortColumn, ReturnType<typeof sql>>> = {
  // an alert without a window sorts by when it was saved, which is when it started showing
  active_start: sql`sort_start`,
  active_until: sql`active_until`,
  text_head: sql`lower(text_head)`,
  type: sql`type`,
  scope: sql`scope`,
  enable: sql`enable`,
  owner_email: sql`lower(owner_email)`,
  created_at: sql`created_at`,
  updated_at: sql`updated_at`,
};

export type AlertListQuery = {
  /** One client's alerts; null: every alert (a super admin's whole list, global ones included). */
  readonly clientId: string | null;
  readonly sortBy: AlertSortColumn;
  readonly sortType: 'asc' | 'desc';
  readonly limit: number;
  readonly offset: number;
};

/** One page of alerts and how many there are; ties broken by id, empty ends last either way. */
export async function listAlerts(
  db: Kysely<unknown>,
  q: AlertListQuery,
): Promise<{ rows: AlertTable[]; total: number }> {
  const dir = q.sortType === 'asc' ? sql`asc` : sql`desc`;
  let page = from(db).selectFrom('alerts').selectAll();
  let count = from(db)
    .selectFrom('alerts')
    .select((eb) => eb.fn.countAll<string>().as('n'));
  if (q.clientId !== null) {
    page = page.where('client_id', '=', q.clientId);
    count = count.where('client_id', '=', q.clientId);
  }
  const [rows, counted] = await Promise.all([
    page
      .orderBy(sql`${SORT_EXPRESSION[q.sortBy]} ${dir} nulls last`)
      .orderBy('alert_id', q.sortType)
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counted.n) };
}

export async function alertById(db: Kysely<unknown>, alertId: string): Promise<AlertTable | undefined> {
  return from(db).selectFrom('alerts').selectAll().where('alert_id', '=', alertId).executeTakeFirst();
}

/** Where a player is: the pod's client and lab. */
export type PlayerWhere = { readonly clientId: string; readonly labId: string };

/**
 * The alerts a player on a pod of `where` should read now: enabled, reaching everyone, the
 * pod's client or its lab, inside their window (or with none), and not yet read by `userId`.
 * Newest window first.
 */
export async function unreadAlertsFor(
  db: Kysely<unknown>,
  userId: string,
  where: PlayerWhere,
  now: Date,
  limit = 50,
): Promise<AlertTable[]> {
  return from(db)
    .selectFrom('alerts as a')
    .selectAll('a')
    .where('a.enable', '=', true)
    .where((eb) =>
      eb.or([
        eb('a.scope', '=', 'global'),
        eb.and([eb('a.scope', '=', 'client'), eb('a.client_id', '=', where.clientId)]),
        eb.and([eb('a.scope', '=', 'lab'), eb('a.lab_id', '=', where.labId)]),
      ]),
    )
    .where((eb) => eb.or([eb('a.active_start', 'is', null), eb('a.active_start', '<=', now)]))
    .where((eb) => eb.or([eb('a.active_until', 'is', null), eb('a.active_until', '>', now)]))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('alert_reads as r')
            .select('r.read_id')
            .where('r.user_id', '=', userId)
            .whereRef('r.alert_id', '=', 'a.alert_id'),
        ),
      ),
    )
    .orderBy('a.sort_start', 'desc')
    .orderBy('a.alert_id', 'desc')
    .limit(limit)
    .execute();
}

/** Whether an alert is showing at `now`: enabled and inside its window (or without one). */
export function alertShowing(a: Pick<AlertTable, 'enable' | 'active_start' | 'active_until'>, now: Date): boolean {
  return (
    a.enable && (a.active_start === null || a.active_start <= now) && (a.active_until === null || a.active_until > now)
  );
}

/** Which of `userIds` ticked alert `alertId` as read. */
export async function readersOf(
  db: Kysely<unknown>,
  alertId: string,
  userIds: readonly string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await from(db)
    .selectFrom('alert_reads')
    .select('user_id')
    .where('alert_id', '=', alertId)
    .where('user_id', 'in', [...userIds])
    .execute();
  return new Set(rows.map((r) => r.user_id));
}
