import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { issueSession } from '../../src/users/application/sessions.ts';
import { type DeployedPod, openPodServices, type PodServices, type TestClient } from '../support/pod-fixtures.ts';
import { connectWS, type TestSocket } from '../support/ws-client.ts';

/**
 * The floor's Message: staff send a pod a text (client admins their own client's pods, super
 * admins any), appended as StaffMessageSent and pushed as `message-send` 'staff_message' on
 * the pod's channel.
 */
describe("the floor view's Message", () => {
  let f: PodServices;
  let client: TestClient;
  let other: TestClient;
  let pod: DeployedPod;
  let strangerPod: DeployedPod;
  const sockets: TestSocket[] = [];

  before(async () => {
    f = await openPodServices();
    client = await f.client();
    other = await f.client();
    pod = await f.deployPod(client, await f.lab(client.id));
    strangerPod = await f.deployPod(other, await f.lab(other.id));
  });
  after(async () => {
    for (const s of sockets) s.ws.terminate();
    await f.close();
  });

  const send = (body: Record<string, unknown>, token: string) =>
    f.post('/api/v1/admin/kiosk/floor/message', body, token);
  const sentTo = async (podId: string) => (await f.deps.store.read('staff_message', podId)).events;

  /** A player's page signed in on the pod, listening on the pod's channel as the kiosk does. */
  const podSocket = async (podId: string, clientId: string) => {
    await issueSession(f.deps, {
      user_id: `player-on-${podId}`,
      role: 1,
      client_id: clientId,
      pod_id: podId,
      kind: 'pod',
      ttlMs: 3_600_000,
    });
    const socket = await connectWS(f.app, `/api/v1/ws?token=${await f.token(1, clientId, podId)}`);
    sockets.push(socket);
    socket.send({ op: 'subscribe', channel: `pod.${podId}` });
    assert.deepEqual(await socket.next(), { op: 'subscribed', channel: `pod.${podId}` });
    return socket;
  };

  it("appends who sent what to the pod and pushes the text to the pod's channel", async () => {
    const socket = await podSocket(pod.id, client.id);
    const res = await send(
      { pod_id: pod.id, message: '  Your table is ready <b>now</b>  ' },
      await f.token(3, client.id),
    );
    assert.equal(res.statusCode, 200, res.body);
    const data = res.json().data as { pod_id: string; sent_at: string };
    assert.equal(data.pod_id, pod.id);

    const [event, ...rest] = await sentTo(pod.id);
    assert.equal(rest.length, 0);
    assert.equal(event?.type, 'StaffMessageSent');
    assert.deepEqual(event?.data, { client_id: client.id, message: 'Your table is ready <b>now</b>' });
    assert.equal(event?.metadata.actor.kind, 'user');
    assert.equal(event?.metadata.actor.kind === 'user' && event.metadata.actor.role, 3);
    assert.equal(event?.metadata.occurred_at, data.sent_at);

    for (;;) {
      const msg = await socket.next(10_000);
      if (msg.kind !== 'message-send') continue;
      assert.deepEqual(msg, {
        op: 'message',
        channel: `pod.${pod.id}`,
        kind: 'message-send',
        payload: {
          status: true,
          message: 'staff_message',
          data: {
            pod: pod.id,
            user: null,
            staff_message: { text: 'Your table is ready <b>now</b>', sent_at: data.sent_at },
          },
          server_info: 'production',
        },
      });
      break;
    }
  });

  it("lets a super admin message any client's pod", async () => {
    const res = await send({ pod_id: strangerPod.id, message: 'Closing in 10 minutes' }, await f.token(4, null));
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(
      (await sentTo(strangerPod.id)).map((e) => e.data),
      [{ client_id: other.id, message: 'Closing in 10 minutes' }],
    );
  });

  it("refuses another client's admin, facilitators and players with 403 and appends nothing", async () => {
    const tokens = [await f.token(3, other.id), await f.token(2, client.id), await f.token(1, client.id)];
    const before = await f.lastSeq();
    const body = { pod_id: pod.id, message: 'Hello from elsewhere' };
    for (const token of tokens) {
      const res = await send(body, token);
      assert.equal(res.statusCode, 403, res.body);
      assert.equal(res.json().status, false);
    }
    assert.equal(await f.lastSeq(), before);
  });

  it('refuses bad input with 400 and an unknown pod with 404, appending nothing', async () => {
    const token = await f.token(3, client.id);
    const before = await f.lastSeq();
    const bad: Array<Record<string, unknown>> = [
      { pod_id: pod.id, message: '' },
      { pod_id: pod.id, message: '   ' },
      { pod_id: pod.id, message: 'x'.repeat(281) },
      { pod_id: pod.id },
      { message: 'Hello' },
      { pod_id: '', message: 'Hello' },
      { pod_id: pod.id, message: 42 },
      { pod_id: pod.id, message: 'Hello', extra: 1 },
    ];
    for (const body of bad) {
      const res = await send(body, token);
      assert.equal(res.statusCode, 400, `${JSON.stringify(body)}: ${res.body}`);
      assert.equal(res.json().status, false);
    }
    const unknown = await send({ pod_id: 'no-such-pod-0000', message: 'Hello' }, token);
    assert.equal(unknown.statusCode, 404, unknown.body);
    assert.equal(await f.lastSeq(), before);
    assert.equal((await send({ pod_id: pod.id, message: 'y'.repeat(280) }, token)).statusCode, 200);
  });
});
