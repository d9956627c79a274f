import type { CompiledQuery, Kysely } from 'kysely';
import { clientOptionsQuery } from '../clients/clients.queries.ts';
import { gamesByIdsQuery } from '../games/games.queries.ts';
import { queueByLabHourSql, queueTotalsSql } from '../lab-queue-waits/lab-queue-waits.queries.ts';
import { labsByIdsQuery } from '../labs/labs.queries.ts';
import {
  rollupPlayByActivitySql,
  rollupPlayByDaySql,
  rollupPlayByGameSql,
  rollupPlayByHourSql,
  rollupPlayByPodSql,
  rollupPlayTotalsSql,
} from '../play-rollups/play-rollups.queries.ts';
import { rollupRevenueByOfferSql } from '../revenue-rollups/revenue-rollups.queries.ts';
import { rollupSurveyTotalsSql, rollupUpcomingPicksSql } from '../survey-rollups/survey-rollups.queries.ts';
import { feedbackRowsSql, surveyTotalsSql, upcomingPicksSql } from './report-feedback.queries.ts';
import {
  playByActivitySql,
  playByDaySql,
  playByGameSql,
  playByHourSql,
  playByPodSql,
  playTotalsSql,
} from './report-play.queries.ts';
import { revenueByOfferSql } from './report-revenue.queries.ts';
import { podsInScopeSql, type ReportScope } from './report-scope.ts';

// A report's statements, compiled, by the part of the report each answers: the reports run
// them at once, and anything that must ask the very same questions (a benchmark's bare
// endpoint) compiles them from here too.

export type Statements = { readonly [part: string]: CompiledQuery<unknown> };

/** Each part's rows, as `runStatements` returns them. */
export type RowsOf<S extends Statements> = { [K in keyof S]: S[K] extends CompiledQuery<infer R> ? R[] : never };

/** The activity summary's statements for a scope: play, surveys and revenue from the rollups (the feedback list reads the newest surveys), and the queue's places. */
export const summarySql = (db: Kysely<unknown>, s: ReportScope) => ({
  pods: podsInScopeSql(s).compile(db),
  totals: rollupPlayTotalsSql(s).compile(db),
  activities: rollupPlayByActivitySql(s).compile(db),
  games: rollupPlayByGameSql(s).compile(db),
  days: rollupPlayByDaySql(s).compile(db),
  hours: rollupPlayByHourSql(s).compile(db),
  surveys: rollupSurveyTotalsSql(s).compile(db),
  feedback: feedbackRowsSql(s).compile(db),
  upcoming: rollupUpcomingPicksSql(s).compile(db),
  revenue: rollupRevenueByOfferSql(s).compile(db),
  queue: queueTotalsSql(s).compile(db),
  queueHours: queueByLabHourSql(s).compile(db),
});

/**
 * The same questions asked of every play session of the window (play_sessions): what the
 * rollups must answer alike, and what the reports benchmark times them against.
 */
export const summaryRawSql = (db: Kysely<unknown>, s: ReportScope): ReturnType<typeof summarySql> => ({
  pods: podsInScopeSql(s).compile(db),
  totals: playTotalsSql(s).compile(db),
  activities: playByActivitySql(s).compile(db),
  games: playByGameSql(s).compile(db),
  days: playByDaySql(s).compile(db),
  hours: playByHourSql(s).compile(db),
  surveys: surveyTotalsSql(s).compile(db),
  feedback: feedbackRowsSql(s).compile(db),
  upcoming: upcomingPicksSql(s).compile(db),
  revenue: revenueByOfferSql(s).compile(db),
  queue: queueTotalsSql(s).compile(db),
  queueHours: queueByLabHourSql(s).compile(db),
});

/**
 * The status report's statements over its scope, run beside the fleet status's pods: each
 * pod's play in the window, and the clients' names.
 */
export const statusSql = (db: Kysely<unknown>, s: ReportScope) => ({
  play: rollupPlayByPodSql(s).compile(db),
  clients: clientOptionsQuery(db).compile(),
});

/** The status report's statements asked of every play session of the window, as `summaryRawSql`. */
export const statusRawSql = (db: Kysely<unknown>, s: ReportScope): ReturnType<typeof statusSql> => ({
  play: playByPodSql(s).compile(db),
  clients: clientOptionsQuery(db).compile(),
});

/** The names the status report looks up once it has the pods: the games being played, and the labs. */
export const statusNamesSql = (
  db: Kysely<unknown>,
  named: { readonly gameIds: readonly string[]; readonly labIds: readonly string[] },
) => ({
  games: gamesByIdsQuery(db, named.gameIds).compile(),
  labs: labsByIdsQuery(db, named.labIds).compile(),
});

/** Runs every statement at once; each part's rows. */
export async function runStatements<S extends Statements>(db: Kysely<unknown>, statements: S): Promise<RowsOf<S>> {
  const parts = Object.keys(statements);
  const results = await Promise.all(parts.map((k) => db.executeQuery(statements[k] as CompiledQuery<unknown>)));
  return Object.fromEntries(parts.map((k, i) => [k, results[i]?.rows ?? []])) as RowsOf<S>;
}
