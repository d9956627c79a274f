import {
  CompTimeGranted,
  CompTimeRevoked,
  GamePlayEnded,
  OrientationMarked,
  PaymentDisputeClosed,
  PaymentDisputed,
  PaymentRefunded,
  PaymentReversed,
  PaymentSucceeded,
  type StoredEvent,
  UserCreatedByStaff,
  UserDetailsFromSource,
  UserJoinedThroughSource,
  UserJoinedThroughSso,
  UserLoggedIn,
  UserLoggedOut,
  UserNameAsserted,
  UserPasswordChanged,
  UserPasswordRehashed,
  UserProfileUpdated,
  UserRegistered,
  UserSwitchChanged,
} from '@gamepod/events';
import {
  type AnyDB,
  type ApplyContext,
  bulkUpsert,
  defineProjection,
  on,
  type RowChange,
  rowProjection,
} from '@gamepod/log-runtime';
import { type Kysely, sql } from 'kysely';
import { usersMigrations } from './users.migrations.ts';
import {
  type UserCompTimeTable,
  type UserCredentialTable,
  type UserLoginTable,
  type UserTable,
  userColumns,
  userCompTimeColumns,
  userCountColumns,
  userCredentialColumns,
  userLoginColumns,
} from './users.table.ts';

const at = (e: StoredEvent) => new Date(e.metadata.occurred_at);
const fullName = (first: string, last: string | null) => [first, last].filter((p) => p).join(' ');
const staffOf = (e: StoredEvent) => (e.metadata.actor.kind === 'user' ? e.metadata.actor.user_id : null);

/**
 * The row of an account an outside identity made (a client's identity provider, directory or
 * library system): its fields as given, no phone, active, unverified, nothing played yet.
 */
function outsideAccount<F extends { first_name: string | null; last_name: string | null }>(
  e: StoredEvent,
  fields: F & { readonly dob: string | null },
) {
  const { first_name, last_name, ...rest } = fields;
  return {
    id: e.aggregate_id,
    ...rest,
    first_name: first_name ?? '',
    last_name,
    name: fullName(first_name ?? '', last_name),
    phone: null,
    stream_default: false,
    pro: false,
    is_active: true,
    email_verified_at: null,
    created_at: at(e),
    updated_at: at(e),
    time_play: 0,
    time_paid: 0,
    paid_play_time: 0,
    time_comp: 0,
  };
}

/** Each client's change in linked users over a batch's changed rows (a user may move between clients). */
export function linkedCountDeltas(changes: readonly RowChange<Pick<UserTable, 'client_id'>>[]): Map<string, number> {
  const deltas = new Map<string, number>();
  const add = (clientId: string | null | undefined, n: number) => {
    if (clientId) deltas.set(clientId, (deltas.get(clientId) ?? 0) + n);
  };
  for (const { before, after } of changes) {
    if (before?.client_id === after?.client_id) continue;
    add(before?.client_id, -1);
    add(after?.client_id, +1);
  }
  for (const [clientId, n] of deltas) if (n === 0) deltas.delete(clientId);
  return deltas;
}

/** Adds a batch's deltas to `user_counts`, one statement for every client it touched. */
async function countLinkedUsers(
  db: Kysely<AnyDB>,
  changes: readonly RowChange<UserTable>[],
  ctx: ApplyContext,
): Promise<void> {
  const rows = [...linkedCountDeltas(changes)].map(([client_id, linked]) => ({ client_id, linked }));
  await bulkUpsert(
    db,
    ctx.schema,
    {
      table: 'user_counts',
      keyColumn: 'client_id',
      columnTypes: userCountColumns,
      onConflict: (_column, excluded, current) => sql`${current} + ${excluded}`,
    },
    ['client_id', 'linked'],
    rows,
  );
  // a client back at none has no row, however the batches fell: a rebuild equals the live copy row for row
  const touched = rows.map((r) => r.client_id);
  if (touched.length > 0) {
    await sql`delete from ${sql.table(`${ctx.schema}.user_counts`)} where linked = 0 and client_id = any(${touched}::text[])`.execute(
      db,
    );
  }
}

