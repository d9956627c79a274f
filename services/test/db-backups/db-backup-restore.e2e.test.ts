import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eventually, openTestEnv, type TestEnv } from '@gamepod/devkit';
import { EventStore } from '@gamepod/event-store';
import { catalogue } from '@gamepod/events';
import { CheckpointWatcher, type Database, openDatabase } from '@gamepod/log-runtime';
import { dbBackupsProjection } from '@gamepod/projections';
import { cliEnv, runCli } from '../../../ops/test/support/ops-cli.ts';
import { type App, buildApp } from '../../src/app.ts';
import { BackupStore } from '../../src/db-backups/adapters/backup-store.ts';
import { FileStore } from '../../src/files/file-store.ts';
import { type FleetServices, multipartBody, openFleetServices } from '../support/fleet-admin.ts';
import { pngOf } from '../support/sample-files.ts';

/** The product over a deployment something else filled: its read models are there already. */
async function openRestored(env: TestEnv): Promise<{ app: App; close(): Promise<void> }> {
  const store = new EventStore({ nc: env.nc, names: env.names, registry: catalogue });
  const database: Database = openDatabase(env.databaseUrl, { max: 4 });
  const checkpoints = await new CheckpointWatcher(env.databaseUrl, []).start();
  const app = buildApp(
    { store, db: database.db, nc: env.nc, checkpoints, names: env.names, projections: [] },
    { reactions: { run: false } },
  );
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await checkpoints.close();
      await database.close();
    },
  };
}

describe('npm run ops -- restore <backup> into an empty deployment', () => {
  let source: FleetServices;
  let target: TestEnv;
  let dir: string;
  let su: string;
  before(async () => {
    source = await openFleetServices({ extra: [dbBackupsProjection] });
    target = await openTestEnv();
    su = await source.superAdmin();
    dir = mkdtempSync(join(tmpdir(), 'gamepod-restore-'));
  });
  after(async () => {
    rmSync(dir, { recursive: true, force: true });
    await new FileStore(target.nc, target.names).destroyAll();
    await new FileStore(source.env.nc, source.env.names).destroyAll();
    await new BackupStore(source.env.nc, source.env.names).destroy();
    await target.close();
    await source.close();
  });

  it('brings back the log, the uploads and every read model: the product answers as the original did', async () => {
    const client = await source.deployClient();
    const lab = await source.deployLab(client);
    const logo = pngOf(6, 6, [10, 120, 240]);
    const { payload, headers } = multipartBody(
      { client_id: client },
      { field: 'logo', filename: 'logo.png', type: 'image/png', bytes: logo },
    );
    const saved = await source.app.inject({
      method: 'POST',
      url: '/api/v1/admin/kiosk/update_client_theme_logo',
      payload,
      headers: { ...headers, authorization: `Bearer ${su}` },
    });
    assert.equal(saved.statusCode, 200, saved.body);

    const created = await source.post('/api/v1/admin/db_backups/create', {}, su);
    assert.equal(created.statusCode, 200, created.body);
    const id = (created.json().data as { backup: { id: string } }).backup.id;
    await eventually('the backup', async () => {
      const rows = (await source.get('/api/v1/admin/db_backups/list', su)).json().data.backups as Array<{
        id: string;
        DownloadUrl: string | null;
      }>;
      return Boolean(rows.find((r) => r.id === id)?.DownloadUrl);
    });
    const link = await source.post('/api/v1/admin/db_backups/download_link', { id }, su);
    const file = join(dir, 'backup.tar');
    writeFileSync(file, (await source.get((link.json().data as { url: string }).url)).rawPayload);

    const r = await runCli(['restore', file], { env: cliEnv(target) });
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /^imported \d+ messages .*every message kept its sequence number$/m);
    assert.match(r.stdout, /^restored 1 uploaded files$/m);
    assert.match(r.stdout, /^clients: replayed /m);

    const restored = await openRestored(target);
    try {
      // the same questions, with the same session: it is in the restored log too
      const questions = [
        `/api/v1/admin/kiosk/clients`,
        `/api/v1/admin/kiosk/client?client_id=${client}`,
        `/api/v1/admin/kiosk/labs?client_id=${client}`,
        `/api/v1/admin/kiosk/edit/lab?lab_id=${lab}`,
        `/api/v1/admin/kiosk/get_client_theme_logo?client_id=${client}`,
      ];
      for (const q of questions) {
        const before = await source.get(q, su);
        const after = await restored.app.inject({ method: 'GET', url: q, headers: { authorization: `Bearer ${su}` } });
        assert.equal(before.statusCode, 200, `${q}: ${before.body}`);
        assert.equal(after.statusCode, 200, `${q}: ${after.body}`);
        assert.deepEqual(after.json(), before.json(), q);
      }
      const settings = (await source.get(`/api/v1/admin/kiosk/get_client_theme_logo?client_id=${client}`, su)).json()
        .data as { logo: string };
      const logoPath = new URL(settings.logo, 'http://restored.test').pathname;
      const served = await restored.app.inject({ method: 'GET', url: logoPath });
      assert.equal(served.statusCode, 200, logoPath);
      assert.deepEqual(served.rawPayload, logo);

      const again = await runCli(['restore', file], { env: cliEnv(target) });
      assert.equal(again.code, 1);
      assert.match(again.stderr, /already holds \d+ messages; import only goes into an empty stream/);
    } finally {
      await restored.close();
    }
  });
});
