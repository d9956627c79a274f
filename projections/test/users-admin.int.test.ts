import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openTestEnv, type TestEnv } from '@gamepod/devkit';
import {
  type Actor,
  ClientDeployed,
  CompTimeGranted,
  CompTimeRevoked,
  type StoredEvent,
  UserCreatedByStaff,
  UserProfileUpdated,
  UserRegistered,
  UserSwitchChanged,
} from '@gamepod/events';
import { type Database, type EventsProjection, migrateProjectionSchema, openDatabase } from '@gamepod/log-runtime';
import { type Kysely, sql } from 'kysely';
import { sampleClientData } from '../../events/test/support/fleet-samples.ts';
import { applyEvents, commits } from '../../log-runtime/test/support/commits.ts';
import { clientsProjection } from '../src/clients/clients.projection.ts';
import {
  compTimesOfUser,
  listUsers,
  type UserListQuery,
  type UserSortColumn,
  usersPageQuery,
} from '../src/users/admin-users.queries.ts';
import { usersMigrations } from '../src/users/users.migrations.ts';
import { usersProjection } from '../src/users/users.projection.ts';
import { credentialsByEmail, userById } from '../src/users/users.queries.ts';

const HASH = 'scrypt$131072$8$1$c2FsdA$aGFzaA';
const STAFF: Actor = { kind: 'user', user_id: 'staff-1', role: 4 };
const _SYSTEM: Actor = { kind: 'system', name: 'test' };

const commit = commits();

const registered = (id: string, over: Partial<Parameters<typeof UserRegistered.of>[0]> = {}) =>
  commit('user', id, [
    UserRegistered.of({
      role: 1,
      client_id: 'c1',
      email: `${id}@example.com`,
      user_name: `${id}@example.com`,
      first_name: 'Pat',
      last_name: 'Player',
      phone: '555-123-4567',
      dob: '1990-05-31',
      stream_default: false,
      pro: false,
      is_active: true,
      password_hash: HASH,
      ...over,
    }),
  ]);

const byStaff = (id: string, over: Partial<Parameters<typeof UserCreatedByStaff.of>[0]> = {}) =>
  commit(
    'user',
    id,
    [
      UserCreatedByStaff.of({
        role: 2,
        client_id: 'c1',
        email: `${id}@example.com`,
        user_name: `${id}@example.com`,
        name: null,
        phone: null,
        dob: null,
        stream_default: false,
        pro: false,
        is_active: true,
        password_hash: HASH,
        ...over,
      }),
    ],
    STAFF,
  );

