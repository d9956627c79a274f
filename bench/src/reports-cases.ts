// What the reports benchmark times: each report request over HTTP, beside statements sent to the
// bare endpoint: for the summary the same questions asked of the raw play sessions
// (summaryRawSql), for the status report the very statements it runs (statusSql).
import type { ReportQuery, StatusReport, Summary } from '@gamepod/contracts/http';
import {
  listPodsWithFacts,
  podsWithFactsSql,
  type ReportScope,
  statusNamesSql,
  statusSql,
  summaryRawSql,
} from '@gamepod/projections';
import { reportWindow } from '@gamepod/services/domain';
import type { CompiledQuery, Kysely } from 'kysely';
import type { ListCase, Listed, Sql } from './admin-lists-cases.ts';

const pad = (n: number) => String(n).padStart(2, '0');
/** A UTC day as the custom interval's 'MM/DD/YYYY'. */
const usDay = (d: Date) => `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`;

const asSql = (q: CompiledQuery<unknown>): Sql => ({ text: q.sql, values: q.parameters });

/** The scope the route reads from `q` for a client admin of `clientId`, at `now`. */
function scopeOf(q: ReportQuery, clientId: string, now: Date): ReportScope {
  const w = reportWindow(q, now);
  return { clientId, from: w.fromAt, to: w.toAt, timeZone: w.timeZone, now };
}

/** Which rows of a statement record `part` is. */
const rowsOf = (parts: readonly string[], rows: readonly unknown[][], part: string) =>
  (rows[parts.indexOf(part)] ?? []) as Record<string, unknown>[];

/** The custom interval over the `days` whole UTC days before today's midnight. */
export function customDays(days: number, now: Date): ReportQuery {
  const midnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const first = new Date(midnight.getTime() - days * 86_400_000);
  return {
    interval: 'custom',
    start_date: usDay(first),
    start_time: '12:00',
    start_ampm: 'AM',
    end_date: usDay(midnight),
    end_time: '12:00',
    end_ampm: 'AM',
    user_timezone: 'UTC',
  };
}

/**
 * The summary for a client admin (its play from the rollups) beside the same ten questions asked
 * of every play session of the window (`summaryRawSql`, as the summary asked them before the
 * rollups); compared by top games and sessions, which must be the same.
 */
export function summaryCase(db: Kysely<unknown>, clientId: string, label: string, q: ReportQuery): ListCase {
  const statements = summaryRawSql(db, scopeOf(q, clientId, new Date()));
  const parts = Object.keys(statements);
  return {
    name: `/common/reports/summary, ${label}`,
    who: 'client admin',
    path: `/common/reports/summary?${new URLSearchParams(q as Record<string, string>)}`,
    listed: (data): Listed => {
      const { report } = data as Summary;
      return { ids: report.games.map((g) => g.game_id), total: report.stats.sessions };
    },
    raw: {
      sql: Object.values(statements).map(asSql),
      listed: (rows) => ({
        ids: rowsOf(parts, rows, 'games').map((g) => g.game_id as string),
        total: rowsOf(parts, rows, 'totals')[0]?.sessions as number,
      }),
    },
    target: { ratio: 0.15, maxMs: 250 },
    note: `the endpoint reads the rollups; the bare endpoint runs the ten statements over the raw play sessions, at once, and answers their rows`,
  };
}

/**
 * The status report for a client admin: the fleet status's pods with their live facts, then
 * their play, the games being played, the labs and the clients, joined per pod in the route.
 * The bare endpoint runs the same five statements, all at once (the route runs the pods with the
 * play and clients, then looks up the games and labs the pods name), and answers rows without the join.
 */
export async function statusCase(
  db: Kysely<unknown>,
  clientId: string,
  label: string,
  q: ReportQuery,
): Promise<ListCase> {
  const now = new Date();
  const listed = await listPodsWithFacts(db, { clientId, now });
  const gameIds = [...new Set(listed.flatMap((l) => (l.facts.game_id ? [l.facts.game_id] : [])))];
  const labIds = [...new Set(listed.map((l) => l.pod.lab_id))];
  const statements = {
    pods: podsWithFactsSql({ clientId, now }).compile(db),
    ...statusSql(db, scopeOf(q, clientId, now)),
    ...statusNamesSql(db, { gameIds, labIds }),
  };
  const parts = Object.keys(statements);
  return {
    name: `/common/reports/status, ${label}`,
    who: 'client admin',
    path: `/common/reports/status?${new URLSearchParams(q as Record<string, string>)}`,
    listed: (data): Listed => {
      const { report, stats } = data as StatusReport;
      return { ids: report.map((r) => r.pod_id), total: stats.total };
    },
    raw: {
      sql: Object.values(statements).map(asSql),
      listed: (rows) => {
        const pods = rowsOf(parts, rows, 'pods');
        return { ids: pods.map((p) => p.id as string), total: pods.length };
      },
    },
    note: `${listed.length.toLocaleString('en-US')} pods, ${gameIds.length} games being played; the bare side runs the five statements at once and skips the per-pod join`,
  };
}
