import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import { REVOCATION_KEPT_MS, revocationsBucket } from '@gamepod/event-store/nats-auth';
import { ReactionsRuntime } from '@gamepod/log-runtime';
import { Kvm } from '@nats-io/kv';
import { registerStation } from '../../src/pods/application/pod-station.ts';
import { natsStationRevoker, revokeLostStation } from '../../src/pods/application/station-revocation.ts';
import { stationRevocation } from '../../src/pods/reactions/station-revocation.reaction.ts';
import {
  type DeployedPod,
  openPodServices,
  type PodServices,
  podFormBody,
  type TestClient,
} from '../support/pod-fixtures.ts';

/** A well-formed NATS user public key: 'U' and 55 base32 characters. */
const userKey = () => `U${[...randomBytes(55)].map((b) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'[b % 32]).join('')}`;

type Revoked = { readonly key: string; readonly at: Date };

describe('the station_revocation reaction', () => {
  let f: PodServices;
  let runtime: ReactionsRuntime;
  const clock = () => new Date();
  const revoked: Revoked[] = [];
  before(async () => {
    // the app's own reactions stay off: this runtime runs the one under test with a recording revoker
    f = await openPodServices({ build: { clock, reactions: { run: false } } });
    const reaction = stationRevocation({
      store: f.deps.store,
      clock,
      revokeStation: async (key, at) => {
        revoked.push({ key, at });
      },
    });
    runtime = new ReactionsRuntime({
      reactions: [reaction],
      nc: f.env.nc,
      db: f.deps.db,
      names: f.env.names,
      registry: f.deps.store.registry,
      clock,
    });
    await runtime.prepare();
    runtime.start();
  });
  after(async () => {
    await runtime.stop();
    await f.close();
  });

  const admin = async () => f.token(4, null);
  const enrolled = async (client: TestClient, lab: string): Promise<DeployedPod & { key: string }> => {
    const pod = await f.deployPod(client, lab);
    const key = userKey();
    await registerStation(f.deps, { pod_id_key: pod.pod_id_key, nats_user_key: key });
    return { ...pod, key };
  };
  const update = async (client: TestClient, lab: string, pod: DeployedPod, fields: Record<string, unknown>) => {
    const body = { ...podFormBody(client, lab, { mac_address: pod.mac_address, ...fields }), pod_id: pod.id };
    const res = await f.post('/api/v1/admin/kiosk/update/pod', { ...body, pod_id_key: pod.pod_id_key }, await admin());
    assert.equal(res.statusCode, 200, res.body);
  };
  const post = async (path: string, body: Record<string, unknown>) => {
    const res = await f.post(path, body, await admin());
    assert.equal(res.statusCode, 200, res.body);
  };
  const revocationsOf = (key: string) => revoked.filter((r) => r.key === key);
  /** The reaction has read the log up to now: a marker pod's deletion is its last event, and it was handled. */
  const settled = async (client: TestClient, lab: string) => {
    const marker = await enrolled(client, lab);
    await post('/api/v1/admin/kiosk/delete/pod', { pod_id: marker.id });
    await eventually('the marker revoked', async () => revocationsOf(marker.key).length === 1);
  };

  it('revokes the station of a pod that is deleted, deactivated or re-enrolled, as of the event', async () => {
    const client = await f.client();
    const lab = await f.lab(client.id);
    const [deleted, deactivated, reopened] = [
      await enrolled(client, lab),
      await enrolled(client, lab),
      await enrolled(client, lab),
    ];
    await post('/api/v1/admin/kiosk/delete/pod', { pod_id: deleted.id });
    await update(client, lab, deactivated, { is_active: 0 });
    await post('/api/v1/admin/kiosk/pod/reopen_enrolment', { pod_id: reopened.id });
    for (const pod of [deleted, deactivated, reopened]) {
      await eventually(`${pod.id} revoked`, async () => revocationsOf(pod.key).length === 1);
    }
    const [deletedEvent] = (await f.logged('PodDeleted')).filter((e) => e.aggregate_id === deleted.id);
    assert.equal(revocationsOf(deleted.key)[0]?.at.toISOString(), deletedEvent?.metadata.occurred_at);
  });

  it('leaves a station alone when its pod stays active or its station enrols again', async () => {
    const client = await f.client();
    const lab = await f.lab(client.id);
    const kept = await enrolled(client, lab);
    await update(client, lab, kept, { note: 'moved by the window' });
    const replaced = await enrolled(client, lab);
    await post('/api/v1/admin/kiosk/pod/reopen_enrolment', { pod_id: replaced.id });
    await eventually('the old station revoked', async () => revocationsOf(replaced.key).length === 1);
    const successor = userKey();
    await registerStation(f.deps, { pod_id_key: replaced.pod_id_key, nats_user_key: successor });
    await settled(client, lab);
    assert.deepEqual(revocationsOf(kept.key), []);
    assert.deepEqual(revocationsOf(successor), []);
    assert.equal(revocationsOf(replaced.key).length, 1);
  });

  it('revokes nothing for an event older than any credential that could still be valid', async () => {
    const client = await f.client();
    const lab = await f.lab(client.id);
    const old = await enrolled(client, lab);
    await post('/api/v1/admin/kiosk/delete/pod', { pod_id: old.id });
    const deletion = (await f.deps.store.read('pod', old.id)).events.find((e) => e.type === 'PodDeleted');
    assert.ok(deletion);
    // history replayed long after: the reaction's first run on an existing log reads every past deletion
    const later = new Date(Date.parse(deletion.metadata.occurred_at) + REVOCATION_KEPT_MS + 60_000);
    const replayed: Revoked[] = [];
    const revokeStation = async (key: string, at: Date) => {
      replayed.push({ key, at });
    };
    await revokeLostStation({ store: f.deps.store, clock: () => later, revokeStation }, deletion);
    assert.equal(replayed.length, 0);
    // the same event, handled in time, revokes
    await revokeLostStation({ store: f.deps.store, clock, revokeStation }, deletion);
    assert.deepEqual(
      replayed.map((r) => r.key),
      [old.key],
    );
  });
});

describe('the NATS station revoker', () => {
  let f: PodServices;
  before(async () => {
    f = await openPodServices({ build: { reactions: { run: false } } });
  });
  after(() => f.close());

  it('never moves a revocation back: an older one leaves a newer in place', async () => {
    const revoke = natsStationRevoker(f.env.nc, f.env.names);
    const key = userKey();
    const newer = new Date('2026-12-07T10:00:30Z');
    await revoke(key, newer);
    await revoke(key, new Date('2026-12-07T10:00:00Z'));
    const kv = await new Kvm(f.env.nc).open(revocationsBucket(f.env.names));
    assert.equal((await kv.get(key))?.string(), String(newer.getTime() / 1000));
    await revoke(key, new Date('2026-12-07T10:01:00Z'));
    assert.equal((await kv.get(key))?.string(), String(Date.parse('2026-12-07T10:01:00Z') / 1000));
  });
});
