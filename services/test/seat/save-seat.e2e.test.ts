import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import { findSession } from '@gamepod/projections';
import { hashToken } from '../../src/auth/tokens.ts';
import {
  type IdentityServices,
  type KioskPod,
  openIdentityServices,
  RIGHT_PASSWORD,
} from '../support/identity-fixtures.ts';
import type { TestClient } from '../support/pod-fixtures.ts';
import { okData } from '../support/reservation-fixtures.ts';

type Seat = { active: 1; timer: number; expires_at: string };

describe('Save Seat and its unlock', () => {
  let f: IdentityServices;
  let client: TestClient;
  let pod: KioskPod;
  before(async () => {
    // the app's own reactions run, with a short timer poll, so moving its clock fires them
    f = await openIdentityServices({ reactions: { maxPollMs: 100 } });
    client = await f.client();
    pod = await f.kioskPod({ client });
  });
  after(() => f.close());

  const signIn = async (role: number) => {
    const account = await f.account(role, { client_id: client.id });
    const res = await f.post('/api/v1/user/login', {
      session_id_key: pod.session_id_key,
      username: account.email,
      password: RIGHT_PASSWORD,
    });
    return { ...account, token: okData<{ token: string }>(res).token };
  };
  const save = (token: string) => f.post('/api/v1/user/save_seat', { session_id_key: pod.session_id_key }, token);
  const unlock = (token: string, username: string, password: string) =>
    f.post('/api/v1/user/unlock_user', { session_id_key: pod.session_id_key, username, password }, token);
  const ended = async (token: string) => (await findSession(f.deps.db, hashToken(token)))?.end_reason ?? null;

  it("holds a player's seat 10 minutes, and unlocks it only with their own email and password", async () => {
    const player = await signIn(1);
    const other = await signIn(1);
    const seat = okData<Seat>(await save(player.token));
    assert.equal(seat.active, 1);
    assert.ok(seat.timer > 595_000 && seat.timer <= 600_000, String(seat.timer));
    assert.equal(okData<Seat>(await save(player.token)).expires_at, seat.expires_at, 'saving again keeps the timer');

    const wrong = await unlock(player.token, player.email, 'not-the-password');
    assert.equal(wrong.statusCode, 401, wrong.body);
    assert.equal(f.json(wrong).message, 'invalid');
    assert.equal((await unlock(player.token, other.email, RIGHT_PASSWORD)).statusCode, 401, "another account's email");
    for (const [username, password, field] of [
      ['', RIGHT_PASSWORD, 'username'],
      [player.email, ' ', 'password'],
    ] as const) {
      const blank = await unlock(player.token, username, password);
      assert.equal(blank.statusCode, 400, blank.body);
      assert.deepEqual([f.json(blank).data.field, f.json(blank).data.msg_key], [field, 'generic-required-message']);
    }
    const bad = await f.post('/api/v1/user/unlock_user', { username: player.email, password: 1 }, player.token);
    assert.equal(bad.statusCode, 400);
    assert.equal(f.json(bad).data.field, 'password');

    assert.deepEqual(okData(await unlock(player.token, player.email.toUpperCase(), RIGHT_PASSWORD)), { active: 0 });
    assert.equal((await f.logged('SeatUnlocked')).filter((e) => e.aggregate_id === hashToken(player.token)).length, 1);
    const again = await unlock(player.token, player.email, RIGHT_PASSWORD);
    assert.equal(again.statusCode, 409, 'a seat not saved has nothing to unlock');
    // its timer was cancelled: ten minutes on, the player is still on
    f.advance(11 * 60_000);
    await new Promise((r) => setTimeout(r, 400));
    assert.equal(await ended(player.token), null);
  });

  it('takes the email as `email`, as the Save Seat screen names it, and refuses two different ones', async () => {
    const player = await signIn(1);
    const other = await signIn(1);
    okData<Seat>(await save(player.token));
    const before = (await f.logged('SeatUnlocked')).length;
    const both = await f.post(
      '/api/v1/user/unlock_user',
      { session_id_key: pod.session_id_key, email: other.email, username: player.email, password: RIGHT_PASSWORD },
      player.token,
    );
    assert.equal(both.statusCode, 400, both.body);
    assert.equal(f.json(both).data.field, 'username');
    const none = await f.post('/api/v1/user/unlock_user', { password: RIGHT_PASSWORD }, player.token);
    assert.deepEqual([none.statusCode, f.json(none).data.field], [400, 'username']);
    assert.equal((await f.logged('SeatUnlocked')).length, before, 'nothing recorded for a refused unlock');

    const res = await f.post(
      '/api/v1/user/unlock_user',
      { session_id_key: pod.session_id_key, email: player.email, password: RIGHT_PASSWORD },
      player.token,
    );
    assert.deepEqual(okData(res), { active: 0 });
  });

  it("logs the player out with 'Save seat expired' when nobody unlocks it", async () => {
    const player = await signIn(1);
    okData<Seat>(await save(player.token));
    f.advance(9 * 60_000);
    await new Promise((r) => setTimeout(r, 300));
    assert.equal(await ended(player.token), null, 'still held at 9 minutes');
    f.advance(61_000);
    await eventually('the seat to expire', async () => (await ended(player.token)) === 'Save seat expired');
    const expired = (await f.logged('SeatSaveExpired')).filter((e) => e.aggregate_id === hashToken(player.token));
    assert.equal(expired.length, 1);
  });

  it("holds a staff session's seat an hour, and an admin's save_seat command saves the player's for an hour", async () => {
    const admin = await signIn(3);
    const held = okData<Seat>(await save(admin.token)).timer;
    assert.ok(held > 3_595_000 && held <= 3_600_000, String(held));

    const player = await signIn(1);
    const issued = await f.post(
      '/api/v1/admin/run/command',
      { command_type: 'save_seat', pod_ids: [pod.id] },
      await f.token(3, client.id),
    );
    assert.equal(issued.statusCode, 200, issued.body);
    await eventually('the seat to be saved', async () =>
      (await f.logged('SeatSaved')).some((e) => e.aggregate_id === hashToken(player.token)),
    );
    const [seat] = (await f.logged('SeatSaved')).filter((e) => e.aggregate_id === hashToken(player.token));
    assert.equal((seat?.data as { reading?: string } | undefined)?.reading, 'admin');
  });

  it('answers 401 without a session and 409 for a session on no pod, saving nothing', async () => {
    assert.equal((await f.post('/api/v1/user/save_seat', {})).statusCode, 401);
    const before = (await f.logged('SeatSaved')).length;
    const res = await f.post('/api/v1/user/save_seat', {}, await f.token(3, client.id));
    assert.equal(res.statusCode, 409, res.body);
    assert.equal((await f.logged('SeatSaved')).length, before);
  });
});
