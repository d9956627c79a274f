import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { podsProjection, usersProjection } from '@gamepod/projections';
import {
  assertRefused,
  body,
  createUser,
  freshEmail,
  REQUIRED_MESSAGE,
  STAFF_PASSWORD,
  USERS_API,
  userForm,
} from '../support/admin-users-fixtures.ts';
import { type FleetServices, openFleetServices } from '../support/fleet-admin.ts';

type UserView = {
  id: string;
  email: string;
  name: string | null;
  phone: string | null;
  dob: string | null;
  user_role_id: number;
  client_id: string | null;
  player: { pro: number; time_comp: number; time_balance: number } | null;
};

describe('Create User, User Detail and Edit User', () => {
  let f: FleetServices;
  let clientA: string;
  let clientB: string;
  let sup: string;
  const save = (form: Record<string, unknown>, token = sup) => f.post(`${USERS_API}/save`, form, token);
  const update = (id: string, form: Record<string, unknown>, token = sup) =>
    f.post(`${USERS_API}/update`, { ...form, edit_id: id }, token);
  const adminLogin = (email: string, password = STAFF_PASSWORD) =>
    f.post('/api/v1/admin/login', { username: email, password });

  before(async () => {
    // signing in reads the pods read model too (the other pods a user is on)
    f = await openFleetServices({ extra: [usersProjection, podsProjection] });
    clientA = await f.deployClient();
    clientB = await f.deployClient();
    sup = await f.superAdmin();
  });
  after(() => f.close());

  describe('POST /admin/kiosk/users/save', () => {
    it('creates a player with every field and replies with the user', async () => {
      const form = userForm(1, clientA, { name: ' Robin Hood ', email: 'Robin.Hood@Example.com' });
      const res = await save(form);
      assert.equal(res.statusCode, 200, res.body);
      const { user_id, user } = body<{ user_id: string; user: UserView }>(res).data;
      assert.equal(user.id, user_id);
      assert.deepEqual(
        [user.email, user.name, user.phone, user.dob, user.user_role_id, user.client_id],
        ['robin.hood@example.com', 'Robin Hood', '555-123-4567', '05/31/1990', 1, clientA],
      );
      assert.deepEqual(user.player && [user.player.pro, user.player.time_comp], [0, 0]);
    });

    it('asks a player and a client admin for client, name, email, passwords, birth date and phone', async () => {
      for (const role of [1, 3]) {
        for (const field of ['client_id', 'name', 'email', 'password', 'password_again', 'dob', 'phone']) {
          const form = userForm(role, clientA, { [field]: '' });
          await assertRefused(f, () => save(form), 400, field, REQUIRED_MESSAGE);
        }
        await assertRefused(f, () => save(userForm(role, clientA, { user_role: null })), 400, 'user_role');
      }
    });

    it('needs only client, email and passwords for facilitators and restricted admins', async () => {
      for (const role of [2, 5]) {
        const form = userForm(role, clientA, { name: '', dob: null, phone: '' });
        const res = await save(form);
        assert.equal(res.statusCode, 200, res.body);
        const { user } = body<{ user: UserView }>(res).data;
        assert.deepEqual([user.name, user.dob, user.phone, user.player], [null, null, null, null]);
        await assertRefused(f, () => save(userForm(role, null, { name: '' })), 400, 'client_id', REQUIRED_MESSAGE);
      }
    });

    it('makes a super admin with no client (a client_id sent is ignored) and no name, birth date or phone', async () => {
      const form = userForm(4, clientA, { name: '', dob: '', phone: '' });
      const res = await save(form);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(body<{ user: UserView }>(res).data.user.client_id, null);
      // and the new super admin can sign in to the console with the password given
      const login = await adminLogin(String(form.email));
      assert.equal(login.statusCode, 200, login.body);
    });

    it("puts a client admin's users on their own client, and refuses them a super admin (403)", async () => {
      const token = await f.token(3, clientA);
      const { client_id: _none, ...form } = userForm(1, null);
      const res = await save(form, token);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(body<{ user: UserView }>(res).data.user.client_id, clientA);
      await assertRefused(f, () => save(userForm(4, null), token), 403);
      await assertRefused(f, () => save(userForm(1, clientB), token), 403);
    });

    it('answers an email already taken, in any case, 409 naming email', async () => {
      const { email } = await createUser(f, sup, userForm(2, clientA));
      const res = await assertRefused(
        f,
        () => save(userForm(1, clientB, { email: email.toUpperCase() })),
        409,
        'email',
      );
      assert.equal(body(res).message, 'The email has already been taken.');
    });

    it('answers malformed fields 400 naming them, appending nothing', async () => {
      const bad: Array<[Record<string, unknown>, string]> = [
        [{ password: 'short7!', password_again: 'short7!' }, 'password'],
        [{ password_again: 'something-else' }, 'password_again'],
        [{ dob: '5/31/1990' }, 'dob'],
        [{ dob: '13/40/1990' }, 'dob'],
        [{ dob: '01/01/2999' }, 'dob'],
        [{ dob: '05/31/19900' }, 'dob'],
        [{ phone: '5551234567' }, 'phone'],
        [{ phone: '555-123-45678' }, 'phone'],
        [{ email: 'not-an-email' }, 'email'],
        [{ user_role: 7 }, 'user_role'],
        [{ user_role: '3' }, 'user_role'],
        [{ client_id: 'not-a-client' }, 'client_id'],
        [{ nickname: 'x' }, 'nickname'],
      ];
      for (const [over, field] of bad) await assertRefused(f, () => save(userForm(1, clientA, over)), 400, field);
    });

    it('answers an unknown client 404, appending nothing', async () => {
      const unknown = '01938a2b-0000-7000-8000-000000000009';
      const res = await assertRefused(f, () => save(userForm(1, unknown)), 404, 'client_id');
      assert.equal(body(res).message, 'Client not found');
    });
  });

  describe('GET /admin/kiosk/users/edit', () => {
    it('gives a player with their player block, client, comp times and the roles the caller may give', async () => {
      const { id } = await createUser(f, sup, userForm(1, clientA));
      const added = await f.post(`${USERS_API}/add_comp_time`, { user_id: id, minutes: 45, note: 'late start' }, sup);
      assert.equal(added.statusCode, 200, added.body);
      const res = await f.get(`${USERS_API}/edit?user_id=${id}`, await f.token(3, clientA));
      assert.equal(res.statusCode, 200, res.body);
      const data = body<{
        user: UserView;
        player: UserView['player'];
        client: { id: string; email: string } | null;
        timecomps: Array<{ comp_minutes: number; note: string; FormattedCreatedAt: string }>;
        extra: { is_player: number; roles: Array<{ id: number }> };
      }>(res).data;
      assert.equal(data.user.id, id);
      assert.deepEqual(data.player, data.user.player);
      assert.equal(data.player?.time_balance, 45);
      assert.equal(data.client?.id, clientA);
      assert.deepEqual(
        data.timecomps.map((c) => [c.comp_minutes, c.note]),
        [[45, 'late start']],
      );
      assert.match(data.timecomps[0]?.FormattedCreatedAt ?? '', /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)$/);
      assert.deepEqual([data.extra.is_player, data.extra.roles.map((r) => r.id)], [1, [1, 2, 3, 5]]);
    });

    it('gives a facilitator without a player block, and answers an unknown user 404', async () => {
      const { id } = await createUser(f, sup, userForm(2, clientA));
      const data = body<{ player: unknown; extra: { is_player: number } }>(
        await f.get(`${USERS_API}/edit?user_id=${id}`, sup),
      ).data;
      assert.deepEqual([data.player, data.extra.is_player], [null, 0]);
      const missing = await f.get(`${USERS_API}/edit?user_id=01938a2b-0000-7000-8000-000000000009`, sup);
      assert.equal(missing.statusCode, 404);
      await assertRefused(f, () => f.get(`${USERS_API}/edit?user_id=nope`, sup), 400, 'user_id');
    });
  });

  describe('POST /admin/kiosk/users/update', () => {
    it('changes name and email, frees the old email, and keeps the password when left empty', async () => {
      const form = userForm(3, clientA);
      const { id, email } = await createUser(f, sup, form);
      const newEmail = freshEmail('renamed');
      const res = await update(id, { ...form, name: 'New Name', email: newEmail, password: '', password_again: '' });
      assert.equal(res.statusCode, 200, res.body);
      const { user } = body<{ user: UserView }>(res).data;
      assert.deepEqual([user.name, user.email], ['New Name', newEmail]);
      assert.equal((await adminLogin(newEmail)).statusCode, 200);
      assert.equal((await adminLogin(email)).statusCode, 401);
      await createUser(f, sup, userForm(2, clientA, { email }));
      await assertRefused(f, () => save(userForm(2, clientA, { email: newEmail })), 409, 'email');
    });

    it("sets a new password and ends the user's open sessions", async () => {
      const form = userForm(3, clientA);
      const { id, email } = await createUser(f, sup, form);
      const login = await adminLogin(email);
      const { token } = body<{ token: string }>(login).data;
      assert.equal((await f.get('/api/v1/admin/kiosk/roles', token)).statusCode, 200);
      const res = await update(id, { ...form, password: 'brand-new-pass', password_again: 'brand-new-pass' });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal((await f.get('/api/v1/admin/kiosk/roles', token)).statusCode, 401);
      assert.equal((await adminLogin(email)).statusCode, 401);
      assert.equal((await adminLogin(email, 'brand-new-pass')).statusCode, 200);
    });

    it('needs birth date and phone from players only, and no password', async () => {
      const admin = userForm(3, clientA);
      const { id: adminId } = await createUser(f, sup, admin);
      const edited = { ...admin, dob: '', phone: '', password: '', password_again: '' };
      assert.equal((await update(adminId, edited)).statusCode, 200);
      const player = userForm(1, clientA);
      const { id: playerId } = await createUser(f, sup, player);
      for (const field of ['dob', 'phone', 'name', 'email']) {
        const form = { ...player, password: '', password_again: '', [field]: '' };
        await assertRefused(f, () => update(playerId, form), 400, field, REQUIRED_MESSAGE);
      }
      const short = { ...player, password: 'short', password_again: 'short' };
      await assertRefused(f, () => update(playerId, short), 400, 'password');
      const mismatch = { ...player, password: 'long-enough-1', password_again: 'long-enough-2' };
      await assertRefused(f, () => update(playerId, mismatch), 400, 'password_again');
      const onlyAgain = { ...player, password: '', password_again: 'long-enough-2' };
      await assertRefused(f, () => update(playerId, onlyAgain), 400, 'password', REQUIRED_MESSAGE);
    });

    it('refuses an email another user has (409), a client admin making a super admin (403), an unknown user (404)', async () => {
      const other = await createUser(f, sup, userForm(2, clientA));
      const form = userForm(1, clientA);
      const { id } = await createUser(f, sup, form);
      await assertRefused(f, () => update(id, { ...form, email: other.email }), 409, 'email');
      const token = await f.token(3, clientA);
      await assertRefused(f, () => update(id, { ...form, user_role: 4 }, token), 403);
      await assertRefused(f, () => update(id, { ...form, client_id: clientB }, token), 403);
      await assertRefused(f, () => update('01938a2b-0000-7000-8000-000000000009', form), 404, 'user_id');
      await assertRefused(f, () => f.post(`${USERS_API}/update`, form, sup), 400, 'edit_id');
    });

    it('lets a super admin move a user to another client', async () => {
      const form = userForm(1, clientA);
      const { id } = await createUser(f, sup, form);
      const res = await update(id, { ...form, client_id: clientB });
      assert.equal(body<{ user: UserView }>(res).data.user.client_id, clientB);
      // and their old client's admin no longer reaches them
      const token = await f.token(3, clientA);
      await assertRefused(f, () => f.get(`${USERS_API}/edit?user_id=${id}`, token), 403);
    });
  });
});
