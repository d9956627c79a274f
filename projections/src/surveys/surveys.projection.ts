import {
  type StoredEvent,
  SurveyCommentSaved,
  SurveyGroupSaved,
  SurveyRatingsSaved,
  SurveyStarted,
  SurveyUpcomingGamesPicked,
  UpcomingGamesSeeded,
} from '@gamepod/events';
import {
  type AnyDB,
  type ApplyContext,
  bulkUpsert,
  defineProjection,
  on,
  type RowProjectionSpec,
  rowProjection,
} from '@gamepod/log-runtime';
import { type Kysely, sql } from 'kysely';
import { surveysMigrations } from './surveys.migrations.ts';
import {
  type SurveyTable,
  surveyColumns,
  surveyPickColumns,
  type UpcomingGameTable,
  upcomingGameColumns,
} from './surveys.table.ts';

const at = (e: StoredEvent) => new Date(e.metadata.occurred_at);

/** How each event changes a survey's row; the survey rollups fold surveys by the same rules. */
export const surveyHandlers: RowProjectionSpec<SurveyTable>['handlers'] = [
  on(SurveyStarted, {
    key: (e) => e.aggregate_id,
    apply: (_row, e) => ({
      id: e.aggregate_id,
      ...e.data,
      mark_cleanliness: null,
      mark_network_speed: null,
      mark_game_selection: null,
      mark_overall_experience: null,
      survey_group: null,
      survey_count: null,
      comment: null,
      started_at: at(e),
      updated_at: at(e),
    }),
  }),
  on(SurveyRatingsSaved, {
    key: (e) => e.aggregate_id,
    apply: (row, e) => (row ? { ...row, ...e.data, updated_at: at(e) } : undefined),
  }),
  on(SurveyGroupSaved, {
    key: (e) => e.aggregate_id,
    apply: (row, e) => (row ? { ...row, ...e.data, updated_at: at(e) } : undefined),
  }),
  on(SurveyCommentSaved, {
    key: (e) => e.aggregate_id,
    apply: (row, e) => (row ? { ...row, comment: e.data.comment, updated_at: at(e) } : undefined),
  }),
];

const surveys = rowProjection<SurveyTable>({
  table: 'surveys',
  keyColumn: 'id',
  columnTypes: surveyColumns,
  handlers: surveyHandlers,
});

/** Step 2 replaces a survey's picks: the last pick of a batch wins, then one delete and one insert. */
async function applyPicks(db: Kysely<AnyDB>, events: readonly StoredEvent[], ctx: ApplyContext): Promise<void> {
  const picks = new Map<string, readonly string[]>();
  for (const e of events) {
    if (e.type !== SurveyUpcomingGamesPicked.type) continue;
    picks.set(e.aggregate_id, (e.data as { upcoming_games: string[] }).upcoming_games);
  }
  if (picks.size === 0) return;
  await sql`delete from ${sql.table(`${ctx.schema}.survey_picks`)} where survey_id = any(${[...picks.keys()]}::text[])`.execute(
    db,
  );
  const rows = [...picks].flatMap(([survey, games]) => [...new Set(games)].map((game) => [survey, game] as const));
  if (rows.length === 0) return;
  await sql`insert into ${sql.table(`${ctx.schema}.survey_picks`)} (survey_id, game_id)
    select * from unnest(${rows.map((r) => r[0])}::text[], ${rows.map((r) => r[1])}::text[])`.execute(db);
}

/** The seed lists the games in the order the survey shows them; a later seed replaces the list. */
async function applySeeds(db: Kysely<AnyDB>, events: readonly StoredEvent[], ctx: ApplyContext): Promise<void> {
  const seeds = events.filter((e) => e.type === UpcomingGamesSeeded.type);
  const last = seeds.at(-1)?.data as { games: Array<{ game_id: string; name: string; image_url: string }> } | undefined;
  if (!last) return;
  await sql`delete from ${sql.table(`${ctx.schema}.upcoming_games`)}`.execute(db);
  const byId = new Map<string, UpcomingGameTable>();
  last.games.forEach((g, position) => {
    if (!byId.has(g.game_id)) byId.set(g.game_id, { ...g, position });
  });
  await bulkUpsert(
    db,
    ctx.schema,
    { table: 'upcoming_games', keyColumn: 'game_id', columnTypes: upcomingGameColumns },
    ['game_id', 'name', 'image_url', 'position'],
    [...byId.values()],
  );
}

/** Exit surveys step by step, the games each picked, and the upcoming games the survey offers. */
export const surveysProjection = defineProjection({
  name: 'surveys',
  description:
    'Every exit survey (ratings, group play, comment) with its pod, lab, client and player; the upcoming games each picked; the upcoming games offered.',
  migrations: surveysMigrations,
  tables: { surveys: surveyColumns, survey_picks: surveyPickColumns, upcoming_games: upcomingGameColumns },
  eventTypes: [...surveys.eventTypes, SurveyUpcomingGamesPicked.type, UpcomingGamesSeeded.type],
  async apply(db, events, ctx) {
    await surveys.apply(db, events, ctx);
    await applyPicks(db, events, ctx);
    await applySeeds(db, events, ctx);
  },
});
