import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Value from 'typebox/value';
import {
  PUBLIC_EVENT_SOURCES,
  publicOrderKey,
  QUEUE_CHANGES,
  toPublicEvents,
} from '../src/public-events/public-event-mapping.ts';
import { PUBLIC_EVENT_TYPES, PUBLIC_EVENTS, PublicEvent } from '../src/public-events/public-event-schemas.ts';

const at = '2026-12-07T12:00:00.000Z';
const scope = { client_id: 'c1', lab_id: 'l1', pod_id: 'p1', session_ref: 'a'.repeat(32) };
const internal = (type: string, data: unknown, aggregate_id = 'agg1') => ({
  id: '0193a000-0000-7000-8000-000000000001',
  type,
  aggregate_id,
  data,
  occurred_at: at,
});

describe('the public event mapping', () => {
  it('maps a pod sign-in to session.started then pod.status_changed busy, each valid against its schema', () => {
    const out = toPublicEvents(
      internal('SessionStarted', {
        user_id: 'u-secret',
        role: 1,
        client_id: 'c1',
        pod_id: 'p1',
        expires_at: at,
        kind: 'pod',
        kiosk_session_hash: 'f'.repeat(64),
      }),
      scope,
    );
    assert.deepEqual(
      out.map((e) => [e.type, e.data]),
      [
        ['session.started', { session_id: 'a'.repeat(32), pod_id: 'p1', role: 'player', expires_at: at }],
        ['pod.status_changed', { pod_id: 'p1', status: 'busy' }],
      ],
    );
    for (const e of out) assert.ok(Value.Check(PublicEvent, e), JSON.stringify([...Value.Errors(PublicEvent, e)]));
    assert.ok(!JSON.stringify(out).includes('u-secret'), 'the internal user id is not sent');
    assert.ok(!JSON.stringify(out).includes('f'.repeat(64)), 'no hash of a kiosk key is sent');
    assert.notEqual(out[0]?.id, out[1]?.id, 'each public event has its own id');
  });

  it('maps nothing for a web or admin sign-in off a pod, or an event with no client', () => {
    const web = internal('SessionStarted', { role: 1, pod_id: null, expires_at: at, kind: 'web' });
    assert.deepEqual(toPublicEvents(web, { ...scope, pod_id: null }), []);
    assert.deepEqual(
      toPublicEvents(internal('PodLockoutChanged', { lock_out: true }), { ...scope, client_id: null }),
      [],
    );
    assert.deepEqual(toPublicEvents(internal('PodVolumeSet', { volume: 3 }), scope), []);
  });

  it('says a pod is locked over busy, and free again once it is let in with nobody signed in', () => {
    const lock = toPublicEvents(internal('PodLockoutChanged', { lock_out: true }, 'p1'), {
      ...scope,
      pod_in_use: true,
    });
    assert.deepEqual(
      lock.map((e) => e.data),
      [
        { pod_id: 'p1', locked: true },
        { pod_id: 'p1', status: 'locked' },
      ],
    );
    const unlock = toPublicEvents(internal('PodLockoutChanged', { lock_out: false }, 'p1'), scope);
    assert.deepEqual(unlock[1]?.data, { pod_id: 'p1', status: 'free' });
    const ended = toPublicEvents(internal('SessionEnded', { reason: 'logout' }), { ...scope, pod_locked: true });
    assert.deepEqual(ended[1]?.data, { pod_id: 'p1', status: 'locked' });
  });

  it('sends a reservation without its emails, and only a payment that succeeded', () => {
    const [made] = toPublicEvents(
      internal(
        'ReservationMade',
        {
          client_id: 'c1',
          lab_id: 'l9',
          pod_ids: ['p1', 'p2'],
          start_at: at,
          end_at: at,
          timezone: 'America/Chicago',
          group_name: 'Chess club',
          emails: ['someone@example.com'],
          hold_id: 'h',
        },
        'r1',
      ),
      scope,
    );
    assert.equal(made?.type, 'reservation.created');
    assert.equal(made?.lab_id, 'l9');
    assert.ok(!JSON.stringify(made).includes('someone@example.com'));
    assert.ok(Value.Check(PublicEvent, made));
    const paid = { intent_id: 'pi_1', user_id: 'u', offer_id: 'o', minutes: 60, amount_cents: 500, via: 'kiosk' };
    assert.equal(toPublicEvents(internal('PaymentSucceeded', { ...paid, status: 'processing' }), scope).length, 0);
    const [payment] = toPublicEvents(internal('PaymentSucceeded', { ...paid, status: 'succeeded' }), scope);
    assert.deepEqual(payment?.data, { payment_id: 'pi_1', amount_cents: 500, minutes: 60 });
  });

  it("orders a pod's events by the pod and others by what they are about", () => {
    const [started, status] = toPublicEvents(
      internal('SessionStarted', { role: 2, pod_id: 'p1', expires_at: at, kind: 'pod' }),
      scope,
    );
    assert.ok(started && status);
    assert.equal(publicOrderKey(started), 'pod-p1');
    assert.equal(publicOrderKey(status), 'pod-p1');
  });

  describe("when a lab's line moves", () => {
    const place = { ticket: 7, platform: 'xb' as const, line_length: 3 };
    const queueScope = { client_id: 'c1', lab_id: 'l1', pod_id: null, queue_place: place };
    const who = { entry_id: 'e-secret', user_id: 'u-secret' };
    const queueEvent = (type: string, data: Record<string, unknown>) =>
      toPublicEvents(internal(type, { ...who, ...data }, 'l1'), queueScope);

    it('maps each change of the line to queue.advanced with the ticket, the pod and the length after', () => {
      const cases: Array<[string, Record<string, unknown>, Record<string, unknown>]> = [
        ['LabQueueJoined', { ticket: 7, display_name: 'Ada L.', platform: 'xb' }, { change: 'joined' }],
        ['LabQueueSeatOffered', { pod_id: 'p1', expires_at: at }, { change: 'offered', pod_id: 'p1', expires_at: at }],
        ['LabQueueSeatTaken', { pod_id: 'p1' }, { change: 'taken', pod_id: 'p1' }],
        ['LabQueueOfferExpired', { pod_id: 'p1', expires_at: at }, { change: 'no_show', pod_id: 'p1' }],
        ['LabQueueLeft', { released_pod_id: 'p2' }, { change: 'left', pod_id: 'p2' }],
        ['LabQueueRemoved', { released_pod_id: null }, { change: 'removed' }],
        ['LabQueueMoved', { position: 1 }, { change: 'moved', position: 1 }],
      ];
      for (const [type, data, expected] of cases) {
        const out = queueEvent(type, data);
        assert.equal(out.length, 1, type);
        const [e] = out;
        assert.equal(e?.type, 'queue.advanced');
        assert.equal(e?.lab_id, 'l1');
        assert.deepEqual(e?.data, {
          ticket: 7,
          platform: 'xb',
          pod_id: null,
          expires_at: null,
          position: null,
          line_length: 3,
          ...expected,
        });
        assert.ok(Value.Check(PublicEvent, e), `${type}: ${JSON.stringify([...Value.Errors(PublicEvent, e)])}`);
        const sent = JSON.stringify(e);
        for (const secret of ['u-secret', 'e-secret', 'Ada'])
          assert.ok(!sent.includes(secret), `${type} sent ${secret}`);
      }
    });

    it('maps nothing for the policy, a call to the desk, or a place the caller could not find', () => {
      assert.deepEqual(queueEvent('LabQueueCalled', {}), []);
      assert.deepEqual(queueEvent('LabQueuePolicySaved', { enabled: true }), []);
      const lost = toPublicEvents(internal('LabQueueJoined', { ...who, ticket: 1 }, 'l1'), {
        ...queueScope,
        queue_place: undefined,
      });
      assert.deepEqual(lost, []);
    });

    it("orders a lab's queue events by the lab, an offer of a pod included, never by the pod", () => {
      const [joined] = queueEvent('LabQueueJoined', { ticket: 7 });
      const [offered] = queueEvent('LabQueueSeatOffered', { pod_id: 'p1', expires_at: at });
      assert.ok(joined && offered);
      assert.equal(publicOrderKey(joined), 'queue-l1');
      assert.equal(publicOrderKey(offered), 'queue-l1');
    });

    it('reads every line-moving queue event, and only those, off the log', () => {
      for (const type of Object.keys(QUEUE_CHANGES))
        assert.ok((PUBLIC_EVENT_SOURCES as readonly string[]).includes(type));
      assert.ok(!(PUBLIC_EVENT_SOURCES as readonly string[]).includes('LabQueueCalled'));
      assert.ok(PUBLIC_EVENT_TYPES.includes('queue.advanced'), 'endpoints may subscribe to it');
    });
  });

  it('gives every catalogue entry a versioned $id', () => {
    assert.deepEqual(
      PUBLIC_EVENTS.map((s) => (s as { $id?: string }).$id),
      [
        'session.started.v1',
        'session.ended.v1',
        'pod.status_changed.v1',
        'pod.locked.v1',
        'reservation.created.v1',
        'payment.succeeded.v1',
        'queue.advanced.v1',
        'webhook.test.v1',
      ],
    );
  });
});
