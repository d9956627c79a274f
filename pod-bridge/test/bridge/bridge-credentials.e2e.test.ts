import assert from 'node:assert/strict';
import { after, before, describe, it, type TestContext } from 'node:test';
import { eventually } from '@gamepod/devkit';
import { bridgeInboxPrefix, STATION_USER_LIMITS } from '@gamepod/event-store/nats-auth';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, credsAuthenticator, type NatsConnection } from '@nats-io/transport-node';
import type { Registration } from '../../src/core/registering.ts';
import { openPrivateServices, type PrivateServices } from './support/private-services.ts';
import { startTestBridge, startTestStation } from './support/station.ts';

const te = new TextEncoder();

/** Connects as the station would, with its creds and inbox prefix; never reconnects. */
function connectAs(s: PrivateServices, reg: Registration): Promise<NatsConnection> {
  return connect({
    servers: s.natsUrl,
    authenticator: credsAuthenticator(te.encode(reg.creds ?? '')),
    inboxPrefix: bridgeInboxPrefix(reg.pod_id),
    reconnect: false,
    timeout: 5_000,
  });
}

/**
 * The server's answer to a connection with refused creds. A busy server may close the socket
 * before the client has written CONNECT (EPIPE, ECONNRESET); that proves nothing either way,
 * so the attempt is repeated until the server states its reason.
 */
async function refusalOf(s: PrivateServices, reg: Registration): Promise<Error> {
  for (let attempt = 1; ; attempt++) {
    const nc = await connectAs(s, reg).catch((e: Error) => e);
    if (!(nc instanceof Error)) {
      await nc.close();
      assert.fail('the server took the refused creds');
    }
    const transport = /EPIPE|ECONNRESET|CONNECTION_CLOSED|closed/i.test(
      `${nc.message} ${(nc as { code?: string }).code ?? ''}`,
    );
    if (!transport || attempt === 5) return nc;
  }
}

async function stationOf(s: PrivateServices, t: TestContext) {
  const pod = await s.deployPod();
  const sim = await startTestStation(t, pod.pod_id_key);
  const bridge = await startTestBridge(t, sim, { apiUrl: s.apiUrl, heartbeatMs: 200 });
  const reg = await bridge.registered;
  await eventually('the NATS connection', () => bridge.status().nats_ok);
  return { pod, bridge, reg };
}

describe("a station's NATS credentials", () => {
  describe('with a 3 s lifetime', () => {
    let s: PrivateServices;
    before(async () => {
      s = await openPrivateServices({ stationCredsTtlSec: 3 });
    });
    after(() => s.close());

    it('expire, and the bridge renews them before they do, keeping its connection object and publishing on', async (t) => {
      const { pod, bridge, reg } = await stationOf(s, t);
      const first = Date.parse(reg.expires_at ?? '');
      assert.ok(first - Date.now() <= 3_000, 'the creds expire within their lifetime');
      const nc = bridge.link()?.connection;
      assert.ok(nc);
      const renewed = await eventually('renewed creds', () => {
        const now = bridge.registration();
        return now && Date.parse(now.expires_at ?? '') > first ? now : null;
      });
      assert.notEqual(renewed.creds, reg.creds);
      // wait out the first creds entirely, then prove the link still works
      await eventually('the first creds expired, and 1.5 s more', () => Date.now() > first + 1_500, {
        timeoutMs: Math.max(0, first - Date.now()) + 20_000,
        intervalMs: 100,
      });
      assert.equal(bridge.link()?.connection, nc, 'the same NATS connection, reconnected with fresh creds');
      await eventually('the link back up', () => bridge.status().nats_ok);
      const ack = await jetstream(nc).publish(`${s.names.prefix}.tel.heartbeat.${pod.id}`, te.encode('{}'));
      assert.equal(ack.stream, s.names.telemetryStream);
    });
  });

  // one operator-mode server with the default lifetime for the revocation and limit cases
  let shared: PrivateServices;
  before(async () => {
    shared = await openPrivateServices();
  });
  after(() => shared?.close());

  describe('when the pod loses its right to NATS', () => {
    let s: PrivateServices;
    before(async () => {
      s = shared;
    });

    const cases: Array<[string, (pod: { id: string; pod_id_key: string }) => Promise<void>]> = [
      ['is deleted', (pod) => s.adminPost('/api/v1/admin/kiosk/delete/pod', { pod_id: pod.id })],
      ['is deactivated', (pod) => s.updatePod(pod, { is_active: 0 })],
      [
        'has its station enrolment reopened (the station is replaced)',
        (pod) => s.adminPost('/api/v1/admin/kiosk/pod/reopen_enrolment', { pod_id: pod.id }),
      ],
    ];
    for (const [what, act] of cases) {
      it(`cuts the station off when the pod ${what}: its connection closes and its creds are refused`, async (t) => {
        const { pod, reg } = await stationOf(s, t);
        const held = await connectAs(s, reg);
        await held.flush();
        await act(pod);
        const closed = await held.closed();
        assert.match(String(closed), /revoked/i);
        assert.match(String(await refusalOf(s, reg)), /authorization/i);
      });
    }
  });

  describe('when a station publishes more than its limit', () => {
    let s: PrivateServices;
    before(async () => {
      s = shared;
    });

    it('is told its limit by the server and has an over-size publish refused, and nothing lands in the log', async (t) => {
      const { pod, reg } = await stationOf(s, t);
      const nc = await connectAs(s, reg);
      // the server sends the limit of the user's JWT, below its own 1 MiB, and enforces it
      assert.equal(nc.info?.max_payload, STATION_USER_LIMITS.payload);
      const subject = `${s.names.prefix}.evt.pod.${pod.id}`;
      const jsm = await jetstreamManager(s.nc);
      const before = (await jsm.streams.info(s.names.eventsStream)).state.messages;
      const big = new Uint8Array(600 * 1024);
      assert.throws(() => nc.publish(subject, big), /max_payload/);
      await assert.rejects(jetstream(nc).publish(subject, big), /max_payload/);
      assert.equal((await jsm.streams.info(s.names.eventsStream)).state.messages, before);
      await nc.close();
    });
  });
});
