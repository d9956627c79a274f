import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { reportWindow } from '../../src/reports/domain/report-window.ts';

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
});
