import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Summary } from '@gamepod/contracts/http';
import {
  clientsProjection,
  gamesProjection,
  labQueueWaitsProjection,
  labsProjection,
  paymentsProjection,
  playRollupsProjection,
  playSessionsProjection,
  revenueRollupsProjection,
  surveyRollupsProjection,
  surveysProjection,
} from '@gamepod/projections';
import { type IdentityServices, openIdentityServices } from '../support/identity-fixtures.ts';
import { type PodAt, playedSession } from '../support/report-fixtures.ts';

// The activity report over whole days on which the clocks change: the window is as long as the
// day really is (23 or 25 hours), a session across the change counts its real time, and the
// occupancy divides by the real length, so each day's figures add up exactly.

const SUMMARY = '/api/v1/common/reports/summary';
const ZONE = 'America/Chicago';
// a Thursday after both changes of 2026 in Chicago (03/08 forward, 11/01 back)
const NOW = new Date('2026-11-05T18:00:00Z');

const wholeDay = (day: string, next: string) =>
  `interval=custom&start_date=${day}&start_time=12:00&start_ampm=AM&end_date=${next}&end_time=12:00&end_ampm=AM`;

describe('the activity report on the days the clocks change', () => {
  let f: IdentityServices;
  let admin: string;

  before(async () => {
    f = await openIdentityServices({
      extra: [
        gamesProjection,
        playSessionsProjection,
        playRollupsProjection,
        clientsProjection,
        labsProjection,
        surveysProjection,
        paymentsProjection,
        revenueRollupsProjection,
        surveyRollupsProjection,
        labQueueWaitsProjection,
      ],
    });
    f.advance(NOW.getTime() - Date.now());
    const venue = await f.client();
    const lab = await f.lab(venue.id, { timezone: ZONE });
    const pod: PodAt = {
      id: (await f.deployPod(venue, lab, { nav_id: venue.navs.get('A1') })).id,
      client_id: venue.id,
      lab_id: lab,
    };
    admin = await f.token(3, venue.id);
    let seq = 0;
    // 11/01, 12:30 AM CDT to 02:30 AM CST: 3 hours on the wall clock, 4 in real time
    seq = Math.max(
      seq,
      await playedSession(f, pod, {
        player: null,
        game: 'halo',
        platform: 'xb',
        start: new Date('2026-11-01T05:30:00Z'),
        seconds: 4 * 3600,
      }),
    );
    // 03/08, 01:30 AM CST to 03:30 AM CDT: 2 hours on the wall clock, 1 in real time
    seq = Math.max(
      seq,
      await playedSession(f, pod, {
        player: null,
        game: 'fifa',
        platform: 'ps',
        start: new Date('2026-03-08T07:30:00Z'),
        seconds: 3600,
      }),
    );
    assert.ok(await f.deps.checkpoints.waitFor(['play_sessions', 'play_rollups', 'labs', 'clients'], seq, 30_000));
  });
  after(() => f.close());

  const summary = async (query: string, zone = ZONE) => {
    const res = await f.get(`${SUMMARY}?${query}&user_timezone=${zone}`, admin);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as Summary;
  };
  const hoursOf = (s: Summary) => (Date.parse(s.report.window.to) - Date.parse(s.report.window.from)) / 3_600_000;

  it('reads the day the clocks go back as 25 hours, and a session across the change at its real length', async () => {
    const { report } = await summary(wholeDay('11/01/2026', '11/02/2026'));
    assert.deepEqual([report.window.from, report.window.to], ['2026-11-01T05:00:00.000Z', '2026-11-02T06:00:00.000Z']);
    assert.equal(hoursOf({ report } as Summary), 25);
    assert.deepEqual([report.stats.sessions, report.stats.play_time], [1, 4]);
    // 4 of 25 pod hours
    assert.equal(report.stats.occupancy, 16);
    assert.deepEqual(report.sessions_per_day, [{ day: '11/01/2026', sessions: 1, play_time: 4 }]);
  });

  it('reads the day the clocks go forward as 23 hours', async () => {
    const { report } = await summary(wholeDay('03/08/2026', '03/09/2026'));
    assert.deepEqual([report.window.from, report.window.to], ['2026-03-08T06:00:00.000Z', '2026-03-09T05:00:00.000Z']);
    assert.deepEqual([report.stats.sessions, report.stats.play_time], [1, 1]);
    // 1 of 23 pod hours: 4.3478 %
    assert.equal(report.stats.occupancy, 4.35);
    assert.deepEqual(report.sessions_per_day, [{ day: '03/08/2026', sessions: 1, play_time: 1 }]);
  });

  it('reads the same play on the days of a zone 45 minutes off the hour (Kathmandu, UTC+5:45)', async () => {
    // the autumn session starts at 11:15 AM on 11/01 there and ends at 03:15 PM
    const { report } = await summary(wholeDay('11/01/2026', '11/02/2026'), 'Asia/Kathmandu');
    assert.deepEqual([report.window.from, report.window.to], ['2026-10-31T18:15:00.000Z', '2026-11-01T18:15:00.000Z']);
    assert.deepEqual([report.stats.sessions, report.stats.play_time], [1, 4]);
    assert.deepEqual(report.sessions_per_day, [{ day: '11/01/2026', sessions: 1, play_time: 4 }]);
    const hours = new Map(report.occupancy_by_hour.map((h) => [h.hour, h.occupancy]));
    // 45 minutes of 11 o'clock, all of 12, 13 and 14, 15 minutes of 15 o'clock
    assert.deepEqual(
      [11, 12, 13, 14, 15].map((h) => hours.get(h)),
      [75, 100, 100, 100, 25],
    );
  });
});
