import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ValidationError } from '@gamepod/events';
import {
  type ReservationFormInput,
  readReservationForm,
  reservationInstants,
} from '../../src/reservations/domain/reservation-form.ts';
import { dateText, instantOf, timeText, wallTimeAt } from '../../src/reservations/domain/zoned-time.ts';

const form: ReservationFormInput = {
  lab_id: 'lab-1',
  start_date: '06/01/2026',
  start_time: '02:30 PM',
  end_date: '06/01/2026',
  end_time: '05:00 PM',
  pods_list: 'GP-AAAA-BBBB-CCCC, GP-DDDD-EEEE-FFFF',
  emails_list: 'Ada@School.test; alan@school.test\nada@school.test',
  group_name: '  Robotics club ',
  start_datetime: '06/01/2026 02:30 PM',
  end_datetime: '06/01/2026 05:00 PM',
};
const refusal = (field: string, message?: RegExp) => (e: unknown) =>
  e instanceof ValidationError && e.data.field === field && (!message || message.test(e.message));

describe('the reservation form', () => {
  it('reads lists, lowercases and dedupes the emails, trims the group name', () => {
    const read = readReservationForm(form);
    assert.deepEqual(read.pod_keys, ['GP-AAAA-BBBB-CCCC', 'GP-DDDD-EEEE-FFFF']);
    assert.deepEqual(read.emails, ['ada@school.test', 'alan@school.test']);
    assert.equal(read.group_name, 'Robotics club');
    assert.deepEqual(read.start, { year: 2026, month: 6, day: 1, hour: 14, minute: 30 });
    assert.deepEqual(read.end, { year: 2026, month: 6, day: 1, hour: 17, minute: 0 });
  });

  it('takes the lists as arrays too', () => {
    const read = readReservationForm({ ...form, pods_list: ['GP-1', 'GP-1', 'GP-2'], emails_list: ['a@b.test'] });
    assert.deepEqual(read.pod_keys, ['GP-1', 'GP-2']);
    assert.deepEqual(read.emails, ['a@b.test']);
  });

  it("names the first required field left empty, with 'Please fill all required fields'", () => {
    for (const field of ['lab_id', 'start_date', 'start_time', 'end_date', 'end_time', 'group_name'] as const) {
      assert.throws(
        () => readReservationForm({ ...form, [field]: '  ' }),
        (e) =>
          refusal(field, /^Please fill all required fields$/)(e) &&
          (e as ValidationError).data.msg_key === 'generic-required-message',
      );
    }
    assert.throws(() => readReservationForm({ ...form, pods_list: [] }), refusal('pods_list'));
    assert.throws(() => readReservationForm({ ...form, emails_list: ' , ' }), refusal('emails_list'));
    assert.throws(() => readReservationForm({ ...form, lab_id: null, group_name: null }), refusal('lab_id'));
  });

  it('refuses dates and times that are not real, naming them', () => {
    assert.throws(() => readReservationForm({ ...form, start_date: '02/30/2026' }), refusal('start_date'));
    assert.throws(() => readReservationForm({ ...form, end_date: '2026-06-01' }), refusal('end_date'));
    assert.throws(() => readReservationForm({ ...form, start_time: '13:00 PM' }), refusal('start_time'));
    assert.throws(() => readReservationForm({ ...form, end_time: '5 PM' }), refusal('end_time'));
  });

  it('refuses a datetime that is not its date and time joined', () => {
    assert.throws(
      () => readReservationForm({ ...form, start_datetime: '06/01/2026 02:31 PM' }),
      refusal('start_datetime'),
    );
    assert.doesNotThrow(() => readReservationForm({ ...form, start_datetime: undefined, end_datetime: '' }));
  });

  it('refuses an address that is not an email, naming emails_list', () => {
    assert.throws(
      () => readReservationForm({ ...form, emails_list: 'ada@school.test, not-an-email' }),
      refusal('emails_list', /not-an-email/),
    );
  });

  it("reads the times in the lab's zone", () => {
    const { start_at, end_at } = reservationInstants(readReservationForm(form), 'America/Chicago');
    assert.equal(start_at.toISOString(), '2026-06-01T19:30:00.000Z');
    assert.equal(end_at.toISOString(), '2026-06-01T22:00:00.000Z');
  });

  it('refuses a time the clocks skip when daylight saving time starts', () => {
    const skipped = { ...form, start_date: '03/08/2026', start_time: '02:30 AM', start_datetime: null };
    assert.throws(() => reservationInstants(readReservationForm(skipped), 'America/Chicago'), refusal('start_time'));
  });
});

describe('wall-clock times in a time zone', () => {
  it('turns a wall time into its instant and back, either side of a daylight saving change', () => {
    for (const [wall, iso] of [
      [{ year: 2026, month: 3, day: 7, hour: 23, minute: 0 }, '2026-03-08T05:00:00.000Z'],
      [{ year: 2026, month: 3, day: 8, hour: 3, minute: 0 }, '2026-03-08T08:00:00.000Z'],
      [{ year: 2026, month: 12, day: 31, hour: 23, minute: 59 }, '2027-01-01T05:59:00.000Z'],
    ] as const) {
      assert.equal(instantOf(wall, 'America/Chicago')?.toISOString(), iso);
      assert.deepEqual(wallTimeAt(new Date(iso), 'America/Chicago'), wall);
    }
  });
  it('takes the first of the two passings of the hour the clocks repeat', () => {
    const repeated = { year: 2026, month: 11, day: 1, hour: 1, minute: 30 };
    assert.equal(instantOf(repeated, 'America/Chicago')?.toISOString(), '2026-11-01T06:30:00.000Z');
  });
  it("writes dates as 'MM/DD/YYYY' and times as 'hh:mm AM/PM'", () => {
    const w = wallTimeAt(new Date('2026-06-01T19:05:00Z'), 'America/Chicago');
    assert.equal(dateText(w), '06/01/2026');
    assert.equal(timeText(w), '02:05 PM');
    assert.equal(timeText({ ...w, hour: 0 }), '12:05 AM');
    assert.equal(timeText({ ...w, hour: 12 }), '12:05 PM');
  });
});
