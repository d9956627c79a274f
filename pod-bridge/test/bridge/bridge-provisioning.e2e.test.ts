// Provisioning from the station: the admin console, open on the station's browser, deploys a pod
// and gives the helper its key through the bridge's local socket (pod-bridge/README.md).

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BridgeMessage } from '@gamepod/contracts/bridge-socket';
import { eventually, quietFor } from '@gamepod/devkit';
import type { BridgeLog } from '../../src/bridge-log.ts';
import { startHelperSimulator } from '../../src/simulator/simulator-server.ts';
import { connectKiosk, isHello, type KioskClient } from './support/kiosk-client.ts';
import { listeningServices } from './support/listening-services.ts';
import { called, startTestBridge, startTestStation } from './support/station.ts';

type Reply = Extract<BridgeMessage, { op: 'reply' }>;
type Hello = Extract<BridgeMessage, { op: 'hello' }>;

/** A log that keeps what the bridge warns about. */
function keptLog(): BridgeLog & { readonly warnings: string[] } {
  const warnings: string[] = [];
  return { debug: () => {}, info: () => {}, warn: (m) => warnings.push(m), error: () => {}, warnings };
}

/** Sends a helper call as a page would and waits for its reply. */
async function relay(kiosk: KioskClient, id: string, path: string, body: Record<string, unknown>): Promise<Reply> {
  kiosk.ws.send(JSON.stringify({ op: 'call', id, method: 'POST', path, body }));
  return kiosk.next(`the reply to ${path}`, (m): m is Reply => m.op === 'reply' && m.id === id);
}

describe('provisioning a station from its own browser', () => {
  const s = listeningServices();

  describe('when a page gives an undeployed station its key', () => {
    it('registers at once instead of waiting out its backoff, and greets the page as the pod', async (t) => {
      const pod = await s.f.deployPod(s.client, s.labId);
      const sim = await startHelperSimulator({ initial: { pod_id_key: '' } });
      t.after(() => sim.close());
      // a minute between attempts: registering within seconds can only be the wake-up
      const bridge = await startTestBridge(t, sim, {
        apiUrl: s.apiUrl,
        natsUrl: s.f.env.natsUrl,
        registerRetryMs: 60_000,
      });
      const kiosk = await connectKiosk(bridge.kioskUrl);
      t.after(() => kiosk.close());
      assert.deepEqual(await kiosk.next('the undeployed hello', isHello), {
        op: 'hello',
        pod_id: null,
        pod_id_key: null,
      });
      await eventually('the first attempt to find no key', () => called(sim, 'GET', '/kiosk/check/pod_id'));
      assert.equal(bridge.status().registered, false);

      const setAt = Date.now();
      const key = await relay(kiosk, 'k1', '/kiosk/set/pod_id', { pod_id: pod.pod_id_key });
      assert.deepEqual([key.ok, key.data], [true, { pod_id: pod.pod_id_key }]);
      const type = await relay(kiosk, 't1', '/kiosk/set/pod_type', { pod_type: 'gp_duo' });
      assert.equal(type.ok, true);

      const registration = await bridge.registered;
      assert.equal(registration.pod_id, pod.id);
      assert.ok(Date.now() - setAt < 10_000, `registered ${Date.now() - setAt} ms after the key was set`);
      await kiosk.next(
        'the hello naming the pod',
        (m): m is Hello => isHello(m) && m.pod_id === pod.id && m.pod_id_key === pod.pod_id_key,
      );
      const state = (await (await fetch(`${sim.controlUrl}state`)).json()) as { pod_id_key: string; pod_type: string };
      assert.deepEqual([state.pod_id_key, state.pod_type], [pod.pod_id_key, 'gp_duo']);
    });
  });

  describe('when a page gives a registered station another key', () => {
    it("leaves its pod, registers as the new one, and runs the new pod's commands", async (t) => {
      const pod = await s.f.deployPod(s.client, s.labId);
      const other = await s.f.deployPod(s.client, s.labId);
      const sim = await startTestStation(t, pod.pod_id_key);
      const log = keptLog();
      const bridge = await startTestBridge(t, sim, { apiUrl: s.apiUrl, natsUrl: s.f.env.natsUrl, log });
      await bridge.registered;
      const kiosk = await connectKiosk(bridge.kioskUrl);
      t.after(() => kiosk.close());
      await kiosk.next('hello', isHello);

      // the same key again (an edit tells the station again) is no change
      assert.equal((await relay(kiosk, 'same', '/kiosk/set/pod_id', { pod_id: pod.pod_id_key })).ok, true);
      assert.equal(log.warnings.filter((w) => /another pod_id_key/.test(w)).length, 0);

      assert.equal((await relay(kiosk, 'new', '/kiosk/set/pod_id', { pod_id: other.pod_id_key })).ok, true);
      const warning = log.warnings.find((w) => /another pod_id_key/.test(w)) ?? '';
      assert.match(warning, new RegExp(`leaving pod ${pod.id} to register again`));
      assert.doesNotMatch(warning, new RegExp(other.pod_id_key), 'the new key, a secret, is not logged');
      await kiosk.next(
        'the hello naming the new pod',
        (m): m is Hello => isHello(m) && m.pod_id === other.id && m.pod_id_key === other.pod_id_key,
      );
      assert.equal(bridge.registration()?.pod_id, other.id);
      await eventually('the new pod connection', () => bridge.status().nats_ok);

      const admin = await s.f.token(4, null);
      const command = async (podId: string) => {
        const res = await s.f.post('/api/v1/admin/run/command', { command_type: 'reboot', pod_ids: [podId] }, admin);
        assert.equal(res.statusCode, 200, res.body);
      };
      await command(other.id);
      await eventually('the new pod’s reboot at the helper', () => called(sim, 'POST', '/kiosk/set/reboot'));
      // the old pod's commands no longer reach this station
      await fetch(`${sim.controlUrl}calls`, { method: 'DELETE' });
      await command(pod.id);
      await quietFor(1_000);
      assert.equal(called(sim, 'POST', '/kiosk/set/reboot'), false, 'the old pod’s command stays unrun here');
    });
  });

  describe('when a page sets pod_disabled', () => {
    it('relays it to the helper, which reports the station disabled', async (t) => {
      const pod = await s.f.deployPod(s.client, s.labId);
      const sim = await startTestStation(t, pod.pod_id_key);
      const bridge = await startTestBridge(t, sim, { apiUrl: s.apiUrl, natsUrl: s.f.env.natsUrl });
      const kiosk = await connectKiosk(bridge.kioskUrl);
      t.after(() => kiosk.close());
      await kiosk.next('hello', isHello);

      const reply = await relay(kiosk, 'd1', '/kiosk/set/pod_disabled', { pod_disabled: 'yes' });
      assert.deepEqual([reply.ok, reply.data], [true, { pod_disabled: true }]);
      await kiosk.next(
        'the disabled station in the state',
        (m): m is Extract<BridgeMessage, { op: 'state' }> => m.op === 'state' && m.station.pod_disabled,
      );
    });
  });
});
