import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { canSubscribe, KIOSK_ROLE, podSubscriber } from '../../src/realtime/channel-policy.ts';

describe("a kiosk socket's channel policy", () => {
  const kiosk = podSubscriber({ id: 'p1', client_id: 'c1' });

  it('listens as its pod, with role 0', () => {
    assert.deepEqual(kiosk, { user_id: 'pod:p1', role: KIOSK_ROLE, client_id: 'c1', pod_id: 'p1' });
    assert.equal(KIOSK_ROLE, 0);
  });

  it("hears its own pod's channel and its own kiosk channel", () => {
    assert.equal(canSubscribe(kiosk, 'pod.p1', 'c1'), true);
    assert.equal(canSubscribe(kiosk, 'kiosk.p1', 'c1'), true);
  });

  it("hears nothing else: not another pod's pod or kiosk channel, not its client or lab, no user", () => {
    for (const channel of ['pod.p2', 'kiosk.p2', 'client.c1', 'lab.l1', 'user.pod:p1', 'user.u1'])
      assert.equal(canSubscribe(kiosk, channel, 'c1'), false, channel);
  });

  it('hears nothing when it somehow has no pod', () => {
    assert.equal(canSubscribe({ ...kiosk, pod_id: null }, 'pod.p1', 'c1'), false);
    assert.equal(canSubscribe({ ...kiosk, pod_id: null }, 'kiosk.p1', 'c1'), false);
  });
});
