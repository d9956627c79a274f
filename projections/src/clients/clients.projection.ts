import {
  ClientDeployed,
  type ClientFields,
  ClientNavAdded,
  ClientSignInSourceSaved,
  ClientSsoSettingsSaved,
  ClientUpdated,
  type StoredEvent,
} from '@gamepod/events';
import { defineProjection, on, rowProjection } from '@gamepod/log-runtime';
import type { Static } from 'typebox';
import { clientSettingsRows } from './client-settings-rows.ts';
import { clientsMigrations } from './clients.migrations.ts';
import {
  type ClientNavTable,
  type ClientTable,
  clientColumns,
  clientNavColumns,
  clientSettingsColumns,
} from './clients.table.ts';

const fieldsOf = (d: Static<typeof ClientFields>) => ({
  name: d.name,
  first_name: d.first_name,
  last_name: d.last_name,
  email: d.email,
  phone: d.phone,
  phone2: d.phone2,
  address1: d.address1,
  address2: d.address2,
  city: d.city,
  state: d.state,
  zip: d.zip,
  note: d.note,
  date_of_birth: d.date_of_birth,
  is_active: d.is_active,
});

const at = (e: StoredEvent) => new Date(e.metadata.occurred_at);

const clients = rowProjection<ClientTable>({
  table: 'clients',
  keyColumn: 'id',
  columnTypes: clientColumns,
  handlers: [
    on(ClientDeployed, {
      key: (e) => e.aggregate_id,
      apply: (_row, e) => ({
        id: e.aggregate_id,
        ...fieldsOf(e.data),
        sso_active: false,
        sso_entity: null,
        sso_login: null,
        sso_logout: null,
        sso_certs: null,
        sign_in_source: 'password',
        created_at: at(e),
        updated_at: at(e),
      }),
    }),
    on(ClientUpdated, {
      key: (e) => e.aggregate_id,
      apply: (row, e) => (row ? { ...row, ...fieldsOf(e.data), updated_at: at(e) } : undefined),
    }),
    on(ClientSsoSettingsSaved, {
      key: (e) => e.aggregate_id,
      apply: (row, e) =>
        row
          ? {
              ...row,
              sso_active: e.data.active,
              sso_entity: e.data.entity,
              sso_login: e.data.login,
              sso_logout: e.data.logout,
              sso_certs: e.data.certs,
              updated_at: at(e),
            }
          : undefined,
    }),
    on(ClientSignInSourceSaved, {
      key: (e) => e.aggregate_id,
      apply: (row, e) => (row ? { ...row, sign_in_source: e.data.source, updated_at: at(e) } : undefined),
    }),
  ],
});

const navs = rowProjection<ClientNavTable>({
  table: 'client_navs',
  keyColumn: 'nav_id',
  columnTypes: clientNavColumns,
  handlers: [
    on(ClientNavAdded, {
      key: (e) => e.data.nav_id,
      apply: (_row, e) => ({
        nav_id: e.data.nav_id,
        client_id: e.aggregate_id,
        license: e.data.license,
        letter: e.data.license.slice(0, 1),
      }),
    }),
  ],
});

/**
 * Clients, their navs and their Account Settings: the clients screens, client details, the
 * pod form's nav select, and the logo and theme the kiosks show.
 */
export const clientsProjection = defineProjection({
  name: 'clients',
  description:
    'Every client (contact fields, active flag, SSO settings, which kind of sign-in source it uses), its seat licences (navs) and its Account Settings (logo, theme, audio, LED defaults).',
  migrations: clientsMigrations,
  tables: { clients: clientColumns, client_navs: clientNavColumns, client_settings: clientSettingsColumns },
  eventTypes: [...clients.eventTypes, ...navs.eventTypes, ...clientSettingsRows.eventTypes],
  async apply(db, events, ctx) {
    await clients.apply(db, events, ctx);
    await navs.apply(db, events, ctx);
    await clientSettingsRows.apply(db, events, ctx);
  },
});
