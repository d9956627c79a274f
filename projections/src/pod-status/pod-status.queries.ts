import { liveSchema } from '@gamepod/log-runtime';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { AuthSessionTable } from '../auth-sessions/auth-sessions.table.ts';
import { POD_LIST_ORDER } from '../pods/pods.queries.ts';
import { type PodTable, podColumns } from '../pods/pods.table.ts';
import type { PodStatusDB, PodStatusTable } from './pod-status.table.ts';

/** The observed facts of each of `podIds` that reported any. */
export async function statusOf(db: Kysely<unknown>, podIds: readonly string[]): Promise<PodStatusTable[]> {
  if (podIds.length === 0) return [];
  return (db as Kysely<PodStatusDB>)
    .withSchema(liveSchema('pod_status'))
    .selectFrom('pod_status')
    .selectAll()
    .where('pod_id', 'in', [...podIds])
    .execute();
}

/** A live pod with what its live status is made of; the status and presence fields are null when it never reported. */
export type PodLiveFacts = {
  readonly pod_id: string;
  readonly client_id: string;
  readonly lock_out: boolean;
  readonly volume: number;
  readonly activity: PodStatusTable['activity'];
  readonly console: PodStatusTable['console'];
  readonly session_kind: string | null;
  readonly session_started_at: Date | null;
  readonly game_platform: string | null;
  readonly game_id: string | null;
  /** null: no heartbeat in the telemetry kept (a few days), or never. */
  readonly last_heartbeat_at: Date | null;
  readonly helper_ok: boolean | null;
  /** What the kiosk page last said of its link to the helper (null: never said). */
  readonly kiosk_helper: PodStatusTable['kiosk_helper'];
  readonly uptime_s: number | null;
  /** Someone (a player or a facilitator) is signed in on the pod: a pod session neither ended nor expired. */
  readonly in_use: boolean;
  /** Who signed in last of those open pod sessions (null when `in_use` is false). */
  readonly session_user_id: string | null;
  /** When that newest open pod session began (null when `in_use` is false). */
  readonly signed_in_at: Date | null;
  /** A pod session is open on the pod that its station does not hold (see `stuckSessionsOfPod`). */
  readonly stuck_session: boolean;
};

export type PodLiveFilter = {
  readonly podIds?: readonly string[];
  /** One client's pods (and one lab's): the same filter as `listPods`, so both can run at once. */
  readonly clientId?: string;
  /** The pods of these clients. */
  readonly clientIds?: readonly string[];
  readonly labId?: string;
  /** The clock `in_use` is judged by (the database's when not given). */
  readonly now?: Date;
};

const tables = () => ({
  pods: sql.table(`${liveSchema('pods')}.pods`),
  status: sql.table(`${liveSchema('pod_status')}.pod_status`),
  presence: sql.table(`${liveSchema('pod_presence')}.pod_presence`),
  sessions: sql.table(`${liveSchema('auth_sessions')}.auth_sessions`),
});

/**
 * Whether the pod session `a` is one its station does not hold, beside the pod's `pod_status`
 * row `s`: its kiosk page reported it stuck (a logout's ready wait ran out on it), or it was
 * signed in on a kiosk page other than the one the station vouches for (a page since
 * restarted, or a pod-key holder's own). A session whose page is unknown counts only when
 * reported.
 */
const NOT_HELD = sql`(a.stuck_reported_at is not null or (s.kiosk_page_session is not null
  and a.kiosk_session_hash is not null and a.kiosk_session_hash <> s.kiosk_page_session))`;

/** The live columns of `PodLiveFacts` and the joins they come from, for pods aliased `p`. */
function liveFactsOf(t: ReturnType<typeof tables>, now: Date | undefined) {
  const at = now ? sql`${now}::timestamptz` : sql`now()`;
  const open = sql`a.pod_id = p.id and a.kind = 'pod' and a.ended_at is null and a.expires_at > ${at}`;
  return {
    columns: sql`s.activity, s.console, s.session_kind, s.session_started_at, s.game_platform, s.game_id,
      h.last_heartbeat_at, h.helper_ok, s.kiosk_helper, h.uptime_s,
      exists (select 1 from ${t.sessions} a where ${open}) as in_use,
      (select a.user_id from ${t.sessions} a where ${open} order by a.started_at desc limit 1) as session_user_id,
      (select max(a.started_at) from ${t.sessions} a where ${open}) as signed_in_at,
      exists (select 1 from ${t.sessions} a where ${open} and ${NOT_HELD}) as stuck_session`,
    joins: sql`left join ${t.status} s on s.pod_id = p.id left join ${t.presence} h on h.pod_id = p.id`,
  };
}

/** The filter's conditions on pods aliased `p`, each starting with `and`. */
function podConditions(filter: PodLiveFilter) {
  return sql.join(
    [
      filter.podIds ? sql`and p.id = any(${[...filter.podIds]}::text[])` : sql``,
      filter.clientId !== undefined ? sql`and p.client_id = ${filter.clientId}` : sql``,
      filter.clientIds ? sql`and p.client_id = any(${[...filter.clientIds]}::text[])` : sql``,
      filter.labId !== undefined ? sql`and p.lab_id = ${filter.labId}` : sql``,
    ],
    sql` `,
  );
}

