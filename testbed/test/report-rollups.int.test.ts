import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ReportQuery } from '@gamepod/contracts/http';
import { openTestEnv, type TestEnv } from '@gamepod/devkit';
import { catalogue, type NewEvent } from '@gamepod/events';
import { paymentEvents, playedEvents, surveyEvents } from '@gamepod/events/testing';
import { CheckpointWatcher, openDatabase, verifyProjection } from '@gamepod/log-runtime';
import {
  clientsProjection,
  gamesProjection,
  labQueueWaitsProjection,
  labsProjection,
  paymentsProjection,
  playByActivitySql,
  playByGameSql,
  playRollupsProjection,
  playSessionsProjection,
  podsProjection,
  type ReportScope,
  type RunningWorkers,
  revenueRollupsProjection,
  rollupPlayByActivitySql,
  rollupPlayByGameSql,
  runStatements,
  type Statements,
  startProjectionWorkers,
  statusRawSql,
  statusSql,
  summaryRawSql,
  summarySql,
  surveyRollupsProjection,
  surveysProjection,
  usersProjection,
} from '@gamepod/projections';
import { reportWindow } from '@gamepod/services/domain';
import type { CompiledQuery, Kysely } from 'kysely';
import { appendHistory, type DemoHistory, historyCommits } from '../src/demo/demo-history.ts';

// The reports from the rollups against the same questions asked of every play session: on the
// demo history and on a generated month with live sessions, launches that never started, one
// that failed after it started, sessions across midnight and across the clocks changing, read
// in zones a whole, a half and three quarters of an hour off UTC, on the days the clocks change.

// 15:20:30.5 UTC on Tuesday 11/03/2026: New York and St John's went back an hour on Sunday
// 11/01 (New York at 06:00 UTC), Sydney forward an hour on Sunday 10/04 (at 16:00 UTC on 10/03)
const NOW = new Date('2026-11-03T15:20:30.500Z');
const DAY = 86_400_000;
const ZONES = ['UTC', 'America/New_York', 'America/St_Johns', 'Asia/Kolkata', 'Asia/Kathmandu', 'Australia/Sydney'];

const custom = (start: [string, string, string], end: [string, string, string]): ReportQuery => ({
  interval: 'custom',
  start_date: start[0],
  start_time: start[1],
  start_ampm: start[2],
  end_date: end[0],
  end_time: end[1],
  end_ampm: end[2],
});

/** The intervals asked in each zone: the named ones, and custom ones with ragged ends over the days the clocks change. */
const INTERVALS: Record<string, ReportQuery> = {
  today: { interval: 'today' },
  lastweek: { interval: 'lastweek' },
  lastmonth: { interval: 'lastmonth' },
  'the clocks going back': custom(['10/31/2026', '10:07', 'PM'], ['11/01/2026', '11:53', 'PM']),
  'the clocks going forward': custom(['10/03/2026', '11:40', 'PM'], ['10/05/2026', '03:10', 'AM']),
  'thirty whole days': custom(['10/04/2026', '12:00', 'AM'], ['11/03/2026', '12:00', 'AM']),
  'into the future': custom(['11/02/2026', '08:01', 'AM'], ['11/05/2026', '08:00', 'AM']),
};

/** A small seeded generator (mulberry32): the same month on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Commit = { aggregate: string; id: string; at: Date; events: NewEvent[] };

/**
 * A month of play on `pods` up to NOW: sessions of 1 minute to 5 hours at any millisecond, gaps
 * of up to 3 hours, a fifth of them walk-ins; some launches fail before they start, one fails
 * after it started (it counts as running ever since), and each pod's last session is still
 * running at NOW. Returns the commits, and the end events of the running sessions whose ends
 * are appended later.
 */
