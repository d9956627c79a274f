import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { NotFoundError, WebhookDeliveryQueued, WebhookDeliveryRequeued } from '@gamepod/events';
import { DeciderSpecification } from '@gamepod/events/testing';
import { retryDelayMs } from '../../src/webhooks/domain/retry-schedule.ts';
import { type WebhookLaneEvent, webhookLaneDecider } from '../../src/webhooks/domain/webhook-lane-decider.ts';

const t0 = new Date('2026-12-07T12:00:00.000Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const event = (id: string) => ({ id, type: 'pod.locked', data: { pod_id: 'p1', locked: true } });
const queued = (delivery_id: string, first_in_line: boolean) =>
  WebhookDeliveryQueued.of({
    delivery_id,
    endpoint_id: 'e1',
    client_id: 'c1',
    event: event(delivery_id),
    first_in_line,
  });
const given = (now: Date) => DeciderSpecification.for(webhookLaneDecider, { now, newId: () => 'x' });
const failed = { ok: false, status_code: 500, error: 'the endpoint answered 500' };

/** Plays attempts against the decider the way the reaction does, feeding each decision back. */
function playFailures(history: WebhookLaneEvent[], times: readonly Date[]): WebhookLaneEvent[] {
  const all = [...history];
  for (const now of times) {
    const decided = given(now)(all)
      .when({ type: 'RecordAttempt', delivery_id: 'd1', outcome: failed })
      .thenEvents(() => {});
    all.push(...decided);
  }
  return all;
}

describe('a webhook lane', () => {
  it('queues a delivery first in line when the lane is empty, and behind when one is waiting', () => {
    given(t0)([])
      .when({ type: 'Queue', delivery_id: 'd1', endpoint_id: 'e1', client_id: 'c1', event: event('d1') })
      .thenEvents([queued('d1', true)]);
    given(t0)([queued('d1', true)])
      .when({ type: 'Queue', delivery_id: 'd2', endpoint_id: 'e1', client_id: 'c1', event: event('d2') })
      .thenEvents([queued('d2', false)]);
  });

  it('queues a delivery once however often the same event is handled', () => {
    given(t0)([queued('d1', true)])
      .when({ type: 'Queue', delivery_id: 'd1', endpoint_id: 'e1', client_id: 'c1', event: event('d1') })
      .thenNothingHappened();
  });

  it('records an attempt only for the head: a later delivery waits its turn', () => {
    given(t0)([queued('d1', true), queued('d2', false)])
      .when({ type: 'RecordAttempt', delivery_id: 'd2', outcome: { ok: true, status_code: 200, error: null } })
      .thenNothingHappened();
  });

  it('retries after 10 s, doubling, and sets a delivery aside once a day has passed since its first attempt', () => {
    const [first] = given(t0)([queued('d1', true)])
      .when({ type: 'RecordAttempt', delivery_id: 'd1', outcome: failed })
      .thenEvents(() => {});
    assert.equal(first?.type, 'WebhookDeliveryAttempted');
    assert.equal((first?.data as { next_attempt_at?: string } | undefined)?.next_attempt_at, at(10_000).toISOString());
    assert.equal(retryDelayMs(2), 20_000);
    assert.equal(retryDelayMs(30), 3_600_000, 'at most an hour apart');
    // attempts follow the schedule; an attempt whose next try would fall past a day is the last
    let history: WebhookLaneEvent[] = [queued('d1', true)];
    history = playFailures(history, [t0]);
    const late = playFailures(history, [at(86_400_000 - 5_000)]);
    assert.deepEqual(
      late.slice(-2).map((e) => e.type),
      ['WebhookDeliveryAttempted', 'WebhookDeliverySetAside'],
    );
    const state = late.reduce(webhookLaneDecider.evolve, webhookLaneDecider.initialState());
    assert.deepEqual(state.pending, [], 'the lane moves on');
    assert.ok(state.set_aside.d1, 'staff can still send it');
  });

  it('sends a set-aside delivery again at the back of its lane, and refuses an unknown one', () => {
    const aside = playFailures([queued('d1', true)], [t0, at(86_400_000 - 5_000)]);
    given(t0)([...aside, queued('d2', true)])
      .when({ type: 'Resend', delivery_id: 'd1' })
      .thenEvents([WebhookDeliveryRequeued.of({ delivery_id: 'd1', first_in_line: false })]);
    given(t0)([queued('d1', true)])
      .when({ type: 'Resend', delivery_id: 'd1' })
      .thenThrows(NotFoundError);
  });
});
