import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { PodQueueHold, QueuePlace, QueueSessionLimit } from '@gamepod/contracts/http';
import { eventually } from '@gamepod/devkit';
import { OPEN_POLICY, openQueueServices, type QueuePlayer, type QueueServices } from '../support/queue-fixtures.ts';
import { okData } from '../support/reservation-fixtures.ts';
import type { TestSocket } from '../support/ws-client.ts';

describe("the queue on a pod's kiosk: its hold and its player's limit", () => {
  let f: QueueServices;
  before(async () => {
    f = await openQueueServices({ reactions: { maxPollMs: 100 } });
  });
  after(() => f.close());

  /** The next push of `kind` on a socket. */
  const nextOf = async (s: TestSocket, kind: string) => {
    for (;;) {
      const m = await s.next(10_000);
      if (m.kind === kind) return m.payload as Record<string, unknown>;
    }
  };
  const limitOf = async (p: QueuePlayer) => okData<QueueSessionLimit>(await f.get('/api/v1/user/queue/limit', p.token));

  it('pushes the limit to the pod when the first player joins, and the hold when the pod is offered; both read back', async () => {
    const { client, lab_id, xbox, pc } = await f.venue();
    await f.policy(client, lab_id, { ...OPEN_POLICY, limit_minutes: 30 });
    const pod = await f.podSocket(xbox);
    const ada = await f.onPod(xbox, 'Ada');
    await f.onPod(pc, 'Bob');
    const cy = await f.onPhone(client.id, 'Cy');
    assert.equal((await limitOf(ada)).applies, false, 'nobody waits yet');

    okData<QueuePlace>(await f.post('/api/v1/user/queue/join', { lab_id }, cy.token));
    const pushed = await nextOf(pod, 'status.queue_limit');
    assert.equal(pushed.pod_id, xbox.id);
    const limit = pushed.limit as QueueSessionLimit;
    assert.equal(limit.applies, true);
    assert.equal(limit.limit_minutes, 30);
    assert.ok((limit.seconds_left ?? 0) > 29 * 60 && (limit.seconds_left ?? 0) <= 30 * 60, String(limit.seconds_left));
    const read = await limitOf(ada);
    assert.equal(read.ends_at, limit.ends_at, 'the read says what the push said');
    assert.equal((await limitOf(cy)).applies, false, 'a phone session has no pod to limit');

    const logout = await f.post('/api/v1/user/logout', { token: ada.token, reason_text: 'Player logged out' });
    assert.equal(logout.statusCode, 200, logout.body);
    const held = await nextOf(pod, 'status.queue_hold');
    const hold = held.hold as PodQueueHold;
    assert.equal(held.pod_id, xbox.id);
    assert.equal(hold.display_name, 'Cy T.');
    assert.ok(hold.seconds_left > 9 * 60 && hold.seconds_left <= 10 * 60, String(hold.seconds_left));
    const onLoad = okData<{ hold: PodQueueHold | null }>(
      await f.get(`/api/v1/kiosk/queue_hold?session_id_key=${encodeURIComponent(xbox.session_id_key)}`),
    );
    assert.equal(onLoad.hold?.display_name, 'Cy T.');
    assert.equal(onLoad.hold?.expires_at, hold.expires_at);
    const pcHold = okData<{ hold: PodQueueHold | null }>(
      await f.get(`/api/v1/kiosk/queue_hold?session_id_key=${encodeURIComponent(pc.session_id_key)}`),
    );
    assert.equal(pcHold.hold, null, 'the other pod is held for nobody');

    // the place leaves: the hold goes, pushed and read
    const left = await f.post('/api/v1/user/queue/leave', { lab_id }, cy.token);
    assert.equal(left.statusCode, 200, left.body);
    assert.equal((await nextOf(pod, 'status.queue_hold')).hold, null);
    await eventually('the hold read as gone', async () => {
      const now = okData<{ hold: PodQueueHold | null }>(
        await f.get(`/api/v1/kiosk/queue_hold?session_id_key=${encodeURIComponent(xbox.session_id_key)}`),
      );
      return now.hold === null;
    });
  });

  it('refuses a hold read without a live kiosk session key, and a limit read without a session', async () => {
    const missing = await f.get('/api/v1/kiosk/queue_hold');
    assert.equal(missing.statusCode, 400, missing.body);
    const unknown = await f.get('/api/v1/kiosk/queue_hold?session_id_key=not-a-live-key');
    assert.equal(unknown.statusCode, 401, unknown.body);
    const anonymous = await f.get('/api/v1/user/queue/limit');
    assert.equal(anonymous.statusCode, 401, anonymous.body);
  });
});
