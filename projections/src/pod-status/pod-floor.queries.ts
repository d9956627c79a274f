import { liveSchema } from '@gamepod/log-runtime';
import { type Kysely, sql } from 'kysely';

/**
 * What a pod's floor tile adds to its live facts: the game it plays now (the pod's latest play
 * session still playing), its player's paid time, and the next reservation of the pod not yet
 * over. Null fields where there is none.
 */
export type PodFloorFacts = {
  readonly pod_id: string;
  readonly play_game_id: string | null;
  readonly play_platform: string | null;
  readonly play_xd: string | null;
  readonly play_started_at: Date | null;
  readonly play_user_id: string | null;
  readonly reservation_start_at: Date | null;
  readonly reservation_end_at: Date | null;
  readonly reservation_group: string | null;
  /** The IANA zone the reservation's times were typed in (its lab's). */
  readonly reservation_timezone: string | null;
};

/**
 * The floor facts of `podIds` at `now`: play_sessions and reservations read together (a query
 * may join read models; no projection reads another). Throws 42P01 while one of them has not
 * been created yet; callers read that as "nothing known".
 */
export async function podFloorFacts(
  db: Kysely<unknown>,
  podIds: readonly string[],
  now: Date,
): Promise<PodFloorFacts[]> {
  if (podIds.length === 0) return [];
  const plays = sql.table(`${liveSchema('play_sessions')}.play_sessions`);
  const held = sql.table(`${liveSchema('reservations')}.reservation_pods`);
  const reservations = sql.table(`${liveSchema('reservations')}.reservations`);
  const { rows } = await sql<PodFloorFacts>`
    select ids.pod_id,
      ps.game_id as play_game_id, ps.platform as play_platform, ps.xd as play_xd,
      ps.started_at as play_started_at, ps.user_id as play_user_id,
      rv.start_at as reservation_start_at, rv.end_at as reservation_end_at, rv.group_name as reservation_group,
      rv.timezone as reservation_timezone
    from unnest(${[...podIds]}::text[]) as ids(pod_id)
    left join lateral (
      select s.game_id, s.platform, s.xd, s.started_at, s.user_id from ${plays} s
      where s.pod_id = ids.pod_id and s.status = 'playing'
      order by s.started_at desc nulls last limit 1
    ) ps on true
    left join lateral (
      select h.start_at, h.end_at, r.group_name, r.timezone from ${held} h
      join ${reservations} r on r.id = h.reservation_id
      where h.pod_id = ids.pod_id and h.end_at > ${now}::timestamptz
      order by h.start_at limit 1
    ) rv on true`.execute(db);
  return rows;
}
