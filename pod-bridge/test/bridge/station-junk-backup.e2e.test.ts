import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eventually, openTestEnv, type TestEnv } from '@gamepod/devkit';
import {
  buildEnvelopes,
  catalogue,
  EmergencyAlertRaised,
  EventStore,
  PodActivityChanged,
  uuidv7,
} from '@gamepod/events';
import {
  authSessionsProjection,
  type Database,
  dbBackupsProjection,
  liveSchema,
  openDatabase,
  podStatusProjection,
  podsProjection,
  statusOf,
} from '@gamepod/projections';
import { jetstream, jetstreamManager, type StoredMsg } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { type Kysely, sql } from 'kysely';
import { cliEnv, runCli } from '../../../projections/test/ops/support/ops-cli.ts';
import { openPrivateServices, type PrivateServices } from './support/private-services.ts';
import { connectAsStation } from './support/station.ts';

type Outcomes = { last_success: { backup_id: string; at: string } | null; last_failure: unknown };
const te = new TextEncoder();

/** The seqs a read model set aside, in order. */
async function deadLetterSeqs(db: Kysely<unknown>, projection: string): Promise<number[]> {
  const { rows } = await sql<{ seq: number }>`select seq::int as seq
    from ${sql.table(`${liveSchema(projection)}._dead_letters`)} order by seq`.execute(db);
  return rows.map((r) => r.seq);
}

