import { ClientDeployed, ClientUpdated, SessionEnded, SessionReportedStuck, SessionStarted } from '@gamepod/events';
import { defineProjection } from '../runtime/projection.ts';
import { on, rowProjection } from '../runtime/row-projection.ts';
import { authSessionsMigrations } from './auth-sessions.migrations.ts';
import {
  type AuthSessionTable,
  authSessionColumns,
  type ClientAccessTable,
  clientAccessColumns,
} from './auth-sessions.table.ts';

const rows = rowProjection<AuthSessionTable>({
  table: 'auth_sessions',
  keyColumn: 'token_hash',
  columnTypes: authSessionColumns,
  handlers: [
    on(SessionStarted, {
      key: (e) => e.aggregate_id,
      apply: (_row, e) => ({
        token_hash: e.aggregate_id,
        user_id: e.data.user_id,
        role: e.data.role,
        client_id: e.data.client_id,
        pod_id: e.data.pod_id,
        kind: e.data.kind,
        started_at: new Date(e.metadata.occurred_at),
        expires_at: new Date(e.data.expires_at),
        ended_at: null,
        end_reason: null,
        kiosk_session_hash: e.data.kiosk_session_hash,
        stuck_reported_at: null,
      }),
    }),
    on(SessionEnded, {
      key: (e) => e.aggregate_id,
      // an end for a session we never saw start changes nothing
      apply: (row, e) =>
        row && row.ended_at === null
          ? { ...row, ended_at: new Date(e.metadata.occurred_at), end_reason: e.data.reason }
          : undefined,
    }),
    on(SessionReportedStuck, {
      key: (e) => e.aggregate_id,
      apply: (row, e) =>
        row && row.ended_at === null && row.stuck_reported_at === null
          ? { ...row, stuck_reported_at: new Date(e.metadata.occurred_at) }
          : undefined,
    }),
  ],
});

// a client's active flag, read from its own events: a read model never reads another one
const clients = rowProjection<ClientAccessTable>({
  table: 'client_access',
  keyColumn: 'client_id',
  columnTypes: clientAccessColumns,
  handlers: [
    on(ClientDeployed, {
      key: (e) => e.aggregate_id,
      apply: (_row, e) => ({ client_id: e.aggregate_id, is_active: e.data.is_active }),
    }),
    on(ClientUpdated, {
      key: (e) => e.aggregate_id,
      apply: (row, e) =>
        row?.is_active === e.data.is_active ? undefined : { client_id: e.aggregate_id, is_active: e.data.is_active },
    }),
  ],
});

/** Sessions by token hash: what the API's auth guard reads on every authenticated request. */
export const authSessionsProjection = defineProjection({
  name: 'auth_sessions',
  description:
    "Every issued session token (by sha256), its user, role, tenant, pod, expiry and end, and each client's active flag. Backs request authentication.",
  migrations: authSessionsMigrations,
  tables: { auth_sessions: authSessionColumns, client_access: clientAccessColumns },
  eventTypes: [...rows.eventTypes, ...clients.eventTypes],
  async apply(db, events, ctx) {
    await rows.apply(db, events, ctx);
    await clients.apply(db, events, ctx);
  },
});
