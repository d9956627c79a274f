import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ValidationError } from '@gamepod/events';
import { PRODUCT_BRAND } from '../../src/mail/mail-brand.ts';
import { composeReservationMail } from '../../src/reservations/adapters/reservation-mail.ts';
import {
  type ReservationFormInput,
  readReservationForm,
  reservationInstants,
} from '../../src/reservations/domain/reservation-form.ts';
import { dateText, instantOf, realLengthText, timeText, wallTimeAt } from '../../src/reservations/domain/zoned-time.ts';

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

describe('a reservation across a daylight saving change', () => {
  const typed = (start: [string, string], end: [string, string]) =>
    readReservationForm({
      ...form,
      start_date: start[0],
      start_time: start[1],
      end_date: end[0],
      end_time: end[1],
      start_datetime: null,
      end_datetime: null,
    });
  const back = (at: Date, zone: string) => {
    const w = wallTimeAt(at, zone);
    return `${dateText(w)} ${timeText(w)}`;
  };

  it('keeps its wall-clock times when the clocks go forward in it, and is an hour shorter', () => {
    // Chicago springs from 02:00 CST to 03:00 CDT on 03/08/2026
    const { start_at, end_at } = reservationInstants(
      typed(['03/08/2026', '01:00 AM'], ['03/08/2026', '04:00 AM']),
      'America/Chicago',
    );
    assert.deepEqual(
      [start_at.toISOString(), end_at.toISOString()],
      ['2026-03-08T07:00:00.000Z', '2026-03-08T09:00:00.000Z'],
    );
    assert.deepEqual(
      [back(start_at, 'America/Chicago'), back(end_at, 'America/Chicago')],
      ['03/08/2026 01:00 AM', '03/08/2026 04:00 AM'],
    );
    assert.equal(
      realLengthText(start_at, end_at, 'America/Chicago'),
      '2 hours (the clocks go forward 1 hour during it)',
    );
  });

  it('keeps its wall-clock times when the clocks go back in it, and is an hour longer', () => {
    // Chicago falls back from 02:00 CDT to 01:00 CST on 11/01/2026
    const { start_at, end_at } = reservationInstants(
      typed(['11/01/2026', '12:30 AM'], ['11/01/2026', '02:30 AM']),
      'America/Chicago',
    );
    assert.equal(end_at.getTime() - start_at.getTime(), 3 * 3_600_000);
    assert.deepEqual(
      [back(start_at, 'America/Chicago'), back(end_at, 'America/Chicago')],
      ['11/01/2026 12:30 AM', '11/01/2026 02:30 AM'],
    );
    assert.equal(realLengthText(start_at, end_at, 'America/Chicago'), '3 hours (the clocks go back 1 hour during it)');
  });

  it('ends at the first passing of a time the clocks repeat', () => {
    const { end_at } = reservationInstants(
      typed(['10/31/2026', '11:00 PM'], ['11/01/2026', '01:30 AM']),
      'America/Chicago',
    );
    assert.equal(end_at.toISOString(), '2026-11-01T06:30:00.000Z');
  });

  it('refuses an end the clocks skip, naming end_time, in a half-hour zone too', () => {
    // Adelaide (UTC+9:30) springs from 02:00 to 03:00 on 10/04/2026
    const skipped = typed(['10/04/2026', '01:00 AM'], ['10/04/2026', '02:30 AM']);
    assert.throws(() => reservationInstants(skipped, 'Australia/Adelaide'), refusal('end_time', /does not exist/));
    const { start_at, end_at } = reservationInstants(
      typed(['10/04/2026', '01:30 AM'], ['10/04/2026', '03:30 AM']),
      'Australia/Adelaide',
    );
    assert.deepEqual(
      [start_at.toISOString(), end_at.toISOString()],
      ['2026-10-03T16:00:00.000Z', '2026-10-03T17:00:00.000Z'],
    );
    assert.equal(
      realLengthText(start_at, end_at, 'Australia/Adelaide'),
      '1 hour (the clocks go forward 1 hour during it)',
    );
  });

  it('reads a half-hour zone without a change as it is: Kolkata is 5:30 ahead all year', () => {
    const { start_at, end_at } = reservationInstants(
      typed(['03/08/2026', '09:00 AM'], ['03/08/2026', '11:45 AM']),
      'Asia/Kolkata',
    );
    assert.equal(start_at.toISOString(), '2026-03-08T03:30:00.000Z');
    assert.equal(realLengthText(start_at, end_at, 'Asia/Kolkata'), '2 hours 45 minutes');
  });
});

describe('the reservation mail', () => {
  it('states how long the reservation really lasts', () => {
    const mail = composeReservationMail({
      brand: PRODUCT_BRAND,
      from: 'gamepod@venue.test',
      to: 'desk@venue.test',
      eventId: 'e1',
      now: new Date('2026-03-01T00:00:00Z'),
      facts: {
        change: 'made',
        lab_name: 'Main',
        group_name: 'Chess club',
        start: '03/08/2026 01:00 AM',
        end: '03/08/2026 04:00 AM',
        length: realLengthText(new Date('2026-03-08T07:00:00Z'), new Date('2026-03-08T09:00:00Z'), 'America/Chicago'),
        timezone: 'America/Chicago',
        pods: ['GP-1'],
        emails: ['ada@school.test'],
      },
    });
    assert.match(mail.text, /\nLength: +2 hours \(the clocks go forward 1 hour during it\)\n/);
  });
});
