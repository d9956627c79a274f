import {
  OrientationMarked,
  type StoredEvent,
  UserLoggedIn,
  UserLoggedOut,
  UserPasswordChanged,
  UserRegistered,
} from '@gamepod/events';
import { defineProjection } from '../runtime/projection.ts';
import { on, rowProjection } from '../runtime/row-projection.ts';
import { usersMigrations } from './users.migrations.ts';
import {
  type UserCredentialTable,
  type UserLoginTable,
  type UserTable,
  userColumns,
  userCredentialColumns,
  userLoginColumns,
} from './users.table.ts';

const at = (e: StoredEvent) => new Date(e.metadata.occurred_at);

const users = rowProjection<UserTable>({
  table: 'users',
  keyColumn: 'id',
  columnTypes: userColumns,
  handlers: [
    on(UserRegistered, {
      key: (e) => e.aggregate_id,
      apply: (_row, e) => {
        const { password_hash: _secret, ...fields } = e.data;
        return {
          id: e.aggregate_id,
          ...fields,
          email_verified_at: null,
          created_at: at(e),
          updated_at: at(e),
          time_play: 0,
          time_paid: 0,
          time_comp: 0,
        };
      },
    }),
    on(UserPasswordChanged, {
      key: (e) => e.aggregate_id,
      apply: (row, e) => (row ? { ...row, updated_at: at(e) } : undefined),
    }),
  ],
});

const credentials = rowProjection<UserCredentialTable>({
  table: 'user_credentials',
  keyColumn: 'user_id',
  columnTypes: userCredentialColumns,
  handlers: [
    on(UserRegistered, {
      key: (e) => e.aggregate_id,
      apply: (_row, e) => ({
        user_id: e.aggregate_id,
        email: e.data.email,
        password_hash: e.data.password_hash,
        changed_at: at(e),
      }),
    }),
    on(UserPasswordChanged, {
      key: (e) => e.aggregate_id,
      apply: (row, e) => (row ? { ...row, password_hash: e.data.password_hash, changed_at: at(e) } : undefined),
    }),
  ],
});

const logins = rowProjection<UserLoginTable>({
  table: 'user_logins',
  keyColumn: 'token_hash',
  columnTypes: userLoginColumns,
  handlers: [
    on(UserLoggedIn, {
      key: (e) => e.data.token_hash,
      // every login starts owing both orientations; the kiosk shows the one its lab's mode needs
      apply: (_row, e) => ({
        token_hash: e.data.token_hash,
        user_id: e.data.user_id,
        pod_id: e.data.pod_id,
        kind: e.data.kind,
        via: e.data.via,
        logged_in_at: at(e),
        logged_out_at: null,
        logout_reason: null,
        is_orientation: true,
        is_orientation_paid: true,
      }),
    }),
    on(UserLoggedOut, {
      key: (e) => e.data.token_hash,
      apply: (row, e) =>
        row && row.logged_out_at === null ? { ...row, logged_out_at: at(e), logout_reason: e.data.reason } : undefined,
    }),
    on(OrientationMarked, {
      key: (e) => e.data.token_hash,
      apply: (row, e) => {
        if (!row) return undefined;
        return e.data.type === 'free' ? { ...row, is_orientation: false } : { ...row, is_orientation_paid: false };
      },
    }),
  ],
});

/** Accounts, their password hashes (kept apart), and each login's pod and orientation flags. */
export const usersProjection = defineProjection({
  name: 'users',
  description:
    'Every account (profile, role, tenant, flags, time balances) without its password; the password hashes in their own table for the login lookup; one row per login with the orientations it still owes.',
  migrations: usersMigrations,
  tables: { users: userColumns, user_credentials: userCredentialColumns, user_logins: userLoginColumns },
  eventTypes: [...new Set([...users.eventTypes, ...credentials.eventTypes, ...logins.eventTypes])],
  async apply(db, events, ctx) {
    await users.apply(db, events, ctx);
    await credentials.apply(db, events, ctx);
    await logins.apply(db, events, ctx);
  },
});
