import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { QueuePlace } from '@gamepod/contracts/http';
import { eventually } from '@gamepod/devkit';
import { findSession } from '@gamepod/projections';
import { hashToken } from '../../src/auth/tokens.ts';
import { QUEUE_LIMIT_REASON } from '../../src/queue/domain/waiting-limit.ts';
import { OPEN_POLICY, openQueueServices, type QueuePlayer, type QueueServices } from '../support/queue-fixtures.ts';
import { okData } from '../support/reservation-fixtures.ts';
import type { TestSocket } from '../support/ws-client.ts';

const MINUTE = 60_000;

describe('the session limit while people wait', () => {
  let f: QueueServices;
  before(async () => {
    // the app's own reactions run, with a short timer poll, so moving its clock fires them
    f = await openQueueServices({ reactions: { maxPollMs: 100 } });
  });
  after(() => f.close());

  const ended = async (p: QueuePlayer) => (await findSession(f.deps.db, hashToken(p.token)))?.end_reason ?? null;
  /** The next queue-limit message on a pod's socket. */
  const nextLimitMessage = async (s: TestSocket) => {
    for (;;) {
      const m = await s.next(10_000);
      const payload = m.payload as { message?: string; data?: { minutes_left?: number } } | undefined;
      if (m.kind === 'message-send' && payload?.message?.startsWith('queue_limit')) {
        return [payload.message, payload.data?.minutes_left];
      }
    }
  };

  it('warns at 10 and 2 minutes, ends the session at the limit, stops its game and passes the seat on', async () => {
    const { client, lab_id, xbox, pc } = await f.venue();
    await f.policy(client, lab_id, { ...OPEN_POLICY, limit_minutes: 30 });
    const pod = await f.podSocket(xbox);
    const ada = await f.onPod(xbox, 'Ada');
    const bob = await f.onPod(pc, 'Bob');
    const cy = await f.onPhone(client.id, 'Cy');
    okData<QueuePlace>(await f.post('/api/v1/user/queue/join', { lab_id }, cy.token));
    // the limit's timers are set once the join is handled
    await eventually('the join handled', async () => (await f.logged('LabQueueJoined')).length >= 1);
    await new Promise((r) => setTimeout(r, 500));

    f.advance(20 * MINUTE + 5_000);
    assert.deepEqual(await nextLimitMessage(pod), ['queue_limit_warning', 10]);
    f.advance(8 * MINUTE);
    assert.deepEqual(await nextLimitMessage(pod), ['queue_limit_warning', 2]);
    assert.equal(await ended(ada), null, 'still on at 2 minutes left');
    f.advance(2 * MINUTE);
    assert.deepEqual(await nextLimitMessage(pod), ['queue_limit_up', 0]);
    await eventually('both sessions ended', async () => (await ended(ada)) !== null && (await ended(bob)) !== null);
    assert.equal(await ended(ada), QUEUE_LIMIT_REASON);
    const resets = async () =>
      (await f.logged('PodCommandIssued'))
        .filter((e) => (e.data as { command_type: string }).command_type === 'reset')
        .map((e) => e.aggregate_id)
        .sort();
    await eventually('a reset to each pod', async () => (await resets()).length === 2);
    assert.deepEqual(await resets(), [xbox.id, pc.id].sort());
    await eventually('the seat offered to Cy', async () => {
      const place = okData<QueuePlace>(await f.get(`/api/v1/user/queue/place?lab_id=${lab_id}`, cy.token));
      return place.offer !== null;
    });
  });
});

describe('the session limit when nobody waits, or none is set', () => {
  let f: QueueServices;
  before(async () => {
    f = await openQueueServices({ reactions: { maxPollMs: 100 } });
  });
  after(() => f.close());
  const ended = async (p: QueuePlayer) => (await findSession(f.deps.db, hashToken(p.token)))?.end_reason ?? null;

  it('stops counting when nobody waits any more, and never applies without a limit', async () => {
    // both venues first: moving the clock ages the fixtures' staff tokens
    const { client, lab_id, xbox, pc } = await f.venue();
    const other = await f.venue();
    await f.policy(client, lab_id, { ...OPEN_POLICY, limit_minutes: 30 });
    await f.policy(other.client, other.lab_id);
    const ada = await f.onPod(xbox);
    await f.onPod(pc);
    const cy = await f.onPhone(client.id);
    okData(await f.post('/api/v1/user/queue/join', { lab_id }, cy.token));
    await new Promise((r) => setTimeout(r, 500));
    assert.equal((await f.post('/api/v1/user/queue/leave', { lab_id }, cy.token)).statusCode, 200);
    await new Promise((r) => setTimeout(r, 500));
    f.advance(31 * MINUTE);
    await new Promise((r) => setTimeout(r, 800));
    assert.equal(await ended(ada), null, 'the limit no longer applies');

    const eve = await f.onPod(other.xbox);
    await f.onPod(other.pc);
    const fay = await f.onPhone(other.client.id);
    okData(await f.post('/api/v1/user/queue/join', { lab_id: other.lab_id }, fay.token));
    await new Promise((r) => setTimeout(r, 500));
    f.advance(24 * 60 * MINUTE);
    await new Promise((r) => setTimeout(r, 800));
    assert.notEqual(await ended(eve), QUEUE_LIMIT_REASON, 'no limit set: no limit applies');
  });
});
