import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { quietFor } from '@gamepod/devkit';
import { WebSocket } from 'ws';
import { buildApp } from '../../src/app.ts';
import { KIOSK_SESSION_IDLE_MS } from '../../src/auth/kiosk-session-registry.ts';
import { type IdentityServices, json, type KioskPod, openIdentityServices } from '../support/identity-fixtures.ts';

const HOUR = 3_600_000;

/** Kiosk sessions live side by side, so they end by going unused rather than by being replaced. */
describe('a kiosk session left unused', () => {
  let f: IdentityServices;
  // the pods are deployed before the clock moves: the deploying admin's session would idle out
  let pods: KioskPod[];
  before(async () => {
    f = await openIdentityServices();
    const first = await f.kioskPod();
    pods = [first, await f.kioskPod({ client: first.client, lab_id: first.lab_id })];
    pods.push(await f.kioskPod({ client: first.client, lab_id: first.lab_id }));
  });
  after(() => f.close());

  const ready = (session_id_key: string) =>
    f.get(`/api/v1/kiosk/check/ready?session_id_key=${encodeURIComponent(session_id_key)}`);

  it('lives on while its page calls at least once a day', async () => {
    const pod = await f.restartKiosk(pods[0] as KioskPod);
    for (let i = 0; i < 3; i++) {
      f.advance(KIOSK_SESSION_IDLE_MS - HOUR);
      assert.equal((await ready(pod.session_id_key)).statusCode, 200, `day ${i + 1}`);
    }
  });

  it("ends after 24 hours unused, its QR code's remote id with it, while a session in use lives on", async () => {
    const pod = { ...(pods[1] as KioskPod), ...(await f.restartKiosk(pods[1] as KioskPod)) };
    const inUse = await f.restartKiosk(pod);
    f.advance(KIOSK_SESSION_IDLE_MS - HOUR);
    assert.equal((await ready(inUse.session_id_key)).statusCode, 200);
    f.advance(HOUR);

    const idle = await ready(pod.session_id_key);
    assert.equal(idle.statusCode, 401, idle.body);
    assert.equal(json(idle).message, 'Session Id invalid!');
    const socket = await f.socket(`/api/v1/ws?session_id_key=${encodeURIComponent(pod.session_id_key)}`);
    assert.equal((await socket.closed).code, 4401);
    const scan = await f.post('/api/v1/kiosk/validate/remote', { remote_id: pod.remote_id_key });
    assert.equal(scan.statusCode, 404, scan.body);
    assert.equal((await ready(inUse.session_id_key)).statusCode, 200);
  });

  it('counts a use on another services instance: the instances share the sessions', async () => {
    const other = buildApp(f.deps, { clock: f.now });
    await other.ready();
    try {
      const pod = await f.restartKiosk(pods[2] as KioskPod);
      const there = () =>
        other.inject({
          method: 'GET',
          url: `/api/v1/kiosk/check/ready?session_id_key=${encodeURIComponent(pod.session_id_key)}`,
        });
      assert.equal((await there()).statusCode, 200, 'a session started here works there');
      f.advance(KIOSK_SESSION_IDLE_MS - HOUR);
      assert.equal((await there()).statusCode, 200);
      // 24 hours since this instance saw it used, 1 since the other did
      f.advance(2 * HOUR);
      assert.equal((await ready(pod.session_id_key)).statusCode, 200);
    } finally {
      await other.close();
    }
  });

  it("closes an open page's socket with 4401 once its session ended, so the page starts another", async () => {
    // a listening instance that pings every 50 ms: a real socket answers its pings
    const other = buildApp(f.deps, { clock: f.now, heartbeatMs: 50 });
    await other.listen({ host: '127.0.0.1', port: 0 });
    const { port } = other.server.address() as AddressInfo;
    try {
      const pod = await f.restartKiosk(pods[2] as KioskPod);
      const ws = new WebSocket(
        `ws://127.0.0.1:${port}/api/v1/ws?session_id_key=${encodeURIComponent(pod.session_id_key)}`,
      );
      const closed = new Promise<{ code: number; reason: string }>((resolve) =>
        ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
      );
      await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
      const early = await Promise.race([closed.then((c) => JSON.stringify(c)), quietFor(500).then(() => 'open')]);
      assert.equal(early, 'open', 'pinged and in use, the session lives');
      f.advance(KIOSK_SESSION_IDLE_MS + HOUR);
      assert.deepEqual(await closed, { code: 4401, reason: 'Session Id invalid!' });
    } finally {
      await other.close();
    }
  });
});
