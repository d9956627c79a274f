import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fold, PodTimeHeld, PodTimeReleased, ReservationDeleted, ReservationMade } from '@gamepod/events';
import { DeciderSpecification } from '@gamepod/events/testing';
import { holdIsStale, STALE_HOLD_MS } from '../../src/reservations/domain/hold-staleness.ts';
import {
  type PodBookingCommand,
  PodTimeTakenError,
  podBookingsDecider,
} from '../../src/reservations/domain/pod-bookings-decider.ts';
import { reservationDecider } from '../../src/reservations/domain/reservation-decider.ts';

const now = new Date('2026-06-01T12:00:00Z');
const given = DeciderSpecification.for(podBookingsDecider, { now, newId: () => 'id-1' });
const at = (hhmm: string) => `2026-06-01T${hhmm}:00.000Z`;
const held = (hold_id: string, reservation_id: string, from: string, to: string, held_at = now.toISOString()) =>
  PodTimeHeld.of({ hold_id, reservation_id, start_at: at(from), end_at: at(to), held_at });
const hold = (hold_id: string, reservation_id: string, from: string, to: string, stale: string[] = []) =>
  ({
    type: 'Hold',
    hold: { hold_id, reservation_id, start_at: at(from), end_at: at(to) },
    stale,
  }) satisfies PodBookingCommand;

describe("a pod's bookings", () => {
  describe('when a reservation holds time', () => {
    it('on a free pod, then PodTimeHeld with when it was held', () => {
      given([])
        .when(hold('h1', 'r1', '15:00', '18:00'))
        .thenEvents([held('h1', 'r1', '15:00', '18:00')]);
    });
    it("that overlaps another reservation's hold, then it is refused with that hold", () => {
      const error = given([held('h1', 'r1', '15:00', '18:00')])
        .when(hold('h2', 'r2', '17:59', '19:00'))
        .thenThrows(PodTimeTakenError, (e) => e.data.field === 'pods_list');
      assert.deepEqual(
        error.holds.map((h) => h.hold_id),
        ['h1'],
      );
    });
    it('inside, around, or over the start of another hold, then it is refused', () => {
      for (const [from, to] of [
        ['16:00', '17:00'],
        ['14:00', '19:00'],
        ['14:00', '15:01'],
      ] as const) {
        given([held('h1', 'r1', '15:00', '18:00')])
          .when(hold('h2', 'r2', from, to))
          .thenThrows(PodTimeTakenError);
      }
    });
    it('back to back with another hold, before or after it, then PodTimeHeld', () => {
      given([held('h1', 'r1', '15:00', '18:00')])
        .when(hold('h2', 'r2', '18:00', '20:00'))
        .thenEvents([held('h2', 'r2', '18:00', '20:00')]);
      given([held('h1', 'r1', '15:00', '18:00')])
        .when(hold('h2', 'r2', '13:00', '15:00'))
        .thenEvents([held('h2', 'r2', '13:00', '15:00')]);
    });
    it('over a hold of its own reservation (an edit), then PodTimeHeld beside it', () => {
      given([held('h1', 'r1', '15:00', '18:00')])
        .when(hold('h2', 'r1', '16:00', '19:00'))
        .thenEvents([held('h2', 'r1', '16:00', '19:00')]);
    });
    it('over a hold found stale, then that hold is released in the same commit', () => {
      given([held('h1', 'r1', '15:00', '18:00')])
        .when(hold('h2', 'r2', '15:00', '18:00', ['h1']))
        .thenEvents([PodTimeReleased.of({ hold_id: 'h1', reservation_id: 'r1' }), held('h2', 'r2', '15:00', '18:00')]);
    });
    it('over a hold that was released, then PodTimeHeld', () => {
      given([held('h1', 'r1', '15:00', '18:00'), PodTimeReleased.of({ hold_id: 'h1', reservation_id: 'r1' })])
        .when(hold('h2', 'r2', '15:00', '18:00'))
        .thenEvents([held('h2', 'r2', '15:00', '18:00')]);
    });
    it('again with the same hold (a retried save), then nothing happens', () => {
      given([held('h1', 'r1', '15:00', '18:00')])
        .when(hold('h1', 'r1', '15:00', '18:00'))
        .thenNothingHappened();
    });
  });

  describe('when a hold is released', () => {
    it('that is held, then PodTimeReleased', () => {
      given([held('h1', 'r1', '15:00', '18:00')])
        .when({ type: 'Release', hold_id: 'h1' })
        .thenEvents([PodTimeReleased.of({ hold_id: 'h1', reservation_id: 'r1' })]);
    });
    it('that is not held, then nothing happens', () => {
      given([]).when({ type: 'Release', hold_id: 'h1' }).thenNothingHappened();
    });
  });
});

describe('a hold in the way of another save', () => {
  const made = ReservationMade.of({
    client_id: 'c1',
    lab_id: 'l1',
    pod_ids: ['p1'],
    start_at: at('15:00'),
    end_at: at('18:00'),
    timezone: 'UTC',
    group_name: 'Club',
    emails: ['a@b.test'],
    hold_id: 'h1',
  });
  const old = new Date(now.getTime() - STALE_HOLD_MS).toISOString();
  const hold1 = (held_at: string) => held('h1', 'r1', '15:00', '18:00', held_at).data;

  it('is never stale while its reservation stands on it, however old', () => {
    assert.equal(holdIsStale(hold1(old), fold(reservationDecider, [made]), now), false);
  });
  it('is stale at once when its reservation was deleted', () => {
    const deleted = fold(reservationDecider, [made, ReservationDeleted.of({})]);
    assert.equal(holdIsStale(hold1(now.toISOString()), deleted, now), true);
  });
  it('of a reservation never made, is stale only once it is five minutes old (a save may be in flight)', () => {
    const none = fold(reservationDecider, []);
    assert.equal(holdIsStale(hold1(new Date(now.getTime() - STALE_HOLD_MS + 1).toISOString()), none, now), false);
    assert.equal(holdIsStale(hold1(old), none, now), true);
  });
  it('that its reservation moved off (an edit that never released it), is stale once five minutes old', () => {
    const moved = fold(reservationDecider, [{ ...made, data: { ...made.data, hold_id: 'h9' } }]);
    assert.equal(holdIsStale(hold1(old), moved, now), true);
    assert.equal(holdIsStale(hold1(now.toISOString()), moved, now), false);
  });
});
