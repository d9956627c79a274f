import { type RawBuilder, sql } from 'kysely';
import { byQuarters, type Span } from '../play-rollups/play-rollups.window.ts';
import type { SurveyTotals, UpcomingRow } from '../reports/report-feedback.queries.ts';
import { inScope, type ReportScope, table } from '../reports/report-scope.ts';

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** The quarter-hour rows of the scope whole in the window: a lab's, or the client's (lab ''), or every client's. */
const quartersIn = (s: ReportScope, inner: Span | null) =>
  inner
    ? sql`q.quarter >= ${ts(inner.from)} and q.quarter < ${ts(inner.to)}
      and ${s.clientId === undefined ? sql`true` : sql`q.client_id = ${s.clientId}`} and q.lab_id = ${s.labId ?? ''}`
    : sql`false`;

/** Surveys started at the window's ragged ends. */
const atEnds = (s: ReportScope, ends: readonly Span[]) =>
  ends.length === 0
    ? sql`false`
    : sql`(${sql.join(
        ends.map((e) => sql`(v.started_at >= ${ts(e.from)} and v.started_at < ${ts(e.to)})`),
        sql` or `,
      )}) and ${inScope('v', s)}`;

/** As `surveyTotalsSql`, from the rollups: the mean is the marks' sum over their count, as avg divides them. */
export function rollupSurveyTotalsSql(s: ReportScope): RawBuilder<SurveyTotals> {
  const c = byQuarters({ from: s.from, to: s.to });
  return sql<SurveyTotals>`select coalesce(sum(x.surveys), 0)::int as surveys,
      (sum(x.rating_sum)::numeric / nullif(sum(x.rated), 0)::numeric)::float8 as rating
    from (select q.surveys, q.rated, q.rating_sum from ${table('survey_rollups', 'survey_quarters')} q
        where ${quartersIn(s, c.inner)}
      union all
      select 1, case when v.mark_overall_experience is null then 0 else 1 end, coalesce(v.mark_overall_experience, 0)
      from ${table('survey_rollups', 'survey_answers')} v where ${atEnds(s, c.ends)}) x`;
}

/** As `upcomingPicksSql`, from the rollups. */
export function rollupUpcomingPicksSql(s: ReportScope): RawBuilder<UpcomingRow> {
  const c = byQuarters({ from: s.from, to: s.to });
  return sql<UpcomingRow>`select k.game_id, coalesce(ug.name, g.title) as name, k.picks
    from (select x.game_id, sum(x.picks)::int as picks from (
        select q.game_id, q.picks from ${table('survey_rollups', 'survey_pick_quarters')} q where ${quartersIn(s, c.inner)}
        union all
        select p.game_id, 1 from ${table('survey_rollups', 'survey_answers')} v cross join lateral jsonb_array_elements_text(v.picks::jsonb) p(game_id)
        where ${atEnds(s, c.ends)}) x group by 1) k
    left join ${table('surveys', 'upcoming_games')} ug on ug.game_id = k.game_id
    left join ${table('games', 'games')} g on g.id = k.game_id
    order by k.picks desc, ug.position nulls last, k.game_id`;
}
