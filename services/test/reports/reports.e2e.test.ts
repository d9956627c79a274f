import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { StatusReport, Summary } from '@gamepod/contracts/http';
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
import { assertRefused } from '../support/admin-users-fixtures.ts';
import { type IdentityServices, openIdentityServices } from '../support/identity-fixtures.ts';
import type { TestClient } from '../support/pod-fixtures.ts';
import { type PodAt, payment, playedSession, queuedPlace, seedUpcoming, survey } from '../support/report-fixtures.ts';

const SUMMARY = '/api/v1/common/reports/summary';
const STATUS = '/api/v1/common/reports/status';
const ZONE = 'America/Chicago';
// 12:00 PM on Friday 02/20/2026 in Chicago (UTC-6 until daylight saving time starts on 03/08)
const NOW = new Date('2026-02-20T18:00:00Z');
/** A Chicago wall-clock time in February 2026 (UTC-6) as an instant. */
const chicago = (day: number, hour: number, minute = 0) => new Date(Date.UTC(2026, 1, day, hour + 6, minute));
/** The custom interval of the hand-worked figures: 02/18 00:00 to 02/20 00:00 in Chicago, 48 hours. */
const CUSTOM =
  'interval=custom&start_date=02/18/2026&start_time=12:00&start_ampm=AM&end_date=02/20/2026&end_time=12:00&end_ampm=AM';

