import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { podPresenceProjection, podStatusProjection } from '@gamepod/projections';
import { issueSession } from '../../src/users/application/sessions.ts';
import { json } from '../support/kiosk-fixtures.ts';
import { type DeployedPod, openPodServices, type PodServices, type TestClient } from '../support/pod-fixtures.ts';
import { connectWS, type TestSocket } from '../support/ws-client.ts';

type Pod = { id: string; name: string; lock_out: number; in_use: number; consoles: { xd1: string; xd2: string } };

describe("the facilitator's pods list", () => {
  let f: PodServices;
  let client: TestClient;
  let other: TestClient;
  let pods: DeployedPod[];
  let stranger: DeployedPod;
  let facilitator: string;
  const sockets: TestSocket[] = [];
  before(async () => {
    f = await openPodServices({
      extra: [podStatusProjection, podPresenceProjection],
      build: { fleetStatus: { tickMs: 50 } },
    });
    client = await f.client();
    other = await f.client();
    const labId = await f.lab(client.id);
    pods = [await f.deployPod(client, labId), await f.deployPod(client, labId)];
    stranger = await f.deployPod(other, await f.lab(other.id));
    facilitator = await f.token(2, client.id);
  });
  after(async () => {
    for (const s of sockets) s.ws.terminate();
    await f.close();
  });

  const list = async (token = facilitator, body: Record<string, unknown> = {}) =>
    f.post('/api/v1/facilitator/pods/list', body, token);
  const listed = async (token = facilitator) => {
    const res = await list(token);
    assert.equal(res.statusCode, 200, res.body);
    return (json(res).data as { pods: Pod[] }).pods;
  };

  it("lists only the pods of the facilitator's own client, whatever the body names", async () => {
    const res = await list(facilitator, { session_id_key: 'kiosk-key', token: facilitator, user_id: 'someone' });
    assert.equal(res.statusCode, 200, res.body);
    const ids = (json(res).data as { pods: Pod[] }).pods.map((p) => p.id);
    assert.deepEqual(ids.sort(), pods.map((p) => p.id).sort());
    assert.ok(!ids.includes(stranger.id));
    assert.equal((json(res).data as { client_id: string }).client_id, client.id);
  });

  it('gives each pod its lock, whether someone is signed in on it, and its consoles', async () => {
    const [first] = await listed();
    assert.deepEqual({ lock_out: first?.lock_out, in_use: first?.in_use }, { lock_out: 0, in_use: 0 });
    assert.equal(typeof first?.consoles.xd1, 'string');
    assert.ok(first?.name);

    const pod = pods[0] as DeployedPod;
    const run = await f.post(
      '/api/v1/admin/run/command',
      { command_type: 'lockout', pod_ids: [pod.id] },
      await f.token(3, client.id),
    );
    assert.equal(run.statusCode, 200, run.body);
    await issueSession(f.deps, {
      user_id: 'player-1',
      role: 1,
      client_id: client.id,
      pod_id: pod.id,
      kind: 'pod',
      ttlMs: 60_000,
    });
    const row = (await listed()).find((p) => p.id === pod.id);
    assert.deepEqual({ lock_out: row?.lock_out, in_use: row?.in_use }, { lock_out: 1, in_use: 1 });
  });

  it('pushes a pod signed in on to the facilitator on their client channel', async () => {
    const socket = await connectWS(f.app, `/api/v1/ws?token=${facilitator}`);
    sockets.push(socket);
    socket.send({ op: 'subscribe', channel: `client.${client.id}` });
    assert.deepEqual(await socket.next(), { op: 'subscribed', channel: `client.${client.id}` });
    const pod = pods[1] as DeployedPod;
    await issueSession(f.deps, {
      user_id: 'player-2',
      role: 1,
      client_id: client.id,
      pod_id: pod.id,
      kind: 'pod',
      ttlMs: 60_000,
    });
    for (;;) {
      const msg = await socket.next(5_000);
      const payload = msg.payload as { pod_id?: string; in_use?: number } | undefined;
      if (msg.kind === 'status.pod' && payload?.pod_id === pod.id && payload.in_use === 1) break;
    }
    const outsider = await connectWS(f.app, `/api/v1/ws?token=${facilitator}`);
    sockets.push(outsider);
    outsider.send({ op: 'subscribe', channel: `client.${other.id}` });
    assert.equal((await outsider.next()).op, 'error');
  });

  it('refuses players with 403, and answers staff of the pod client only', async () => {
    assert.equal((await list(await f.token(1, client.id))).statusCode, 403);
    assert.equal((await list('not-a-token')).statusCode, 401);
    const admin = (await listed(await f.token(3, other.id))).map((p) => p.id);
    assert.deepEqual(admin, [stranger.id]);
    assert.deepEqual(await listed(await f.token(4, null)), []);
    const superOnPod = (await listed(await f.token(4, null, stranger.id))).map((p) => p.id);
    assert.deepEqual(superOnPod, [stranger.id]);
  });

  it('refuses a field it does not know or a wrong type with 400 naming it', async () => {
    const before = await f.lastSeq();
    const unknown = await list(facilitator, { client_id: other.id });
    assert.equal(unknown.statusCode, 400);
    assert.match(json(unknown).message, /client_id/);
    const wrong = await list(facilitator, { user_id: 5 });
    assert.equal(wrong.statusCode, 400);
    assert.equal(json(wrong).data.field, 'user_id');
    assert.equal(await f.lastSeq(), before);
  });
});
