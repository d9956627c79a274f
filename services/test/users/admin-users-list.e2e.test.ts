import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { clientById, usersProjection } from '@gamepod/projections';
import { assertRefused, body, seedUser, USERS_API } from '../support/admin-users-fixtures.ts';
import { type FleetServices, openFleetServices } from '../support/fleet-admin.ts';

type Row = {
  id: string;
  email: string;
  name: string | null;
  user_role_id: number;
  is_active: 0 | 1;
  client_id: string | null;
  formatted_created_at_tz: string;
  client: { id: string; email: string | null } | null;
  player: { pro: 0 | 1; time_play: number; time_paid: number } | null;
};
type Page = { users: Row[]; current_page: number; last_page: number; total_rows: number; status_text: string };

// client A's 23 users: first letters a…w, alternating case, so that every collation orders
// names and emails the same way; roles cycle through 1, 2, 3, 5
const LETTERS = 'abcdefghijklmnopqrstuvw';
const ROLES = [1, 2, 3, 5];

describe('GET /admin/kiosk/users', () => {
  let f: FleetServices;
  let clientA: string;
  let clientB: string;
  /** Client A's users in the order they were made (oldest first). */
  const made: Array<{ id: string; letter: string; role: number }> = [];
  const list = async (query: string, token?: string) => {
    const res = await f.get(`${USERS_API}?${query}`, token ?? (await f.token(3, clientA)));
    assert.equal(res.statusCode, 200, res.body);
    return body<Page>(res).data;
  };
  const ids = async (query: string, token?: string) => (await list(query, token)).users.map((u) => u.id);

  before(async () => {
    f = await openFleetServices({ extra: [usersProjection] });
    clientA = await f.deployClient();
    clientB = await f.deployClient();
    for (const [i, letter] of [...LETTERS].entries()) {
      const role = ROLES[i % ROLES.length] ?? 1;
      const first = i % 2 === 0 ? letter.toUpperCase() : letter;
      const last = i === 3 || i === 7 ? 'Garcia' : 'Smith';
      const id = await seedUser(f, {
        role,
        client_id: clientA,
        email: `${letter}${process.pid}x${i}@list.test`,
        name: `${first}${letter}${letter} ${last}`,
      });
      made.push({ id, letter, role });
    }
    for (let i = 0; i < 3; i++) await seedUser(f, { client_id: clientB, name: `B ${i}` });
    // a super admin belongs to no client: never listed
    await seedUser(f, { role: 4, client_id: null, name: 'Zed Garcia' });
  });
  after(() => f.close());

  it("gives a client admin their client's 23 users, 10 a page, newest first, with the footer text", async () => {
    const first = await list('');
    assert.deepEqual(
      first.users.map((u) => u.id),
      made
        .slice(-10)
        .reverse()
        .map((m) => m.id),
    );
    assert.deepEqual([first.current_page, first.last_page, first.total_rows], [1, 3, 23]);
    assert.equal(first.status_text, 'Showing 1 to 10 of 23 entries');
    const last = await list('page=3');
    assert.equal(last.users.length, 3);
    assert.equal(last.status_text, 'Showing 21 to 23 of 23 entries');
    assert.equal((await list('page=4')).status_text, 'Showing 0 to 0 of 23 entries');
    assert.deepEqual(
      await ids('client_id=0'),
      first.users.map((u) => u.id),
    );
    assert.deepEqual(
      await ids(`client_id=${clientA}`),
      first.users.map((u) => u.id),
    );
  });

  it('shows each user with role, client email and, for players only, the player block', async () => {
    const { users } = await list('length=100');
    const clientEmail = (await clientById(f.deps.db, clientA))?.email;
    for (const u of users) {
      assert.deepEqual(u.client, { id: clientA, email: clientEmail ?? null });
      assert.equal(u.player === null, u.user_role_id !== 1, u.id);
      assert.match(u.formatted_created_at_tz, /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)$/);
    }
    const player = users.find((u) => u.player !== null);
    assert.deepEqual(
      player?.player && [player.player.pro, player.player.time_play, player.player.time_paid],
      [0, 0, 0],
    );
  });

  it('gives a super admin every linked user, or one client’s, never the unlinked super admin', async () => {
    const sup = await f.superAdmin();
    const all = await list('length=100', sup);
    assert.equal(all.total_rows, 26);
    assert.ok(all.users.every((u) => u.client_id !== null));
    assert.equal((await list('client_id=', sup)).total_rows, 26);
    assert.equal((await list(`client_id=${clientB}`, sup)).total_rows, 3);
    assert.deepEqual(await ids('search=garcia&sort_by=name', sup), [made[3]?.id, made[7]?.id]);
  });

  it('searches email, user name and name, whatever the case', async () => {
    assert.deepEqual(await ids('search=GARCIA&sort_by=name'), [made[3]?.id, made[7]?.id]);
    assert.deepEqual(await ids(`search=${encodeURIComponent(`e${process.pid}x4@`)}`), [made[4]?.id]);
    assert.deepEqual((await list('search=%25')).total_rows, 0);
    assert.deepEqual(await ids('search=nobody-here'), []);
  });

  it('sorts by name and email either way, case aside', async () => {
    const byLetter = [...made].sort((a, b) => a.letter.localeCompare(b.letter)).map((m) => m.id);
    for (const sort_by of ['name', 'email', 'user_name']) {
      assert.deepEqual(await ids(`sort_by=${sort_by}&length=100`), byLetter, sort_by);
      assert.deepEqual(await ids(`sort_by=${sort_by}&sort_type=desc&length=100`), [...byLetter].reverse(), sort_by);
    }
  });

  it('sorts by role and signed-up date, ties by id', async () => {
    const byRole = [...made].sort((a, b) => a.role - b.role || (a.id < b.id ? -1 : 1)).map((m) => m.id);
    assert.deepEqual(await ids('sort_by=role&length=100'), byRole);
    assert.deepEqual(await ids('sort_by=user_role_id&sort_type=DESC&length=100'), [...byRole].reverse());
    assert.deepEqual(
      await ids('sort_by=created_at&sort_type=asc&length=100'),
      made.map((m) => m.id),
    );
  });

  it('sorts by play time, paid time and active, then by id', async () => {
    const byId = made.map((m) => m.id).sort();
    for (const sort_by of ['time_play', 'time_paid']) {
      assert.deepEqual(await ids(`sort_by=${sort_by}&length=100`), byId, sort_by);
    }
    const target = made[5]?.id ?? '';
    const off = { user_id: target, type: 'is_active', value: 0, tbl: 'user' };
    const res = await f.post(`${USERS_API}/update_switches`, off, await f.token(3, clientA));
    assert.equal(res.statusCode, 200, res.body);
    const active = await ids('sort_by=is_active&length=100');
    assert.deepEqual(active, [target, ...byId.filter((id) => id !== target)]);
    assert.equal((await ids('sort_by=is_active&sort_type=desc&length=100')).at(-1), target);
  });

  it("shows 'Pro' data for a pro player", async () => {
    const player = made.find((m) => m.role === 1)?.id ?? '';
    const on = { user_id: player, type: 'pro', value: 1, tbl: 'player' };
    const res = await f.post(`${USERS_API}/update_switches`, on, await f.superAdmin());
    assert.equal(res.statusCode, 200, res.body);
    const row = (await list('length=100')).users.find((u) => u.id === player);
    assert.equal(row?.player?.pro, 1);
  });

  it('formats the signed-up time in the given time zone', async () => {
    const utc = (await list('length=1')).users[0]?.formatted_created_at_tz;
    const tokyo = (await list('length=1&user_timezone=Asia/Tokyo')).users[0]?.formatted_created_at_tz;
    assert.notEqual(utc, tokyo);
  });

  it('answers bad input 400 naming the field', async () => {
    const token = await f.token(3, clientA);
    const bad: Array<[string, string]> = [
      ['sort_by=password', 'sort_by'],
      ['sort_type=up', 'sort_type'],
      ['length=0', 'length'],
      ['length=101', 'length'],
      ['page=0', 'page'],
      ['page=x', 'page'],
      ['client_id=not-a-client', 'client_id'],
      [`search=${'x'.repeat(101)}`, 'search'],
      ['user_timezone=Mars/Olympus', 'user_timezone'],
      ['colour=red', 'colour'],
    ];
    for (const [query, field] of bad) {
      await assertRefused(f, () => f.get(`${USERS_API}?${query}`, token), 400, field);
    }
  });
});

describe('GET /admin/kiosk/roles', () => {
  let f: FleetServices;
  before(async () => {
    f = await openFleetServices();
  });
  after(() => f.close());

  it('gives a super admin all five roles and a client admin all but super admin', async () => {
    const sup = body<{ roles: unknown[] }>(await f.get('/api/v1/admin/kiosk/roles', await f.superAdmin())).data.roles;
    assert.deepEqual(sup, [
      { id: 1, value: 'Player', role_name: 'player' },
      { id: 2, value: 'Facilitator', role_name: 'facilitator' },
      { id: 3, value: 'Client Admin', role_name: 'admin' },
      { id: 4, value: 'Super Admin', role_name: 'superadmin' },
      { id: 5, value: 'Restricted Admin', role_name: 'restricted' },
    ]);
    const client = await f.deployClient();
    const mine = body<{ roles: Array<{ id: number }> }>(
      await f.get('/api/v1/admin/kiosk/roles', await f.token(3, client)),
    );
    assert.deepEqual(
      mine.data.roles.map((r) => r.id),
      [1, 2, 3, 5],
    );
  });
});
