import type { Kysely, Migration } from 'kysely';

export const surveysMigrations: Record<string, Migration> = {
  '2026-12-10T11:00_create_surveys': {
    async up(db: Kysely<unknown>) {
      let surveys = db.schema
        .createTable('surveys')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('pod_id', 'text', (c) => c.notNull())
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('lab_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text');
      for (const mark of ['mark_cleanliness', 'mark_network_speed', 'mark_game_selection', 'mark_overall_experience'])
        surveys = surveys.addColumn(mark, 'smallint');
      await surveys
        .addColumn('survey_group', 'boolean')
        .addColumn('survey_count', 'smallint')
        .addColumn('comment', 'text')
        .addColumn('started_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute();
      // the survey reports read one client (or lab) over a date range
      await db.schema.createIndex('surveys_by_client').on('surveys').columns(['client_id', 'started_at']).execute();

      await db.schema
        .createTable('survey_picks')
        .addColumn('survey_id', 'text', (c) => c.notNull())
        .addColumn('game_id', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('survey_picks_pk', ['survey_id', 'game_id'])
        .execute();
      await db.schema.createIndex('survey_picks_by_game').on('survey_picks').column('game_id').execute();

      await db.schema
        .createTable('upcoming_games')
        .addColumn('game_id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('image_url', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('upcoming_games').execute();
      await db.schema.dropTable('survey_picks').execute();
      await db.schema.dropTable('surveys').execute();
    },
  },
  '2026-12-28T10:05_index_surveys_by_pod': {
    async up(db: Kysely<unknown>) {
      // the pod dashboard's Player Feedback reads one pod's comments, newest first
      await db.schema.createIndex('surveys_by_pod').on('surveys').columns(['pod_id', 'updated_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('surveys_by_pod').execute();
    },
  },
};
