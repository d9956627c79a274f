import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BridgeMessage } from '@gamepod/contracts/bridge-socket';
import { eventually } from '@gamepod/devkit';
import { podScreensBucket } from '@gamepod/events';
import { podById } from '@gamepod/projections';
import { jetstreamManager } from '@nats-io/jetstream';
import type { HelperSimulator } from '../../src/simulator/simulator-server.ts';
import { connectKiosk, isCommand, isHello, isState } from './support/kiosk-client.ts';
import { listeningServices } from './support/listening-services.ts';
import { podEvents, startTestBridge, startTestStation } from './support/station.ts';

const control = async (sim: HelperSimulator, path: string, body: unknown) => {
  const res = await fetch(`${sim.controlUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  assert.equal(res.status, 200, `control ${path}`);
};

describe('a bridge watching its station', () => {
  const s = listeningServices();

  const station = async (t: Parameters<typeof startTestStation>[0]) => {
    const pod = await s.f.deployPod(s.client, s.labId);
    const sim = await startTestStation(t, pod.pod_id_key);
    const bridge = await startTestBridge(t, sim, { apiUrl: s.apiUrl, natsUrl: s.f.env.natsUrl, screenshotMs: 200 });
    await bridge.registered;
    return { pod, sim, bridge };
  };

  describe('when the consoles change and the logout button is pressed', () => {
    it('records PodConsoleStatusChanged and PodPhysicalLogoutPressed on the pod', async (t) => {
      const { pod, sim } = await station(t);
      const initial = await eventually('the first console status', async () => {
        const [first] = await podEvents(s.f.deps.store, pod.id, 'PodConsoleStatusChanged');
        return first;
      });
      assert.equal((initial.data as { xd1: string }).xd1, 'xb');

      await control(sim, 'consoles', { xd1: 'sw' });
      const changed = await eventually('the console change', async () => {
        const events = await podEvents(s.f.deps.store, pod.id, 'PodConsoleStatusChanged');
        return events.find((e) => (e.data as { xd1: string }).xd1 === 'sw');
      });
      assert.deepEqual(changed.metadata.actor, { kind: 'pod', pod_id: pod.id });

      await control(sim, 'press-logout', { reason: 'button' });
      const [pressed] = await eventually('the logout press', () =>
        podEvents(s.f.deps.store, pod.id, 'PodPhysicalLogoutPressed').then((e) => (e.length > 0 ? e : null)),
      );
      assert.deepEqual(pressed?.data, { reason: 'button' });
    });
  });

  describe('when someone locks the station at its helper', () => {
    it("records the lock and its release from the bridge's own report, with no kiosk page open", async (t) => {
      const { pod, sim } = await station(t);
      const lockOut = async () => (await podById(s.f.deps.db, pod.id))?.lock_out;
      await eventually('the first console status', () =>
        podEvents(s.f.deps.store, pod.id, 'PodConsoleStatusChanged').then((e) => (e.length > 0 ? e : null)),
      );
      assert.equal(await lockOut(), false);
      await control(sim, 'consoles', { pod_disabled: true });
      await eventually('the lock recorded', async () => ((await lockOut()) === true ? true : null));
      await control(sim, 'consoles', { pod_disabled: false });
      await eventually('the release recorded', async () => ((await lockOut()) === false ? true : null));
    });
  });

  describe("the kiosk page's local socket", () => {
    it('greets with the pod, serves the state, pushes changes and commands, and answers ping', async (t) => {
      const { pod, sim, bridge } = await station(t);
      const kiosk = await connectKiosk(bridge.kioskUrl);
      t.after(() => kiosk.close());
      const hello = await kiosk.next('hello', isHello);
      assert.deepEqual(hello, { op: 'hello', pod_id: pod.id, pod_id_key: pod.pod_id_key });
      await kiosk.next('a state with the helper up', (m): m is Extract<typeof m, { op: 'state' }> => {
        return isState(m) && m.helper_ok && m.nats_ok && m.station.xd1 === 'xb';
      });

      await control(sim, 'idle', { idle: true });
      await kiosk.next(
        'the idle station',
        (m): m is Extract<typeof m, { op: 'state' }> => isState(m) && m.station.idle,
      );

      const admin = await s.f.token(4, null);
      const res = await s.f.post('/api/v1/admin/run/command', { command_type: 'logout', pod_ids: [pod.id] }, admin);
      assert.equal(res.statusCode, 200, res.body);
      const pushed = await kiosk.next('the command', isCommand);
      assert.equal(pushed.command.command_type, 'logout');

      kiosk.ws.send(JSON.stringify({ op: 'ping' }));
      await kiosk.next('pong', (m): m is { op: 'pong' } => m.op === 'pong');
    });

    it("relays a page's allow-listed helper calls and answers each by id", async (t) => {
      const { sim, bridge } = await station(t);
      const kiosk = await connectKiosk(bridge.kioskUrl);
      t.after(() => kiosk.close());
      await kiosk.next('hello', isHello);
      const isReply =
        (id: string) =>
        (m: BridgeMessage): m is Extract<BridgeMessage, { op: 'reply' }> =>
          m.op === 'reply' && m.id === id;

      kiosk.ws.send(
        JSON.stringify({ op: 'call', id: 'v1', method: 'POST', path: '/kiosk/set/vol_change', body: { volume: 40 } }),
      );
      const volume = await kiosk.next('the volume reply', isReply('v1'));
      assert.equal(volume.ok, true);
      await kiosk.next(
        'the new volume in the state',
        (m): m is Extract<BridgeMessage, { op: 'state' }> => isState(m) && m.station.volume === 40,
      );
      kiosk.ws.send(
        JSON.stringify({
          op: 'call',
          id: 'e1',
          method: 'POST',
          path: '/kiosk/set/pod_emergency',
          body: { pod_emergency: 'yes' },
        }),
      );
      assert.equal((await kiosk.next('the emergency reply', isReply('e1'))).ok, true);
      const state = (await (await fetch(`${sim.controlUrl}state`)).json()) as { emergency: boolean };
      assert.equal(state.emergency, true);

      kiosk.ws.send(JSON.stringify({ op: 'call', id: 'r1', method: 'POST', path: '/kiosk/set/reboot' }));
      const refused = await kiosk.next('the refusal', isReply('r1'));
      assert.deepEqual([refused.ok, refused.status], [false, 400]);
      assert.equal(
        sim.calls().some((c) => c.path.endsWith('/kiosk/set/reboot')),
        false,
      );
    });

    it("refuses a page from another origin, and serves the product's origin", async (t) => {
      const { bridge } = await station(t);
      await assert.rejects(connectKiosk(bridge.kioskUrl, { origin: 'https://evil.example' }), /403/);
      const kiosk = await connectKiosk(bridge.kioskUrl, { origin: s.apiUrl });
      t.after(() => kiosk.close());
      await kiosk.next('hello', isHello);
    });
  });

  describe('the screenshot upload', () => {
    it("puts the station's PNG under its own key in the screenshots bucket", async (t) => {
      const { pod } = await station(t);
      const jsm = await jetstreamManager(s.f.env.nc);
      const bucket = podScreensBucket(s.f.env.names);
      t.after(() => jsm.streams.delete(`KV_${bucket}`).catch(() => undefined));
      const msg = await eventually('a screenshot', () =>
        jsm.direct.getMessage(`KV_${bucket}`, { last_by_subj: `$KV.${bucket}.${pod.id}` }),
      );
      assert.deepEqual([...msg.data.subarray(1, 4)], [...Buffer.from('PNG')]);
    });
  });
});
