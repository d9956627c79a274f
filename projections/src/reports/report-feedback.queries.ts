import { type RawBuilder, sql } from 'kysely';
import { inScope, type ReportScope, table } from './report-scope.ts';

// What players said in a report's window: the exit surveys started in it (their marks and
// comments) and the upcoming games they picked, from the surveys read model.

/** The surveys started in the window, as a derived table `v`. */
const surveysIn = (s: ReportScope) => sql`(select v.* from ${table('surveys', 'surveys')} v
  where v.started_at >= ${s.from}::timestamptz and v.started_at < ${s.to}::timestamptz and ${inScope('v', s)}) v`;

export type SurveyTotals = { surveys: number; rating: number | null };

/** How many surveys were started, and the mean overall-experience mark of those that gave one (one row). */
export function surveyTotalsSql(s: ReportScope): RawBuilder<SurveyTotals> {
  return sql<SurveyTotals>`select count(*)::int as surveys,
      avg(v.mark_overall_experience)::float8 as rating from ${surveysIn(s)}`;
}

export type ReportFeedbackRow = {
  at: Date;
  pod: string | null;
  player: string | null;
  cleanliness: number | null;
  network_speed: number | null;
  game_selection: number | null;
  overall_experience: number | null;
  comment: string | null;
};

/** Surveys that gave marks or a comment, newest first. */
export function feedbackRowsSql(s: ReportScope, limit = 200): RawBuilder<ReportFeedbackRow> {
  return sql<ReportFeedbackRow>`select v.started_at as at, p.license as pod, u.email as player,
      v.mark_cleanliness as cleanliness, v.mark_network_speed as network_speed,
      v.mark_game_selection as game_selection, v.mark_overall_experience as overall_experience,
      nullif(btrim(v.comment), '') as comment
    from ${surveysIn(s)}
      left join ${table('pods', 'pods')} p on p.id = v.pod_id
      left join ${table('users', 'users')} u on u.id = v.user_id
    where (v.mark_overall_experience is not null or nullif(btrim(v.comment), '') is not null)
    order by v.started_at desc, v.id desc limit ${limit}`;
}

export type UpcomingRow = { game_id: string; name: string | null; picks: number };

/** The upcoming games picked in the window's surveys, the most picked first. */
export function upcomingPicksSql(s: ReportScope): RawBuilder<UpcomingRow> {
  // a pick is a survey-only game of the catalogue, or one of the built-in upcoming list
  return sql<UpcomingRow>`select k.game_id, coalesce(ug.name, g.title) as name, count(*)::int as picks
    from ${table('surveys', 'survey_picks')} k
    join ${surveysIn(s)} on v.id = k.survey_id
    left join ${table('surveys', 'upcoming_games')} ug on ug.game_id = k.game_id
    left join ${table('games', 'games')} g on g.id = k.game_id
    group by k.game_id, ug.name, g.title, ug.position
    order by picks desc, ug.position nulls last, k.game_id`;
}