function generatedMonth(
  clientId: string,
  pods: readonly { id: string; lab_id: string }[],
  players: readonly string[],
): { commits: Commit[]; later: Commit[] } {
  const rnd = random(33);
  const games = ['g-racing', 'g-shooter', 'g-puzzle', 'g-sports', 'g-party'];
  const commits: Commit[] = [];
  const later: Commit[] = [];
  for (const [n, pod] of pods.entries()) {
    let at = NOW.getTime() - 32 * DAY + Math.floor(rnd() * 3_600_000);
    for (;;) {
      const seconds = Math.round(60 + rnd() ** 2 * 5 * 3600);
      const start = new Date(at);
      const where = { client_id: clientId, lab_id: pod.lab_id };
      const played = playedEvents({
        ...where,
        game_id: games[Math.floor(rnd() ** 1.5 * games.length)] as string,
        platform: rnd() < 0.5 ? 'xb' : 'pc',
        user_id: rnd() < 0.8 ? (players[Math.floor(rnd() * players.length)] as string) : null,
        start,
        seconds,
        players: rnd() < 0.2 ? 3 : 1,
      });
      if (at + seconds * 1000 > NOW.getTime()) {
        // still running at NOW: launched and started; half of these end later
        commits.push({ aggregate: 'play', id: pod.id, at: start, events: played.slice(0, 2) });
        if (n % 2 === 0) later.push({ aggregate: 'play', id: pod.id, at: start, events: played.slice(2) });
        break;
      }
      const roll = rnd();
      const launch = played[0] as NewEvent;
      const failed = (reason: string): NewEvent => ({
        type: 'GameLaunchFailed',
        data: { launch_id: (launch.data as { launch_id: string }).launch_id, reason },
      });
      if (roll < 0.05) {
        commits.push({ aggregate: 'play', id: pod.id, at: start, events: [launch, failed('expired')] });
      } else if (roll < 0.052 && n === 0) {
        commits.push({ aggregate: 'play', id: pod.id, at: start, events: [...played.slice(0, 2), failed('replaced')] });
      } else {
        commits.push({ aggregate: 'play', id: pod.id, at: start, events: played });
      }
      if (players.length > 0 && rnd() < 0.3) commits.push(...purchase(clientId, pod, players, start, rnd, later));
      if (rnd() < 0.3) commits.push(...exitSurvey(clientId, pod, new Date(at + seconds * 1000 + 7_777), rnd, later));
      at += seconds * 1000 + Math.floor(rnd() * 3 * 3_600_000);
    }
  }
  // a station whose clock runs ahead reports a session that starts and ends after NOW
  const ahead = pods[pods.length - 1] as { id: string; lab_id: string };
  const start = new Date(NOW.getTime() + 123_456);
  const events = playedEvents({
    client_id: clientId,
    lab_id: ahead.lab_id,
    game_id: 'g-racing',
    platform: 'xb',
    user_id: null,
    start,
    seconds: 240,
  });
  commits.push({ aggregate: 'play', id: ahead.id, at: NOW, events });
  return { commits: commits.sort((a, b) => a.at.getTime() - b.at.getTime()), later };
}

const OFFERS = [
  { offer_name: '1 Hour', minutes: 60, cents: 500 },
  { offer_name: '30 Minutes', minutes: 30, cents: 300 },
];

/**
 * A purchase of paid time a minute before `start` (at any millisecond): most are paid, some
 * refused; a paid one may be refunded in part, or lost to a chargeback, now or later.
 */
function purchase(
  clientId: string,
  pod: { id: string; lab_id: string },
  players: readonly string[],
  start: Date,
  rnd: () => number,
  later: Commit[],
): Commit[] {
  const offer = OFFERS[Math.floor(rnd() * OFFERS.length)] as (typeof OFFERS)[number];
  const intent_id = `pi_${clientId}_${start.getTime()}`;
  const user_id = players[Math.floor(rnd() * players.length)] as string;
  const at = new Date(start.getTime() - 60_000 - Math.floor(rnd() * 1000));
  const paid = rnd() < 0.9;
  const where = { pod_id: pod.id, client_id: clientId, lab_id: pod.lab_id };
  const events = paymentEvents({ ...where, intent_id, user_id, offer_id: offer.offer_name, ...offer, paid });
  const commits: Commit[] = [{ aggregate: 'payment', id: intent_id, at, events }];
  const roll = rnd();
  const afterwards: NewEvent[] = [];
  if (paid && roll < 0.15) {
    const cents = Math.floor(offer.cents / 2);
    afterwards.push({
      type: 'PaymentRefunded',
      data: {
        intent_id,
        user_id,
        charge_id: `ch_${intent_id}`,
        amount_cents: cents,
        refunded_cents: cents,
        minutes: 10,
      },
    });
  } else if (paid && roll < 0.25) {
    const disputed = { intent_id, user_id, dispute_id: `dp_${intent_id}` };
    afterwards.push(
      {
        type: 'PaymentDisputed',
        data: { ...disputed, amount_cents: offer.cents, reason: 'fraudulent', minutes: offer.minutes },
      },
      { type: 'PaymentDisputeClosed', data: { ...disputed, status: roll < 0.2 ? 'lost' : 'won', minutes: 0 } },
    );
  }
  if (afterwards.length > 0) {
    // half of what follows a payment comes in a later batch, half with it
    (rnd() < 0.5 ? later : commits).push({ aggregate: 'payment', id: intent_id, at, events: afterwards });
  }
  return commits;
}