describe("a station's junk on its own subject, then a DB backup and a restore of it", () => {
  let s: PrivateServices;
  let station: NatsConnection;
  let pod: { id: string; pod_id_key: string };
  let target: TestEnv;
  let targetDb: Database;
  let dir: string;
  let file: string;
  const readModels = [authSessionsProjection, podsProjection, podStatusProjection, dbBackupsProjection];
  const cleanups: Array<() => unknown> = [];
  /** Seqs of what no reader may take, and of everything the station wrote. */
  const refused: number[] = [];
  const written: number[] = [];
  const publish = async (bytes: Uint8Array) =>
    (await jetstream(station).publish(`${s.names.prefix}.evt.station.${pod.id}`, bytes, { msgID: uuidv7() })).seq;
  /** Calls /api/v1 as the super admin; `token: ''` calls without a session. */
  const api = (path: string, init: { method?: string; body?: unknown; token?: string } = {}) =>
    fetch(`${s.apiUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.token === '' ? {} : { authorization: `Bearer ${init.token ?? s.admin}` }),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    });
  const stationCommit = (activity: 'idle' | 'asleep') =>
    buildEnvelopes(
      catalogue,
      [PodActivityChanged.of({ activity })],
      { actor: { kind: 'pod', pod_id: 'x' } },
      new Date(),
    );

  before(async () => {
    s = await openPrivateServices({ projections: readModels });
    pod = await s.deployPod();
    ({ nc: station } = await connectAsStation(
      { after: (fn) => cleanups.push(fn) },
      { apiUrl: s.apiUrl, natsUrl: s.natsUrl, podIdKey: pod.pod_id_key },
    ));
    target = await openTestEnv();
    targetDb = openDatabase(target.databaseUrl, { max: 2 });
    dir = mkdtempSync(join(tmpdir(), 'gamepod-junk-backup-'));
    file = join(dir, 'backup.tar');
  });
  after(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    rmSync(dir, { recursive: true, force: true });
    await targetDb?.close();
    await target?.close();
    await s?.close();
  });

  it('publishes junk with its own NATS credentials, and every read model sets it aside and goes on', async () => {
    const junk = [
      te.encode('\u0000not json at all'),
      new Uint8Array([0x5b, 0xff, 0xfe, 0x5d]),
      new Uint8Array(),
      te.encode('{"type":"PodActivityChanged"}'),
      te.encode('[null,1]'),
      // a canonical commit no station may write
      te.encode(
        JSON.stringify(
          buildEnvelopes(
            catalogue,
            [
              EmergencyAlertRaised.of({
                alert_id: uuidv7(),
                scope: 'lab',
                client_id: uuidv7(),
                lab_id: uuidv7(),
                title: 'Evacuate',
                content: 'forged by a station',
                expire: 600,
              }),
            ],
            { actor: { kind: 'system', name: 'x' } },
            new Date(),
          ),
        ),
      ),
    ];
    for (const bytes of junk) refused.push(await publish(bytes));
    // a station event the read models take, in another encoding than JSON.stringify's
    written.push(...refused, await publish(te.encode(JSON.stringify(stationCommit('asleep'), null, 1))));
    written.push(await publish(te.encode(JSON.stringify(stationCommit('idle')))));
    const last = written.at(-1) ?? 0;
    assert.equal(
      await s.deps.checkpoints.waitFor(
        readModels.map((p) => p.name),
        last,
        20_000,
      ),
      true,
    );
    for (const p of readModels) assert.deepEqual(await deadLetterSeqs(s.deps.db, p.name), refused, p.name);
    assert.equal((await statusOf(s.deps.db, [pod.id]))[0]?.activity, 'idle');
    // the reactions that read the whole log set the same junk aside and move past it
    type Consumer = { name: string; checkpoint: number | null; dead_letters: number | null };
    await eventually(
      'every reaction reading the whole log past the junk',
      async () => {
        const h = (await (await api('/api/v1/health', { token: '' })).json()) as { data: { reactions: Consumer[] } };
        const holding = h.data.reactions.filter((r) => (r.dead_letters ?? 0) > 0);
        if (holding.length === 0) return false;
        for (const r of holding) assert.equal(r.dead_letters, refused.length, r.name);
        return holding.every((r) => (r.checkpoint ?? 0) >= last);
      },
      { timeoutMs: 20_000 },
    );
    // an aggregate load of the station's own subject reads past the junk
    const { events, version } = await s.store.read('station', pod.id);
    assert.equal(version, last);
    assert.deepEqual(
      events.map((e) => (e.data as { activity: string }).activity),
      ['asleep', 'idle'],
    );
  });

  it('makes a DB backup after the junk, and health and the list show it as the last success', async () => {
    const created = await api('/api/v1/admin/db_backups/create', { method: 'POST', body: {} });
    assert.equal(created.status, 200, await created.clone().text());
    const id = ((await created.json()) as { data: { backup: { id: string } } }).data.backup.id;
    const row = await eventually(
      'the backup made',
      async () => {
        const page = (await (await api('/api/v1/admin/db_backups/list')).json()) as {
          data: { backups: Array<{ id: string; status: string; error: string | null }> } & Outcomes;
        };
        const found = page.data.backups.find((b) => b.id === id);
        assert.notEqual(found?.status, 'failed', found?.error ?? '');
        return found?.status === 'done' ? page.data : undefined;
      },
      { timeoutMs: 30_000 },
    );
    assert.equal(row.last_success?.backup_id, id);
    assert.equal(row.last_failure, null);
    type HealthBackups = { last_success_at: string | null };
    const health = (await (await api('/api/v1/health', { token: '' })).json()) as { data: { backups: HealthBackups } };
    assert.equal(health.data.backups.last_success_at, row.last_success?.at);

    const link = await api('/api/v1/admin/db_backups/download_link', { method: 'POST', body: { id } });
    const { url } = ((await link.json()) as { data: { url: string } }).data;
    const archive = await fetch(`${s.apiUrl}${url}`);
    assert.equal(archive.status, 200);
    writeFileSync(file, Buffer.from(await archive.arrayBuffer()));
  });

  it('restores the backup: the junk comes back byte for byte, and the replay sets it aside again', async () => {
    const r = await runCli(['restore', file], { env: cliEnv(target), timeoutMs: 120_000 });
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /^imported \d+ messages .*every message kept its sequence number$/m);
    // the forged alert is a commit in canonical form; the other junk and the re-encoded commit are raw
    assert.match(r.stderr, /note: 6 messages are not commits; they were published back byte for byte/);

    const jsm = await jetstreamManager(s.nc);
    const tjsm = await jetstreamManager(target.nc);
    for (const seq of written) {
      const o = (await jsm.streams.getMessage(s.names.eventsStream, { seq })) as StoredMsg;
      const c = (await tjsm.streams.getMessage(target.names.eventsStream, { seq })) as StoredMsg;
      assert.equal(c.subject, `${target.names.prefix}.evt.station.${pod.id}`);
      assert.deepEqual(Buffer.from(c.data), Buffer.from(o.data), `the bytes of seq ${seq}`);
    }
    // `ops restore` replayed every read model into the target's database
    for (const p of readModels) assert.deepEqual(await deadLetterSeqs(targetDb.db, p.name), refused, p.name);
    assert.equal((await statusOf(targetDb.db, [pod.id]))[0]?.activity, 'idle');
    const restored = new EventStore({ nc: target.nc, names: target.names, registry: catalogue });
    const { events } = await restored.read('station', pod.id);
    assert.deepEqual(
      events.map((e) => (e.data as { activity: string }).activity),
      ['asleep', 'idle'],
    );
  });

  it('exports the restored log again, junk and all', async () => {
    const again = join(dir, 'again.ndjson.gz');
    const r = await runCli(['export', again], { env: cliEnv(target) });
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, /note: 6 messages are not commits in canonical JSON form/);
  });
});