describe('the users read model, for the admin users screens', () => {
  let env: TestEnv;
  let database: Database;
  const apply = (p: EventsProjection, events: StoredEvent[]) => applyEvents(database.db, p, events);
  const list = (q: Partial<UserListQuery>) =>
    listUsers(database.db, {
      clientId: 'c1',
      search: null,
      sortBy: 'created_at',
      sortType: 'desc',
      limit: 10,
      offset: 0,
      ...q,
    });
  const ids = async (q: Partial<UserListQuery>) => (await list(q)).rows.map((r) => r.id);

  before(async () => {
    env = await openTestEnv();
    database = openDatabase(env.databaseUrl);
    // the first migration alone, with an account in it, so the second must carry it over
    const [first] = Object.entries(usersMigrations);
    await migrateProjectionSchema(database.db, 'rm_users', Object.fromEntries([first as [string, never]]));
    await sql`insert into rm_users.users (id, client_id, role, email, user_name, first_name, last_name, phone, dob,
        stream_default, pro, is_active, created_at, updated_at)
      values ('before', 'c1', 1, 'before@example.com', 'before@example.com', 'Early', 'Bird', '555-123-4567',
        '1990-05-31', false, false, true, '2025-01-01', '2025-01-01')`.execute(database.db);
    await migrateProjectionSchema(database.db, 'rm_users', usersMigrations);
    await migrateProjectionSchema(database.db, 'rm_clients', clientsProjection.migrations);
    await apply(clientsProjection, commit('client', 'c1', [ClientDeployed.of(sampleClientData({ email: 'c1@x.io' }))]));
  });
  after(async () => {
    await database.close();
    await env.close();
  });

  it('gives an account made before the migration its full name', async () => {
    assert.equal((await userById(database.db, 'before'))?.name, 'Early Bird');
  });

  it('keeps a staff-made account without name, phone or birth date, and lets it sign in', async () => {
    await apply(usersProjection, byStaff('fran', { name: null }));
    const row = await userById(database.db, 'fran');
    assert.deepEqual([row?.name, row?.first_name, row?.phone, row?.dob, row?.role], ['', '', null, null, 2]);
    assert.equal((await credentialsByEmail(database.db, 'fran@example.com'))?.password_hash, HASH);
  });

  it('applies an edit, a switch and comp time given and taken back, in one batch', async () => {
    await apply(usersProjection, [
      ...registered('robin', { first_name: 'Robin', last_name: 'Hood' }),
      ...commit('user', 'robin', [UserProfileUpdated.of({ email: 'robin@new.io', user_name: 'robin@new.io' })], STAFF),
      ...commit('user', 'robin', [UserSwitchChanged.of({ switch: 'pro', value: true })], STAFF),
      ...commit('user', 'robin', [CompTimeGranted.of({ comp_id: 'k1', minutes: 90, note: 'outage' })], STAFF),
      ...commit('user', 'robin', [CompTimeGranted.of({ comp_id: 'k2', minutes: 30, note: null })], STAFF),
      ...commit('user', 'robin', [CompTimeRevoked.of({ comp_id: 'k1', minutes: 90 })], STAFF),
    ]);
    const row = await userById(database.db, 'robin');
    assert.deepEqual(
      [row?.email, row?.name, row?.first_name, row?.pro, row?.time_comp],
      ['robin@new.io', 'Robin Hood', 'Robin', true, 30],
    );
    assert.ok(await credentialsByEmail(database.db, 'robin@new.io'));
    const comps = await compTimesOfUser(database.db, 'robin');
    assert.deepEqual(
      comps.map((c) => [c.id, c.minutes, c.note, c.created_by]),
      [['k2', 30, null, 'staff-1']],
    );
  });

  it('replaces first and last name with the whole name staff typed', async () => {
    await apply(usersProjection, commit('user', 'robin', [UserProfileUpdated.of({ name: 'Robin of Locksley' })]));
    const row = await userById(database.db, 'robin');
    assert.deepEqual([row?.name, row?.first_name, row?.last_name], ['Robin of Locksley', 'Robin of Locksley', null]);
  });

  describe('listUsers', () => {
    before(async () => {
      await apply(usersProjection, [
        ...registered('ann', { first_name: 'ann', last_name: 'Zed' }),
        ...registered('bob', { first_name: 'Bob', last_name: 'Garcia' }),
        ...registered('cat', { first_name: 'Cat', last_name: 'garcia_100%' }),
        ...registered('elsewhere', { client_id: 'c2', first_name: 'Eli', last_name: 'Garcia' }),
        ...registered('boss', { role: 4, client_id: null, first_name: 'Boss', last_name: 'Garcia' }),
      ]);
    });

    it('lists linked users only, newest first by default, with their client email', async () => {
      const { rows, total } = await list({});
      assert.deepEqual(
        rows.map((r) => r.id),
        ['cat', 'bob', 'ann', 'robin', 'fran', 'before'],
      );
      assert.equal(total, 6);
      assert.ok(rows.every((r) => r.client_email === 'c1@x.io'));
      assert.deepEqual(await ids({ clientId: null, search: 'garcia' }), ['elsewhere', 'cat', 'bob']);
    });

    it('searches email, user name and name, any case, taking % and _ literally', async () => {
      assert.deepEqual(await ids({ search: 'GARCIA' }), ['cat', 'bob']);
      assert.deepEqual(await ids({ search: 'a_100%' }), ['cat']);
      assert.deepEqual(await ids({ search: 'new.io' }), ['robin']);
      assert.deepEqual(await ids({ search: '%' }), ['cat']);
      assert.deepEqual(await ids({ search: 'nobody' }), []);
    });

    it('sorts by each column both ways, ties broken by id', async () => {
      assert.deepEqual(await ids({ sortBy: 'name', sortType: 'asc' }), [
        'fran',
        'ann',
        'bob',
        'cat',
        'before',
        'robin',
      ]);
      assert.deepEqual(await ids({ sortBy: 'name', sortType: 'desc' }), [
        'robin',
        'before',
        'cat',
        'bob',
        'ann',
        'fran',
      ]);
      assert.deepEqual(await ids({ sortBy: 'role', sortType: 'desc' }), [
        'fran',
        'robin',
        'cat',
        'bob',
        'before',
        'ann',
      ]);
      assert.deepEqual((await ids({ sortBy: 'is_active', sortType: 'asc' }))[0], 'ann');
      assert.deepEqual(await ids({ sortBy: 'email', sortType: 'asc' }), [
        'ann',
        'before',
        'bob',
        'cat',
        'fran',
        'robin',
      ]);
    });

    it('pages with limit and offset, and counts every match', async () => {
      const page = await list({ sortBy: 'email', sortType: 'asc', limit: 4, offset: 4 });
      assert.deepEqual(
        page.rows.map((r) => r.id),
        ['fran', 'robin'],
      );
      assert.equal(page.total, 6);
    });

    it("keeps each client's count of linked users as users join, move and are made in one batch", async () => {
      const counted = async () => {
        const { rows } = await sql<{ client_id: string; n: number }>`select client_id, count(*)::int as n
          from rm_users.users where client_id is not null group by client_id`.execute(database.db);
        return new Map(rows.map((r) => [r.client_id, r.n]));
      };
      const kept = async () => {
        const rows = await sql<{ client_id: string; linked: number }>`select client_id, linked
          from rm_users.user_counts where linked <> 0`.execute(database.db);
        return new Map(rows.rows.map((r) => [r.client_id, r.linked]));
      };
      await apply(usersProjection, [
        ...registered('mover', { client_id: 'c3' }),
        ...byStaff('made-and-moved', { client_id: 'c3' }),
        ...commit('user', 'made-and-moved', [UserProfileUpdated.of({ client_id: 'c4' })], STAFF),
      ]);
      await apply(usersProjection, commit('user', 'mover', [UserProfileUpdated.of({ client_id: 'c4' })], STAFF));
      await apply(usersProjection, commit('user', 'mover', [UserProfileUpdated.of({ phone: '555-000-1111' })], STAFF));
      assert.deepEqual(await kept(), await counted());
      assert.deepEqual([(await kept()).get('c3'), (await kept()).get('c4')], [undefined, 2]);
      const every = [...(await counted()).values()].reduce((a, b) => a + b, 0);
      assert.equal((await list({ clientId: null })).total, every);
      assert.equal((await list({ clientId: 'c4' })).total, 2);
      assert.equal((await list({ clientId: 'c3' })).total, 0);
      assert.equal((await list({ clientId: null, search: 'mover' })).total, 1);
    });
  });

  describe('the list can walk an index for every sort and search', () => {
    before(async () => {
      // another client with many users, so that only the per-client index suits client c1's list
      await sql`insert into rm_users.users (id, client_id, role, email, user_name, first_name, last_name, name,
          phone, dob, stream_default, pro, is_active, created_at, updated_at, time_play, time_paid, time_comp)
        select 'bulk' || i, 'c9', 1, 'bulk' || i || '@example.com', 'bulk' || i || '@example.com', 'Bulk', null,
          'Bulk ' || i, null, null, false, false, true, now(), now(), i, i, 0
        from generate_series(1, 3000) i`.execute(database.db);
      await sql`analyze rm_users.users`.execute(database.db);
    });

    /**
     * The plan Postgres picks when what `off` names is as good as forbidden (and `drop`'s
     * indexes are gone, until the rollback): a few thousand rows are still cheap to scan
     * whole, so forbidding that shows whether an index fits the query at all (an expression
     * that differs from the index's would not).
     */
    async function plan(q: Partial<UserListQuery>, off: readonly string[], drop: readonly string[] = []) {
      let explained = '';
      const rollback = new Error('rollback');
      await database.db
        .transaction()
        .execute(async (trx) => {
          for (const setting of off) await sql`select set_config(${setting}, 'off', true)`.execute(trx);
          // DDL is transactional: the indexes come back with the rollback
          for (const index of drop) await sql`drop index ${sql.table(`rm_users.${index}`)}`.execute(trx);
          const query = usersPageQuery(trx as unknown as Kysely<unknown>, {
            clientId: 'c1',
            search: null,
            sortBy: 'created_at',
            sortType: 'desc',
            limit: 10,
            offset: 0,
            ...q,
          });
          const rows = await query.explain();
          explained = rows.map((r) => String(Object.values(r)[0])).join('\n');
          throw rollback;
        })
        .catch((err: unknown) => {
          if (err !== rollback) throw err;
        });
      return explained;
    }

    const sorts: Array<[UserSortColumn, string]> = [
      ['created_at', 'created'],
      ['name', 'name'],
      ['email', 'email'],
      ['role', 'role'],
      ['time_play', 'play'],
      ['time_paid', 'paid'],
      ['is_active', 'active'],
    ];
    for (const [sortBy, label] of sorts) {
      it(`sorted by ${sortBy}, one client's or all`, async () => {
        const off = ['enable_seqscan', 'enable_sort'];
        assert.match(await plan({ sortBy, sortType: 'asc' }, off), new RegExp(`users_of_client_by_${label}\\b`));
        const all = await plan({ sortBy, sortType: 'desc', clientId: null }, off);
        assert.match(all, new RegExp(`Index Scan Backward using users_linked_by_${label}\\b`));
      });
    }

    it('searched', async () => {
      // with the sort indexes gone, a plan that uses no index for the search would scan the table
      const sortIndexes = sorts.flatMap(([, label]) => [`users_of_client_by_${label}`, `users_linked_by_${label}`]);
      const explained = await plan({ search: 'garc', clientId: null }, ['enable_seqscan'], sortIndexes);
      assert.match(explained, /Bitmap Index Scan on users_linked_search_trgm/);
    });
  });
});
