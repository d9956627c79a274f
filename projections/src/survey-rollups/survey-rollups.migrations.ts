import type { Kysely, Migration } from 'kysely';

export const surveyRollupsMigrations: Record<string, Migration> = {
  '2027-03-01T10:00_create_survey_rollups': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('survey_answers')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('lab_id', 'text', (c) => c.notNull())
        .addColumn('started_at', 'timestamptz', (c) => c.notNull())
        .addColumn('mark_overall_experience', 'smallint')
        .addColumn('picks', 'text', (c) => c.notNull())
        .execute();
      // a window's ragged ends: a client's (or every client's) surveys of a few minutes
      await db.schema
        .createIndex('survey_answers_by_client')
        .on('survey_answers')
        .columns(['client_id', 'started_at'])
        .execute();
      await db.schema.createIndex('survey_answers_by_start').on('survey_answers').column('started_at').execute();
      await db.schema
        .createTable('survey_quarters')
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('lab_id', 'text', (c) => c.notNull())
        .addColumn('quarter', 'timestamptz', (c) => c.notNull())
        .addColumn('surveys', 'integer', (c) => c.notNull())
        .addColumn('rated', 'integer', (c) => c.notNull())
        .addColumn('rating_sum', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('survey_quarters_pk', ['client_id', 'lab_id', 'quarter'])
        .execute();
      await db.schema.createIndex('survey_quarters_by_quarter').on('survey_quarters').column('quarter').execute();
      await db.schema
        .createTable('survey_pick_quarters')
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('lab_id', 'text', (c) => c.notNull())
        .addColumn('quarter', 'timestamptz', (c) => c.notNull())
        .addColumn('game_id', 'text', (c) => c.notNull())
        .addColumn('picks', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('survey_pick_quarters_pk', ['client_id', 'lab_id', 'quarter', 'game_id'])
        .execute();
      await db.schema
        .createIndex('survey_pick_quarters_by_quarter')
        .on('survey_pick_quarters')
        .column('quarter')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('survey_pick_quarters').execute();
      await db.schema.dropTable('survey_quarters').execute();
      await db.schema.dropTable('survey_answers').execute();
    },
  },
};
