import type { Kysely, Migration } from 'kysely';

export const webhookEndpointsMigrations: Record<string, Migration> = {
  '2026-12-07T12:00_create_webhook_endpoints': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('webhook_endpoints')
        .addColumn('endpoint_id', 'text', (c) => c.primaryKey())
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('event_types', 'jsonb', (c) => c.notNull())
        .addColumn('active', 'boolean', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('secret_hint', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute();
      // the reaction finds a client's active endpoints for each event
      await db.schema.createIndex('webhook_endpoints_by_client').on('webhook_endpoints').column('client_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('webhook_endpoints').execute();
    },
  },
};

export const webhookDeliveriesMigrations: Record<string, Migration> = {
  '2026-12-07T12:00_create_webhook_deliveries': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('webhook_deliveries')
        .addColumn('delivery_id', 'text', (c) => c.primaryKey())
        .addColumn('endpoint_id', 'text', (c) => c.notNull())
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('lane_id', 'text', (c) => c.notNull())
        .addColumn('event_type', 'text', (c) => c.notNull())
        .addColumn('payload', 'jsonb', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull())
        .addColumn('last_status_code', 'integer')
        .addColumn('last_error', 'text')
        .addColumn('last_attempt_at', 'timestamptz')
        .addColumn('next_attempt_at', 'timestamptz')
        .addColumn('queued_at', 'timestamptz', (c) => c.notNull())
        .addColumn('delivered_at', 'timestamptz')
        .execute();
      // the console lists an endpoint's newest deliveries
      await db.schema
        .createIndex('webhook_deliveries_by_endpoint')
        .on('webhook_deliveries')
        .columns(['endpoint_id', 'queued_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('webhook_deliveries').execute();
    },
  },
};