/**
 * Live (not deleted) pods joined with their `pod_status` and `pod_presence` rows: with whether a
 * pod session is open on it (`auth_sessions`): four read models, each rebuilt on its own, read together. Throws Postgres 42P01 when one of them
 * has not been created yet (its worker never ran); callers treat that as "no status yet".
 */
export async function podLiveFacts(db: Kysely<unknown>, filter: PodLiveFilter = {}): Promise<PodLiveFacts[]> {
  if (filter.podIds?.length === 0 || filter.clientIds?.length === 0) return [];
  const t = tables();
  const live = liveFactsOf(t, filter.now);
  const { rows } = await sql<PodLiveFacts>`
    select p.id as pod_id, p.client_id, p.lock_out, p.volume, ${live.columns}
    from ${t.pods} p ${live.joins}
    where not p.deleted ${podConditions(filter)}`.execute(db);
  return rows;
}

/** `listPodsWithFacts`' statement: each pod's row with its live columns, in the pods list's order. */
export function podsWithFactsSql(
  filter: Pick<PodLiveFilter, 'clientId' | 'labId' | 'now'>,
): RawBuilder<PodTable & Omit<PodLiveFacts, 'pod_id'>> {
  const t = tables();
  const live = liveFactsOf(t, filter.now);
  return sql<PodTable & Omit<PodLiveFacts, 'pod_id'>>`
    select p.*, ${live.columns}
    from ${t.pods} p ${live.joins}
    where not p.deleted ${podConditions(filter)}
    order by ${POD_LIST_ORDER}`;
}

/** A listed pod: its row and its live facts (null fields when it never reported). */
export type PodListEntry = { readonly pod: PodTable; readonly facts: PodLiveFacts };

/**
 * `listPods` and `podLiveFacts` of the same pods in one query: the pods list's rows in its
 * order, each with its live facts. Throws 42P01 like `podLiveFacts` while a status read
 * model has not been created yet.
 */
export async function listPodsWithFacts(
  db: Kysely<unknown>,
  filter: Pick<PodLiveFilter, 'clientId' | 'labId' | 'now'>,
): Promise<PodListEntry[]> {
  const { rows } = await podsWithFactsSql(filter).execute(db);
  // copied column by column: two rest patterns per row took several times as long on 5,000 pods
  return rows.map((r) => {
    const pod = {} as Record<keyof PodTable, unknown>;
    for (const k of POD_KEYS) pod[k] = r[k];
    const facts: PodLiveFacts = {
      pod_id: r.id,
      client_id: r.client_id,
      lock_out: r.lock_out,
      volume: r.volume,
      activity: r.activity,
      console: r.console,
      session_kind: r.session_kind,
      session_started_at: r.session_started_at,
      game_platform: r.game_platform,
      game_id: r.game_id,
      last_heartbeat_at: r.last_heartbeat_at,
      helper_ok: r.helper_ok,
      kiosk_helper: r.kiosk_helper,
      uptime_s: r.uptime_s,
      in_use: r.in_use,
      session_user_id: r.session_user_id,
      signed_in_at: r.signed_in_at,
      stuck_session: r.stuck_session,
    };
    return { pod: pod as PodTable, facts };
  });
}

/** The pods table's columns: what a pod is, copied out of a row joined with its live columns. */
const POD_KEYS = Object.keys(podColumns) as (keyof PodTable)[];

/**
 * The pod sessions open on a live pod at `now` that its station does not hold: reported stuck
 * by its kiosk page, or signed in on another kiosk page than the one the station vouches for.
 * Staff may end these from the console; a session the station holds is never among them.
 */
export async function stuckSessionsOfPod(db: Kysely<unknown>, podId: string, now: Date): Promise<AuthSessionTable[]> {
  const t = tables();
  const { rows } = await sql<AuthSessionTable>`
    select a.* from ${t.sessions} a
    join ${t.pods} p on p.id = a.pod_id and not p.deleted
    left join ${t.status} s on s.pod_id = p.id
    where a.pod_id = ${podId} and a.kind = 'pod' and a.ended_at is null and a.expires_at > ${now}::timestamptz
      and ${NOT_HELD}
    order by a.started_at`.execute(db);
  return rows;
}

/** The kiosk page a pod's station vouches for (the sha256 of its session_id_key), or null when it vouched none. */
export async function vouchedKioskPage(db: Kysely<unknown>, podId: string): Promise<string | null> {
  const row = await (db as Kysely<PodStatusDB>)
    .withSchema(liveSchema('pod_status'))
    .selectFrom('pod_status')
    .select('kiosk_page_session')
    .where('pod_id', '=', podId)
    .executeTakeFirst();
  return row?.kiosk_page_session ?? null;
}
