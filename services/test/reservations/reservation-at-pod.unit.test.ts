import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ForbiddenError } from '@gamepod/events';
import {
  judgeReservedLogin,
  mayUseReservedPod,
  type PodBooking,
  podReservationView,
} from '../../src/reservations/domain/reservation-at-pod.ts';

const HOUR = 3_600_000;
// 3:00 PM to 5:00 PM in Chicago (CST, UTC-6) on 12 January 2027
const booking: PodBooking = {
  id: 'r1',
  start_at: new Date('2027-01-12T21:00:00Z'),
  end_at: new Date('2027-01-12T23:00:00Z'),
  timezone: 'America/Chicago',
  emails: ['ada@school.test'],
};
const at = (msFromStart: number) => new Date(booking.start_at.getTime() + msFromStart);

describe('a reservation at its pods', () => {
  it('shows nothing more than 3 hours before its start, and the upcoming banner from then on', () => {
    assert.equal(podReservationView(booking, at(-3 * HOUR - 1000)), null);
    assert.deepEqual(podReservationView(booking, at(-3 * HOUR)), {
      id: 'r1',
      is_started: 0,
      start_time: '03:00 PM',
      stop_time: '05:00 PM',
      to_start: 10_800,
      to_end: 18_000,
    });
  });

  it('is started from its start until its end, and then shows nothing', () => {
    assert.equal(podReservationView(booking, at(0))?.is_started, 1);
    assert.equal(podReservationView(booking, at(2 * HOUR - 1000))?.to_end, 1);
    assert.equal(podReservationView(booking, at(2 * HOUR)), null);
    assert.equal(podReservationView(undefined, at(0)), null);
  });

  it('lets staff and listed players and facilitators stay, whatever the case of their email', () => {
    assert.equal(mayUseReservedPod({ role: 1, email: 'Ada@School.test' }, booking), true);
    assert.equal(mayUseReservedPod({ role: 2, email: 'bob@school.test' }, booking), false);
    assert.equal(mayUseReservedPod({ role: 1, email: 'bob@school.test' }, booking), false);
    for (const role of [3, 4, 5]) assert.equal(mayUseReservedPod({ role, email: 'bob@school.test' }, booking), true);
  });

  it("refuses a login while it runs with 'reserved' and its stop time, and not before or after", () => {
    const stranger = { role: 1, email: 'bob@school.test' };
    assert.doesNotThrow(() => judgeReservedLogin(stranger, booking, at(-1000)));
    assert.doesNotThrow(() => judgeReservedLogin(stranger, booking, at(2 * HOUR)));
    assert.doesNotThrow(() => judgeReservedLogin({ role: 1, email: 'ada@school.test' }, booking, at(0)));
    assert.throws(
      () => judgeReservedLogin(stranger, booking, at(HOUR)),
      (err: unknown) =>
        err instanceof ForbiddenError &&
        err.message === 'reserved' &&
        (err.data as { stop_time?: string }).stop_time === '05:00 PM',
    );
  });
});
