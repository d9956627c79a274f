import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openTestEnv, type TestEnv } from '@gamepod/devkit';
import { type Actor, type NewEvent, PodDeployed, type StoredEvent } from '@gamepod/events';
import {
  type Database,
  type EventsProjection,
  migrateProjectionSchema,
  openDatabase,
  podPresenceProjection,
  podStatusProjection,
  podsProjection,
} from '@gamepod/projections';
import { samplePodFields } from '../../events/test/support/fleet-samples.ts';
import { FleetStatus } from '../src/fleet-status/fleet-status.ts';

const SYSTEM: Actor = { kind: 'system', name: 'test' };

let seq = 0;
/** One commit per call, as a worker hands it over, a minute apart. */
function commit(id: string, events: NewEvent[]): StoredEvent[] {
  seq++;
  return events.map((e, index) => ({
    ...e,
    metadata: {
      event_id: `${seq}-${index}`,
      schema_version: 1,
      occurred_at: new Date(Date.UTC(2026, 0, 1, 0, seq)).toISOString(),
      actor: SYSTEM,
      correlation_id: 'c',
      causation_id: null,
    },
    seq,
    index,
    subject: `t.evt.pod.${id}`,
    aggregate: 'pod',
    aggregate_id: id,
  }));
}

const deployed = (id: string, lab_id: string, mac: string) =>
  commit(id, [
    PodDeployed.of({ client_id: 'c1', pod_id_key: `GP-${id}`, ...samplePodFields({ lab_id, mac_address: mac }) }),
  ]);

describe('the pods list read with its live facts in one query (FleetStatus.list)', () => {
  let env: TestEnv;
  let database: Database;
  let fleet: FleetStatus;
  const apply = (p: EventsProjection, events: StoredEvent[]) =>
    database.db
      .transaction()
      .execute((trx) => p.apply(trx.withSchema(`rm_${p.name}`), events, { schema: `rm_${p.name}` }));

  before(async () => {
    env = await openTestEnv();
    database = openDatabase(env.databaseUrl);
    // the pods read model alone: the status ones' workers have not run yet
    await migrateProjectionSchema(database.db, 'rm_pods', podsProjection.migrations);
    await apply(podsProjection, [
      ...deployed('p1', 'lab-1', 'AA:BB:CC:DD:EE:01'),
      ...deployed('p2', 'lab-2', 'AA:BB:CC:DD:EE:02'),
      ...deployed('p3', 'lab-1', 'AA:BB:CC:DD:EE:03'),
    ]);
    fleet = new FleetStatus({ db: database.db, nc: env.nc, names: env.names, clock: () => new Date() });
  });
  after(async () => {
    fleet.close();
    await database.close();
    await env.close();
  });

  it('lists the pods without facts while a status read model does not exist yet', async () => {
    const listed = await fleet.list({ clientId: 'c1', labId: 'lab-1' });
    assert.deepEqual(
      listed.map((l) => [l.pod.id, l.facts]),
      [
        ['p1', undefined],
        ['p3', undefined],
      ],
    );
  });

  it('joins each pod with its facts once the status read models exist, nulls for a pod that never reported', async () => {
    await migrateProjectionSchema(database.db, 'rm_pod_status', podStatusProjection.migrations);
    await migrateProjectionSchema(database.db, 'rm_pod_presence', podPresenceProjection.migrations);
    const listed = await fleet.list({ clientId: 'c1' });
    assert.deepEqual(
      listed.map((l) => l.pod.id),
      ['p1', 'p2', 'p3'],
    );
    const p3 = listed[2];
    assert.equal(p3?.pod.lab_id, 'lab-1');
    assert.deepEqual(p3?.facts, {
      pod_id: 'p3',
      client_id: 'c1',
      lock_out: false,
      volume: p3?.pod.volume,
      activity: null,
      console: null,
      session_kind: null,
      session_started_at: null,
      game_platform: null,
      game_id: null,
      last_heartbeat_at: null,
      helper_ok: null,
      uptime_s: null,
    });
    // the pod row carries none of the facts' columns
    assert.equal('last_heartbeat_at' in (p3?.pod ?? {}), false);
  });
});
