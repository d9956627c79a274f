import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openTestEnv, type TestEnv } from '@gamepod/devkit';
import { type EventData, ReservationChanged, ReservationDeleted, ReservationMade } from '@gamepod/events';
import { type Database, migrateProjectionSchema, openDatabase } from '@gamepod/log-runtime';
import { sql } from 'kysely';
import { applyEvents, commits } from '../../log-runtime/test/support/commits.ts';
import { reservationsProjection } from '../src/reservations/reservations.projection.ts';
import { listReservations, reservationById, reservationsOfPod } from '../src/reservations/reservations.queries.ts';

const reservation = (over: Partial<EventData<typeof ReservationMade>> = {}): EventData<typeof ReservationMade> => ({
  client_id: 'c1',
  lab_id: 'l1',
  pod_ids: ['p1', 'p2'],
  start_at: '2026-06-01T15:00:00.000Z',
  end_at: '2026-06-01T18:00:00.000Z',
  timezone: 'America/Chicago',
  group_name: 'Robotics club',
  emails: ['ada@school.test'],
  hold_id: 'h1',
  ...over,
});

describe('the reservations read model', () => {
  let env: TestEnv;
  let database: Database;
  const commit = commits();
  before(async () => {
    env = await openTestEnv();
    database = openDatabase(env.databaseUrl);
    await migrateProjectionSchema(database.db, 'rm_reservations', reservationsProjection.migrations);
  });
  after(async () => {
    await database.close();
    await env.close();
  });

  it("keeps each reservation as its last change, and each pod's rows with its times, in one batch or many", async () => {
    const history = [
      ...commit('reservation', 'r1', [ReservationMade.of(reservation())]),
      ...commit('reservation', 'r1', [
        ReservationChanged.of(
          reservation({ pod_ids: ['p2', 'p3'], end_at: '2026-06-01T19:00:00.000Z', hold_id: 'h2' }),
        ),
      ]),
      ...commit('reservation', 'r2', [ReservationMade.of(reservation({ pod_ids: ['p1'], hold_id: 'h3' }))]),
      ...commit('reservation', 'r2', [ReservationDeleted.of({})]),
      ...commit('reservation', 'r3', [
        ReservationMade.of(
          reservation({ client_id: 'c2', start_at: '2026-06-02T15:00:00.000Z', end_at: '2026-06-02T16:00:00.000Z' }),
        ),
      ]),
    ];
    const snapshot = async () => ({
      rows: (await sql`select * from rm_reservations.reservations order by id`.execute(database.db)).rows,
      pods: (
        await sql<{
          reservation_id: string;
          pod_id: string;
        }>`select * from rm_reservations.reservation_pods order by reservation_id, pod_id`.execute(database.db)
      ).rows,
    });
    await applyEvents(database.db, reservationsProjection, history);
    const inOneBatch = await snapshot();
    await sql`truncate rm_reservations.reservations, rm_reservations.reservation_pods`.execute(database.db);
    for (const e of history) await applyEvents(database.db, reservationsProjection, [e]);
    assert.deepEqual(await snapshot(), inOneBatch);

    const r1 = await reservationById(database.db, 'r1');
    assert.deepEqual(r1?.pod_ids, ['p2', 'p3']);
    assert.equal(r1?.end_at.toISOString(), '2026-06-01T19:00:00.000Z');
    assert.equal(await reservationById(database.db, 'r2'), undefined);
    assert.deepEqual(
      inOneBatch.pods.map((p) => `${p.reservation_id}/${p.pod_id}`),
      ['r1/p2', 'r1/p3', 'r3/p1', 'r3/p2'],
    );
  });

  it("answers a pod's reservations not yet ended, soonest first", async () => {
    const at = new Date('2026-06-01T16:00:00Z');
    assert.deepEqual(
      (await reservationsOfPod(database.db, 'p2', at)).map((r) => r.id),
      ['r1', 'r3'],
    );
    assert.deepEqual(
      (await reservationsOfPod(database.db, 'p2', new Date('2026-06-01T19:00:00Z'))).map((r) => r.id),
      ['r3'],
    );
    assert.deepEqual(await reservationsOfPod(database.db, 'p9', at), []);
  });

  it('lists what has not ended first, soonest first, then what has, latest first; per client or for all', async () => {
    await applyEvents(database.db, reservationsProjection, [
      ...commit('reservation', 'r4', [
        ReservationMade.of(
          reservation({ pod_ids: ['p4'], start_at: '2026-05-01T15:00:00.000Z', end_at: '2026-05-01T16:00:00.000Z' }),
        ),
      ]),
      ...commit('reservation', 'r5', [
        ReservationMade.of(
          reservation({ pod_ids: ['p5'], start_at: '2026-05-20T15:00:00.000Z', end_at: '2026-05-20T16:00:00.000Z' }),
        ),
      ]),
    ]);
    const now = new Date('2026-05-25T00:00:00Z');
    const all = await listReservations(database.db, { clientId: null, limit: 10, offset: 0, now });
    assert.deepEqual(
      all.rows.map((r) => r.id),
      ['r1', 'r3', 'r5', 'r4'],
    );
    assert.equal(all.total, 4);
    const own = await listReservations(database.db, { clientId: 'c1', limit: 2, offset: 2, now });
    assert.deepEqual(
      own.rows.map((r) => r.id),
      ['r4'],
    );
    assert.equal(own.total, 3);
  });
});
