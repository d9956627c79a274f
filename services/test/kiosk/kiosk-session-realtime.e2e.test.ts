import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { MessageSendPush } from '@gamepod/contracts/realtime';
import { type KioskPod, type KioskServices, openKioskServices } from '../support/kiosk-fixtures.ts';

describe('a kiosk socket, GET /api/v1/ws?session_id_key=…', () => {
  let k: KioskServices;
  let pod: KioskPod;
  let neighbour: KioskPod;
  before(async () => {
    k = await openKioskServices();
    pod = await k.kioskPod();
    neighbour = await k.kioskPod({ client: pod.client, lab_id: pod.lab_id });
  });
  after(() => k.close());

  const keyPath = (key: string) => `/api/v1/ws?session_id_key=${encodeURIComponent(key)}`;

  it("hears the pushes on its own pod's channel", async () => {
    const socket = await k.podSocket(pod);
    k.app.realtime.publish(`pod.${pod.id}`, 'message-send', { message: 'remote_init' } as MessageSendPush);
    assert.deepEqual(await socket.next(), {
      op: 'message',
      channel: `pod.${pod.id}`,
      kind: 'message-send',
      payload: { message: 'remote_init' },
    });
  });

  it("may not subscribe another pod's, its client's, its lab's or any user's channel", async () => {
    const socket = await k.socket(keyPath(pod.session_id_key));
    for (const channel of [
      `pod.${neighbour.id}`,
      `kiosk.${neighbour.id}`,
      `client.${pod.client.id}`,
      `lab.${pod.lab_id}`,
      'user.u1',
    ]) {
      socket.send({ op: 'subscribe', channel });
      assert.deepEqual(await socket.next(), {
        op: 'error',
        message: "You don't have permissions to access this area",
        channel,
      });
    }
    k.app.realtime.publish(`pod.${neighbour.id}`, 'message-send', { message: 'login' } as MessageSendPush);
    k.app.realtime.publish(`kiosk.${neighbour.id}`, 'message-send', { message: 'login' } as MessageSendPush);
    assert.equal(await socket.silentFor(100), true);
  });

  it("hears its own pod's kiosk channel, which a user signed in on the pod may not hear", async () => {
    const socket = await k.socket(keyPath(pod.session_id_key));
    socket.send({ op: 'subscribe', channel: `kiosk.${pod.id}` });
    assert.deepEqual(await socket.next(), { op: 'subscribed', channel: `kiosk.${pod.id}` });
    k.app.realtime.publish(`kiosk.${pod.id}`, 'message-send', { message: 'login' } as MessageSendPush);
    assert.deepEqual(await socket.next(), {
      op: 'message',
      channel: `kiosk.${pod.id}`,
      kind: 'message-send',
      payload: { message: 'login' },
    });
    const seated = await k.socket(`/api/v1/ws?token=${await k.token(1, pod.client.id, pod.id)}`);
    seated.send({ op: 'subscribe', channel: `kiosk.${pod.id}` });
    assert.equal((await seated.next()).op, 'error');
  });

  it("closes with 4401 'Session Id invalid!' for a key no pod holds", async () => {
    const socket = await k.socket(keyPath('not-a-key'));
    assert.deepEqual(await socket.closed, { code: 4401, reason: 'Session Id invalid!' });
  });

  it("closes with 4401 for a key shaped as the pod's that no session was started with", async () => {
    const socket = await k.socket(keyPath(`${pod.id}.${'x'.repeat(43)}`));
    assert.deepEqual(await socket.closed, { code: 4401, reason: 'Session Id invalid!' });
  });

  it('serves an older key beside a newer session: a new kiosk session ends no other', async () => {
    const old = await k.kioskPod({ client: pod.client, lab_id: pod.lab_id });
    await k.restartKiosk(old);
    const socket = await k.socket(keyPath(old.session_id_key));
    socket.send({ op: 'subscribe', channel: `kiosk.${old.id}` });
    assert.deepEqual(await socket.next(), { op: 'subscribed', channel: `kiosk.${old.id}` });
  });

  it('still serves a user token, and a dead token still reads as Token is Invalid', async () => {
    const token = await k.token(1, pod.client.id, pod.id);
    const socket = await k.socket(`/api/v1/ws?token=${token}`);
    socket.send({ op: 'subscribe', channel: `pod.${pod.id}` });
    assert.deepEqual(await socket.next(), { op: 'subscribed', channel: `pod.${pod.id}` });
    const dead = await k.socket(`/api/v1/ws?token=${'z'.repeat(43)}&session_id_key=${pod.session_id_key}`);
    assert.deepEqual(await dead.closed, { code: 4401, reason: 'Token is Invalid' });
  });
});