const users = rowProjection<UserTable>({
  table: 'users',
  keyColumn: 'id',
  columnTypes: userColumns,
  afterWrite: countLinkedUsers,
  handlers: [
    on(UserRegistered, {
      key: (e) => e.aggregate_id,
      apply: (_row, e) => {
        const { password_hash: _secret, ...fields } = e.data;
        return {
          id: e.aggregate_id,
          ...fields,
          name: fullName(fields.first_name, fields.last_name),
          email_verified_at: null,
          created_at: at(e),
          updated_at: at(e),
          time_play: 0,
          time_paid: 0,
          paid_play_time: 0,
          time_comp: 0,
        };
      },
    }),
    on(UserPasswordChanged, {
      key: (e) => e.aggregate_id,
      apply: (row, e) => (row ? { ...row, updated_at: at(e) } : undefined),
    }),
    on(UserCreatedByStaff, {
      key: (e) => e.aggregate_id,
      apply: (_row, e) => {
        const { password_hash: _secret, name, ...fields } = e.data;
        return {
          id: e.aggregate_id,
          ...fields,
          first_name: name ?? '',
          last_name: null,
          name: name ?? '',
          email_verified_at: null,
          created_at: at(e),
          updated_at: at(e),
          time_play: 0,
          time_paid: 0,
          paid_play_time: 0,
          time_comp: 0,
        };
      },
    }),
    // an account its client's identity provider made: no phone, no birth date, no password row
    on(UserJoinedThroughSso, {
      key: (e) => e.aggregate_id,
      apply: (_row, e) => {
        const { protocol: _protocol, ...fields } = e.data;
        return outsideAccount(e, { ...fields, dob: null });
      },
    }),
    // an account a client's directory or library system made: no phone, no password row, maybe no email ('')
    on(UserJoinedThroughSource, {
      key: (e) => e.aggregate_id,
      apply: (_row, e) => {
        const { source: _source, birth_date, email, ...fields } = e.data;
        return outsideAccount(e, { ...fields, email: email ?? '', dob: birth_date });
      },
    }),
    on(UserDetailsFromSource, {
      key: (e) => e.aggregate_id,
      apply: (row, e) => {
        if (!row) return undefined;
        const { first_name, birth_date } = e.data;
        // the source's full name replaces first and last, as at the first sign-in
        const named = first_name === undefined ? {} : { first_name, last_name: null, name: fullName(first_name, null) };
        return { ...row, ...named, ...(birth_date === undefined ? {} : { dob: birth_date }), updated_at: at(e) };
      },
    }),
    on(UserNameAsserted, {
      key: (e) => e.aggregate_id,
      apply: (row, e) => {
        if (!row) return undefined;
        const first_name = e.data.first_name ?? row.first_name;
        const last_name = e.data.last_name ?? row.last_name;
        return { ...row, first_name, last_name, name: fullName(first_name, last_name), updated_at: at(e) };
      },
    }),
    on(UserProfileUpdated, {
      key: (e) => e.aggregate_id,
      apply: (row, e) => {
        if (!row) return undefined;
        const { name, ...fields } = e.data;
        // a new name is the whole name staff typed: it replaces first and last
        const named = name === undefined ? {} : { first_name: name ?? '', last_name: null, name: name ?? '' };
        return { ...row, ...fields, ...named, updated_at: at(e) };
      },
    }),
    on(UserSwitchChanged, {
      key: (e) => e.aggregate_id,
      apply: (row, e) => (row ? { ...row, [e.data.switch]: e.data.value, updated_at: at(e) } : undefined),
    }),
    on(CompTimeGranted, {
      key: (e) => e.aggregate_id,
      apply: (row, e) => (row ? { ...row, time_comp: row.time_comp + e.data.minutes } : undefined),
    }),
    on(CompTimeRevoked, {
      key: (e) => e.aggregate_id,
      apply: (row, e) => (row ? { ...row, time_comp: row.time_comp - e.data.minutes } : undefined),
    }),
    // bought time, credited once per payment intent, less what refunds and disputes take back
    on(PaymentSucceeded, {
      key: (e) => e.data.user_id,
      apply: (row, e) => (row ? { ...row, time_paid: row.time_paid + e.data.minutes } : undefined),
    }),
    on(PaymentRefunded, {
      key: (e) => e.data.user_id,
      apply: (row, e) => (row ? { ...row, time_paid: row.time_paid - e.data.minutes } : undefined),
    }),
    on(PaymentDisputed, {
      key: (e) => e.data.user_id,
      apply: (row, e) => (row ? { ...row, time_paid: row.time_paid - e.data.minutes } : undefined),
    }),
    on(PaymentReversed, {
      key: (e) => e.data.user_id,
      apply: (row, e) => (row ? { ...row, time_paid: row.time_paid - e.data.minutes } : undefined),
    }),
    on(PaymentDisputeClosed, {
      key: (e) => e.data.user_id,
      apply: (row, e) => (row ? { ...row, time_paid: row.time_paid + e.data.minutes } : undefined),
    }),
    // a play session on a pod (gp.evt.play.<pod>) counts for its player
    on(GamePlayEnded, {
      key: (e) => e.data.user_id,
      apply: (row, e) =>
        row
          ? {
              ...row,
              time_play: row.time_play + e.data.minutes,
              paid_play_time: row.paid_play_time + (e.data.paid ? e.data.minutes : 0),
            }
          : undefined,
    }),
  ],
});

