import { type RawBuilder, sql } from 'kysely';
import { type ReportScope, table } from '../reports/report-scope.ts';

// The reports' queue figures: every place that joined a lab's queue inside the window (a place
// belongs to the window and the hour it joined in, as a play session belongs to the one it
// started in). A wait is the time from joining to the first seat offered ("you're up"); a
// place never offered one has no wait. Abandoned: left before a seat was offered, or removed
// by staff. A place that left while holding an offer is neither a no-show nor abandoned.

/** One group's queue figures; waits in seconds (null: nobody in it was offered a seat). */
export type QueueFigures = {
  places: number;
  offered: number;
  seated: number;
  no_shows: number;
  abandoned: number;
  wait_p50: number | null;
  wait_p90: number | null;
};

/** A lab's queue figures for one local hour of the day. */
export type QueueHourGroup = QueueFigures & { lab_id: string; lab: string | null; hour: number };

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const WAIT = sql`extract(epoch from (q.offered_at - q.joined_at))`;

const figures = sql`count(*)::int as places,
  count(q.offered_at)::int as offered,
  count(*) filter (where q.outcome = 'taken')::int as seated,
  count(*) filter (where q.outcome = 'no_show')::int as no_shows,
  count(*) filter (where q.outcome = 'removed' or (q.outcome = 'left' and q.offered_at is null))::int as abandoned,
  (percentile_cont(0.5) within group (order by ${WAIT}))::float8 as wait_p50,
  (percentile_cont(0.9) within group (order by ${WAIT}))::float8 as wait_p90`;

/** The places of the scope's labs that joined in the window. */
const placesIn = (s: ReportScope) => sql`${table('lab_queue_waits', 'lab_queue_places')} q
  join ${table('labs', 'labs')} l on l.id = q.lab_id
  where q.joined_at >= ${ts(s.from)} and q.joined_at < ${ts(s.to)}
    and ${s.clientId === undefined ? sql`true` : sql`l.client_id = ${s.clientId}`}
    and ${s.labId === undefined ? sql`true` : sql`q.lab_id = ${s.labId}`}`;

/** The queue figures of the whole scope (one row; waits are percentiles over every place, not over the hours). */
export function queueTotalsSql(s: ReportScope): RawBuilder<QueueFigures> {
  return sql<QueueFigures>`select ${figures} from ${placesIn(s)}`;
}

/** The queue figures per lab and local hour of joining (user_timezone), labs by name, then hour. */
export function queueByLabHourSql(s: ReportScope): RawBuilder<QueueHourGroup> {
  const hour = sql`extract(hour from q.joined_at at time zone ${s.timeZone})::int`;
  return sql<QueueHourGroup>`select q.lab_id, min(l.lab_name) as lab, ${hour} as hour, ${figures}
    from ${placesIn(s)}
    group by q.lab_id, 3
    order by min(l.lab_name), q.lab_id, 3`;
}
