import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  buildEnvelopes,
  catalogue,
  EmergencyAlertRaised,
  encodeCommit,
  PodActivityChanged,
  PodDeployed,
  uuidv7,
} from '@gamepod/events';
import {
  authSessionsProjection,
  emergencyAlertsProjection,
  podById,
  podStatusProjection,
  podsProjection,
  statusOf,
} from '@gamepod/projections';
import { issueSession } from '@gamepod/services';
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { sql } from 'kysely';
import { samplePodFields } from '../../../events/test/support/fleet-samples.ts';
import { eventually } from './support/eventually.ts';
import { openPrivateServices, type PrivateServices } from './support/private-services.ts';
import { connectAsStation } from './support/station.ts';

type Health = {
  projections: Array<{ name: string; checkpoint: number | null; dead_letters: number | null }>;
  dead_letters: number | null;
};
const superAdmin = { kind: 'user' as const, user_id: 'root', role: 4 };

describe('a station that turns its own credentials against the log', () => {
  let s: PrivateServices;
  let station: NatsConnection;
  let pod: { id: string; pod_id_key: string };
  const te = new TextEncoder();
  /** What the station publishes on its own subject, as its credentials allow. */
  const publish = async (data: Uint8Array) =>
    (await jetstream(station).publish(`${s.names.prefix}.evt.station.${pod.id}`, data, { msgID: uuidv7() })).seq;
  const commit = (events: Parameters<typeof buildEnvelopes>[1]) =>
    encodeCommit(buildEnvelopes(catalogue, events, { actor: superAdmin }, new Date()));
  const api = async (path: string, token = s.admin) => {
    const res = await fetch(`${s.apiUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, body: (await res.json()) as { data: unknown } };
  };
  const health = async () => (await api('/api/v1/health')).body.data as Health;
  const poison: number[] = [];

  before(async () => {
    s = await openPrivateServices({
      projections: [authSessionsProjection, podsProjection, podStatusProjection, emergencyAlertsProjection],
    });
    pod = await s.deployPod();
  });
  // the station outlives the step that connects it: its clean-ups run with the suite's
  const cleanups: Array<() => unknown> = [];
  after(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    await s?.close();
  });

  it('publishes a non-JSON message, a forged alert and a forged redeploy, and the log takes them', async () => {
    // the station's own credentials, as its bridge got them by enrolling; kept for the later steps
    ({ nc: station } = await connectAsStation(
      { after: (fn) => cleanups.push(fn) },
      { apiUrl: s.apiUrl, natsUrl: s.natsUrl, podIdKey: pod.pod_id_key },
    ));
    poison.push(await publish(te.encode('\u0000not json at all')));
    poison.push(
      await publish(
        commit([
          EmergencyAlertRaised.of({
            alert_id: uuidv7(),
            client_id: uuidv7(),
            lab_id: uuidv7(),
            title: 'Evacuate',
            content: 'forged by a station',
            expire: 600,
          }),
        ]),
      ),
    );
    const moved = PodDeployed.of({ client_id: uuidv7(), pod_id_key: pod.pod_id_key, ...samplePodFields() });
    poison.push(await publish(commit([moved])));
    assert.equal(poison.length, 3);
  });

  it('keeps every read model moving: each sets the three aside and health says so', async () => {
    // dead letters and checkpoints are read by separate queries: wait until one view shows both
    const h = await eventually(
      'every read model past the forgeries, each with three dead letters',
      async () => {
        const now = await health();
        const past = now.projections.every((p) => (p.checkpoint ?? 0) >= (poison.at(-1) ?? 0) && p.dead_letters === 3);
        return past ? now : null;
      },
      20_000,
    );
    assert.equal(h.dead_letters, 3 * h.projections.length);
  });

  it('shows no forged alert, and the pod still belongs to its own client', async () => {
    const alerts = await sql<{
      n: number;
    }>`select count(*)::int as n from rm_emergency_alerts.emergency_alerts`.execute(s.deps.db);
    assert.equal(alerts.rows[0]?.n, 0);
    const deployed = (await s.store.read('pod', pod.id)).events[0]?.data as { client_id: string };
    assert.equal((await podById(s.deps.db, pod.id))?.client_id, deployed.client_id);
  });

  it("takes the station's real observation, with the station as its actor whatever the message claims", async () => {
    const seq = await publish(commit([PodActivityChanged.of({ activity: 'idle' })]));
    const { events } = await s.store.read('station', pod.id);
    const observed = events.find((e) => e.seq === seq);
    assert.deepEqual(observed?.metadata.actor, { kind: 'pod', pod_id: pod.id });
    await eventually('the idle pod', async () => (await statusOf(s.deps.db, [pod.id]))[0]?.activity === 'idle');
  });

  it('keeps signing people in while the poison sits in the log, and after services restart', async () => {
    const signedInWorks = async () => {
      const { token } = await issueSession(s.deps, {
        user_id: uuidv7(),
        role: 4,
        client_id: null,
        pod_id: null,
        kind: 'admin',
        ttlMs: 60_000,
      });
      const res = await api('/api/v1/admin/kiosk/pods_type', token);
      assert.equal(res.status, 200, JSON.stringify(res.body));
    };
    await signedInWorks();
    await s.restart();
    await signedInWorks();
    const h = await health();
    for (const p of h.projections) assert.equal(p.dead_letters, 3, `${p.name} set nothing aside twice`);
  });
});
