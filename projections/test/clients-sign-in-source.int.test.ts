import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openTestEnv, type TestEnv } from '@gamepod/devkit';
import { EventStore, ensureStreams } from '@gamepod/event-store';
import { ClientDeployed, ClientSignInSourceSaved, catalogue } from '@gamepod/events';
import { type Database, migrateProjectionSchema, openDatabase, replayProjection } from '@gamepod/log-runtime';
import { jetstreamManager } from '@nats-io/jetstream';
import { sampleClientData } from '../../events/test/support/fleet-samples.ts';
import { applyEvents, commits } from '../../log-runtime/test/support/commits.ts';
import { clientsProjection } from '../src/clients/clients.projection.ts';
import { clientById, clientsWithExternalSource } from '../src/clients/clients.queries.ts';

const context = { actor: { kind: 'system' as const, name: 'test' } };

const sip2 = {
  host: 'ils.example.org',
  port: 6001,
  tls: false,
  tls_ca: null,
  institution_id: 'main',
  location_code: '',
  login_user: '',
  login_password: '' as const,
  terminal_password: '',
  timeout_ms: 5000,
  max_fines: null,
  pin_required: true,
};
const ldap = {
  mode: 'bind_as_user' as const,
  url: 'ldaps://dir.example.org',
  start_tls: false,
  ca_certificate: null,
  reject_unauthorized: true,
  attributes: { external_id: null, email: null, name: null, groups: null, birth_date: null },
  group_search: null,
  allow_groups: [],
  staff_groups: [],
  timeout_ms: 5000,
  retry_after_ms: 30_000,
  user_dn_template: 'uid={username},ou=people,dc=example,dc=org',
};

describe("the clients read model: each client's sign-in source kind", () => {
  let env: TestEnv;
  let database: Database;
  let store: EventStore;

  before(async () => {
    env = await openTestEnv();
    await ensureStreams(await jetstreamManager(env.nc), env.names);
    database = openDatabase(env.databaseUrl);
    store = new EventStore({ nc: env.nc, names: env.names, registry: catalogue });
    await migrateProjectionSchema(database.db, 'rm_clients', clientsProjection.migrations);
  });
  after(async () => {
    await database.close();
    await env.close();
  });

  const saved = (source: 'password' | 'sso' | 'ldap' | 'sip2', settings: { ldap?: unknown; sip2?: unknown } = {}) =>
    ClientSignInSourceSaved.of({
      source,
      ldap: (settings.ldap ?? null) as never,
      sip2: (settings.sip2 ?? null) as never,
      outage_policy: 'refuse',
      cached_days: 7,
    });

  it('is password until a source is saved, follows each save, and a replay of the log rebuilds it', async () => {
    const opts = { expectedVersion: 'any' as const, context };
    await store.append('client', 'c-pass', [ClientDeployed.of(sampleClientData({ name: 'Plain' }))], opts);
    await store.append('client', 'c-sip2', [ClientDeployed.of(sampleClientData({ name: 'Library' }))], opts);
    await store.append('client', 'c-sip2', [saved('sip2', { sip2 })], opts);
    await store.append('client', 'c-ldap', [ClientDeployed.of(sampleClientData({ name: 'School' }))], opts);
    await store.append('client', 'c-ldap', [saved('sip2', { sip2 })], opts);
    // back to SSO: the SIP2 settings are kept in the event, but the client no longer uses them
    await store.append('client', 'c-ldap', [saved('sso', { sip2 })], opts);
    await store.append('client', 'c-ldap', [saved('ldap', { ldap, sip2 })], opts);
    await store.append('client', 'c-gone', [ClientDeployed.of(sampleClientData({ name: 'Gone' }))], opts);
    await store.append('client', 'c-gone', [saved('ldap', { ldap })], opts);
    await store.append('client', 'c-gone', [saved('password', { ldap })], opts);

    const result = await replayProjection({
      projection: clientsProjection,
      nc: env.nc,
      db: database.db,
      names: env.names,
      registry: catalogue,
    });
    assert.equal(result.checkpoint, await store.lastSequence());
    assert.equal((await clientById(database.db, 'c-pass'))?.sign_in_source, 'password');
    assert.equal((await clientById(database.db, 'c-gone'))?.sign_in_source, 'password');
    assert.deepEqual(await clientsWithExternalSource(database.db), [
      { id: 'c-ldap', sign_in_source: 'ldap' },
      { id: 'c-sip2', sign_in_source: 'sip2' },
    ]);
  });

  it('a save applied live moves the client in or out of the list', async () => {
    const commit = commits();
    const apply = (events: Parameters<typeof applyEvents>[2]) => applyEvents(database.db, clientsProjection, events);
    await apply(commit('client', 'c-sip2', [saved('password', { sip2 })]));
    await apply(commit('client', 'c-pass', [saved('sip2', { sip2 })]));
    // a save for a client the read model does not hold makes no row
    await apply(commit('client', 'c-unknown', [saved('ldap', { ldap })]));
    assert.deepEqual(await clientsWithExternalSource(database.db), [
      { id: 'c-ldap', sign_in_source: 'ldap' },
      { id: 'c-pass', sign_in_source: 'sip2' },
    ]);
    assert.equal(await clientById(database.db, 'c-unknown'), undefined);
  });
});
