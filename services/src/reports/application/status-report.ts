import type { StatusReport, StatusReportRow } from '@gamepod/contracts/http';
import { elapsedSeconds, runStatements, statusNamesSql, statusSql } from '@gamepod/projections';
import type { Kysely } from 'kysely';
import type { ListedPod } from '../../pods/fleet-status/fleet-status.ts';
import { liveStatus } from '../../pods/fleet-status/pod-live-status.ts';
import { floorPod } from '../../pods/floor/floor-pod.ts';
import { type ReportRequest, windowView } from './report-scope.ts';

export type { ListedPod };

const round = (n: number, decimals: number) => Math.round(n * 10 ** decimals) / 10 ** decimals;

/**
 * The status report: each pod's live status now (the fleet status's rules: MISSING once its
 * heartbeats stop) beside its play over the window. Stats: pods in the report, idle (IDLE or
 * ASLEEP, not MISSING), MISSING, in use now, and occupancy (time in play over the pods' time
 * in the window up to now), to 2 decimals.
 */
export async function statusReport(
  db: Kysely<unknown>,
  { window, scope }: ReportRequest,
  /** The fleet status's pods in scope, being read: the play and clients are read meanwhile. */
  listing: Promise<readonly ListedPod[]>,
  live: { readonly now: Date; readonly missingAfterMs: number },
  /** The statements that answer it: the rollups' (a test passes the raw ones to compare). */
  statements: typeof statusSql = statusSql,
): Promise<StatusReport> {
  const [listed, scoped] = await Promise.all([listing, runStatements(db, statements(db, scope))]);
  const gameIds = [...new Set(listed.flatMap((l) => (l.facts?.game_id ? [l.facts.game_id] : [])))];
  const labIds = [...new Set(listed.map((l) => l.pod.lab_id))];
  const { games, labs } = await runStatements(db, statusNamesSql(db, { gameIds, labIds }));
  const { clients } = scoped;
  const play = new Map(scoped.play.map((r) => [r.pod_id, r]));
  const title = new Map(games.map((g) => [g.id, g.title]));
  const labName = new Map(labs.map((l) => [l.id, l.lab_name]));
  const clientName = new Map(clients.map((c) => [c.id, c.name]));
  const windowSeconds = elapsedSeconds(scope);
  const report = listed.map((l): StatusReportRow => {
    const { pod, facts, user } = l;
    const status = liveStatus(facts, live.now, live.missingAfterMs);
    const p = play.get(pod.id);
    const gameId = facts?.game_id ?? null;
    return {
      pod_id: pod.id,
      pod_id_key: pod.pod_id_key,
      license: pod.license,
      seat: pod.seat,
      client_id: pod.client_id,
      client_name: clientName.get(pod.client_id) ?? null,
      lab_id: pod.lab_id,
      lab_name: labName.get(pod.lab_id) ?? null,
      ...status,
      in_use: facts?.in_use ? 1 : 0,
      game: gameId ? (title.get(gameId) ?? gameId) : null,
      player: facts?.in_use && user ? user.name || user.user_name : null,
      sessions: p?.sessions ?? 0,
      play_time: round((p?.seconds ?? 0) / 3600, 2),
      occupancy: windowSeconds > 0 ? round(((p?.occupied ?? 0) / windowSeconds) * 100, 2) : 0,
      floor: floorPod(l, live.now, live.missingAfterMs),
    };
  });
  const occupied = listed.reduce((sum, l) => sum + (play.get(l.pod.id)?.occupied ?? 0), 0);
  const capacity = listed.length * windowSeconds;
  return {
    window: windowView(window),
    report,
    stats: {
      total: report.length,
      idle: report.filter((r) => r.activity === 'IDLE' || r.activity === 'ASLEEP').length,
      missing: report.filter((r) => r.activity === 'MISSING').length,
      has_user: report.filter((r) => r.in_use === 1).length,
      occu: capacity > 0 ? round((occupied / capacity) * 100, 2) : 0,
    },
  };
}
