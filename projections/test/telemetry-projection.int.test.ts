import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventually, openTestEnv, type TestEnv } from '@gamepod/devkit';
import { EventStore, ensureStreams } from '@gamepod/event-store';
import {
  catalogue,
  PodActivityChanged,
  PodConsoleStatusChanged,
  PodGameEnded,
  PodGameStarted,
  PodKioskSessionStarted,
  telemetrySubject,
} from '@gamepod/events';
import type { TimedMessage } from '@gamepod/log-runtime';
import {
  applyBatch,
  CheckpointWatcher,
  consumerName,
  type Database,
  openDatabase,
  type Projection,
  ProjectionWorker,
  readCheckpoint,
  replayProjection,
} from '@gamepod/log-runtime';
import { type JetStreamClient, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { podPresenceProjection } from '../src/pod-presence/pod-presence.projection.ts';
import { presenceOf } from '../src/pod-presence/pod-presence.queries.ts';
import { podStatusProjection } from '../src/pod-status/pod-status.projection.ts';
import { statusOf } from '../src/pod-status/pod-status.queries.ts';

const context = { actor: { kind: 'system' as const, name: 'test' } };

describe('projections over the telemetry stream', () => {
  let env: TestEnv;
  let database: Database;
  let js: JetStreamClient;
  let store: EventStore;
  let watcher: CheckpointWatcher;
  const workers: ProjectionWorker[] = [];
  const start = (projection: Projection) => {
    const w = new ProjectionWorker({
      projection,
      nc: env.nc,
      db: database.db,
      pool: database.pool,
      names: env.names,
      registry: catalogue,
    }).start();
    workers.push(w);
    return w;
  };
  /** Publishes a heartbeat as a bridge does and returns its telemetry-stream sequence. */
  const beat = async (podId: string, body: unknown, kind = 'heartbeat') => {
    const data = typeof body === 'string' ? body : JSON.stringify(body);
    return (await js.publish(telemetrySubject(env.names, kind, podId), data)).seq;
  };
  const heartbeat = (helper_ok: boolean, uptime_s = 10) => ({
    at: new Date().toISOString(),
    helper_ok,
    uptime_s,
    buffered: 0,
    dropped: 0,
    version: 'test',
  });

  before(async () => {
    env = await openTestEnv();
    await ensureStreams(await jetstreamManager(env.nc), env.names);
    database = openDatabase(env.databaseUrl);
    js = jetstream(env.nc);
    store = new EventStore({ nc: env.nc, names: env.names, registry: catalogue });
    watcher = await new CheckpointWatcher(env.databaseUrl, ['pod_presence', 'pod_status']).start();
  });
  after(async () => {
    for (const w of workers) await w.stop();
    await watcher.close();
    await database.close();
    await env.close();
  });

  describe('pod_presence, fed by heartbeats', () => {
    it("keeps each pod's latest heartbeat, with the server's receive time, and checkpoints telemetry sequences", async () => {
      const worker = start(podPresenceProjection);
      const before = Date.now();
      await beat('pod-a', heartbeat(true, 10));
      await beat('pod-a', heartbeat(true, 20));
      await beat('pod-b', heartbeat(true, 5));
      await beat('pod-b', 'not json at all');
      await beat('pod-a', { ping: 1 }, 'activity');
      const last = await beat('pod-a', heartbeat(false, 30));
      assert.equal(await watcher.waitFor(['pod_presence'], last, 10_000), true);
      const rows = new Map((await presenceOf(database.db, ['pod-a', 'pod-b', 'pod-c'])).map((r) => [r.pod_id, r]));
      assert.equal(rows.size, 2);
      assert.equal(rows.get('pod-a')?.helper_ok, false);
      assert.equal(rows.get('pod-a')?.uptime_s, 30);
      assert.equal(rows.get('pod-b')?.uptime_s, 5, 'the malformed heartbeat was skipped, not applied');
      const at = rows.get('pod-a')?.last_heartbeat_at.getTime() ?? 0;
      assert.ok(at >= before - 1_000 && at <= Date.now() + 1_000, 'the stream time of the last heartbeat');
      // the checkpoint row commits (and wakes the watcher) before the worker records it in memory
      await eventually("the worker's checkpoint", () => worker.checkpoint === last);
      const jsm = await jetstreamManager(env.nc);
      const info = await jsm.consumers.info(env.names.telemetryStream, consumerName('pod_presence'));
      assert.equal(info.config.filter_subject, `${env.names.prefix}.tel.>`);
    });

    it('skips a redelivered batch at or below the checkpoint', async () => {
      const seq = await beat('pod-c', heartbeat(true));
      await watcher.waitFor(['pod_presence'], seq, 10_000);
      const jsm = await jetstreamManager(env.nc);
      const m = await jsm.streams.getMessage(env.names.telemetryStream, { seq });
      assert.ok(m);
      const message: TimedMessage = { seq: m.seq, subject: m.subject, data: m.data, time: m.time };
      const opts = { projection: podPresenceProjection, schema: 'rm_pod_presence', names: env.names, lock: true };
      const outcome = await applyBatch(database.db, { ...opts, registry: catalogue }, [message]);
      assert.equal(outcome.applied, 0);
    });

    it('resumes after the checkpoint when a worker restarts', async () => {
      for (const w of workers.splice(0)) await w.stop();
      const seq = await beat('pod-d', heartbeat(true, 1));
      start(podPresenceProjection);
      assert.equal(await watcher.waitFor(['pod_presence'], seq, 10_000), true);
      assert.equal((await presenceOf(database.db, ['pod-d']))[0]?.uptime_s, 1);
    });

    it('replays from the telemetry the stream still holds, into an identical copy', async () => {
      const before = await presenceOf(database.db, ['pod-a', 'pod-b', 'pod-c', 'pod-d']);
      const result = await replayProjection({
        projection: podPresenceProjection,
        nc: env.nc,
        db: database.db,
        names: env.names,
        registry: catalogue,
      });
      const jsm = await jetstreamManager(env.nc);
      const last = (await jsm.streams.info(env.names.telemetryStream)).state.last_seq;
      assert.equal(result.checkpoint, last);
      assert.equal(await readCheckpoint(database.db, 'rm_pod_presence'), last);
      const after = await presenceOf(database.db, ['pod-a', 'pod-b', 'pod-c', 'pod-d']);
      const byId = (rows: typeof before) => [...rows].sort((x, y) => x.pod_id.localeCompare(y.pod_id));
      assert.deepEqual(byId(after), byId(before));
    });
  });

  describe('pod_status, fed by the facts bridges and kiosks append', () => {
    it("keeps each pod's latest activity, consoles, kiosk session and current game", async () => {
      start(podStatusProjection);
      const opts = { expectedVersion: 'any' as const, context };
      // what the station observed is on its own subject; the kiosk session is on the pod's
      await store.append('station', 'pod-s', [PodActivityChanged.of({ activity: 'idle' })], opts);
      const consoles = {
        xd1: 'ps',
        xd2: 'na',
        xb_disabled: false,
        ps_disabled: false,
        sw_disabled: true,
        pc_disabled: false,
        pod_disabled: false,
      };
      await store.append(
        'station',
        'pod-s',
        [
          // the schema's slot union is built with .map, so its static type is never; the runtime check is what counts
          PodConsoleStatusChanged.of(consoles as never),
          PodGameStarted.of({ platform: 'ps', game_id: 'g-1' }),
        ],
        opts,
      );
      await store.append(
        'pod',
        'pod-s',
        [PodKioskSessionStarted.of({ session_id_key_hash: 'a'.repeat(64), remote_id_key: 'remote' })],
        opts,
      );
      const { seq } = await store.append('station', 'pod-s', [PodActivityChanged.of({ activity: 'active' })], opts);
      assert.equal(await watcher.waitFor(['pod_status'], seq, 10_000), true);
      const row = (await statusOf(database.db, ['pod-s']))[0];
      assert.equal(row?.activity, 'active');
      assert.deepEqual(row?.console, consoles);
      assert.equal(row?.session_kind, 'kiosk');
      assert.ok(row?.session_started_at instanceof Date);
      assert.equal(row?.game_id, 'g-1');

      const ended = await store.append('station', 'pod-s', [PodGameEnded.of({ platform: 'ps' })], opts);
      await watcher.waitFor(['pod_status'], ended.seq, 10_000);
      const after = (await statusOf(database.db, ['pod-s']))[0];
      assert.equal(after?.game_id, null);
      assert.equal(after?.activity, 'active', 'a game ending leaves the activity alone');
    });
  });
});
