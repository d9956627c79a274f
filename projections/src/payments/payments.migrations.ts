import { type Kysely, type Migration, sql } from 'kysely';
import type { AnyDB } from '../db.ts';

export const paymentsMigrations: Record<string, Migration> = {
  '2027-01-20T12:00_create_payments': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('payments')
        .addColumn('intent_id', 'text', (c) => c.primaryKey())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('lab_id', 'text', (c) => c.notNull())
        .addColumn('pod_id', 'text', (c) => c.notNull())
        .addColumn('offer_id', 'text', (c) => c.notNull())
        .addColumn('offer_name', 'text', (c) => c.notNull())
        .addColumn('minutes', 'integer', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('provider_status', 'text')
        .addColumn('failure', 'text')
        .addColumn('save_card', 'boolean', (c) => c.notNull())
        .addColumn('existing_method', 'boolean', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('paid_at', 'timestamptz')
        .execute();
      // User Detail's Offer Payments: a player's paid ones, newest first
      await db.schema.createIndex('payments_by_user').on('payments').columns(['user_id', 'paid_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('payments').execute();
    },
  },
  '2027-03-01T09:00_index_payments_by_client': {
    async up(db: Kysely<unknown>) {
      // reports: a client's (or lab's) paid time over a window
      await db.schema
        .createIndex('payments_by_client')
        .on('payments')
        .columns(['client_id', 'paid_at'])
        .where(sql.ref('status'), '=', 'paid')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('payments_by_client').execute();
    },
  },
  '2027-06-01T09:00_payment_outcomes': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('payments')
        .addColumn('accepted_at', 'timestamptz')
        .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('minutes_taken_back', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('dispute_status', 'text')
        .execute();
      // before processing stopped counting as paid, a payment was taken when it was paid
      await (db as Kysely<AnyDB>)
        .updateTable('payments')
        .set({ accepted_at: sql.ref('paid_at') })
        .where('paid_at', 'is not', null)
        .execute();
      // User Detail's Offer Payments: a player's taken ones, newest first
      await db.schema
        .createIndex('payments_by_user_accepted')
        .on('payments')
        .columns(['user_id', 'accepted_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('payments_by_user_accepted').execute();
      await db.schema
        .alterTable('payments')
        .dropColumn('accepted_at')
        .dropColumn('refunded_cents')
        .dropColumn('minutes_taken_back')
        .dropColumn('dispute_status')
        .execute();
    },
  },
};