describe('the reports (/common/reports/summary and /status)', () => {
  let f: IdentityServices;
  let venue: TestClient;
  let other: TestClient;
  let lab: string;
  let otherLab: string;
  let p1: PodAt;
  let p2: PodAt;
  let admin: string;
  let seq = 0;

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
    venue = await f.client();
    other = await f.client();
    lab = await f.lab(venue.id, { timezone: ZONE });
    otherLab = await f.lab(other.id, { timezone: ZONE });
    const pod = async (client: TestClient, labId: string, license: string): Promise<PodAt> => ({
      id: (await f.deployPod(client, labId, { nav_id: client.navs.get(license) })).id,
      client_id: client.id,
      lab_id: labId,
    });
    p1 = await pod(venue, lab, 'A1');
    p2 = await pod(venue, lab, 'A2');
    const stranger = await pod(other, otherLab, 'A1');
    const x = await f.account(1, { client_id: venue.id, email: `x-${Date.now()}@example.com` });
    const y = await f.account(1, { client_id: venue.id, email: `y-${Date.now()}@example.com` });
    admin = await f.token(3, venue.id);

    // the hand-worked history: three sessions in the custom window, one today, one long before
    const played = [
      [p1, { player: x.id, game: 'halo', platform: 'xb', start: chicago(18, 10), seconds: 3600 }],
      [p1, { player: x.id, game: 'halo', platform: 'xb', start: chicago(19, 10, 30), seconds: 1800, players: 3 }],
      [p2, { player: y.id, game: 'fifa', platform: 'ps', start: chicago(19, 10), seconds: 2700 }],
      [p2, { player: null, game: 'halo', platform: 'xb', start: chicago(20, 9), seconds: 1800 }],
      [p1, { player: x.id, game: 'fifa', platform: 'ps', start: chicago(10, 15), seconds: 600 }],
      [stranger, { player: null, game: 'halo', platform: 'xb', start: chicago(19, 14), seconds: 3600 }],
    ] as const;
    for (const [where, o] of played) seq = Math.max(seq, await playedSession(f, where, o));
    await seedUpcoming(f, [
      { game_id: 'up-1', name: 'Starfall' },
      { game_id: 'up-2', name: 'Moonrise' },
    ]);
    seq = await survey(f, p1, {
      player: x.id,
      at: chicago(19, 11, 5),
      overall: 4,
      picks: ['up-1', 'up-2'],
      comment: 'Great headsets',
    });
    seq = await survey(f, p2, { player: y.id, at: chicago(19, 11), overall: 5, picks: ['up-1'] });
    seq = await survey(f, stranger, { player: null, at: chicago(19, 15), overall: 1, picks: ['up-2'] });
    const buy = { player: x.id, offer: '1 Hour', minutes: 60, cents: 500 };
    seq = await payment(f, p1, { ...buy, at: chicago(19, 12), paid: true });
    seq = await payment(f, p1, {
      ...buy,
      offer: '30 Minutes',
      minutes: 30,
      cents: 300,
      at: chicago(18, 9),
      paid: true,
    });
    seq = await payment(f, p1, { ...buy, at: chicago(18, 9, 5), paid: false });
    // $2 of $5 refunded (24 of its 60 minutes taken back); a chargeback lost takes all of $3
    seq = await payment(f, p1, { ...buy, at: chicago(19, 13), paid: true, refunded: { cents: 200, minutes: 24 } });
    seq = await payment(f, p1, {
      ...buy,
      offer: '30 Minutes',
      minutes: 30,
      cents: 300,
      at: chicago(19, 14),
      paid: true,
      disputeLost: true,
    });
    seq = await payment(f, p1, { ...buy, at: chicago(20, 10), paid: true });
    seq = await payment(f, stranger, { ...buy, at: chicago(19, 16), paid: true });
    // the queue: at 10 AM on 02/19 four places wait 1, 3, 5 and 7 minutes for a seat (the third
    // a no-show), one leaves unoffered and staff remove one; at 3 PM on 02/18 one waits 12
    // minutes; another client's lab and today each have one place of their own
    const queued: Array<[string, Parameters<typeof queuedPlace>[2]]> = [
      [
        lab,
        {
          player: x.id,
          joined: chicago(19, 10),
          offered: chicago(19, 10, 1),
          end: { at: chicago(19, 10, 2), as: 'taken' },
        },
      ],
      [
        lab,
        {
          player: y.id,
          joined: chicago(19, 10),
          offered: chicago(19, 10, 3),
          end: { at: chicago(19, 10, 4), as: 'taken' },
        },
      ],
      [
        lab,
        {
          player: x.id,
          joined: chicago(19, 10),
          offered: chicago(19, 10, 5),
          end: { at: chicago(19, 10, 15), as: 'no_show' },
        },
      ],
      [
        lab,
        {
          player: y.id,
          joined: chicago(19, 10),
          offered: chicago(19, 10, 7),
          end: { at: chicago(19, 10, 8), as: 'taken' },
        },
      ],
      [lab, { player: x.id, joined: chicago(19, 10, 10), end: { at: chicago(19, 10, 20), as: 'left' } }],
      [lab, { player: y.id, joined: chicago(19, 10, 20), end: { at: chicago(19, 10, 30), as: 'removed' } }],
      [
        lab,
        {
          player: x.id,
          joined: chicago(18, 15),
          offered: chicago(18, 15, 12),
          end: { at: chicago(18, 15, 13), as: 'taken' },
        },
      ],
      [otherLab, { player: x.id, joined: chicago(19, 10), offered: chicago(19, 10, 30) }],
      [lab, { player: y.id, joined: chicago(20, 9) }],
    ];
    for (const [where, o] of queued) seq = await queuedPlace(f, where, o);
    assert.ok(
      await f.deps.checkpoints.waitFor(
        [
          'lab_queue_waits',
          'play_sessions',
          'play_rollups',
          'surveys',
          'survey_rollups',
          'payments',
          'revenue_rollups',
          'labs',
          'clients',
        ],
        seq,
        30_000,
      ),
    );
  });
  after(() => f.close());

  const summary = async (query: string, token = admin) => {
    const res = await f.get(`${SUMMARY}?${query}&user_timezone=${ZONE}`, token);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as Summary;
  };
  const status = async (query: string, token = admin) => {
    const res = await f.get(`${STATUS}?${query}&user_timezone=${ZONE}`, token);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as StatusReport;
  };

  it('sums a known history to the figures worked out by hand', async () => {
    const { report, revenue } = await summary(CUSTOM);
    assert.deepEqual(report.window, {
      interval: 'custom',
      from: '2026-02-18T06:00:00.000Z',
      to: '2026-02-20T06:00:00.000Z',
      label: '02/18/2026 12:00 AM – 02/20/2026 12:00 AM',
      file_name: 'activity-report-custom-2026-02-18-0000-to-2026-02-20-0000',
    });
    // 3600 + 1800 + 2700 s = 2.25 h over 3 sessions (45 min each); 2 pods × 48 h = 345,600 s
    // of pod time, of which 8,100 s in play: 2.34375 %
    assert.deepEqual(report.stats, {
      sessions: 3,
      players: 2,
      guests: 2,
      play_time: 2.25,
      average_minutes: 45,
      pods: 2,
      occupancy: 2.34,
      surveys: 2,
      rating: 4.5,
    });
    assert.deepEqual(report.games, [
      { game_id: 'halo', game: 'halo', sessions: 2, players: 1, play_time: 1.5 },
      { game_id: 'fifa', game: 'fifa', sessions: 1, players: 1, play_time: 0.75 },
    ]);
    assert.deepEqual(
      report.activities.map((a) => [a.pod, a.player?.slice(0, 2), a.game, a.platform, a.sessions, a.play_time]),
      [
        ['A1', 'x-', 'halo', 'Xbox', 2, 1.5],
        ['A2', 'y-', 'fifa', 'PS5', 1, 0.75],
      ],
    );
    assert.deepEqual(report.sessions_per_day, [
      { day: '02/18/2026', sessions: 1, play_time: 1 },
      { day: '02/19/2026', sessions: 2, play_time: 1.25 },
    ]);
    // all 8,100 s fell in the 10 o'clock hour, which the window held twice for 2 pods: 14,400 s
    const hours = new Map(report.occupancy_by_hour.map((h) => [h.hour, h.occupancy]));
    assert.equal(report.occupancy_by_hour.length, 24);
    assert.equal(hours.get(10), 56.25);
    assert.equal([...hours.values()].filter((o) => o > 0).length, 1);
    // up-1 picked twice, up-2 once: 66.7 % and 33.3 %
    assert.deepEqual(report.upcoming, [
      { game_id: 'up-1', name: 'Starfall', picks: 2, percent: 66.7 },
      { game_id: 'up-2', name: 'Moonrise', picks: 1, percent: 33.3 },
    ]);
    assert.deepEqual(
      report.feedback.map((r) => [r.at, r.pod, r.overall_experience, r.cleanliness, r.comment]),
      [
        ['02/19/2026 11:05 AM', 'A1', 4, 3, 'Great headsets'],
        ['02/19/2026 11:00 AM', 'A2', 5, 4, null],
      ],
    );
    // $5.00 and $3.00 paid, $5.00 less a $2.00 refund, and $3.00 lost to a chargeback; the
    // refused card earned nothing, and 02/20's payment is outside
    assert.deepEqual(revenue, {
      currency: 'USD',
      total: 11,
      payments: 4,
      minutes: 126,
      offers: [
        { offer: '1 Hour', payments: 2, minutes: 96, amount: 8 },
        { offer: '30 Minutes', payments: 2, minutes: 30, amount: 3 },
      ],
    });
  });

  it("adds the queue's waits (median and 90th percentile), no-shows and abandonment, in all and per lab and hour", async () => {
    const { report } = await summary(CUSTOM);
    const labName = report.queue.by_lab_hour[0]?.lab;
    assert.ok(labName?.startsWith('Lab '), labName);
    // 10 AM: waits 1, 3, 5 and 7 min; the median lies half-way from 3 to 5, 4 min; the 90th
    // percentile 0.7 of the way from 5 to 7 (0.9 × 3 = 2.7 places in), 6.4 min
    assert.deepEqual(report.queue.by_lab_hour, [
      {
        lab_id: lab,
        lab: labName,
        hour: 10,
        places: 6,
        offered: 4,
        seated: 3,
        wait_median: 4,
        wait_p90: 6.4,
        no_shows: 1,
        abandoned: 2,
      },
      {
        lab_id: lab,
        lab: labName,
        hour: 15,
        places: 1,
        offered: 1,
        seated: 1,
        wait_median: 12,
        wait_p90: 12,
        no_shows: 0,
        abandoned: 0,
      },
    ]);
    // in all, waits 1, 3, 5, 7 and 12 min: the median 5; the 90th percentile 0.6 of the way from 7 to 12, 10 min
    const { by_lab_hour: _, ...totals } = report.queue;
    assert.deepEqual(totals, {
      places: 7,
      offered: 5,
      seated: 4,
      wait_median: 5,
      wait_p90: 10,
      no_shows: 1,
      abandoned: 2,
    });
    const today = await summary('interval=today');
    assert.deepEqual(
      [today.report.queue.places, today.report.queue.offered, today.report.queue.wait_median],
      [1, 0, null],
    );
    const root = await f.token(4, null);
    const all = await summary(CUSTOM, root);
    const rows = all.report.queue.by_lab_hour.map(
      (h) => `${h.lab_id === otherLab ? 'other' : 'ours'} ${h.hour}h ${h.wait_median}`,
    );
    assert.equal(all.report.queue.places, 8);
    assert.deepEqual(rows.sort(), ['other 10h 30', 'ours 10h 4', 'ours 15h 12']);
  });

  it('reads today, the last 7 days and the last 30 days from midnight in the user time zone', async () => {
    const today = await summary('interval=today');
    assert.equal(today.report.window.from, '2026-02-20T06:00:00.000Z');
    // the test's clock started at NOW and has run on since
    const to = Date.parse(today.report.window.to) - NOW.getTime();
    assert.ok(to >= 0 && to < 600_000, today.report.window.to);
    assert.equal(today.report.window.file_name, 'activity-report-today-2026-02-20');
    assert.deepEqual([today.report.stats.sessions, today.report.stats.play_time], [1, 0.5]);
    assert.deepEqual(today.report.sessions_per_day, [{ day: '02/20/2026', sessions: 1, play_time: 0.5 }]);
    const week = await summary('interval=lastweek');
    assert.equal(week.report.window.from, '2026-02-14T06:00:00.000Z');
    assert.equal(week.report.sessions_per_day.length, 7);
    assert.deepEqual([week.report.stats.sessions, week.revenue.total], [4, 16]);
    const month = await summary('interval=lastmonth');
    assert.equal(month.report.window.from, '2026-01-22T06:00:00.000Z');
    assert.equal(month.report.sessions_per_day.length, 30);
    assert.equal(month.report.stats.sessions, 5);
  });

  it("lists each pod's live status and its play in the interval, with the stats", async () => {
    const { report, stats } = await status(CUSTOM);
    assert.deepEqual(
      report.map((r) => [r.license, r.lab_id, r.activity, r.online, r.in_use, r.sessions, r.play_time, r.occupancy]),
      [
        // 5,400 s of 172,800 s: 3.125 %; 2,700 s: 1.5625 %
        ['A1', lab, 'MISSING', 0, 0, 2, 1.5, 3.13],
        ['A2', lab, 'MISSING', 0, 0, 1, 0.75, 1.56],
      ],
    );
    assert.deepEqual(stats, { total: 2, idle: 0, missing: 2, has_user: 0, occu: 2.34 });
    assert.ok(report.every((r) => r.client_id === venue.id && r.lab_name?.startsWith('Lab ')));
  });

  it("holds a client admin to their own client, whichever client they name, and refuses another client's lab", async () => {
    const named = await summary(`${CUSTOM}&client_id=${other.id}`);
    assert.equal(named.report.stats.sessions, 3);
    assert.equal((await status(`${CUSTOM}&client_id=${other.id}`)).stats.total, 2);
    await assertRefused(f, () => f.get(`${SUMMARY}?${CUSTOM}&lab_id=${otherLab}`, admin), 403);
    await assertRefused(f, () => f.get(`${STATUS}?${CUSTOM}&lab_id=${otherLab}`, admin), 403);
    await assertRefused(f, () => f.get(`${STATUS}?${CUSTOM}&lab_id=no-such-lab`, admin), 404, 'lab_id');
  });

  it("gives a super admin every client, or the one they pick ('All clients' by default)", async () => {
    const root = await f.token(4, null);
    const all = await summary(CUSTOM, root);
    assert.deepEqual([all.report.stats.sessions, all.report.stats.pods, all.revenue.total], [4, 3, 16]);
    const theirs = await summary(`${CUSTOM}&client_id=${other.id}`, root);
    assert.deepEqual([theirs.report.stats.sessions, theirs.report.stats.surveys], [1, 1]);
    assert.equal((await status(CUSTOM, root)).stats.total, 3);
    const oneLab = await status(`${CUSTOM}&lab_id=${otherLab}`, root);
    assert.deepEqual(
      oneLab.report.map((r) => r.client_id),
      [other.id],
    );
  });

  it('answers 403 to roles that do not see reports', async () => {
    for (const role of [1, 2, 5]) {
      const token = await f.token(role, venue.id);
      await assertRefused(f, () => f.get(`${SUMMARY}?interval=today`, token), 403);
      await assertRefused(f, () => f.get(`${STATUS}?interval=today`, token), 403);
    }
    assert.equal((await f.get(`${SUMMARY}?interval=today`)).statusCode, 401);
  });

  it("answers 'Please fill all required fields' or names the bad field, for both reports", async () => {
    const required = 'Please fill all required fields';
    const cases: Array<[string, string, string?]> = [
      ['', 'interval', required],
      ['interval=', 'interval', required],
      ['interval=yesterday', 'interval'],
      [CUSTOM.replace('&start_time=12:00', ''), 'start_time', required],
      [CUSTOM.replace('&end_ampm=AM', ''), 'end_ampm', required],
      ['interval=custom', 'start_date', required],
      [CUSTOM.replace('02/18/2026', '2026-02-18'), 'start_date'],
      [CUSTOM.replace('02/18/2026', '02/30/2026'), 'start_date'],
      [CUSTOM.replace('start_time=12:00', 'start_time=13:00'), 'start_time'],
      [CUSTOM.replace('start_ampm=AM', 'start_ampm=XM'), 'start_ampm'],
      [CUSTOM.replace('02/20/2026', '02/17/2026'), 'end_date'],
      [CUSTOM.replace('02/20/2026', '02/20/2028'), 'end_date'],
      ['interval=today&user_timezone=Mars/Olympus', 'user_timezone'],
    ];
    for (const url of [SUMMARY, STATUS]) {
      for (const [query, field, message] of cases) {
        const zone = query.includes('user_timezone') ? '' : `&user_timezone=${ZONE}`;
        await assertRefused(f, () => f.get(`${url}?${query}${zone}`, admin), 400, field, message);
      }
    }
    await assertRefused(f, () => f.get(`${SUMMARY}?interval=today&colour=red`, admin), 400);
  });
});
