import { liveSchema } from '@gamepod/log-runtime';
import { type RawBuilder, sql } from 'kysely';

/**
 * What a report covers: the clients and lab it is held to, its window (`from` included, `to`
 * excluded), the zone its days and hours are read in, and the clock. Time after `now` is not
 * time a pod could have been played, so occupancy counts the window up to `now` only.
 */
export type ReportScope = {
  /** One client's data; undefined: every client (super admins). */
  readonly clientId?: string;
  readonly labId?: string;
  readonly from: Date;
  readonly to: Date;
  readonly timeZone: string;
  readonly now: Date;
};

/** A read model's table, schema-qualified, for raw SQL (kysely's withSchema does not reach inside sql templates). */
export const table = (readModel: string, name: string) => sql.table(`${liveSchema(readModel)}.${name}`);

/** `alias.client_id = … and alias.lab_id = …` for the scope's client and lab (true when open). */
export function inScope(alias: string, s: ReportScope): RawBuilder<unknown> {
  const client = s.clientId === undefined ? sql`true` : sql`${sql.ref(`${alias}.client_id`)} = ${s.clientId}`;
  const lab = s.labId === undefined ? sql`true` : sql`${sql.ref(`${alias}.lab_id`)} = ${s.labId}`;
  return sql`${client} and ${lab}`;
}

/** The end of the window that has happened: `to`, or `now` when the window reaches into the future. */
export const elapsedEnd = (s: ReportScope): Date => new Date(Math.min(s.to.getTime(), s.now.getTime()));

/** Seconds of the window that have happened (0 for a window wholly in the future). */
export const elapsedSeconds = (s: ReportScope): number =>
  Math.max(0, (elapsedEnd(s).getTime() - s.from.getTime()) / 1000);

/** Rounds to `decimals` places, as the reports show their figures. */
export const round = (n: number, decimals: number): number => {
  const f = 10 ** decimals;
  return Math.round(n * f) / f;
};

/** Live pods the scope covers, the denominator of occupancy (one row). */
export function podsInScopeSql(s: ReportScope): RawBuilder<{ n: number }> {
  return sql<{ n: number }>`select count(*)::int as n from ${table('pods', 'pods')} p
    where not p.deleted and ${inScope('p', s)}`;
}