/**
 * An exit survey after a session: its marks (the overall one left out now and then), a pick of
 * upcoming games (picked twice now and then, the second replacing the first, sometimes later).
 */
function exitSurvey(
  clientId: string,
  pod: { id: string; lab_id: string },
  at: Date,
  rnd: () => number,
  later: Commit[],
): Commit[] {
  const id = `survey_${clientId}_${at.getTime()}`;
  const upcoming = ['up-1', 'up-2', 'up-3'];
  const picks = upcoming.filter(() => rnd() < 0.5);
  const overall = 1 + Math.floor(rnd() * 5);
  const marks = { cleanliness: overall, network_speed: overall, game_selection: overall, overall_experience: overall };
  const where = { pod_id: pod.id, client_id: clientId, lab_id: pod.lab_id };
  const events = surveyEvents({ ...where, user_id: null, marks, picks, comment: rnd() < 0.2 ? 'Fine' : undefined });
  const answered = rnd() < 0.15 ? events.slice(0, 1) : events;
  const commits: Commit[] = [{ aggregate: 'survey', id, at, events: answered }];
  if (rnd() < 0.2) {
    const again: NewEvent = { type: 'SurveyUpcomingGamesPicked', data: { upcoming_games: ['up-3', 'up-3', 'up-1'] } };
    (rnd() < 0.5 ? later : commits).push({ aggregate: 'survey', id, at, events: [again] });
  }
  return commits;
}

const DEMO: DemoHistory = {
  clientId: 'client-demo',
  pods: [
    { id: 'demo-pod-1', lab_id: 'demo-lab-free', paid: false },
    { id: 'demo-pod-2', lab_id: 'demo-lab-free', paid: false },
    { id: 'demo-pod-3', lab_id: 'demo-lab-paid', paid: true },
  ],
  players: ['demo-player-1', 'demo-player-2'],
  games: [
    { id: 'game-a', platform: 'xb' },
    { id: 'game-b', platform: 'pc' },
    { id: 'game-c', platform: 'ps' },
  ],
  upcoming: ['up-1', 'up-2'],
  offers: [{ id: 'offer-1', name: 'Power Hour', minutes: 60, cents: 900 }],
  days: 35,
  openUtcHour: 16,
};

const GENERATED = 'client-month';
const MONTH_PODS = [
  { id: 'month-pod-1', lab_id: 'month-lab-1' },
  { id: 'month-pod-2', lab_id: 'month-lab-1' },
  { id: 'month-pod-3', lab_id: 'month-lab-2' },
  { id: 'month-pod-4', lab_id: 'month-lab-2' },
];

/** Both sides' rows, part by part; rows a statement returns in no set order are sorted. */
async function answers<S extends Statements>(db: Kysely<unknown>, statements: S) {
  const rows = await runStatements(db, statements);
  const byPod = (a: Record<string, unknown>, b: Record<string, unknown>) =>
    String(a.pod_id).localeCompare(String(b.pod_id));
  if ('play' in rows) (rows.play as Record<string, unknown>[]).sort(byPod);
  return rows;
}

const READ_MODELS = [
  playSessionsProjection,
  playRollupsProjection,
  podsProjection,
  usersProjection,
  gamesProjection,
  surveysProjection,
  paymentsProjection,
  revenueRollupsProjection,
  surveyRollupsProjection,
  clientsProjection,
  // the summary's queue figures read the places and their labs
  labQueueWaitsProjection,
  labsProjection,
];

