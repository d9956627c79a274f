import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { PodCommandPush, PodStatusPush } from '@gamepod/contracts/realtime';
import { endSession, issueSession } from '../../src/users/application/sessions.ts';
import { openTestServices, type TestServices } from '../support/test-services.ts';
import { connectWS, type TestSocket } from '../support/ws-client.ts';

describe('the realtime socket, GET /api/v1/ws', () => {
  let s: TestServices;
  const sockets: TestSocket[] = [];
  before(async () => {
    s = await openTestServices();
    await s.app.ready();
  });
  after(async () => {
    for (const socket of sockets) socket.ws.terminate();
    await s.close();
  });

  const open = async (path: string) => {
    const socket = await connectWS(s.app, path);
    sockets.push(socket);
    return socket;
  };
  const signIn = async (
    role: number,
    user_id: string,
    client_id: string | null = 'c1',
    pod_id: string | null = null,
  ) => {
    const { token, token_hash } = await issueSession(s.deps, {
      user_id,
      role,
      client_id,
      pod_id,
      kind: 'web',
      ttlMs: 60_000,
    });
    return { socket: await open(`/api/v1/ws?token=${token}`), token_hash };
  };

  it('closes with 4401 Token is Invalid without a token', async () => {
    const socket = await open('/api/v1/ws');
    assert.deepEqual(await socket.closed, { code: 4401, reason: 'Token is Invalid' });
  });

  it('closes with 4401 for an unknown token', async () => {
    const socket = await open(`/api/v1/ws?token=${'z'.repeat(43)}`);
    assert.equal((await socket.closed).code, 4401);
  });

  it('answers ping with pong', async () => {
    const { socket } = await signIn(1, 'pinger');
    socket.send({ op: 'ping' });
    assert.deepEqual(await socket.next(), { op: 'pong' });
  });

  it('confirms subscribe and unsubscribe', async () => {
    const { socket } = await signIn(1, 'u-sub');
    socket.send({ op: 'subscribe', channel: 'user.u-sub' });
    assert.deepEqual(await socket.next(), { op: 'subscribed', channel: 'user.u-sub' });
    socket.send({ op: 'unsubscribe', channel: 'user.u-sub' });
    assert.deepEqual(await socket.next(), { op: 'unsubscribed', channel: 'user.u-sub' });
  });

  it('delivers a published message to a subscriber and not to a non-subscriber', async () => {
    // players signed in on pods 42 and 43: each page hears its own pod
    const { socket: admin } = await signIn(1, 'seated-42', 'c1', '42');
    const { socket: other } = await signIn(1, 'seated-43', 'c1', '43');
    admin.send({ op: 'subscribe', channel: 'pod.42' });
    assert.deepEqual(await admin.next(), { op: 'subscribed', channel: 'pod.42' });
    other.send({ op: 'subscribe', channel: 'pod.43' });
    assert.deepEqual(await other.next(), { op: 'subscribed', channel: 'pod.43' });

    s.app.realtime.publish('pod.42', 'pod-command', { command_type: 'reboot' } as PodCommandPush);
    assert.deepEqual(await admin.next(), {
      op: 'message',
      channel: 'pod.42',
      kind: 'pod-command',
      payload: { command_type: 'reboot' },
    });
    assert.equal(await other.silentFor(100), true);
  });

  it('stops delivering after unsubscribe', async () => {
    const { socket } = await signIn(3, 'admin-3');
    socket.send({ op: 'subscribe', channel: 'lab.7' });
    await socket.next();
    socket.send({ op: 'unsubscribe', channel: 'lab.7' });
    await socket.next();
    s.app.realtime.publish('lab.7', 'status.lab', { open: true });
    assert.equal(await socket.silentFor(100), true);
  });

  it("keeps a player's and a restricted admin's socket off their client's fleet status", async () => {
    for (const role of [1, 5]) {
      const { socket } = await signIn(role, `role${role}-fleet`, 'c-fleet');
      socket.send({ op: 'subscribe', channel: 'client.c-fleet' });
      assert.deepEqual(await socket.next(), {
        op: 'error',
        message: "You don't have permissions to access this area",
        channel: 'client.c-fleet',
      });
      s.app.realtime.publish('client.c-fleet', 'status.pod', { pod_id: 'p1', online: 1 } as PodStatusPush);
      assert.equal(await socket.silentFor(100), true, `role ${role} heard the fleet status`);
    }
  });

  it("lets a facilitator and a client admin hear their client's fleet status", async () => {
    for (const role of [2, 3]) {
      const { socket } = await signIn(role, `role${role}-fleet`, 'c-fleet');
      socket.send({ op: 'subscribe', channel: 'client.c-fleet' });
      assert.deepEqual(await socket.next(), { op: 'subscribed', channel: 'client.c-fleet' });
    }
  });

  it('refuses a channel the session may not hear, and the socket stays open', async () => {
    const { socket } = await signIn(1, 'player-1');
    socket.send({ op: 'subscribe', channel: 'user.someone-else' });
    assert.deepEqual(await socket.next(), {
      op: 'error',
      message: "You don't have permissions to access this area",
      channel: 'user.someone-else',
    });
    socket.send({ op: 'ping' });
    assert.deepEqual(await socket.next(), { op: 'pong' });
  });

  it('answers bad JSON and unknown ops with an error, and the socket stays open', async () => {
    const { socket } = await signIn(1, 'sloppy');
    socket.send('{not json');
    assert.deepEqual(await socket.next(), { op: 'error', message: 'Message is not valid JSON' });
    socket.send({ op: 'dance' });
    assert.deepEqual(await socket.next(), { op: 'error', message: 'Unknown op "dance"' });
    socket.send({ op: 'subscribe' });
    assert.equal((await socket.next()).op, 'error');
    socket.send({ op: 'subscribe', channel: 'pod.*' });
    assert.deepEqual(await socket.next(), { op: 'error', message: 'Unknown channel "pod.*"', channel: 'pod.*' });
    socket.send({ op: 'ping' });
    assert.deepEqual(await socket.next(), { op: 'pong' });
  });

  it('closes the socket with 4401 when its session ends', async () => {
    const { socket, token_hash } = await signIn(1, 'leaver');
    await endSession(s.deps, { token_hash, reason: 'logout' });
    assert.deepEqual(await socket.closed, { code: 4401, reason: 'Token is Invalid' });
  });
});
