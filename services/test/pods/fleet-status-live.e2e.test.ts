import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import { catalogue, PodActivityChanged, PodKioskSessionStarted, SYSTEM_ACTOR, telemetrySubject } from '@gamepod/events';
import { podPresenceProjection, podStatusProjection } from '@gamepod/projections';
import { jetstream } from '@nats-io/jetstream';
import { ensureScreenshotBucket } from '../../src/pods/fleet-status/screenshot-store.ts';
import { type DeployedPod, openPodServices, type PodServices, type TestClient } from '../support/pod-fixtures.ts';
import { connectWS, type TestSocket } from '../support/ws-client.ts';

type Row = Record<string, unknown> & {
  id: string;
  activity: string | null;
  OnlineDetail: { online: number; message: string };
  ScreenshotDetail: { url: string | null; image: null; age: number | null; message: string };
  latestsession: Record<string, unknown> | null;
};

const context = { actor: SYSTEM_ACTOR };
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe('the live fleet status', () => {
  let f: PodServices;
  /** The app's clock runs this far ahead of the real one: how a test lets 30 s pass at once. */
  let aheadMs = 0;
  let admin: string;
  let client: TestClient;
  let labId: string;
  const sockets: TestSocket[] = [];
  before(async () => {
    f = await openPodServices({
      extra: [podStatusProjection, podPresenceProjection],
      build: { clock: () => new Date(Date.now() + aheadMs), fleetStatus: { tickMs: 50 } },
    });
    admin = await f.token(4, null);
    client = await f.client();
    labId = await f.lab(client.id);
  });
  after(async () => {
    for (const s of sockets) s.ws.terminate();
    await f.close();
  });

  /** Publishes a heartbeat as a bridge does and waits until pod_presence holds it. */
  const heartbeat = async (podId: string, helper_ok = true) => {
    const body = { at: new Date().toISOString(), helper_ok, uptime_s: 42, buffered: 0, dropped: 0, version: 't' };
    const subject = telemetrySubject(f.env.names, 'heartbeat', podId);
    const { seq } = await jetstream(f.env.nc).publish(subject, JSON.stringify(body));
    assert.equal(await f.deps.checkpoints.waitFor(['pod_presence'], seq, 10_000), true);
  };
  const append = async (podId: string, events: Parameters<PodServices['deps']['store']['append']>[2]) => {
    // a station's observations go to its station subject, the kiosk session to the pod's
    const aggregate = catalogue.require(events[0]?.type ?? '').aggregate;
    const { seq } = await f.deps.store.append(aggregate, podId, events, { expectedVersion: 'any', context });
    assert.equal(await f.deps.checkpoints.waitFor(['pod_status'], seq, 10_000), true);
  };
  const rowOf = async (pod: DeployedPod, token = admin): Promise<Row> => {
    const res = await f.get(`/api/v1/admin/kiosk/pods?client_id=${client.id}&lab_id=${labId}`, token);
    assert.equal(res.statusCode, 200, res.body);
    const row = (res.json().data.pods as Row[]).find((p) => p.id === pod.id);
    assert.ok(row, 'the pod is listed');
    return row;
  };
  const open = async (role: number, clientId: string) => {
    const socket = await connectWS(f.app, `/api/v1/ws?token=${await f.token(role, clientId)}`);
    sockets.push(socket);
    return socket;
  };
  /** The next pod status push for `podId` matching `want`, skipping others. */
  const pushFor = async (socket: TestSocket, podId: string, want: (p: Record<string, unknown>) => boolean) => {
    for (;;) {
      const msg = await socket.next(5_000);
      const payload = msg.payload as Record<string, unknown> | undefined;
      if (msg.kind === 'status.pod' && payload?.pod_id === podId && want(payload)) return msg;
    }
  };

  describe('in the pods list', () => {
    it('shows a pod that never sent a heartbeat as MISSING and never connected', async () => {
      const row = await rowOf(await f.deployPod(client, labId));
      assert.equal(row.activity, 'MISSING');
      assert.deepEqual(row.OnlineDetail, { online: 0, message: 'Never connected' });
      assert.equal(row.latestsession, null);
    });

    it('shows a pod with a fresh heartbeat as ACTIVE and online', async () => {
      const pod = await f.deployPod(client, labId);
      await heartbeat(pod.id);
      const row = await rowOf(pod);
      assert.equal(row.activity, 'ACTIVE');
      assert.deepEqual(row.OnlineDetail, { online: 1, message: 'Online' });
    });

    it("shows the bridge's reported activity and a helper that stopped answering", async () => {
      const pod = await f.deployPod(client, labId);
      await append(pod.id, [PodActivityChanged.of({ activity: 'idle' })]);
      await heartbeat(pod.id, false);
      const row = await rowOf(pod);
      assert.equal(row.activity, 'IDLE');
      assert.deepEqual(row.OnlineDetail, { online: 0, message: 'Helper not responding' });
    });

    it('shows the latest kiosk session with minutes since the pod last reported', async () => {
      const pod = await f.deployPod(client, labId);
      await append(pod.id, [PodKioskSessionStarted.of({ session_id_key_hash: 'b'.repeat(64), remote_id_key: 'r' })]);
      await heartbeat(pod.id);
      const session = (await rowOf(pod)).latestsession;
      assert.equal(session?.session_status, 1);
      assert.ok(session?.up_time === 0 || session?.up_time === 1, `up_time ${session?.up_time}`);
      assert.deepEqual(session?.latestsessionlog, { activity: null, game: null });
    });

    it('turns a pod MISSING once its heartbeat is more than 30 s old', async () => {
      const pod = await f.deployPod(client, labId);
      await heartbeat(pod.id);
      aheadMs = 31_000;
      try {
        const row = await rowOf(pod);
        assert.equal(row.activity, 'MISSING');
        assert.equal(row.OnlineDetail.online, 0);
        assert.match(row.OnlineDetail.message, /^No heartbeat for 3\d s$/);
      } finally {
        aheadMs = 0;
      }
    });
  });

  describe('pushed over the WebSocket', () => {
    it("pushes a pod's changes to its client's channel, and the MISSING transition", async () => {
      const socket = await open(3, client.id);
      socket.send({ op: 'subscribe', channel: `client.${client.id}` });
      assert.deepEqual(await socket.next(), { op: 'subscribed', channel: `client.${client.id}` });
      const other = await f.client();
      const stranger = await open(3, other.id);
      stranger.send({ op: 'subscribe', channel: `client.${other.id}` });
      assert.deepEqual(await stranger.next(), { op: 'subscribed', channel: `client.${other.id}` });

      const pod = await f.deployPod(client, labId);
      await heartbeat(pod.id);
      const online = await pushFor(socket, pod.id, (p) => p.online === 1);
      assert.deepEqual(online, {
        op: 'message',
        channel: `client.${client.id}`,
        kind: 'status.pod',
        payload: {
          pod_id: pod.id,
          activity: 'ACTIVE',
          online: 1,
          message: 'Online',
          lock_out: 0,
          volume: 25,
          in_use: 0,
          stuck_session: 0,
          consoles: null,
        },
      });

      await append(pod.id, [PodActivityChanged.of({ activity: 'asleep' })]);
      await pushFor(socket, pod.id, (p) => p.activity === 'ASLEEP');

      // no heartbeat commits anything: only the monitor's tick notices the silence
      aheadMs = 31_000;
      try {
        const missing = await pushFor(socket, pod.id, (p) => p.activity === 'MISSING');
        assert.match(String((missing.payload as { message: string }).message), /^No heartbeat for 3\d s$/);
      } finally {
        aheadMs = 0;
      }
      assert.equal(await stranger.silentFor(300), true, "another client's admin hears none of it");
    });

    it("pushes a client's pod statuses once when a page first watches the client", async () => {
      // the fleet changes while nobody watches (the monitor reads no one's pods then)...
      const other = await f.client();
      const otherLab = await f.lab(other.id);
      const pod = await f.deployPod(other, otherLab);
      await heartbeat(pod.id);
      // ...and a page that subscribes afterwards still hears where the pod stands
      const socket = await open(3, other.id);
      socket.send({ op: 'subscribe', channel: `client.${other.id}` });
      assert.deepEqual(await socket.next(), { op: 'subscribed', channel: `client.${other.id}` });
      const online = await pushFor(socket, pod.id, (p) => p.online === 1);
      assert.equal(online.channel, `client.${other.id}`);
    });

    it("refuses a client admin another client's channel", async () => {
      const other = await f.client();
      const socket = await open(3, other.id);
      socket.send({ op: 'subscribe', channel: `client.${client.id}` });
      const reply = await socket.next();
      assert.equal(reply.op, 'error');
      assert.equal(reply.channel, `client.${client.id}`);
    });
  });

  describe('screenshots', () => {
    it('says no screenshot yet for a pod that has sent none', async () => {
      const pod = await f.deployPod(client, labId);
      const row = await rowOf(pod);
      assert.deepEqual(row.ScreenshotDetail, { url: null, image: null, age: null, message: 'No screenshot yet' });
      const png = await f.get(`/api/v1/admin/kiosk/pod/screenshot.png?pod_id=${pod.id}`, admin);
      assert.equal(png.statusCode, 404);
    });

    it("gives the age of the pod's KV entry, in the list and the screenshot call, and serves the PNG", async () => {
      const pod = await f.deployPod(client, labId);
      const kv = await ensureScreenshotBucket(f.env.nc, f.env.names);
      await kv.put(pod.id, PNG);

      // the list learns the time from the bucket's updates, which it follows: a moment later
      const detail = await eventually(
        "the screenshot's age",
        async () => {
          const d = (await rowOf(pod)).ScreenshotDetail;
          return d.age === null ? null : d;
        },
        { timeoutMs: 5_000, intervalMs: 20 },
      );
      assert.equal(detail.url, `/api/v1/admin/kiosk/pod/screenshot.png?pod_id=${pod.id}`);
      assert.ok(detail.age !== null && detail.age <= 2, `age ${detail.age}`);
      assert.equal(detail.message, 'Latest screenshot');

      const call = await f.get(`/api/v1/admin/kiosk/pod/screenshot?pod_id=${pod.id}`, admin);
      assert.equal(call.json().data.screenshot.url, detail.url);

      const png = await f.get(detail.url ?? '', admin);
      assert.equal(png.statusCode, 200);
      assert.equal(png.headers['content-type'], 'image/png');
      assert.deepEqual(new Uint8Array(png.rawPayload), PNG);

      aheadMs = 120_000;
      try {
        const old = (await rowOf(pod)).ScreenshotDetail;
        assert.ok(old.age !== null && old.age >= 120, `age ${old.age}`);
        assert.match(old.message, /^Last screenshot \d+ s ago$/);
        // past the bucket's 10 minutes the entry is gone, and the list says so
        aheadMs = 11 * 60_000;
        assert.equal((await rowOf(pod)).ScreenshotDetail.message, 'No screenshot yet');
      } finally {
        aheadMs = 0;
      }
    });

    it("refuses another client's admin the PNG", async () => {
      const pod = await f.deployPod(client, labId);
      const other = await f.client();
      const res = await f.get(`/api/v1/admin/kiosk/pod/screenshot.png?pod_id=${pod.id}`, await f.token(3, other.id));
      assert.equal(res.statusCode, 403);
    });
  });
});
