import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { describe, it } from 'node:test';
import { isRealtimeKind, parseChannel, SPEC_KINDS } from '@gamepod/contracts/realtime';
import type { WebSocket } from 'ws';
import { canSubscribe, type Subscriber } from '../../src/realtime/channel-policy.ts';
import { Heartbeat } from '../../src/realtime/heartbeat.ts';
import { parseClientMessage } from '../../src/realtime/socket-session.ts';

const who = (role: number, over: Partial<Subscriber> = {}): Subscriber => ({
  user_id: 'u1',
  role,
  client_id: 'c1',
  pod_id: null,
  ...over,
});

describe('the channel policy', () => {
  it('lets a super admin hear any user, client and lab channel', () => {
    for (const c of ['user.x', 'client.other', 'lab.3']) assert.equal(canSubscribe(who(4), c), true, c);
  });
  for (const role of [1, 2, 3, 4, 5]) {
    it(`keeps role ${role} off every kiosk channel, even one bound to that pod`, () => {
      assert.equal(canSubscribe(who(role, { pod_id: '9' }), 'kiosk.9', 'c1'), false);
    });
  }
  for (const role of [1, 2, 3, 5]) {
    describe(`for role ${role}`, () => {
      it('allows its own user channel', () => {
        assert.equal(canSubscribe(who(role), 'user.u1'), true);
      });
      it("refuses another user's or client's channel", () => {
        assert.equal(canSubscribe(who(role), 'user.u2'), false);
        assert.equal(canSubscribe(who(role), 'client.c2'), false);
      });
    });
  }
  for (const role of [2, 3]) {
    it(`lets role ${role} hear its own client's fleet status`, () => {
      assert.equal(canSubscribe(who(role), 'client.c1'), true);
    });
  }
  for (const role of [1, 5]) {
    it(`keeps role ${role} off its own client's fleet status`, () => {
      assert.equal(canSubscribe(who(role), 'client.c1'), false);
    });
  }
  it("lets client admins (3) hear their own client's labs", () => {
    assert.equal(canSubscribe(who(3), 'lab.3', 'c1'), true);
  });
  it("keeps client admins (3) off another client's labs, and off unknown ones", () => {
    for (const owner of ['c2', null]) assert.equal(canSubscribe(who(3), 'lab.3', owner), false, String(owner));
  });
  for (const role of [3, 4, 5]) {
    it(`keeps role ${role} off pod channels, its own client's and one it signed in on alike`, () => {
      assert.equal(canSubscribe(who(role), 'pod.9', 'c1'), false);
      assert.equal(canSubscribe(who(role, { pod_id: '9' }), 'pod.9', 'c1'), false);
    });
  }
  for (const role of [1, 2, 5]) {
    it(`keeps role ${role} off labs`, () => {
      assert.equal(canSubscribe(who(role), 'lab.3', 'c1'), false);
    });
  }
  for (const role of [1, 2]) {
    it(`lets role ${role} signed in on a pod hear that pod only`, () => {
      assert.equal(canSubscribe(who(role, { pod_id: '9' }), 'pod.9'), true);
      assert.equal(canSubscribe(who(role, { pod_id: '9' }), 'pod.10'), false);
      assert.equal(canSubscribe(who(role), 'pod.9', 'c1'), false);
    });
  }
  it('gives a session without a client no client channel', () => {
    assert.equal(canSubscribe(who(2, { client_id: null }), 'client.null'), false);
  });
  it('refuses anything that is not a channel, wildcards included', () => {
    for (const c of ['pod.*', 'pod.>', 'pod', 'pod.1.2', 'things.1', '', 'user.u1 ', 'kiosk.>'])
      assert.equal(canSubscribe(who(4), c), false, c);
  });
});

describe('channels and kinds', () => {
  it('parses scope and id', () => {
    assert.deepEqual(parseChannel('lab.7'), { scope: 'lab', id: '7' });
    assert.equal(parseChannel('lab.'), null);
  });
  it('accepts the named channels (message-send, pod-command…) and status kinds as message kinds', () => {
    for (const k of SPEC_KINDS) assert.equal(isRealtimeKind(k), true);
    assert.equal(isRealtimeKind('status.pod'), true);
    assert.equal(isRealtimeKind('status.'), false);
    assert.equal(isRealtimeKind('pod-commands'), false);
  });
});

describe('parseClientMessage', () => {
  it('accepts the three ops', () => {
    assert.deepEqual(parseClientMessage('{"op":"ping"}'), { op: 'ping' });
    assert.deepEqual(parseClientMessage('{"op":"subscribe","channel":"pod.1"}'), { op: 'subscribe', channel: 'pod.1' });
    assert.deepEqual(parseClientMessage('{"op":"unsubscribe","channel":"pod.1"}'), {
      op: 'unsubscribe',
      channel: 'pod.1',
    });
  });
  it('says what is wrong otherwise', () => {
    assert.deepEqual(parseClientMessage('nope'), { error: 'Message is not valid JSON' });
    assert.deepEqual(parseClientMessage('[]'), { error: 'Message needs an op: subscribe, unsubscribe or ping' });
    assert.deepEqual(parseClientMessage('{"op":"jump"}'), { error: 'Unknown op "jump"' });
    assert.deepEqual(parseClientMessage('{"op":"subscribe","channel":5}'), {
      error: 'Invalid subscribe message: it needs a channel string',
    });
  });
});

class FakeSocket extends EventEmitter {
  pings = 0;
  terminated = false;
  closedWith: [number, string] | undefined;
  ping() {
    this.pings++;
  }
  terminate() {
    this.terminated = true;
  }
  close(code: number, reason: string) {
    this.closedWith = [code, reason];
  }
}

describe('the heartbeat', () => {
  const far = new Date(Date.now() + 3_600_000);
  it('pings a live socket each beat and keeps it while it answers', () => {
    const hb = new Heartbeat(60_000);
    const socket = new FakeSocket();
    hb.track(socket as unknown as WebSocket, far);
    hb.beat();
    socket.emit('pong');
    hb.beat();
    assert.equal(socket.pings, 2);
    assert.equal(socket.terminated, false);
    hb.stop();
  });
  it('terminates a socket that missed a ping', () => {
    const hb = new Heartbeat(60_000);
    const socket = new FakeSocket();
    hb.track(socket as unknown as WebSocket, far);
    hb.beat();
    hb.beat();
    assert.equal(socket.terminated, true);
    assert.equal(hb.size, 0);
    hb.stop();
  });
  it('closes a socket whose session expired with 4401 Token is Expired', () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const hb = new Heartbeat(60_000, () => now);
    const socket = new FakeSocket();
    hb.track(socket as unknown as WebSocket, new Date('2026-01-01T00:01:00Z'));
    now = new Date('2026-01-01T00:02:00Z');
    hb.beat();
    assert.deepEqual(socket.closedWith, [4401, 'Token is Expired']);
    hb.stop();
  });
});
