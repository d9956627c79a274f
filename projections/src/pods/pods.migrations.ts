import { type Kysely, type Migration, sql } from 'kysely';

const notDeleted = sql<boolean>`not deleted`;

export const podsMigrations: Record<string, Migration> = {
  '2026-11-24T10:00_create_pods': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('pods')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('lab_id', 'text', (c) => c.notNull())
        .addColumn('pod_id_key', 'text', (c) => c.notNull())
        .addColumn('mac_address', 'text', (c) => c.notNull())
        .addColumn('ip_address', 'text', (c) => c.notNull())
        .addColumn('pod_type_id', 'integer', (c) => c.notNull())
        .addColumn('nav_id', 'text', (c) => c.notNull())
        .addColumn('nav_id_left', 'text')
        .addColumn('nav_id_right', 'text')
        .addColumn('nav_id_rear', 'text')
        .addColumn('lan_ip', 'text')
        .addColumn('wan_ip', 'text')
        .addColumn('license', 'text')
        .addColumn('letter', 'text')
        .addColumn('seat', 'text', (c) => c.notNull())
        .addColumn('xd1', 'text', (c) => c.notNull())
        .addColumn('xd2', 'text', (c) => c.notNull())
        .addColumn('note', 'text')
        .addColumn('is_active', 'boolean', (c) => c.notNull())
        .addColumn('with_keyboard', 'boolean', (c) => c.notNull())
        .addColumn('pro', 'boolean', (c) => c.notNull())
        .addColumn('lock_out', 'boolean', (c) => c.notNull())
        .addColumn('volume', 'integer', (c) => c.notNull())
        .addColumn('deleted', 'boolean', (c) => c.notNull())
        .addColumn('kiosk_session_hash', 'text')
        .addColumn('remote_id_key', 'text')
        .addColumn('kiosk_session_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute();
      // the pods list: one lab of one client (admin), or every lab of one client (super admin's client view)
      await db.schema
        .createIndex('pods_by_client_lab')
        .on('pods')
        .columns(['client_id', 'lab_id'])
        .where(notDeleted)
        .execute();
      // the deploy screen's MAC check, and the kiosk's lookups by its key and by its session
      await db.schema.createIndex('pods_by_mac').on('pods').column('mac_address').where(notDeleted).execute();
      await db.schema.createIndex('pods_by_key').on('pods').column('pod_id_key').where(notDeleted).execute();
      await db.schema
        .createIndex('pods_by_kiosk_session')
        .on('pods')
        .column('kiosk_session_hash')
        .where(sql.ref('kiosk_session_hash'), 'is not', null)
        .execute();
      // a nav learned late fills in the licence of the pods that use it
      await db.schema.createIndex('pods_by_nav').on('pods').column('nav_id').execute();

      await db.schema
        .createTable('pod_commands')
        .addColumn('command_id', 'text', (c) => c.primaryKey())
        .addColumn('pod_id', 'text', (c) => c.notNull())
        .addColumn('command_type', 'text', (c) => c.notNull())
        .addColumn('command_value', 'text')
        .addColumn('command_platform', 'text')
        .addColumn('request_pod_id', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('message', 'text')
        .addColumn('issued_by', 'text')
        .addColumn('issued_at', 'timestamptz', (c) => c.notNull())
        .addColumn('completed_at', 'timestamptz')
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .execute();
      // a pod's recent commands, newest first
      await db.schema
        .createIndex('pod_commands_by_pod')
        .on('pod_commands')
        .columns(['pod_id', 'issued_at desc'])
        .execute();

      await db.schema
        .createTable('pod_navs')
        .addColumn('nav_id', 'text', (c) => c.primaryKey())
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('license', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('pod_navs').execute();
      await db.schema.dropTable('pod_commands').execute();
      await db.schema.dropTable('pods').execute();
    },
  },
  // the phone's QR login and /kiosk/validate/remote find the pod by the remote id it shows
  '2026-12-10T09:00_index_pods_by_remote_id': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('pods_by_remote_id')
        .on('pods')
        .column('remote_id_key')
        .where(sql.ref('remote_id_key'), 'is not', null)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('pods_by_remote_id').execute();
    },
  },
};
