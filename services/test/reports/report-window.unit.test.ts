import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { reportWindow } from '../../src/reports/domain/report-window.ts';
import { hoursInDay } from '../../src/reservations/domain/zoned-time.ts';

// 01:30 UTC on 03/09/2026 is 08:30 PM on 03/08 in Chicago, the day daylight saving time began
const NOW = new Date('2026-03-09T01:30:00Z');

describe('a report window', () => {
  it("starts today at the user's own midnight, not UTC's", () => {
    const w = reportWindow({ interval: 'today', user_timezone: 'America/Chicago' }, NOW);
    // midnight on 03/08 was still standard time (UTC-6)
    assert.deepEqual([w.from, w.to, w.label], ['2026-03-08T06:00:00.000Z', NOW.toISOString(), 'Today, 03/08/2026']);
    const utc = reportWindow({ interval: 'TODAY' }, NOW);
    assert.deepEqual([utc.from, utc.timeZone], ['2026-03-09T00:00:00.000Z', 'UTC']);
  });

  it('counts the last 7 and 30 days with today included, each from midnight', () => {
    const week = reportWindow({ interval: 'lastweek', user_timezone: 'America/Chicago' }, NOW);
    assert.deepEqual(
      [week.from, week.label, week.file_name],
      [
        '2026-03-02T06:00:00.000Z',
        'Last 7 days, 03/02/2026 – 03/08/2026',
        'activity-report-lastweek-2026-03-02-to-2026-03-08',
      ],
    );
    const month = reportWindow({ interval: 'lastmonth', user_timezone: 'Asia/Kolkata' }, NOW);
    // 07:00 AM on 03/09 in Kolkata (UTC+5:30): 30 days back is 02/08, midnight there is 18:30 UTC the day before
    assert.equal(month.from, '2026-02-07T18:30:00.000Z');
  });

  it('reads a custom window as two wall-clock times, across a change of the clocks', () => {
    const w = reportWindow(
      {
        interval: 'custom',
        start_date: '03/07/2026',
        start_time: '09:00',
        start_ampm: 'pm',
        end_date: '3/8/2026',
        end_time: '12:30',
        end_ampm: 'PM',
        user_timezone: 'America/Chicago',
      },
      NOW,
    );
    assert.deepEqual([w.from, w.to], ['2026-03-08T03:00:00.000Z', '2026-03-08T17:30:00.000Z']);
    assert.equal(w.label, '03/07/2026 09:00 PM – 03/08/2026 12:30 PM');
  });

  it('refuses a time the clocks skipped, naming it', () => {
    assert.throws(
      () =>
        reportWindow(
          {
            interval: 'custom',
            start_date: '03/08/2026',
            start_time: '02:30',
            start_ampm: 'AM',
            end_date: '03/08/2026',
            end_time: '05:00',
            end_ampm: 'AM',
            user_timezone: 'America/Chicago',
          },
          NOW,
        ),
      (err: Error & { data?: { field?: string } }) => err.data?.field === 'start_time',
    );
  });

  const wholeDay = (day: string, next: string, user_timezone: string) =>
    reportWindow(
      {
        interval: 'custom',
        start_date: day,
        start_time: '12:00',
        start_ampm: 'AM',
        end_date: next,
        end_time: '12:00',
        end_ampm: 'AM',
        user_timezone,
      },
      NOW,
    );
  const hours = (w: { fromAt: Date; toAt: Date }) => (w.toAt.getTime() - w.fromAt.getTime()) / 3_600_000;

  it('spans 23 hours on the day the clocks go forward and 25 on the day they go back', () => {
    const spring = wholeDay('03/08/2026', '03/09/2026', 'America/Chicago');
    assert.deepEqual([spring.from, spring.to], ['2026-03-08T06:00:00.000Z', '2026-03-09T05:00:00.000Z']);
    assert.equal(hours(spring), 23);
    const autumn = wholeDay('11/01/2026', '11/02/2026', 'America/Chicago');
    assert.equal(hours(autumn), 25);
    assert.deepEqual(
      [
        hoursInDay({ year: 2026, month: 3, day: 8 }, 'America/Chicago'),
        hoursInDay({ year: 2026, month: 11, day: 1 }, 'America/Chicago'),
      ],
      [23, 25],
    );
    // a half-hour zone with daylight saving time: Adelaide goes forward on 10/04/2026
    assert.equal(hours(wholeDay('10/04/2026', '10/05/2026', 'Australia/Adelaide')), 23);
  });

  it("sums a week over a change of the clocks to its days' real lengths", () => {
    // the 7 days to 03/14/2026 in Chicago, 03/08 among them
    const week = reportWindow(
      { interval: 'lastweek', user_timezone: 'America/Chicago' },
      new Date('2026-03-15T04:59:59Z'),
    );
    assert.deepEqual([week.from, week.label], ['2026-03-08T06:00:00.000Z', 'Last 7 days, 03/08/2026 – 03/14/2026']);
    let sum = 0;
    for (let d = 8; d <= 14; d++) sum += hoursInDay({ year: 2026, month: 3, day: d }, 'America/Chicago');
    assert.equal(sum, 7 * 24 - 1);
    assert.equal(week.toAt.getTime() + 1000 - week.fromAt.getTime(), sum * 3_600_000);
  });

  it('reads a zone 45 minutes off the hour (Kathmandu, UTC+5:45)', () => {
    // 01:30 UTC on 03/09 is 07:15 AM there
    const today = reportWindow({ interval: 'today', user_timezone: 'Asia/Kathmandu' }, NOW);
    assert.deepEqual([today.from, today.label], ['2026-03-08T18:15:00.000Z', 'Today, 03/09/2026']);
    const day = wholeDay('03/08/2026', '03/09/2026', 'Asia/Kathmandu');
    assert.deepEqual([day.from, day.to, hours(day)], ['2026-03-07T18:15:00.000Z', '2026-03-08T18:15:00.000Z', 24]);
  });

  it('starts a day whose midnight the clocks skip at the end of the gap', () => {
    // Santiago goes from 00:00 (UTC-4) to 01:00 (UTC-3) on 09/06/2026
    const today = reportWindow(
      { interval: 'today', user_timezone: 'America/Santiago' },
      new Date('2026-09-06T12:00:00Z'),
    );
    assert.equal(today.from, '2026-09-06T04:00:00.000Z');
  });

  it('refuses a zone the time zone data does not know, naming user_timezone', () => {
    assert.throws(
      () => reportWindow({ interval: 'today', user_timezone: 'Mars/Olympus_Mons' }, NOW),
      (err: Error & { data?: { field?: string } }) => err.data?.field === 'user_timezone',
    );
  });
});
