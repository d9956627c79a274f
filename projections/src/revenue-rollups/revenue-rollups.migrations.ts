import { type Kysely, type Migration, sql } from 'kysely';

export const revenueRollupsMigrations: Record<string, Migration> = {
  '2027-03-01T09:30_create_revenue_rollups': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('revenue_payments')
        .addColumn('intent_id', 'text', (c) => c.primaryKey())
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('lab_id', 'text', (c) => c.notNull())
        .addColumn('offer_name', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('paid_at', 'timestamptz')
        .addColumn('minutes', 'integer', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('refunded_cents', 'integer', (c) => c.notNull())
        .addColumn('minutes_taken_back', 'integer', (c) => c.notNull())
        .addColumn('dispute_status', 'text')
        .execute();
      // a window's ragged ends: a client's (or every client's) payments of a few minutes
      await db.schema
        .createIndex('revenue_payments_by_client')
        .on('revenue_payments')
        .columns(['client_id', 'paid_at'])
        .where(sql.ref('paid_at'), 'is not', null)
        .execute();
      await db.schema
        .createIndex('revenue_payments_by_paid')
        .on('revenue_payments')
        .column('paid_at')
        .where(sql.ref('paid_at'), 'is not', null)
        .execute();
      await db.schema
        .createTable('revenue_quarters')
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('lab_id', 'text', (c) => c.notNull())
        .addColumn('quarter', 'timestamptz', (c) => c.notNull())
        .addColumn('offer_name', 'text', (c) => c.notNull())
        .addColumn('payments', 'integer', (c) => c.notNull())
        .addColumn('minutes', 'bigint', (c) => c.notNull())
        .addColumn('cents', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('revenue_quarters_pk', ['client_id', 'lab_id', 'quarter', 'offer_name'])
        .execute();
      await db.schema.createIndex('revenue_quarters_by_quarter').on('revenue_quarters').column('quarter').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('revenue_quarters').execute();
      await db.schema.dropTable('revenue_payments').execute();
    },
  },
};