describe('the reports from the rollups', () => {
  let env: TestEnv;
  let workers: RunningWorkers;
  let checkpoints: CheckpointWatcher;
  let database: ReturnType<typeof openDatabase>;

  before(async () => {
    env = await openTestEnv();
    workers = await startProjectionWorkers({
      natsUrl: env.natsUrl,
      databaseUrl: env.databaseUrl,
      names: env.names,
      projections: READ_MODELS,
    });
    await workers.ready();
    checkpoints = await new CheckpointWatcher(
      env.databaseUrl,
      READ_MODELS.map((p) => p.name),
    ).start();
    database = openDatabase(env.databaseUrl, { max: 12 });
    const month = generatedMonth(GENERATED, MONTH_PODS, ['month-player-1', 'month-player-2', 'month-player-3']);
    const demo = historyCommits(DEMO, NOW);
    const names = READ_MODELS.map((p) => p.name);
    const first = await appendHistory(env.nc, env.names, [...demo, ...month.commits]);
    const stuck = () =>
      JSON.stringify(workers.workers.filter((w) => w.lastError).map((w) => [w.projection.name, String(w.lastError)]));
    assert.ok(await checkpoints.waitFor(names, first, 120_000), stuck());
    // the running sessions that end later reach the rollups in batches of their own
    const last = await appendHistory(env.nc, env.names, month.later);
    assert.ok(await checkpoints.waitFor(names, last, 120_000), stuck());
  });
  after(async () => {
    await database?.close();
    await checkpoints?.close();
    await workers?.stop();
    await env?.close();
  });

  for (const projection of [playRollupsProjection, revenueRollupsProjection, surveyRollupsProjection]) {
    it(`folds the history into ${projection.name} equal to a rebuild of it from the log`, async () => {
      const verified = await verifyProjection({
        projection,
        nc: env.nc,
        db: database.db,
        names: env.names,
        registry: catalogue,
        batchSize: 7,
      });
      assert.equal(verified.status, 'equal', JSON.stringify(verified.tables.filter((t) => !t.equal)));
    });
  }

  const scopes: Record<string, Pick<ReportScope, 'clientId' | 'labId'>> = {
    'the demo venue': { clientId: DEMO.clientId },
    'the generated month': { clientId: GENERATED },
    "the generated month's second lab": { clientId: GENERATED, labId: 'month-lab-2' },
    'every client': {},
  };

  for (const zone of ZONES) {
    describe(`read in ${zone}`, () => {
      for (const [scopeName, held] of Object.entries(scopes)) {
        it(`answers the summary and the status report of ${scopeName} as the raw queries do, in every interval`, async () => {
          const db = database.db as Kysely<unknown>;
          let sessions = 0;
          let sold = 0;
          let surveyed = 0;
          for (const [label, q] of Object.entries(INTERVALS)) {
            const w = reportWindow({ ...q, user_timezone: zone }, NOW);
            const scope: ReportScope = { ...held, from: w.fromAt, to: w.toAt, timeZone: zone, now: NOW };
            const summary = await answers(db, summarySql(db, scope));
            assert.deepEqual(summary, await answers(db, summaryRawSql(db, scope)), `summary, ${label}`);
            const status = await answers(db, statusSql(db, scope));
            assert.deepEqual(status, await answers(db, statusRawSql(db, scope)), `status, ${label}`);
            // short lists: the longest activities read in order must stop at the same rows the raw list ends on
            const short = (q: { compile(db: Kysely<unknown>): CompiledQuery<unknown> }) => q.compile(db);
            const few = await answers(db, {
              activities: short(rollupPlayByActivitySql(scope, 3)),
              games: short(rollupPlayByGameSql(scope, 2)),
            });
            const fewRaw = await answers(db, {
              activities: short(playByActivitySql(scope, 3)),
              games: short(playByGameSql(scope, 2)),
            });
            assert.deepEqual(few, fewRaw, `short lists, ${label}`);
            sessions += summary.totals[0]?.sessions ?? 0;
            sold += summary.revenue.reduce((n, r) => n + r.payments, 0);
            surveyed += summary.surveys[0]?.surveys ?? 0;
          }
          // the comparison is between answers with play and sales in them
          assert.ok(sessions > 50, `only ${sessions} sessions in the intervals`);
          assert.ok(sold > 5, `only ${sold} payments in the intervals`);
          assert.ok(surveyed > 5, `only ${surveyed} surveys in the intervals`);
        });
      }
    });
  }
});
