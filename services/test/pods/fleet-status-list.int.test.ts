import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openTestEnv, type TestEnv } from '@gamepod/devkit';
import { PodDeployed, type StoredEvent } from '@gamepod/events';
import { type Database, type EventsProjection, migrateProjectionSchema, openDatabase } from '@gamepod/log-runtime';
import {
  authSessionsProjection,
  podPresenceProjection,
  podStatusProjection,
  podsProjection,
} from '@gamepod/projections';
import { samplePodFields } from '../../../events/test/support/fleet-samples.ts';
import { applyEvents, commits } from '../../../log-runtime/test/support/commits.ts';
import { FleetStatus } from '../../src/pods/fleet-status/fleet-status.ts';

const commit = commits();

const deployed = (id: string, lab_id: string, mac: string) =>
  commit('pod', id, [
    PodDeployed.of({ client_id: 'c1', pod_id_key: `GP-${id}`, ...samplePodFields({ lab_id, mac_address: mac }) }),
  ]);

describe('the pods list read with its live facts in one query (FleetStatus.list)', () => {
  let env: TestEnv;
  let database: Database;
  let fleet: FleetStatus;
  const apply = (p: EventsProjection, events: StoredEvent[]) => applyEvents(database.db, p, events);

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
    await migrateProjectionSchema(database.db, 'rm_auth_sessions', authSessionsProjection.migrations);
    const listed = await fleet.list({ clientId: 'c1' });
    assert.deepEqual(
      listed.map((l) => l.pod.id),
      ['p1', 'p2', 'p3'],
    );
    const p3 = listed[2];
    assert.equal(p3?.pod.lab_id, 'lab-1');
    const { pod_id, client_id, lock_out, volume, in_use, stuck_session, ...live } = p3?.facts ?? {};
    assert.deepEqual(
      [pod_id, client_id, lock_out, volume, in_use, stuck_session],
      ['p3', 'c1', false, p3?.pod.volume, false, false],
    );
    // activity, console, the session's four, the presence's three, the kiosk's helper link and
    // who is signed in and since when: none reported yet
    assert.equal(Object.keys(live).length, 12);
    assert.ok(Object.values(live).every((v) => v === null));
    // the pod row carries none of the facts' columns
    assert.equal('last_heartbeat_at' in (p3?.pod ?? {}), false);
  });
});
