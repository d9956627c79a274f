import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openTestEnv, type TestEnv } from '@gamepod/devkit';
import {
  LabDeployed,
  LabQueueJoined,
  LabQueueLeft,
  LabQueueOfferExpired,
  LabQueueRemoved,
  LabQueueSeatOffered,
  LabQueueSeatTaken,
  type NewEvent,
  type StoredEvent,
} from '@gamepod/events';
import { type Database, migrateProjectionSchema, openDatabase } from '@gamepod/log-runtime';
import { sql } from 'kysely';
import { applyEvents, commits } from '../../log-runtime/test/support/commits.ts';
import { labQueueWaitsProjection } from '../src/lab-queue-waits/lab-queue-waits.projection.ts';
import { queueByLabHourSql, queueTotalsSql } from '../src/lab-queue-waits/lab-queue-waits.queries.ts';
import { labsProjection } from '../src/labs/labs.projection.ts';

const commit = commits();
/** 2026-01-05 at `hour`:`minute` UTC. */
const utc = (hour: number, minute = 0) => new Date(Date.UTC(2026, 0, 5, hour, minute));
/** One commit to lab `lab`'s queue, as having happened at `at`. */
const queueAt = (lab: string, at: Date, events: NewEvent[]): StoredEvent[] =>
  commit('lab_queue', lab, events).map((e) => ({ ...e, metadata: { ...e.metadata, occurred_at: at.toISOString() } }));

const joined = (entry: string, platform: 'xb' | null = null) =>
  LabQueueJoined.of({ entry_id: entry, user_id: `u-${entry}`, ticket: 1, display_name: 'Ada L.', platform });
const offered = (entry: string, pod = 'p1') =>
  LabQueueSeatOffered.of({ entry_id: entry, user_id: `u-${entry}`, pod_id: pod, expires_at: utc(23).toISOString() });
const taken = (entry: string, pod = 'p1') =>
  LabQueueSeatTaken.of({ entry_id: entry, user_id: `u-${entry}`, pod_id: pod });
const expired = (entry: string, pod = 'p1') =>
  LabQueueOfferExpired.of({ entry_id: entry, user_id: `u-${entry}`, pod_id: pod, expires_at: utc(23).toISOString() });
const left = (entry: string, released: string | null = null) =>
  LabQueueLeft.of({ entry_id: entry, user_id: `u-${entry}`, released_pod_id: released });
const removed = (entry: string) =>
  LabQueueRemoved.of({ entry_id: entry, user_id: `u-${entry}`, released_pod_id: null });

/**
 * Lab l1, 09:00 UTC: a..e join and are offered a seat 2, 4, 6, 8 and 10 minutes later (a and b
 * take it, c is a no-show, d leaves holding it, e is still deciding); f leaves unoffered, g is
 * removed, h still waits. 14:00: i joins and waits 30 minutes for a seat it takes. Lab l2 (another
 * client), 09:00: j waits an hour.
 */
const history = (): StoredEvent[] => [
  ...queueAt(
    'l1',
    utc(9),
    ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((x) => joined(x)),
  ),
  ...queueAt('l1', utc(9, 2), [offered('a')]),
  ...queueAt('l1', utc(9, 3), [taken('a')]),
  ...queueAt('l1', utc(9, 4), [offered('b', 'p2')]),
  ...queueAt('l1', utc(9, 5), [taken('b', 'p2'), left('f')]),
  ...queueAt('l1', utc(9, 6), [offered('c', 'p3')]),
  ...queueAt('l1', utc(9, 8), [offered('d', 'p4'), removed('g')]),
  ...queueAt('l1', utc(9, 9), [left('d', 'p4')]),
  ...queueAt('l1', utc(9, 10), [offered('e', 'p4')]),
  ...queueAt('l1', utc(9, 16), [expired('c', 'p3')]),
  // a late duplicate of a way out does not change how the place left
  ...queueAt('l1', utc(9, 17), [taken('c', 'p3')]),
  ...queueAt('l1', utc(14), [joined('i', 'xb')]),
  ...queueAt('l1', utc(14, 30), [offered('i'), taken('i')]),
  ...queueAt('l2', utc(9), [joined('j')]),
  ...queueAt('l2', utc(10), [offered('j'), taken('j')]),
];

