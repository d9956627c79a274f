import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import { findSession, podStatusProjection } from '@gamepod/projections';
import { issueSession } from '@gamepod/services';
import { connectKiosk, isHello } from './support/kiosk-client.ts';
import { listeningServices } from './support/listening-services.ts';
import { podEvents, startTestBridge, startTestStation } from './support/station.ts';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The station vouches for its kiosk page: the page tells its bridge which kiosk session it holds
 * (hashed), and the bridge records it on the station's own subject, under the station's own
 * credentials. A pod-key holder cannot write that; a page's leftovers end by it.
 */
describe("a bridge and its kiosk page's session", () => {
  const s = listeningServices({ extra: [podStatusProjection] });

  const station = async (t: Parameters<typeof startTestStation>[0]) => {
    const pod = await s.f.deployPod(s.client, s.labId);
    const sim = await startTestStation(t, pod.pod_id_key);
    const bridge = await startTestBridge(t, sim, { apiUrl: s.apiUrl, natsUrl: s.f.env.natsUrl });
    await bridge.registered;
    const kiosk = await connectKiosk(bridge.kioskUrl);
    t.after(() => kiosk.close());
    await kiosk.next('hello', isHello);
    return { pod, sim, bridge, kiosk };
  };
  /** A kiosk session of the pod, as its page starts one. */
  const kioskSession = async (pod_id_key: string) => {
    const res = await fetch(`${s.apiUrl}/api/v1/kiosk/validate/pod_id_key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pod_id_key }),
    });
    const body = (await res.json()) as { data: { session_id_key: string } };
    return body.data.session_id_key;
  };
  const opened = (podId: string) => podEvents(s.f.deps.store, podId, 'PodKioskPageOpened');

  it("records the page's kiosk session once, as the station, and a new one again", async (t) => {
    const { pod, kiosk } = await station(t);
    const first = sha256(await kioskSession(pod.pod_id_key));
    kiosk.ws.send(JSON.stringify({ op: 'kiosk_page', pod_id: pod.id, kiosk_session_hash: first }));
    const [event] = await eventually('the page recorded', async () => {
      const events = await opened(pod.id);
      return events.length > 0 ? events : null;
    });
    assert.deepEqual(event?.data, { kiosk_session_hash: first });
    assert.deepEqual(event?.metadata.actor, { kind: 'pod', pod_id: pod.id });
    // the page reconnects and says the same: nothing new
    kiosk.ws.send(JSON.stringify({ op: 'kiosk_page', pod_id: pod.id, kiosk_session_hash: first }));
    const second = sha256(await kioskSession(pod.pod_id_key));
    kiosk.ws.send(JSON.stringify({ op: 'kiosk_page', pod_id: pod.id, kiosk_session_hash: second }));
    await eventually('the new page recorded', async () => (await opened(pod.id)).length === 2);
    await sleep(500);
    const hashes = (await opened(pod.id)).map((e) => (e.data as { kiosk_session_hash: string }).kiosk_session_hash);
    assert.deepEqual(hashes, [first, second]);
  });

  it("records nothing for a key instead of its hash, nor for another pod's page", async (t) => {
    const { pod, kiosk } = await station(t);
    const key = await kioskSession(pod.pod_id_key);
    kiosk.ws.send(JSON.stringify({ op: 'kiosk_page', pod_id: pod.id, kiosk_session_hash: key }));
    kiosk.ws.send(JSON.stringify({ op: 'kiosk_page', pod_id: 'another-pod', kiosk_session_hash: sha256(key) }));
    // a ping answered after both: the bridge read them
    kiosk.ws.send(JSON.stringify({ op: 'ping' }));
    await kiosk.next('pong', (m): m is Extract<typeof m, { op: 'pong' }> => m.op === 'pong');
    await sleep(1_000);
    assert.deepEqual(await opened(pod.id), []);
  });

  it("ends the pod's login of the page it no longer holds: 'The kiosk page restarted'", async (t) => {
    const { pod, kiosk } = await station(t);
    const before = await kioskSession(pod.pod_id_key);
    kiosk.ws.send(JSON.stringify({ op: 'kiosk_page', pod_id: pod.id, kiosk_session_hash: sha256(before) }));
    await eventually('the page recorded', async () => (await opened(pod.id)).length === 1);
    // a player signed in on that page
    const login = await issueSession(s.f.deps, {
      user_id: 'player-1',
      role: 1,
      client_id: s.client.id,
      pod_id: pod.id,
      kind: 'pod',
      ttlMs: 3_600_000,
      kiosk_session_hash: sha256(before),
    });
    // the browser crashed: its page comes back with a new kiosk session and tells the bridge
    const after = await kioskSession(pod.pod_id_key);
    kiosk.ws.send(JSON.stringify({ op: 'kiosk_page', pod_id: pod.id, kiosk_session_hash: sha256(after) }));
    const ended = await eventually('the login ended', async () => {
      const session = await findSession(s.f.deps.db, login.token_hash);
      return session?.ended_at ? session : null;
    });
    assert.equal(ended.end_reason, 'The kiosk page restarted');
  });
});
