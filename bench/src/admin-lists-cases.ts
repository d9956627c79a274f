// What the admin lists benchmark measures: each case is one list request, the hand-written
// SQL of the same shape run through pg directly, and (where it explains a gap) the kysely
// query function the route calls, run alone in this process.

import type { EventStore } from '@gamepod/event-store';
import type { Database } from '@gamepod/log-runtime';
import { listPodsWithFacts } from '@gamepod/projections';
import type { ScreenshotStore } from '@gamepod/services';
import type { Kysely } from 'kysely';
import type { SeededClient } from './admin-lists-seed.ts';

/** pg's pool, as openDatabase hands it out: the raw queries run on it directly. */
export type Pool = Database['pool'];

export type Who = 'super admin' | 'client admin' | 'player';

/** A list's rows (their ids, in order) and, for a paged list, how many match in all. */
export type Listed = { readonly ids: readonly string[]; readonly total?: number };

/** One hand-written statement and its parameters, as pg takes them. */
export type Sql = { readonly text: string; readonly values: readonly unknown[] };

export type ListCase = {
  readonly name: string;
  readonly who: Who;
  /** Path and query string under /api/v1, without the token. */
  readonly path: string;
  /** What the endpoint's reply lists: compared with the raw query's before timing. */
  readonly listed: (data: unknown) => Listed;
  /** The same list by hand: statements run at once (as the route runs its own), and what they list. */
  readonly raw: { readonly sql: readonly Sql[]; readonly listed: (rows: readonly unknown[][]) => Listed };
  /** Parts of the route's work timed alone, in the bench process, to explain a gap. */
  readonly explainers?: readonly Explainer[];
  readonly note?: string;
  /** The endpoint's p99 against the bare endpoint's (1.5× unless given), and a ceiling in ms. */
  readonly target?: { readonly ratio: number; readonly maxMs?: number };
};

/** What an explainer may use: the read models through kysely, the log, the screenshots bucket. */
export type ExplainDeps = {
  readonly db: Kysely<unknown>;
  readonly store: EventStore;
  readonly screenshots: ScreenshotStore;
};

/** One part of a route's work, timed beside the endpoint and the raw SQL. */
export type Explainer = {
  readonly label: string;
  /** `listed`: what the list holds (the pods whose screenshots the route reads). */
  readonly run: (deps: ExplainDeps, listed: Listed) => Promise<unknown>;
};

/** Runs a case's hand-written statements through pg directly, at once. */
export async function runRaw(pool: Pool, raw: ListCase['raw']): Promise<Listed> {
  const results = await Promise.all(raw.sql.map((q) => pool.query(q.text, [...q.values])));
  return raw.listed(results.map((r) => r.rows));
}

const idsOf = (rows: readonly unknown[] | undefined) => (rows ?? []).map((r) => (r as { id: string }).id);

const podIds = (data: unknown): Listed => ({ ids: idsOf((data as { pods?: unknown[] }).pods) });

/**
 * The pods list's SQL written by hand: the live pods of a client (and lab) in licence order,
 * with the live columns the route reads (pod_status, pod_presence, an open pod login) in the same query.
 */
function rawPods(clientId: string, labId: string | null): ListCase['raw'] {
  const text = `select p.*, s.activity, s.console, s.session_kind, s.session_started_at, s.game_platform, s.game_id,
       h.last_heartbeat_at, h.helper_ok, h.uptime_s,
       exists (select 1 from rm_auth_sessions.auth_sessions a where a.pod_id = p.id and a.kind = 'pod'
         and a.ended_at is null and a.expires_at > now()) as in_use
     from rm_pods.pods p
     left join rm_pod_status.pod_status s on s.pod_id = p.id
     left join rm_pod_presence.pod_presence h on h.pod_id = p.id
     where not p.deleted and p.client_id = $1${labId === null ? '' : ' and p.lab_id = $2'}
     order by p.letter nulls last, length(p.license) nulls last, p.license nulls last, p.created_at`;
  return {
    sql: [{ text, values: labId === null ? [clientId] : [clientId, labId] }],
    listed: ([rows]) => ({ ids: idsOf(rows) }),
  };
}

/** The route's query: the pods and their live facts, joined. */
const podQuery = (clientId: string, labId?: string): Explainer => ({
  label: 'query function alone (listPodsWithFacts)',
  run: ({ db }) => listPodsWithFacts(db, { clientId, labId }),
});

/** The route looks every listed pod's screenshot time up in the times it follows from the bucket. */
const screenshotTimes: Explainer = {
  label: 'screenshot times alone (followed from the bucket, in memory)',
  run: ({ screenshots }, listed) => screenshots.timesOf(listed.ids),
};

/** The pods list cases: one lab (as a super admin and as its client admin) and a whole client. */
export function podCases(client: SeededClient, podsPerLab: number): ListCase[] {
  const lab = client.labIds[0] ?? '';
  const ofClient = podsPerLab * client.labIds.length;
  return [
    {
      name: `pods list, one lab (${podsPerLab} pods), super admin`,
      who: 'super admin',
      path: `/admin/kiosk/pods?client_id=${client.id}&lab_id=${lab}`,
      listed: podIds,
      raw: rawPods(client.id, lab),
      explainers: [podQuery(client.id, lab), screenshotTimes],
    },
    {
      name: `pods list, one lab (${podsPerLab} pods), client admin`,
      who: 'client admin',
      path: `/admin/kiosk/pods?lab_id=${lab}`,
      listed: podIds,
      raw: rawPods(client.id, lab),
      explainers: [podQuery(client.id, lab)],
      note: "pods found prove the lab is the admin's; the lab is read for its client only when none are",
    },
    {
      name: `client pods, whole client (${ofClient} pods), super admin`,
      who: 'super admin',
      path: `/admin/kiosk/client/pods?client_id=${client.id}`,
      listed: podIds,
      raw: rawPods(client.id, null),
      explainers: [podQuery(client.id), screenshotTimes],
      note: '/admin/kiosk/pods runs the same handler',
    },
  ];
}