/** A new account's sign-in row: its email and password hash, from a sign-up or staff. */
const firstCredentials = (e: StoredEvent<string, { email: string; password_hash: string }>): UserCredentialTable => ({
  user_id: e.aggregate_id,
  email: e.data.email,
  password_hash: e.data.password_hash,
  changed_at: at(e),
});

const credentials = rowProjection<UserCredentialTable>({
  table: 'user_credentials',
  keyColumn: 'user_id',
  columnTypes: userCredentialColumns,
  handlers: [
    on(UserRegistered, {
      key: (e) => e.aggregate_id,
      apply: (_row, e) => firstCredentials(e),
    }),
    on(UserPasswordChanged, {
      key: (e) => e.aggregate_id,
      apply: (row, e) => (row ? { ...row, password_hash: e.data.password_hash, changed_at: at(e) } : undefined),
    }),
    // the same password in a newer hash: when it was last changed stays as it was
    on(UserPasswordRehashed, {
      key: (e) => e.aggregate_id,
      apply: (row, e) => (row ? { ...row, password_hash: e.data.password_hash } : undefined),
    }),
    on(UserCreatedByStaff, {
      key: (e) => e.aggregate_id,
      apply: (_row, e) => firstCredentials(e),
    }),
    on(UserProfileUpdated, {
      key: (e) => (e.data.email === undefined ? null : e.aggregate_id),
      apply: (row, e) => (row && e.data.email ? { ...row, email: e.data.email } : undefined),
    }),
  ],
});

const compTimes = rowProjection<UserCompTimeTable>({
  table: 'user_comp_times',
  keyColumn: 'id',
  columnTypes: userCompTimeColumns,
  handlers: [
    on(CompTimeGranted, {
      key: (e) => e.data.comp_id,
      apply: (_row, e) => ({
        id: e.data.comp_id,
        user_id: e.aggregate_id,
        minutes: e.data.minutes,
        note: e.data.note,
        created_at: at(e),
        created_by: staffOf(e),
      }),
    }),
    on(CompTimeRevoked, {
      key: (e) => e.data.comp_id,
      apply: (row: UserCompTimeTable | undefined) => (row ? null : undefined),
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

const parts = [users, credentials, logins, compTimes];

/** Accounts, their password hashes (kept apart), each login's pod and orientation flags, and comp time entries. */
export const usersProjection = defineProjection({
  name: 'users',
  description:
    'Every account (profile, role, tenant, flags, time balances) without its password; the password hashes in their own table for the login lookup; one row per login with the orientations it still owes; one row per live comp time entry; each client’s number of linked users.',
  migrations: usersMigrations,
  tables: {
    users: userColumns,
    user_credentials: userCredentialColumns,
    user_logins: userLoginColumns,
    user_comp_times: userCompTimeColumns,
    user_counts: userCountColumns,
  },
  eventTypes: [...new Set(parts.flatMap((p) => p.eventTypes))],
  async apply(db, events, ctx) {
    for (const part of parts) await part.apply(db, events, ctx);
  },
});
