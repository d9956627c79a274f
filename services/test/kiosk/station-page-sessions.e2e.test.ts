import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import { reactionSchema } from '@gamepod/log-runtime';
import { findSession, podLiveFacts, podPresenceProjection } from '@gamepod/projections';
import { sql } from 'kysely';
import { hashToken } from '../../src/auth/tokens.ts';
import {
  ENDED_BY_STAFF,
  KIOSK_PAGE_RESTARTED,
  SIGNED_IN_ON_STATION_PAGE,
} from '../../src/kiosk/application/station-page-sessions.ts';
import { issueSession } from '../../src/users/application/sessions.ts';
import {
  type IdentityServices,
  json,
  type KioskPod,
  openIdentityServices,
  RIGHT_PASSWORD,
  staffSession,
} from '../support/identity-fixtures.ts';

/**
 * The station vouches for its kiosk page (its bridge records the page's kiosk session on the
 * station's own subject). A pod login signed in on another kiosk page of the pod is not held by
 * the station: a restarted page's leftovers end by themselves, staff see and end what is left,
 * and nothing a pod-key holder does ends a player's session.
 */
describe("a pod's logins and the kiosk page its station vouches for", () => {
  let f: IdentityServices;
  before(async () => {
    // pod_presence too: the pods' live facts, stuck sessions among them, join it
    f = await openIdentityServices({ extra: [podPresenceProjection] });
  });
  after(() => f.close());

  /** A player signs in on the kiosk page holding `session_id_key`: their token and its hash. */
  const signIn = async (pod: KioskPod, session_id_key: string) => {
    const player = await f.account(1, { client_id: pod.client.id });
    const res = await f.post('/api/v1/user/login', {
      session_id_key,
      username: player.email,
      password: RIGHT_PASSWORD,
    });
    assert.equal(res.statusCode, 200, res.body);
    const token = (json(res).data as { token: string }).token;
    return { player, token, hash: hashToken(token) };
  };
  const ready = async (session_id_key: string) => {
    const res = await f.get(`/api/v1/kiosk/check/ready?session_id_key=${encodeURIComponent(session_id_key)}`);
    assert.equal(res.statusCode, 200, res.body);
    return (json(res).data as { ready: number }).ready;
  };
  const endedWith = (hash: string, reason: string) =>
    eventually(`session ${hash.slice(0, 8)} ended with '${reason}'`, async () => {
      const s = await findSession(f.deps.db, hash);
      return s?.ended_at && s.end_reason === reason ? s : undefined;
    });
  /** Waits until the reaction has handled the log up to now, so a test can say that something did not happen. */
  const settle = async () => {
    const seq = await f.lastSeq();
    const checkpoint = sql<{
      seq: number;
    }>`select seq from ${sql.id(reactionSchema('station_page'), '_checkpoint')}`;
    await eventually('the reaction at the end of the log', async () => {
      const { rows } = await checkpoint.execute(f.deps.db);
      return Number(rows[0]?.seq ?? 0) >= seq;
    });
  };
  const stuck = async (podId: string) => (await podLiveFacts(f.deps.db, { podIds: [podId] }))[0]?.stuck_session;

  it("records the kiosk page a sign-in happened on, and the login's user logs out with the reason", async () => {
    const pod = await f.kioskPod();
    await f.vouch(pod, pod.session_id_key);
    const { hash } = await signIn(pod, pod.session_id_key);
    assert.equal((await findSession(f.deps.db, hash))?.kiosk_session_hash, hashToken(pod.session_id_key));
  });

  it("ends the logins of a restarted page when the station vouches for its new page: 'The kiosk page restarted'", async () => {
    const pod = await f.kioskPod();
    await f.vouch(pod, pod.session_id_key);
    const first = await signIn(pod, pod.session_id_key);
    // the browser crashed: the page opens a new kiosk session and its bridge vouches for it
    const page = await f.restartKiosk(pod);
    assert.equal(await ready(page.session_id_key), 1, "a restarted page's leftovers do not hold up its ready");
    await f.vouch(pod, page.session_id_key);
    const ended = await endedWith(first.hash, KIOSK_PAGE_RESTARTED);
    assert.equal(ended.pod_id, pod.id);
    const logouts = await f.logged('UserLoggedOut');
    const logout = logouts.find((e) => (e.data as { token_hash: string }).token_hash === first.hash);
    assert.equal((logout?.data as { reason: string } | undefined)?.reason, KIOSK_PAGE_RESTARTED);
    assert.equal(await stuck(pod.id), false);
  });

  it("ends a page's leftover logins when someone signs in on the vouched page, and only earlier ones", async () => {
    const pod = await f.kioskPod();
    const old = await signIn(pod, pod.session_id_key);
    const page = await f.restartKiosk(pod);
    // the vouch for the new page is written before anyone signs in on it
    await f.vouch(pod, page.session_id_key);
    await endedWith(old.hash, KIOSK_PAGE_RESTARTED);
    // a leftover of a page the station never vouched for, ended by the next sign-in on the page
    const other = await f.restartKiosk(pod);
    const orphan = await signIn(pod, other.session_id_key);
    assert.equal(await stuck(pod.id), true, 'a login of another page shows as stuck');
    const next = await signIn(pod, page.session_id_key);
    await endedWith(orphan.hash, SIGNED_IN_ON_STATION_PAGE);
    assert.equal((await findSession(f.deps.db, next.hash))?.ended_at, null);
  });

  it("ends nothing when a pod-key holder signs in on their own kiosk session: the station's player stays", async () => {
    const pod = await f.kioskPod();
    await f.vouch(pod, pod.session_id_key);
    const real = await signIn(pod, pod.session_id_key);
    const own = await f.restartKiosk(pod);
    const intruder = await signIn(pod, own.session_id_key);
    await settle();
    assert.equal((await findSession(f.deps.db, real.hash))?.ended_at, null, "the station's player was logged out");
    assert.equal((await findSession(f.deps.db, intruder.hash))?.ended_at, null);
    // the key holder's login does not hold up the page's ready, and is the pod's stuck session
    const out = await f.post('/api/v1/user/logout', { token: real.token, reason_text: 'done' });
    assert.equal(out.statusCode, 200, out.body);
    assert.equal(await ready(pod.session_id_key), 1);
    assert.equal(await stuck(pod.id), true);
  });

  it('reports what a ready wait that ran out still waits for, once, and staff end it', async () => {
    const pod = await f.kioskPod();
    // a login from before sign-ins named their page: the page waits for it
    const player = await f.account(1, { client_id: pod.client.id });
    const { token } = await issueSession(f.deps, {
      user_id: player.id,
      role: 1,
      client_id: pod.client.id,
      pod_id: pod.id,
      kind: 'pod',
      ttlMs: 600_000,
    });
    const legacy = hashToken(token);
    assert.equal(await ready(pod.session_id_key), 0);
    assert.equal(await stuck(pod.id), false);
    const report = () => f.post('/api/v1/kiosk/report/stuck_session', { session_id_key: pod.session_id_key });
    const first = await report();
    assert.equal(first.statusCode, 200, first.body);
    assert.equal((json(first).data as { reported: number }).reported, 1);
    const seq = await f.lastSeq();
    assert.equal((json(await report()).data as { reported: number }).reported, 0);
    assert.equal(await f.lastSeq(), seq, 'a repeated report appended');
    assert.equal(await stuck(pod.id), true);

    const admin = await staffSession(f, 3, pod.client.id);
    const ended = await f.post('/api/v1/admin/kiosk/pod/end_session', { pod_id: pod.id }, admin.token);
    assert.equal(ended.statusCode, 200, ended.body);
    assert.equal((json(ended).data as { ended: number }).ended, 1);
    assert.equal((await findSession(f.deps.db, legacy))?.end_reason, ENDED_BY_STAFF);
    assert.equal(await stuck(pod.id), false);
    assert.equal(await ready(pod.session_id_key), 1);
  });

  describe('End session', () => {
    it('never ends the login the station holds, and answers 0 for a pod with nothing stuck', async () => {
      const pod = await f.kioskPod();
      await f.vouch(pod, pod.session_id_key);
      const real = await signIn(pod, pod.session_id_key);
      const admin = await staffSession(f, 3, pod.client.id);
      const res = await f.post('/api/v1/admin/kiosk/pod/end_session', { pod_id: pod.id }, admin.token);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal((json(res).data as { ended: number }).ended, 0);
      assert.equal((await findSession(f.deps.db, real.hash))?.ended_at, null);
    });

    it("ends a stuck login for the pod's facilitator too, from Manage Event", async () => {
      const pod = await f.kioskPod();
      await f.vouch(pod, pod.session_id_key);
      const own = await f.restartKiosk(pod);
      const intruder = await signIn(pod, own.session_id_key);
      const facilitator = await staffSession(f, 2, pod.client.id);
      const res = await f.post('/api/v1/facilitator/pods/end_session', { pod_id: pod.id }, facilitator.token);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal((json(res).data as { ended: number }).ended, 1);
      assert.equal((await findSession(f.deps.db, intruder.hash))?.end_reason, ENDED_BY_STAFF);
    });

    it("refuses another client's staff (403), a player (403), an unknown pod (404), and appends nothing", async () => {
      const pod = await f.kioskPod();
      await f.vouch(pod, pod.session_id_key);
      const own = await f.restartKiosk(pod);
      const intruder = await signIn(pod, own.session_id_key);
      const other = await f.client();
      const foreign = await staffSession(f, 3, other.id);
      const foreignFacilitator = await staffSession(f, 2, other.id);
      const facilitator = await staffSession(f, 2, pod.client.id);
      const sup = await staffSession(f, 4, null);
      const before = await f.lastSeq();
      const admin = '/api/v1/admin/kiosk/pod/end_session';
      assert.equal((await f.post(admin, { pod_id: pod.id }, foreign.token)).statusCode, 403);
      const manageEvent = '/api/v1/facilitator/pods/end_session';
      assert.equal((await f.post(manageEvent, { pod_id: pod.id }, foreignFacilitator.token)).statusCode, 403);
      assert.equal((await f.post(manageEvent, { pod_id: pod.id }, intruder.token)).statusCode, 403);
      assert.equal((await f.post(admin, { pod_id: pod.id }, facilitator.token)).statusCode, 403);
      assert.equal((await f.post(admin, { pod_id: 'no-such-pod' }, sup.token)).statusCode, 404);
      assert.equal((await f.post(admin, { pod_id: pod.id }, '')).statusCode, 401);
      assert.equal(await f.lastSeq(), before);
      assert.equal((await findSession(f.deps.db, intruder.hash))?.ended_at, null);
    });
  });
});
