import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { kioskActivityHistory, kioskActivityProjection } from '@gamepod/projections';
import { endSession, issueSession } from '../../src/users/application/sessions.ts';
import { assertBadInput } from '../support/fleet-admin.ts';
import { type KioskPod, type KioskServices, openKioskServices } from '../support/kiosk-fixtures.ts';

describe("the kiosk page's session calls", () => {
  let k: KioskServices;
  let pod: KioskPod;
  before(async () => {
    k = await openKioskServices({ extra: [kioskActivityProjection] });
    pod = await k.kioskPod();
  });
  after(() => k.close());

  const post = (url: string, payload: Record<string, unknown>) =>
    k.app.inject({ method: 'POST', url: `/api/v1${url}`, payload });
  const podLogin = (p: KioskPod, user_id = `player-${Math.random()}`) =>
    issueSession(k.deps, { user_id, role: 1, client_id: p.client.id, pod_id: p.id, kind: 'pod', ttlMs: 60_000 });

  describe('every [kiosk] call', () => {
    const calls: Array<[string, (key?: string) => Promise<{ statusCode: number; json(): unknown }>]> = [
      [
        'GET /kiosk/check/ready',
        (key) => k.get(`/api/v1/kiosk/check/ready${key === undefined ? '' : `?session_id_key=${key}`}`),
      ],
      ['POST /session/save', (key) => post('/session/save', key === undefined ? {} : { session_id_key: key })],
      [
        'POST /session/activity_update',
        (key) =>
          post('/session/activity_update', {
            activity: 'ui_home',
            ...(key === undefined ? {} : { session_id_key: key }),
          }),
      ],
    ];
    for (const [name, call] of calls) {
      it(`${name} answers 400 naming session_id_key without one, and appends nothing`, async () => {
        await assertBadInput(k, () => call() as never, 'session_id_key');
      });
      it(`${name} answers 401 'Session Id invalid!' for a key no pod holds`, async () => {
        const before = await k.lastSeq();
        const res = await call('no-such-key');
        assert.equal(res.statusCode, 401);
        assert.equal((res.json() as { message: string }).message, 'Session Id invalid!');
        assert.equal(await k.lastSeq(), before);
      });
    }
  });

  describe('GET /kiosk/check/ready', () => {
    it('is 1 with no login on the pod, 0 while one is open, 1 again once it ended', async () => {
      const p = await k.kioskPod({ client: pod.client, lab_id: pod.lab_id });
      const ready = async () =>
        k.json(await k.get(`/api/v1/kiosk/check/ready?session_id_key=${p.session_id_key}`)).data.ready;
      assert.equal(await ready(), 1);
      const login = await podLogin(p);
      assert.equal(await ready(), 0);
      await endSession(k.deps, { token_hash: login.token_hash, reason: 'you clicked the onscreen logout button' });
      assert.equal(await ready(), 1);
    });

    it("ignores another pod's logins and phone (web) sessions", async () => {
      const p = await k.kioskPod({ client: pod.client, lab_id: pod.lab_id });
      await podLogin(pod);
      await issueSession(k.deps, {
        user_id: 'phone',
        role: 1,
        client_id: p.client.id,
        pod_id: p.id,
        kind: 'web',
        ttlMs: 60_000,
      });
      const res = await k.get(`/api/v1/kiosk/check/ready?session_id_key=${p.session_id_key}`);
      assert.equal(k.json(res).data.ready, 1);
    });
  });

  describe('POST /session/activity_update and /session/save', () => {
    it('records a change of activity with its guests and the signed-in player', async () => {
      const p = await k.kioskPod({ client: pod.client, lab_id: pod.lab_id });
      const login = await podLogin(p, 'player-x');
      const res = await post('/session/activity_update', {
        session_id_key: p.session_id_key,
        token: login.token,
        activity: 'play_xbox',
        guests: 2,
      });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(k.json(res).data, { activity: 'play_xbox', game_id: null, guests: 2, recorded: 1 });
      const [row] = await kioskActivityHistory(k.deps.db, p.id);
      assert.equal(row?.user_id, 'player-x');
      const [logged] = (await k.logged('PodActivityRecorded')).filter((e) => e.aggregate_id === p.id);
      assert.deepEqual(logged?.data, { activity: 'play_xbox', game_id: null, guests: 2, user_id: 'player-x' });
      assert.deepEqual(logged?.metadata.actor, { kind: 'pod', pod_id: p.id });
    });

    it('records a repeat of the same activity once: the 60 s re-sends are not history', async () => {
      const p = await k.kioskPod({ client: pod.client, lab_id: pod.lab_id });
      const body = { session_id_key: p.session_id_key, activity: 'ui_home' };
      assert.equal(k.json(await post('/session/activity_update', body)).data.recorded, 1);
      const before = await k.lastSeq();
      const again = await post('/session/activity_update', body);
      assert.deepEqual(k.json(again).data, { activity: 'ui_home', game_id: null, guests: null, recorded: 0 });
      assert.equal(await k.lastSeq(), before);
      await post('/session/save', { session_id_key: p.session_id_key, activity: 'session_idle' });
      await post('/session/save', { session_id_key: p.session_id_key, activity: 'ui_home' });
      const history = await kioskActivityHistory(k.deps.db, p.id);
      assert.deepEqual(
        history.map((h) => h.activity),
        ['ui_home', 'session_idle', 'ui_home'],
      );
    });

    it('leaves the player out when the token is not a login on this pod', async () => {
      const p = await k.kioskPod({ client: pod.client, lab_id: pod.lab_id });
      const elsewhere = await podLogin(pod);
      const res = await post('/session/activity_update', {
        session_id_key: p.session_id_key,
        token: elsewhere.token,
        activity: 'ui_games',
      });
      assert.equal(res.statusCode, 200, res.body);
      const [row] = await kioskActivityHistory(k.deps.db, p.id);
      assert.equal(row?.user_id, null);
    });

    it('/session/save without an activity answers the latest and records nothing', async () => {
      const p = await k.kioskPod({ client: pod.client, lab_id: pod.lab_id });
      const empty = await post('/session/save', { session_id_key: p.session_id_key });
      assert.deepEqual(k.json(empty).data, { activity: null, game_id: null, guests: null, recorded: 0 });
      await post('/session/save', { session_id_key: p.session_id_key, activity: 'ui_signup' });
      const before = await k.lastSeq();
      const res = await post('/session/save', { session_id_key: p.session_id_key });
      assert.equal(k.json(res).data.activity, 'ui_signup');
      assert.equal(await k.lastSeq(), before);
    });

    it('names the field of bad input and appends nothing', async () => {
      const key = pod.session_id_key;
      const update = (body: Record<string, unknown>) => () =>
        post('/session/activity_update', { session_id_key: key, ...body });
      await assertBadInput(k, update({}), 'activity');
      await assertBadInput(k, update({ activity: 'dancing' }), 'activity');
      await assertBadInput(k, update({ activity: 'play_pc', guests: 5 }), 'guests');
      await assertBadInput(k, update({ activity: 'play_pc', game_id: '' }), 'game_id');
      await assertBadInput(k, update({ activity: 'play_pc', colour: 'red' }), 'colour');
      await assertBadInput(k, () => post('/session/save', { session_id_key: key, activity: 'nap' }), 'activity');
    });
  });

  // this file's services run no clients worker: its read model's table was never made
  it("answers 503 'still starting up', not 500, when a list's read model is not built yet", async () => {
    const res = await k.get('/api/v1/admin/kiosk/clients', await k.token(4, null));
    assert.equal(res.statusCode, 503, res.body);
    assert.deepEqual(k.json(res).data.code, 'unavailable');
  });
});
