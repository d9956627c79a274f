import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ValidationError } from '@gamepod/events';
import { readAlertForm } from '../../src/alerts/domain/alert-form.ts';
import { parseAlertTime, wallTime, zonedToUtc } from '../../src/alerts/domain/alert-window.ts';

const superAdmin = { role: 4, client_id: null };
const facilitator = { role: 2, client_id: 'c1' };
const base = { text_head: 'Tournament', type: 'check', enable: 1, scope: 'global' };

const refused = (f: () => unknown, field: string, message = 'Please fill all required fields') =>
  assert.throws(
    f,
    (e: unknown) => e instanceof ValidationError && e.data.field === field && e.message.startsWith(message),
  );

describe('the Alerts form', () => {
  it('requires text_head, type and enable, and of a super admin the scope', () => {
    refused(() => readAlertForm({ ...base, text_head: '  ' }, superAdmin), 'text_head');
    refused(() => readAlertForm({ ...base, type: null }, superAdmin), 'type');
    refused(() => readAlertForm({ ...base, enable: null }, superAdmin), 'enable');
    refused(() => readAlertForm({ ...base, scope: '' }, superAdmin), 'scope');
  });
  it('gives a facilitator or client admin their own client when they name no scope or client', () => {
    const form = readAlertForm({ text_head: 'Hi', type: 'warning', enable: 0 }, facilitator);
    assert.equal(form.scope, 'client');
    assert.equal(form.client_id, 'c1');
    assert.equal(form.enable, false);
    assert.equal(form.text_sub, '');
  });
  it('takes a window only with both ends, the end after the start, read in the user’s time zone', () => {
    const form = readAlertForm(
      {
        ...base,
        active_start: '07/04/2027 09:30 PM',
        active_untill: '07/05/2027 01:00 AM',
        user_timezone: 'America/Chicago',
      },
      superAdmin,
    );
    assert.equal(form.active_start, '2027-07-05T02:30:00.000Z');
    assert.equal(form.active_until, '2027-07-05T06:00:00.000Z');
    refused(() => readAlertForm({ ...base, active_start: '07/04/2027 09:30 PM' }, superAdmin), 'active_untill');
    refused(() => readAlertForm({ ...base, active_untill: '07/04/2027 09:30 PM' }, superAdmin), 'active_start');
    refused(
      () =>
        readAlertForm(
          { ...base, active_start: '07/04/2027 09:30 PM', active_untill: '07/04/2027 09:30 AM' },
          superAdmin,
        ),
      'active_untill',
      'active_untill: must be after',
    );
    refused(
      () =>
        readAlertForm(
          { ...base, active_start: '13/45/2027 09:30 PM', active_untill: '07/04/2027 09:30 AM' },
          superAdmin,
        ),
      'active_start',
      'active_start: must be a date and time',
    );
    refused(
      () =>
        readAlertForm(
          {
            ...base,
            active_start: '07/04/2027 09:30 PM',
            active_untill: '07/05/2027 09:30 PM',
            user_timezone: 'Mars/Base',
          },
          superAdmin,
        ),
      'user_timezone',
      'user_timezone:',
    );
  });
  it('refuses a type or scope outside the catalogue', () => {
    refused(() => readAlertForm({ ...base, type: 'info' }, superAdmin), 'type', 'type: must be one of');
    refused(() => readAlertForm({ ...base, scope: 'planet' }, superAdmin), 'scope', 'scope: must be one of');
  });
});

describe('alert windows in time zones', () => {
  it('turns a wall time into UTC on either side of daylight saving time', () => {
    assert.equal(zonedToUtc('2027-01-15', '09:00', 'America/Chicago').toISOString(), '2027-01-15T15:00:00.000Z');
    assert.equal(zonedToUtc('2027-07-15', '09:00', 'America/Chicago').toISOString(), '2027-07-15T14:00:00.000Z');
    // 01:30 happens twice on the night clocks fall back: the first one (CDT)
    assert.equal(zonedToUtc('2027-11-07', '01:30', 'America/Chicago').toISOString(), '2027-11-07T06:30:00.000Z');
    // 02:30 never happens on the night clocks spring forward: read in the offset before the jump
    assert.equal(zonedToUtc('2027-03-14', '02:30', 'America/Chicago').toISOString(), '2027-03-14T08:30:00.000Z');
  });
  it('reads the gap and the repeated hour of a half-hour zone by the same rules', () => {
    // Adelaide goes from 02:00 to 03:00 (UTC+10:30) on 10/04/2026: 02:30 reads as 03:30
    assert.equal(zonedToUtc('2026-10-04', '02:30', 'Australia/Adelaide').toISOString(), '2026-10-03T17:00:00.000Z');
    // and from 03:00 back to 02:00 (UTC+9:30) on 04/05/2026: 02:30 is its first passing
    assert.equal(zonedToUtc('2026-04-05', '02:30', 'Australia/Adelaide').toISOString(), '2026-04-04T16:00:00.000Z');
    assert.equal(zonedToUtc('2026-04-05', '09:00', 'Asia/Kathmandu').toISOString(), '2026-04-05T03:15:00.000Z');
  });
  it('refuses a zone the time zone data does not know, naming user_timezone', () => {
    assert.throws(
      () => parseAlertTime('07/04/2027 09:30 PM', 'Mars/Olympus_Mons', 'alert_start'),
      (e: unknown) => e instanceof ValidationError && e.data.field === 'user_timezone',
    );
  });
  it('shows an instant as date, time and AM/PM in a zone, and reads it back', () => {
    assert.deepEqual(wallTime('2027-07-05T02:30:00.000Z', 'America/Chicago'), {
      date: '07/04/2027',
      time: '09:30',
      ampm: 'PM',
    });
    assert.deepEqual(wallTime('2027-07-05T05:05:00.000Z', 'America/Chicago'), {
      date: '07/05/2027',
      time: '12:05',
      ampm: 'AM',
    });
    assert.equal(parseAlertTime('7/4/2027 9:30 pm', 'America/Chicago', 'x'), '2027-07-05T02:30:00.000Z');
    assert.equal(parseAlertTime('2027-07-05T02:30:00Z', 'Asia/Tokyo', 'x'), '2027-07-05T02:30:00.000Z');
  });
});
