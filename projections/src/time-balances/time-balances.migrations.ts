import type { Kysely, Migration } from 'kysely';

export const timeBalancesMigrations: Record<string, Migration> = {
  '2027-01-20T11:00_create_time_balances': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('time_balances')
        .addColumn('user_id', 'text', (c) => c.primaryKey())
        .addColumn('paid_minutes', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('comp_minutes', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('used_minutes', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('pending_launch', 'text')
        .addColumn('playing_launch', 'text')
        .addColumn('playing_pod', 'text')
        .addColumn('playing_since', 'timestamptz')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('time_balances').execute();
    },
  },
};