describe('the lab queue waits read model', () => {
  let env: TestEnv;
  let database: Database;
  const places = async () =>
    (
      await sql<Record<string, unknown>>`select * from rm_lab_queue_waits.lab_queue_places order by entry_id`.execute(
        database.db,
      )
    ).rows;

  before(async () => {
    env = await openTestEnv();
    database = openDatabase(env.databaseUrl);
    await migrateProjectionSchema(database.db, 'rm_lab_queue_waits', labQueueWaitsProjection.migrations);
    await migrateProjectionSchema(database.db, 'rm_labs', labsProjection.migrations);
    const lab = (client: string, name: string) =>
      LabDeployed.of({
        client_id: client,
        lab_name: name,
        address1: 'a',
        address2: 'b',
        city: 'c',
        state: 'IL',
        zip: '62701',
        note: '',
        is_active: true,
        timezone: 'America/Chicago',
        is_paid: false,
        reservation_email: null,
      });
    await applyEvents(database.db, labsProjection, [
      ...commit('lab', 'l1', [lab('c1', 'Main')]),
      ...commit('lab', 'l2', [lab('c2', 'Annex')]),
    ]);
  });
  after(async () => {
    await database.close();
    await env.close();
  });

  it('keeps each place with its join, its first offer and the first way it left, alike in one batch or one event at a time', async () => {
    await applyEvents(database.db, labQueueWaitsProjection, history());
    const inOneBatch = await places();
    await sql`truncate rm_lab_queue_waits.lab_queue_places`.execute(database.db);
    for (const e of history()) await applyEvents(database.db, labQueueWaitsProjection, [e]);
    assert.deepEqual(await places(), inOneBatch);
    const view = (r: Record<string, unknown>) => [
      r.entry_id,
      r.lab_id,
      (r.joined_at as Date).toISOString().slice(11, 16),
      (r.offered_at as Date | null)?.toISOString().slice(11, 16) ?? null,
      r.outcome,
      (r.ended_at as Date | null)?.toISOString().slice(11, 16) ?? null,
    ];
    assert.deepEqual(inOneBatch.map(view), [
      ['a', 'l1', '09:00', '09:02', 'taken', '09:03'],
      ['b', 'l1', '09:00', '09:04', 'taken', '09:05'],
      ['c', 'l1', '09:00', '09:06', 'no_show', '09:16'],
      ['d', 'l1', '09:00', '09:08', 'left', '09:09'],
      ['e', 'l1', '09:00', '09:10', null, null],
      ['f', 'l1', '09:00', null, 'left', '09:05'],
      ['g', 'l1', '09:00', null, 'removed', '09:08'],
      ['h', 'l1', '09:00', null, null, null],
      ['i', 'l1', '14:00', '14:30', 'taken', '14:30'],
      ['j', 'l2', '09:00', '10:00', 'taken', '10:00'],
    ]);
  });

  it('answers waits (median and 90th percentile), no-shows and abandonment per lab and local hour of joining', async () => {
    const scope = {
      clientId: 'c1',
      from: utc(0),
      to: utc(24),
      timeZone: 'America/Chicago',
      now: utc(24),
    };
    const run = async <R>(q: { compile: (db: typeof database.db) => { sql: string } }) =>
      (await database.db.executeQuery(q.compile(database.db) as never)).rows as R[];
    // 09:00 UTC is 03:00 in Chicago (UTC-6). Waits 2, 4, 6, 8, 10 min: the median is the middle
    // one, 6; the 90th percentile lies 0.6 of the way from the 4th (8) to the 5th (10), 9.2 min
    const hours = await run(queueByLabHourSql(scope));
    assert.deepEqual(hours, [
      {
        lab_id: 'l1',
        lab: 'Main',
        hour: 3,
        places: 8,
        offered: 5,
        seated: 2,
        no_shows: 1,
        abandoned: 2,
        wait_p50: 360,
        wait_p90: 552,
      },
      {
        lab_id: 'l1',
        lab: 'Main',
        hour: 8,
        places: 1,
        offered: 1,
        seated: 1,
        no_shows: 0,
        abandoned: 0,
        wait_p50: 1800,
        wait_p90: 1800,
      },
    ]);
    // all six of c1's waits, 2, 4, 6, 8, 10 and 30 min: the median between 6 and 8, 7 min; the
    // 90th percentile half-way from 10 to 30, 20 min; l2 (another client) is left out
    assert.deepEqual(await run(queueTotalsSql(scope)), [
      { places: 9, offered: 6, seated: 3, no_shows: 1, abandoned: 2, wait_p50: 420, wait_p90: 1200 },
    ]);
    const everyone = await run<{ places: number }>(queueTotalsSql({ ...scope, clientId: undefined }));
    assert.equal(everyone[0]?.places, 10);
    const oneLab = await run<{ places: number }>(queueTotalsSql({ ...scope, clientId: undefined, labId: 'l2' }));
    assert.equal(oneLab[0]?.places, 1);
    const later = await run<{ places: number; wait_p50: number | null }>(queueTotalsSql({ ...scope, from: utc(12) }));
    assert.deepEqual([later[0]?.places, later[0]?.wait_p50], [1, 1800]);
    const none = await run<{ places: number; wait_p50: number | null }>(queueTotalsSql({ ...scope, from: utc(20) }));
    assert.deepEqual([none[0]?.places, none[0]?.wait_p50], [0, null]);
  });
});
