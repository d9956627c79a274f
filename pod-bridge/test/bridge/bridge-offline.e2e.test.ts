import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { BridgeMessage } from '@gamepod/contracts/bridge-socket';
import { eventually } from '@gamepod/devkit';
import { uuidv7 } from '@gamepod/events';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { PermissionViolationError } from '@nats-io/transport-node';
import type { Bridge } from '../../src/bridge.ts';
import { connectKiosk, isState } from './support/kiosk-client.ts';
import { openPrivateServices, type PrivateServices } from './support/private-services.ts';
import { startTestBridge, startTestStation } from './support/station.ts';

type State = Extract<BridgeMessage, { op: 'state' }>;
type Heartbeat = {
  at: string;
  helper_ok: boolean;
  uptime_s: number;
  buffered: number;
  dropped: number;
  version: string;
};

describe('a bridge with operator-mode creds', () => {
  let s: PrivateServices;
  before(async () => {
    s = await openPrivateServices();
  });
  after(() => s.close());

  /** Every heartbeat of `podId` in the telemetry stream, oldest first. */
  const heartbeats = async (podId: string): Promise<Heartbeat[]> => {
    const jsm = await jetstreamManager(s.nc);
    const subject = `${s.names.prefix}.tel.heartbeat.${podId}`;
    const found: Heartbeat[] = [];
    for (let seq = 1; ; ) {
      const m = await jsm.direct.getMessage(s.names.telemetryStream, { seq, next_by_subj: subject });
      if (!m) return found;
      found.push(m.json<Heartbeat>());
      seq = m.seq + 1;
    }
  };

  const connectedBridge = async (t: Parameters<typeof startTestStation>[0]) => {
    const pod = await s.deployPod();
    const sim = await startTestStation(t, pod.pod_id_key);
    // no natsUrl: the bridge uses the one registration names
    const bridge = await startTestBridge(t, sim, { apiUrl: s.apiUrl, heartbeatMs: 200 });
    const reg = await bridge.registered;
    assert.match(reg.creds ?? '', /BEGIN NATS USER JWT/);
    await eventually('the NATS connection', () => bridge.status().nats_ok);
    return { pod, sim, bridge };
  };

  describe('when NATS goes away and comes back', () => {
    it('keeps serving the kiosk, buffers telemetry, and sends it after reconnecting by itself', async (t) => {
      const { pod, sim, bridge } = await connectedBridge(t);
      const before = await eventually('heartbeats in the telemetry stream', async () => {
        const found = await heartbeats(pod.id);
        return found.length >= 2 ? found : null;
      });
      assert.equal(before[0]?.helper_ok !== undefined, true);
      assert.equal(before[0]?.version, '0.1.0');

      const kiosk = await connectKiosk(bridge.kioskUrl);
      t.after(() => kiosk.close());
      const stoppedAt = new Date();
      await s.stopNats();
      await kiosk.next('nats_ok false', (m): m is State => isState(m) && !m.nats_ok);

      await fetch(`${sim.controlUrl}idle`, { method: 'POST', body: JSON.stringify({ idle: true }) });
      await kiosk.next(
        'the idle station while offline',
        (m): m is State => isState(m) && m.station.idle && m.helper_ok,
      );
      await eventually('buffered heartbeats', () => bridge.status().buffered >= 3);
      const restartedAt = new Date();

      await s.startNats();
      await eventually('the reconnect', () => bridge.status().nats_ok, { timeoutMs: 20_000 });
      await eventually('the flushed outbox', () => bridge.status().buffered === 0, { timeoutMs: 20_000 });
      const all = await heartbeats(pod.id);
      const during = all.filter(
        (h) => Date.parse(h.at) > stoppedAt.getTime() && Date.parse(h.at) < restartedAt.getTime(),
      );
      assert.ok(during.length >= 3, `heartbeats sent while NATS was down arrived (${during.length})`);
      const events = await eventually('the idle fact recorded after the outage', async () => {
        const { events } = await s.store.read('station', pod.id);
        return events.find((e) => e.type === 'PodActivityChanged') ? events : null;
      });
      assert.ok(events.length > 0);
    });
  });

  describe("when it reaches for another pod's subject, or its own pod's", () => {
    const refused = (err: unknown) => {
      const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
      assert.ok(cause instanceof PermissionViolationError, `expected a permission violation, got ${String(err)}`);
      return true;
    };

    it('is refused with a permission error and nothing lands', async (t) => {
      const { bridge } = await connectedBridge(t);
      const other = await s.deployPod();
      const nc = (bridge as Bridge).link()?.connection;
      assert.ok(nc);
      for (const subject of [`${s.names.prefix}.evt.pod.${other.id}`, `${s.names.prefix}.evt.station.${other.id}`]) {
        await assert.rejects(jetstream(nc).publish(subject, '[]', { msgID: uuidv7() }), refused, subject);
      }
      const { events } = await s.store.read('pod', other.id);
      assert.deepEqual(
        events.map((e) => e.type),
        ['PodDeployed'],
      );
    });

    it("may not write its own pod's subject either: services write there, and read it as trusted", async (t) => {
      const { bridge, pod } = await connectedBridge(t);
      const nc = (bridge as Bridge).link()?.connection;
      assert.ok(nc);
      const before = (await s.store.read('pod', pod.id)).events.length;
      await assert.rejects(
        jetstream(nc).publish(`${s.names.prefix}.evt.pod.${pod.id}`, '[]', { msgID: uuidv7() }),
        refused,
      );
      assert.equal((await s.store.read('pod', pod.id)).events.length, before);
    });
  });
});
