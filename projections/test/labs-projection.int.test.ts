import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openTestEnv, type TestEnv } from '@gamepod/devkit';
import {
  ClientDeployed,
  ClientNavAdded,
  ClientUpdated,
  LabAllowedIpRemoved,
  LabAllowedIpsAdded,
  LabDeployed,
  LabForceOnChanged,
  LabScheduleOverrideAdded,
  LabScheduleOverrideRemoved,
  LabScheduleSaved,
  type StoredEvent,
} from '@gamepod/events';
import { type Database, type EventsProjection, migrateProjectionSchema, openDatabase } from '@gamepod/log-runtime';
import { sampleClientData } from '../../events/test/support/fleet-samples.ts';
import { applyEvents, commits } from '../../log-runtime/test/support/commits.ts';
import { clientsProjection } from '../src/clients/clients.projection.ts';
import { clientById, navsOfClient } from '../src/clients/clients.queries.ts';
import { labsProjection } from '../src/labs/labs.projection.ts';
import { labAllowedIps, labById, labOverrides, labSchedule } from '../src/labs/labs.queries.ts';

const commit = commits();

const lab = {
  client_id: 'c1',
  lab_name: 'Main',
  address1: 'a',
  address2: 'b',
  city: 'c',
  state: 'IL',
  zip: '62701',
  note: 'n',
  is_active: true,
  timezone: 'America/Chicago',
  is_paid: true,
  reservation_email: null,
};
const day = { start: '09:00', end: '17:00', is_closed: false };
const week = { mo: day, tu: day, we: day, th: day, fr: day, sa: day, su: { start: null, end: null, is_closed: true } };

describe('the clients and labs read models', () => {
  let env: TestEnv;
  let database: Database;
  const apply = (p: EventsProjection, events: StoredEvent[]) => applyEvents(database.db, p, events);

  before(async () => {
    env = await openTestEnv();
    database = openDatabase(env.databaseUrl);
    await migrateProjectionSchema(database.db, 'rm_labs', labsProjection.migrations);
    await migrateProjectionSchema(database.db, 'rm_clients', clientsProjection.migrations);
  });
  after(async () => {
    await database.close();
    await env.close();
  });

  it('fold a whole lab history given in one batch, an upload and a removal of the same address included', async () => {
    const ips = [
      { id: 'ip1', allowed_ip: '10.0.0.1' },
      { id: 'ip2', allowed_ip: '10.0.0.2' },
    ];
    const override = { date: '2026-05-01', time_start: null, time_end: null, is_paid: false, is_closed: true };
    await apply(labsProjection, [
      ...commit('lab', 'l1', [LabDeployed.of(lab)]),
      ...commit('lab', 'l1', [LabForceOnChanged.of({ admin_mode: true })]),
      ...commit('lab', 'l1', [LabScheduleSaved.of({ days: week })]),
      ...commit('lab', 'l1', [LabScheduleOverrideAdded.of({ override_id: 'o1', ...override })]),
      ...commit('lab', 'l1', [LabScheduleOverrideAdded.of({ override_id: 'o2', ...override, date: '2026-12-31' })]),
      ...commit('lab', 'l1', [LabScheduleOverrideRemoved.of({ override_id: 'o1' })]),
      ...commit('lab', 'l1', [LabAllowedIpsAdded.of({ ips })]),
      ...commit('lab', 'l1', [LabAllowedIpRemoved.of({ id: 'ip1' })]),
    ]);
    const row = await labById(database.db, 'l1');
    assert.equal(row?.admin_mode, true);
    assert.equal(row?.lab_name, 'Main');
    assert.deepEqual((await labSchedule(database.db, 'l1'))?.days, week);
    const overrides = await labOverrides(database.db, 'l1');
    assert.deepEqual(
      overrides.map((o) => [o.override_id, o.date]),
      [['o2', '2026-12-31']],
    );
    assert.deepEqual(
      (await labAllowedIps(database.db, 'l1')).map((i) => i.allowed_ip),
      ['10.0.0.2'],
    );
  });

  it('keep a client and its 24 navs, and apply an edit', async () => {
    const client = sampleClientData({ name: 'Arcade', first_name: 'Ada', email: 'a@example.com' });
    const navs = ['A1', 'A2', 'A10', 'B1'].map((license, i) => ClientNavAdded.of({ nav_id: `n${i}`, license }));
    await apply(clientsProjection, [
      ...commit('client', 'c1', [ClientDeployed.of(client), ...navs]),
      ...commit('client', 'c1', [ClientUpdated.of({ ...client, name: 'Arcade Two' })]),
    ]);
    assert.equal((await clientById(database.db, 'c1'))?.name, 'Arcade Two');
    assert.deepEqual(
      (await navsOfClient(database.db, 'c1')).map((n) => `${n.letter}:${n.license}`),
      ['A:A1', 'A:A2', 'A:A10', 'B:B1'],
    );
  });
});
