import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import { clientsProjection, timeBalancesProjection } from '@gamepod/projections';
import {
  assertRefused,
  body,
  createUser,
  REQUIRED_MESSAGE,
  STAFF_PASSWORD,
  USERS_API,
  userForm,
} from '../support/admin-users-fixtures.ts';
import { type IdentityServices, type KioskPod, openIdentityServices } from '../support/identity-fixtures.ts';
import type { TestClient } from '../support/pod-fixtures.ts';

type UserView = {
  id: string;
  is_active: number;
  player: { pro: number; stream_default: number; time_comp: number; time_balance: number } | null;
};
type Comps = { user: UserView; timecomps: Array<{ id: string; comp_minutes: number; note: string | null }> };

describe('the User Detail switches and comp time', () => {
  let f: IdentityServices;
  let client: TestClient;
  let paidPod: KioskPod;
  let freePod: KioskPod;
  let sup: string;
  const switchTo = (user_id: string, type: string, value: number, tbl: string, token = sup) =>
    f.post(`${USERS_API}/update_switches`, { user_id, type, value, tbl }, token);
  const playerLogin = (pod: KioskPod, username: string) =>
    f.post('/api/v1/user/login', { session_id_key: pod.session_id_key, username, password: STAFF_PASSWORD });
  const remaining = async (token: string) => {
    const res = await f.get('/api/v1/user/remaining_time', token);
    assert.equal(res.statusCode, 200, res.body);
    return body<{ time: number; mode: string }>(res).data;
  };
  /** The balance the kiosk reads settles to `time`: staff's call waits for users, and time_balances follows. */
  const settles = async (token: string, time: number) => {
    const read = await eventually(`the balance to reach ${time}`, async () => {
      const now = await remaining(token);
      return now.time === time ? now : undefined;
    });
    assert.deepEqual(read, { time, mode: 'paid' });
  };

  before(async () => {
    f = await openIdentityServices({ extra: [clientsProjection, timeBalancesProjection] });
    client = await f.client();
    paidPod = await f.kioskPod({ client, lab: { is_paid: true } });
    freePod = await f.kioskPod({ client, lab: { is_paid: false } });
    sup = await f.token(4, null);
  });
  after(() => f.close());

  describe('POST /admin/kiosk/users/update_switches', () => {
    it("saves a player's stream and pro switches and replies with the refreshed user", async () => {
      const { id } = await createUser(f, sup, userForm(1, client.id));
      const admin = await f.token(3, client.id);
      const stream = await switchTo(id, 'stream_default', 1, 'player', admin);
      assert.equal(stream.statusCode, 200, stream.body);
      assert.equal(body<{ user: UserView }>(stream).data.user.player?.stream_default, 1);
      const pro = body<{ user: UserView }>(await switchTo(id, 'pro', 1, 'player', admin)).data.user;
      assert.deepEqual([pro.player?.pro, pro.player?.stream_default], [1, 1]);
      const before = await f.lastSeq();
      const again = await switchTo(id, 'pro', 1, 'player', admin);
      assert.equal(again.statusCode, 200);
      assert.equal(await f.lastSeq(), before, 'a switch already in place appended an event');
      const off = body<{ user: UserView }>(await switchTo(id, 'pro', 0, 'player', admin)).data.user;
      assert.equal(off.player?.pro, 0);
    });

    it('refuses a deactivated player a login and ends the session they had; reactivated, they sign in again', async () => {
      const { id, email } = await createUser(f, sup, userForm(1, client.id));
      const login = await playerLogin(paidPod, email);
      assert.equal(login.statusCode, 200, login.body);
      const { token } = body<{ token: string }>(login).data;
      const res = await switchTo(id, 'is_active', 0, 'user', await f.token(3, client.id));
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(body<{ user: UserView }>(res).data.user.is_active, 0);
      const gone = await f.get('/api/v1/user/remaining_time', token);
      assert.equal(gone.statusCode, 401);
      const refused = await assertRefused(f, () => playerLogin(paidPod, email), 403);
      assert.equal(body(refused).message, 'notauthorized');
      assert.equal((await switchTo(id, 'is_active', 1, 'user')).statusCode, 200);
      assert.equal((await playerLogin(paidPod, email)).statusCode, 200);
    });

    it('refuses a deactivated client admin the console login', async () => {
      const { id, email } = await createUser(f, sup, userForm(3, client.id));
      assert.equal((await switchTo(id, 'is_active', 0, 'user')).statusCode, 200);
      const res = await assertRefused(
        f,
        () => f.post('/api/v1/admin/login', { username: email, password: STAFF_PASSWORD }),
        403,
      );
      assert.equal(body(res).message, 'notauthorized');
    });

    it('answers bad input 400 naming the field, appending nothing', async () => {
      const { id } = await createUser(f, sup, userForm(1, client.id));
      const facilitator = await createUser(f, sup, userForm(2, client.id));
      await assertRefused(f, () => switchTo(id, 'pro', 1, 'user'), 400, 'tbl');
      await assertRefused(f, () => switchTo(id, 'is_active', 0, 'player'), 400, 'tbl');
      await assertRefused(f, () => switchTo(id, 'colour', 1, 'player'), 400, 'type');
      await assertRefused(f, () => switchTo(id, 'pro', 2, 'player'), 400, 'value');
      await assertRefused(f, () => switchTo('nope', 'pro', 1, 'player'), 400, 'user_id');
      await assertRefused(f, () => switchTo(facilitator.id, 'pro', 1, 'player'), 400, 'type');
      const unknown = '01938a2b-0000-7000-8000-000000000009';
      await assertRefused(f, () => switchTo(unknown, 'pro', 1, 'player'), 404, 'user_id');
    });
  });

  describe('comp time', () => {
    const add = (user_id: string, minutes: unknown, note?: string) =>
      f.post(`${USERS_API}/add_comp_time`, { user_id, minutes, ...(note ? { note } : {}) }, sup);
    const del = (user_id: string, id: string) => f.post(`${USERS_API}/delete_comp_time`, { user_id, id }, sup);

    it("adds to and takes from the player's balance in a paid lab (and shows it in a free one)", async () => {
      const { id, email } = await createUser(f, sup, userForm(1, client.id));
      const { token } = body<{ token: string }>(await playerLogin(paidPod, email)).data;
      assert.deepEqual(await remaining(token), { time: 0, mode: 'paid' });

      const first = await add(id, 90, 'network outage');
      assert.equal(first.statusCode, 200, first.body);
      const firstId = body<{ comp_id: string }>(first).data.comp_id;
      await settles(token, 90);

      const second = body<Comps>(await add(id, '30'));
      assert.deepEqual(
        second.data.timecomps.map((c) => [c.comp_minutes, c.note]),
        [
          [30, null],
          [90, 'network outage'],
        ],
      );
      assert.deepEqual([second.data.user.player?.time_comp, second.data.user.player?.time_balance], [120, 120]);
      await settles(token, 120);

      const deleted = await del(id, firstId);
      assert.equal(deleted.statusCode, 200, deleted.body);
      assert.deepEqual(
        body<Comps>(deleted).data.timecomps.map((c) => c.comp_minutes),
        [30],
      );
      await settles(token, 30);
      await assertRefused(f, () => del(id, firstId), 404, 'id');

      // one pod at a time: the player leaves the paid pod first
      const out = await f.post('/api/v1/user/logout', { token, reason_text: 'you clicked the onscreen logout button' });
      assert.equal(out.statusCode, 200, out.body);
      const { token: freeToken } = body<{ token: string }>(await playerLogin(freePod, email)).data;
      assert.deepEqual(await remaining(freeToken), { time: 30, mode: 'free' });
    });

    it('takes up to 8 digits of minutes', async () => {
      const { id } = await createUser(f, sup, userForm(1, client.id));
      const res = await add(id, '99999999');
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(body<Comps>(res).data.user.player?.time_balance, 99_999_999);
    });

    it('answers bad input 400 naming the field, appending nothing', async () => {
      const { id } = await createUser(f, sup, userForm(1, client.id));
      const facilitator = await createUser(f, sup, userForm(2, client.id));
      await assertRefused(f, () => add(id, ''), 400, 'minutes', REQUIRED_MESSAGE);
      await assertRefused(f, () => add(id, null), 400, 'minutes', REQUIRED_MESSAGE);
      for (const minutes of [0, -5, 1.5, 123_456_789, '123456789', '12a', ' ']) {
        await assertRefused(f, () => add(id, minutes), 400, 'minutes');
      }
      await assertRefused(f, () => add(id, 10, 'x'.repeat(501)), 400, 'note');
      await assertRefused(f, () => add('nope', 10), 400, 'user_id');
      await assertRefused(f, () => add(facilitator.id, 10), 400, 'user_id');
      await assertRefused(f, () => del(id, 'nope'), 400, 'id');
      // an entry of another player is not this player's
      const other = await createUser(f, sup, userForm(1, client.id));
      const otherComp = body<{ comp_id: string }>(await add(other.id, 10)).data.comp_id;
      await assertRefused(f, () => del(id, otherComp), 404, 'id');
    });
  });
});
