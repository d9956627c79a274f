import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type IdentityServices, type KioskPod, openIdentityServices } from './support/identity-fixtures.ts';

const PODS = '/api/v1/admin/kiosk/pods';

type PodList = { pods: { id: string; lab_id: string; letter: string | null }[]; letters: string[] };

describe("the pod dashboard's target pods", () => {
  let k: IdentityServices;
  let pod: KioskPod;
  before(async () => {
    k = await openIdentityServices();
    pod = await k.kioskPod();
  });
  after(() => k.close());

  const byPodSession = (key: string, token: string) => k.get(`${PODS}?pod_session=${encodeURIComponent(key)}`, token);

  it("lists the pods of the lab of the pod whose kiosk session key it is given, and no other lab's", async () => {
    const neighbour = await k.kioskPod({ client: pod.client, lab_id: pod.lab_id });
    const elsewhere = await k.kioskPod({ client: pod.client });
    const res = await byPodSession(pod.session_id_key, await k.token(3, pod.client.id));
    assert.equal(res.statusCode, 200, res.body);
    const list = k.json(res).data as unknown as PodList;
    const ids = list.pods.map((p) => p.id);
    assert.ok(ids.includes(pod.id) && ids.includes(neighbour.id), 'both pods of the lab are listed');
    assert.ok(!ids.includes(elsewhere.id), "another lab's pod is not listed");
    assert.ok(list.pods.every((p) => p.lab_id === pod.lab_id));
  });

  it('answers a super admin on any pod', async () => {
    const res = await byPodSession(pod.session_id_key, await k.token(4, null));
    assert.equal(res.statusCode, 200, res.body);
    assert.ok((k.json(res).data as unknown as PodList).pods.some((p) => p.id === pod.id));
  });

  it("refuses a client admin on another client's pod (403) and an unknown key (401)", async () => {
    const other = await k.kioskPod();
    const foreign = await byPodSession(pod.session_id_key, await k.token(3, other.client.id));
    assert.equal(foreign.statusCode, 403, foreign.body);
    const unknown = await byPodSession('not-a-session-key', await k.token(3, pod.client.id));
    assert.equal(unknown.statusCode, 401, unknown.body);
    assert.equal(k.json(unknown).message, 'Session Id invalid!');
  });

  it('refuses a restricted admin (role 5): the target pods belong to the commands only roles 3 and 4 send', async () => {
    const res = await byPodSession(pod.session_id_key, await k.token(5, pod.client.id));
    assert.equal(res.statusCode, 403, res.body);
  });
});
