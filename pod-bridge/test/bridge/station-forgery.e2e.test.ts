import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import {
  buildEnvelopes,
  catalogue,
  EmergencyAlertRaised,
  encodeCommit,
  PodActivityChanged,
  PodDeployed,
  uuidv7,
} from '@gamepod/events';
import { liveSchema, replayProjection } from '@gamepod/log-runtime';
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
import { type Kysely, sql } from 'kysely';
import { samplePodFields } from '../../../events/test/support/fleet-samples.ts';
import { openPrivateServices, type PrivateServices } from './support/private-services.ts';
import { connectAsStation } from './support/station.ts';

type Consumer = { name: string; checkpoint: number | null; dead_letters: number | null };
type Health = { projections: Consumer[]; reactions: Consumer[]; dead_letters: number | null };
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
  const readModels = [authSessionsProjection, podsProjection, podStatusProjection, emergencyAlertsProjection];
  const readModelNames = readModels.map((p) => p.name);
  const staff = { user_id: uuidv7(), role: 4, client_id: null, pod_id: null, kind: 'admin' as const };

  before(async () => {
    s = await openPrivateServices({ projections: readModels });
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
            scope: 'lab',
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
        // a reaction that reads the station's subject (one that reads the whole log) sets them aside too
        const holding = [...now.projections, ...now.reactions].filter((c) => (c.dead_letters ?? 0) > 0);
        return past && now.dead_letters === 3 * holding.length ? now : null;
      },
      { timeoutMs: 20_000 },
    );
    for (const r of h.reactions)
      assert.ok(r.dead_letters === 0 || r.dead_letters === 3, `${r.name} holds part of them`);
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
      const { token } = await issueSession(s.deps, { ...staff, ttlMs: 60_000 });
      const res = await api('/api/v1/admin/kiosk/pods_type', token);
      assert.equal(res.status, 200, JSON.stringify(res.body));
    };
    await signedInWorks();
    await s.restart();
    await signedInWorks();
    // the restarted workers apply what comes after the poison: the session reaches every read
    // model (not only the log), and the station's next observation shows in the pod's status
    const { seq } = await issueSession(s.deps, { ...staff, ttlMs: 60_000 });
    assert.equal(await s.deps.checkpoints.waitFor(readModelNames, seq, 20_000), true, 'every read model moved on');
    await publish(commit([PodActivityChanged.of({ activity: 'asleep' })]));
    await eventually('the asleep pod', async () => (await statusOf(s.deps.db, [pod.id]))[0]?.activity === 'asleep');
    const h = await health();
    for (const p of h.projections) assert.equal(p.dead_letters, 3, `${p.name} set nothing aside twice`);
  });

  it('rebuilds every read model from sequence 1 into the same rows and the same dead letters', async () => {
    const before = await Promise.all(readModels.map((p) => contentsOf(s.deps.db, liveSchema(p.name))));
    for (const projection of readModels) {
      await replayProjection({ projection, nc: s.nc, db: s.deps.db, names: s.names, registry: catalogue });
    }
    const after = await Promise.all(readModels.map((p) => contentsOf(s.deps.db, liveSchema(p.name))));
    assert.deepEqual(after, before);
    assert.ok(
      before.every((tables) => (tables._dead_letters?.length ?? 0) === 3),
      'each read model held the three forgeries before the rebuild',
    );
  });
});

/**
 * Every row of a read model's tables, as sorted JSON per table: what a rebuild must give back.
 * Its checkpoint, migration bookkeeping and the time a dead letter was recorded are left out.
 */
async function contentsOf(db: Kysely<unknown>, schema: string): Promise<Record<string, string[]>> {
  const { rows: tables } = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = ${schema} and table_name <> '_checkpoint' and table_name not like 'kysely%'
    order by table_name`.execute(db);
  const out: Record<string, string[]> = {};
  for (const { name } of tables) {
    const { rows } = await sql<{ row: string }>`select (to_jsonb(t) - 'recorded_at')::text as row
      from ${sql.table(`${schema}.${name}`)} t`.execute(db);
    out[name] = rows.map((r) => r.row).sort();
  }
  return out;
}
