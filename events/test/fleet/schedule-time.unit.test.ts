import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { minutesOfDay, parseAmPm, parseUsDate, toAmPm, toUsDate } from '../../src/fleet/schedule-time.ts';

describe('12-hour times to 24-hour', () => {
  const cases: Array<[string, string]> = [
    ['12:00 AM', '00:00'],
    ['12:59 AM', '00:59'],
    ['01:00 AM', '01:00'],
    ['11:59 AM', '11:59'],
    ['12:00 PM', '12:00'],
    ['12:30 PM', '12:30'],
    ['01:15 PM', '13:15'],
    ['11:59 PM', '23:59'],
    ['09:05 am', '09:05'],
    [' 07:45 PM ', '19:45'],
  ];
  for (const [ampm, hhmm] of cases) {
    it(`reads '${ampm}' as ${hhmm}`, () => assert.equal(parseAmPm(ampm), hhmm));
  }

  for (const bad of [
    '13:00 PM',
    '00:30 AM',
    '9:5 AM',
    '9:05 AM',
    '09:60 AM',
    '09:30',
    '21:30',
    '09:30 XM',
    '',
    'noon',
  ]) {
    it(`refuses '${bad}'`, () => assert.equal(parseAmPm(bad), null));
  }
});

describe('24-hour times to 12-hour', () => {
  it('writes midnight as 12:00 AM and noon as 12:00 PM', () => {
    assert.equal(toAmPm('00:00'), '12:00 AM');
    assert.equal(toAmPm('12:00'), '12:00 PM');
    assert.equal(toAmPm('12:30'), '12:30 PM');
    assert.equal(toAmPm('09:05'), '09:05 AM');
    assert.equal(toAmPm('23:59'), '11:59 PM');
  });

  it('round-trips every minute of the day', () => {
    for (let m = 0; m < 24 * 60; m++) {
      const hhmm = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
      assert.equal(parseAmPm(toAmPm(hhmm)), hhmm);
      assert.equal(minutesOfDay(hhmm), m);
    }
  });

  it('throws on anything that is not HH:mm', () => {
    assert.throws(() => toAmPm('24:00'), RangeError);
    assert.throws(() => toAmPm('9:05'), RangeError);
    assert.throws(() => minutesOfDay('09:05 AM'), RangeError);
  });
});

describe('US dates', () => {
  it('reads mm/dd/yyyy and the 8-character m/d/yyyy as ISO dates', () => {
    assert.equal(parseUsDate('05/01/2026'), '2026-05-01');
    assert.equal(parseUsDate('5/1/2026'), '2026-05-01');
    assert.equal(parseUsDate('02/29/2028'), '2028-02-29');
    assert.equal(parseUsDate('12/31/2026'), '2026-12-31');
  });

  it('refuses dates that are not on the calendar or not in the mask', () => {
    for (const bad of [
      '02/29/2026',
      '13/01/2026',
      '04/31/2026',
      '00/10/2026',
      '2026-05-01',
      '05/01/26',
      '5/1/26',
      '',
    ]) {
      assert.equal(parseUsDate(bad), null, bad);
    }
  });

  it('writes ISO dates back as MM/DD/YYYY', () => {
    assert.equal(toUsDate('2026-05-01'), '05/01/2026');
    assert.throws(() => toUsDate('2026-02-30'), RangeError);
  });
});
