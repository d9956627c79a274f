import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { kioskActivityOfPod, kioskActivityProjection, podLiveFacts, podPresenceProjection } from '@gamepod/projections';
import { POD_ASLEEP_AFTER_MS } from '../../src/kiosk/domain/asleep-rule.ts';
import { liveStatus } from '../../src/pods/fleet-status/pod-live-status.ts';
import { endSession, issueSession } from '../../src/users/application/sessions.ts';
import { assertBadInput } from '../support/fleet-admin.ts';
import { type IdentityServices, type KioskPod, openIdentityServices } from '../support/identity-fixtures.ts';

/** What the kiosk page reports of its station (`/session/flask`), its players' logouts, and asleep from the server. */
describe("the kiosk page's station reports", () => {
  let f: IdentityServices;
  let pod: KioskPod;
  let other: KioskPod;
  before(async () => {
    f = await openIdentityServices({ extra: [kioskActivityProjection, podPresenceProjection] });
    pod = await f.kioskPod();
    other = await f.kioskPod({ client: pod.client, lab_id: pod.lab_id });
  });
  after(() => f.close());

  const post = (url: string, payload: Record<string, unknown>) =>
    f.app.inject({ method: 'POST', url: `/api/v1${url}`, payload });
  const podLogin = (p: KioskPod, user_id = `player-${Math.random()}`) =>
    issueSession(f.deps, { user_id, role: 1, client_id: p.client.id, pod_id: p.id, kind: 'pod', ttlMs: 3_600_000 });
  const refused = async (send: () => Promise<{ statusCode: number; body: string }>, status: number) => {
    const before = await f.lastSeq();
    const res = await send();
    assert.equal(res.statusCode, status, res.body);
    assert.equal(await f.lastSeq(), before, 'a refused report appended an event');
  };

  describe('POST /session/flask', () => {
    const flask = (p: KioskPod, body: Record<string, unknown>) =>
      post('/session/flask', { session_id_key: p.session_id_key, pod_id_key: p.pod_id_key, ...body });

    it('records the helper going down and coming back once each, and staff see the pod offline meanwhile', async () => {
      const p = await f.kioskPod({ client: pod.client, lab_id: pod.lab_id });
      const up = await flask(p, { state: 'up' });
      assert.deepEqual(f.json(up).data, { state: 'up', recorded: 0 }, 'a page is taken to reach its helper');
      const down = await flask(p, { state: 'down', message: "Flask API server doesn't work now!" });
      assert.deepEqual(f.json(down).data, { state: 'down', recorded: 1 });
      const before = await f.lastSeq();
      assert.equal(f.json(await flask(p, { state: 'down' })).data.recorded, 0, 'a repeat is no news');
      assert.equal(await f.lastSeq(), before);
      const logged = (await f.logged('PodHelperLinkReported')).filter((e) => e.aggregate_id === p.id);
      assert.deepEqual(
        logged.map((e) => e.data),
        [{ state: 'down', message: "Flask API server doesn't work now!" }],
      );
      assert.deepEqual(logged[0]?.metadata.actor, { kind: 'pod', pod_id: p.id });
      const [facts] = await podLiveFacts(f.deps.db, { podIds: [p.id] });
      assert.equal(facts?.kiosk_helper, 'down');
      // with its bridge's heartbeat fresh and its helper answering the bridge, the pod is still offline
      const beating = { ...(facts as NonNullable<typeof facts>), last_heartbeat_at: f.now(), helper_ok: true };
      assert.deepEqual(liveStatus(beating, f.now()), {
        activity: 'ACTIVE',
        online: 0,
        message: "Kiosk can't reach its helper",
      });
      assert.equal(f.json(await flask(p, { state: 'up' })).data.recorded, 1);
      const [back] = await podLiveFacts(f.deps.db, { podIds: [p.id] });
      assert.equal(back?.kiosk_helper, 'up');
      assert.equal(liveStatus({ ...beating, kiosk_helper: 'up' }, f.now()).message, 'Online');
    });

    it('answers 400 naming state for a state it does not know, and appends nothing', async () => {
      await assertBadInput(f, () => flask(pod, { state: 'sideways' }), 'state');
      await assertBadInput(f, () => flask(pod, {}), 'state');
    });

    it("refuses another pod's key with 403, and a key no session holds with 401, appending nothing", async () => {
      await refused(() => flask(pod, { state: 'down', pod_id_key: other.pod_id_key }), 403);
      await refused(() => post('/session/flask', { session_id_key: 'no-such-key', state: 'down' }), 401);
    });
  });

  describe('POST /session/logout_log (the web logout log)', () => {
    const log = (p: KioskPod, body: Record<string, unknown>) =>
      post('/session/logout_log', { session_id_key: p.session_id_key, pod_id_key: p.pod_id_key, ...body });

    it("records the reason on the session's stream once, before or after the logout", async () => {
      const user_id = `player-${Math.random()}`;
      const login = await podLogin(pod, user_id);
      const reason = 'You have been logged out due to inactivity';
      const first = await log(pod, { token: login.token, user_id, logout_reason: reason });
      assert.equal(first.statusCode, 200, first.body);
      assert.deepEqual(f.json(first).data, { recorded: 1 });
      await endSession(f.deps, { token_hash: login.token_hash, reason });
      assert.deepEqual(f.json(await log(pod, { token: login.token, user_id, logout_reason: reason })).data, {
        recorded: 0,
      });
      const logged = (await f.logged('SessionLogoutLogged')).filter((e) => e.aggregate_id === login.token_hash);
      assert.deepEqual(
        logged.map((e) => e.data),
        [{ pod_id: pod.id, user_id, logout_reason: reason }],
      );
      assert.deepEqual(logged[0]?.metadata.actor, { kind: 'pod', pod_id: pod.id });

      // a session already ended by the server (expired, an admin's logout) is logged too
      const ended = await podLogin(pod, user_id);
      await endSession(f.deps, { token_hash: ended.token_hash, reason: 'Admin forced the logout from kioske' });
      const late = await log(pod, { token: ended.token, user_id, logout_reason: 'Your session expired!' });
      assert.deepEqual(f.json(late).data, { recorded: 1 });
    });

    it("refuses a token of another pod's session with 403, and appends nothing", async () => {
      const user_id = `player-${Math.random()}`;
      const elsewhere = await podLogin(other, user_id);
      await refused(() => log(pod, { token: elsewhere.token, user_id, logout_reason: 'Save seat expired' }), 403);
    });

    it("refuses another user's id, another pod's key and an unknown token with 403, appending nothing", async () => {
      const user_id = `player-${Math.random()}`;
      const login = await podLogin(pod, user_id);
      const reason = 'you clicked the onscreen logout button';
      await refused(() => log(pod, { token: login.token, user_id: 'someone-else', logout_reason: reason }), 403);
      await refused(
        () => log(pod, { token: login.token, user_id, logout_reason: reason, pod_id_key: other.pod_id_key }),
        403,
      );
      await refused(() => log(pod, { token: 'not-a-session-token', user_id, logout_reason: reason }), 403);
    });

    it('answers 400 naming the field missing, and appends nothing', async () => {
      const user_id = `player-${Math.random()}`;
      const login = await podLogin(pod, user_id);
      await assertBadInput(f, () => log(pod, { token: login.token, user_id }), 'logout_reason');
      await assertBadInput(f, () => log(pod, { token: login.token, logout_reason: 'x' }), 'user_id');
    });
  });

  describe('asleep, by the server check', () => {
    const activity = (p: KioskPod, name: string) =>
      post('/session/activity_update', { session_id_key: p.session_id_key, activity: name });

    it('turns an idle pod asleep once it stayed idle for the configured time, and wakes on input', async () => {
      const p = await f.kioskPod({ client: pod.client, lab_id: pod.lab_id });
      assert.equal(f.json(await activity(p, 'ui_home')).data.activity, 'ui_home');
      assert.equal(f.json(await activity(p, 'session_idle')).data.activity, 'session_idle');
      f.advance(POD_ASLEEP_AFTER_MS - 60_000);
      assert.deepEqual(f.json(await activity(p, 'session_idle')).data, {
        activity: 'session_idle',
        game_id: null,
        guests: null,
        recorded: 0,
      });
      f.advance(60_000);
      const asleep = await activity(p, 'session_idle');
      assert.deepEqual(f.json(asleep).data, { activity: 'asleep', game_id: null, guests: null, recorded: 1 });
      assert.equal((await kioskActivityOfPod(f.deps.db, p.id))?.activity, 'asleep');
      assert.equal(f.json(await activity(p, 'session_idle')).data.activity, 'asleep', 'asleep until input');
      assert.equal(f.json(await activity(p, 'ui_home')).data.activity, 'ui_home');
    });

    it("refuses a page's own claim to be asleep with 400 naming activity, appending nothing", async () => {
      await assertBadInput(f, () => activity(pod, 'asleep'), 'activity');
    });
  });
});
