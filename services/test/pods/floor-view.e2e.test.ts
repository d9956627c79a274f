import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FloorPod } from '@gamepod/contracts/http';
import { telemetrySubject } from '@gamepod/events';
import {
  labsProjection,
  playSessionsProjection,
  podPresenceProjection,
  podStatusProjection,
  reservationsProjection,
  timeBalancesProjection,
} from '@gamepod/projections';
import { jetstream } from '@nats-io/jetstream';
import { issueSession } from '../../src/users/application/sessions.ts';
import { type DeployedPod, openPodServices, type PodServices, type TestClient } from '../support/pod-fixtures.ts';
import { connectWS, type TestSocket } from '../support/ws-client.ts';

/**
 * The floor view: one lab's pods with who is on each, read by client admins for their own labs
 * and super admins for any, and pushed as `status.floor` on the client's channel.
 */
describe('the floor view', () => {
  let f: PodServices;
  let client: TestClient;
  let other: TestClient;
  let labId: string;
  let otherLab: string;
  let pod: DeployedPod;
  let strangerPod: DeployedPod;
  const sockets: TestSocket[] = [];

  before(async () => {
    f = await openPodServices({
      extra: [
        labsProjection,
        podStatusProjection,
        podPresenceProjection,
        playSessionsProjection,
        reservationsProjection,
        timeBalancesProjection,
      ],
      build: { fleetStatus: { tickMs: 100 } },
    });
    client = await f.client();
    other = await f.client();
    labId = await f.lab(client.id, { is_paid: true });
    otherLab = await f.lab(other.id);
    pod = await f.deployPod(client, labId);
    strangerPod = await f.deployPod(other, otherLab);
  });
  after(async () => {
    for (const s of sockets) s.ws.terminate();
    await f.close();
  });

  const floor = async (lab: string, token: string) => f.get(`/api/v1/admin/kiosk/floor?lab_id=${lab}`, token);
  const tileOf = async (podId: string, token?: string): Promise<FloorPod> => {
    const res = await floor(labId, token ?? (await f.token(3, client.id)));
    assert.equal(res.statusCode, 200, res.body);
    const tile = (res.json().data.pods as FloorPod[]).find((p) => p.pod_id === podId);
    assert.ok(tile, 'the pod is on the floor');
    return tile;
  };
  const heartbeat = async (podId: string) => {
    const body = { at: new Date().toISOString(), helper_ok: true, uptime_s: 42, buffered: 0, dropped: 0, version: 't' };
    const { seq } = await jetstream(f.env.nc).publish(
      telemetrySubject(f.env.names, 'heartbeat', podId),
      JSON.stringify(body),
    );
    assert.equal(await f.deps.checkpoints.waitFor(['pod_presence'], seq, 10_000), true);
  };
  const signInOn = (podId: string, clientId: string) =>
    issueSession(f.deps, {
      user_id: `player-on-${podId}`,
      role: 1,
      client_id: clientId,
      pod_id: podId,
      kind: 'pod',
      ttlMs: 3_600_000,
    });

  it("shows a client admin their lab's pods: offline before a heartbeat, idle after, in use with its player", async () => {
    const res = await floor(labId, await f.token(3, client.id));
    assert.equal(res.statusCode, 200, res.body);
    const data = res.json().data as { lab: { id: string; is_paid: number }; pods: FloorPod[] };
    assert.equal(data.lab.id, labId);
    assert.equal(data.lab.is_paid, 1);
    assert.deepEqual(
      data.pods.map((p) => p.pod_id),
      [pod.id],
    );
    assert.equal(data.pods[0]?.state, 'offline');
    assert.equal(data.pods[0]?.player, null);

    await heartbeat(pod.id);
    assert.equal((await tileOf(pod.id)).state, 'idle');

    await signInOn(pod.id, client.id);
    const tile = await tileOf(pod.id);
    assert.equal(tile.state, 'in_use');
    assert.equal(tile.player?.user_id, `player-on-${pod.id}`);
    assert.ok(tile.session_started_at, 'the sign-in time is shown');
    // a paid lab: the player's paid minutes are shown (none bought: 0)
    assert.equal(tile.minutes_left, 0);
  });

  it('gives Manage Your Pods and the floor the same tile, from the one read', async () => {
    const token = await f.token(3, client.id);
    const list = await f.get(`/api/v1/admin/kiosk/pods?lab_id=${labId}`, token);
    assert.equal(list.statusCode, 200, list.body);
    const row = (list.json().data.pods as Array<{ id: string; floor: FloorPod }>).find((p) => p.id === pod.id);
    assert.deepEqual(row?.floor, await tileOf(pod.id, token));
  });

  it("refuses another client's admin with 403, shows nothing of the lab and appends nothing", async () => {
    const token = await f.token(3, other.id);
    const before = await f.lastSeq();
    const res = await floor(labId, token);
    assert.equal(res.statusCode, 403);
    assert.doesNotMatch(res.body, new RegExp(pod.id));
    assert.equal(await f.lastSeq(), before);
  });

  it('refuses facilitators and players with 403, an unknown lab with 404 and a malformed id with 400', async () => {
    assert.equal((await floor(labId, await f.token(2, client.id))).statusCode, 403);
    assert.equal((await floor(labId, await f.token(1, client.id))).statusCode, 403);
    assert.equal((await floor('no-such-lab-0000', await f.token(3, client.id))).statusCode, 404);
    const bad = await f.get('/api/v1/admin/kiosk/floor?lab_id=', await f.token(3, client.id));
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().status, false);
  });

  it("lets a super admin read any client's lab", async () => {
    const res = await floor(otherLab, await f.token(4, null));
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(
      (res.json().data.pods as FloorPod[]).map((p) => p.pod_id),
      [strangerPod.id],
    );
  });

  it("pushes a session starting on a pod to its client's channel only", async () => {
    const connect = async (clientId: string) => {
      const socket = await connectWS(f.app, `/api/v1/ws?token=${await f.token(3, clientId)}`);
      sockets.push(socket);
      socket.send({ op: 'subscribe', channel: `client.${clientId}` });
      assert.deepEqual(await socket.next(), { op: 'subscribed', channel: `client.${clientId}` });
      return socket;
    };
    const mine = await connect(client.id);
    const stranger = await connect(other.id);
    // another client's admin may not listen on this client's channel
    stranger.send({ op: 'subscribe', channel: `client.${client.id}` });
    assert.deepEqual(await stranger.next(), {
      op: 'error',
      message: "You don't have permissions to access this area",
      channel: `client.${client.id}`,
    });
    const fresh = await f.deployPod(client, labId);
    await heartbeat(fresh.id);
    await signInOn(fresh.id, client.id);
    for (;;) {
      const msg = await mine.next(10_000);
      const tile = msg.payload as FloorPod | undefined;
      if (msg.kind === 'status.floor' && tile?.pod_id === fresh.id && tile.state === 'in_use') {
        assert.equal(msg.channel, `client.${client.id}`);
        assert.equal(tile.player?.user_id, `player-on-${fresh.id}`);
        break;
      }
    }
    // the other client's socket heard of its own pods at most, never of ours
    for (;;) {
      const msg = await stranger.next(1_000).catch(() => null);
      if (!msg) break;
      assert.notEqual((msg.payload as { pod_id?: string } | undefined)?.pod_id, fresh.id);
      assert.equal(msg.channel, `client.${other.id}`);
    }
  });
});
