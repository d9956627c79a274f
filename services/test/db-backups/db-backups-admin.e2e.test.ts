import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { eventually } from '@gamepod/devkit';
import { listTimers, REACTIONS_SCHEMA } from '@gamepod/log-runtime';
import { readTar } from '@gamepod/ops';
import { dbBackupsProjection } from '@gamepod/projections';
import { sql } from 'kysely';
import { BackupStore } from '../../src/db-backups/adapters/backup-store.ts';
import { FileStore } from '../../src/files/file-store.ts';
import { assertBadInput, type FleetServices, multipartBody, openFleetServices } from '../support/fleet-admin.ts';
import { pngOf } from '../support/sample-files.ts';

const api = '/api/v1/admin/db_backups';
type Row = { id: string; file_name: string; DownloadUrl: string | null; status: string; reason: string; files: number };
type Outcomes = {
  last_success: { at: string; backup_id: string; file_name: string } | null;
  last_failure: { at: string; backup_id: string; reason: string } | null;
};
type Page = Outcomes & {
  backups: Row[];
  total_rows: number;
  last_page: number;
  status_text: string;
  schedule: { keep: number };
};

describe('Manage DB Backups: /admin/db_backups/list, create, download and delete', () => {
  let f: FleetServices;
  let su: string;
  let dir: string;
  const KEEP = 2;
  /** How far the services' clock runs ahead of the real one (a download link's 60 s). */
  let skewMs = 0;
  before(async () => {
    process.env.GP_BACKUP_KEEP = String(KEEP);
    f = await openFleetServices({
      extra: [dbBackupsProjection],
      build: { reactions: { maxPollMs: 100 }, clock: () => new Date(Date.now() + skewMs) },
    });
    su = await f.superAdmin();
    dir = mkdtempSync(join(tmpdir(), 'gamepod-backups-'));
  });
  after(async () => {
    rmSync(dir, { recursive: true, force: true });
    await new FileStore(f.env.nc, f.env.names).destroyAll();
    await new BackupStore(f.env.nc, f.env.names).destroy();
    await f.close();
  });

  const list = async (query = '') => {
    const res = await f.get(`${api}/list${query}`, su);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as Page;
  };
  const made = async (id: string) => {
    let row: Row | undefined;
    await eventually(
      `backup ${id} made`,
      async () => {
        row = (await list('?length=100')).backups.find((b) => b.id === id);
        return row?.status === 'done';
      },
      { timeoutMs: 20_000 },
    );
    return row as Row;
  };
  /** A one-time download link for backup `id`, as the super admin (or `token`) asks for it. */
  const linkFor = async (id: string, token = su) => f.post(`${api}/download_link`, { id }, token);
  const create = async () => {
    const res = await f.post(`${api}/create`, {}, su);
    assert.equal(res.statusCode, 200, res.body);
    return (res.json().data as { backup: Row }).backup;
  };

  it('is for super admins only: anyone else is refused and nothing is appended', async () => {
    assert.equal((await f.get(`${api}/list`)).statusCode, 401);
    const client = await f.deployClient();
    const id = '0193a8f0-0000-7000-8000-000000000000';
    for (const role of [1, 2, 3, 5]) {
      const token = await f.token(role, client);
      const before = await f.lastSeq();
      assert.equal((await f.get(`${api}/list`, token)).statusCode, 403);
      assert.equal((await f.post(`${api}/create`, {}, token)).statusCode, 403);
      assert.equal((await f.post(`${api}/delete`, { id }, token)).statusCode, 403);
      assert.equal((await linkFor(id, token)).statusCode, 403);
      assert.equal(await f.lastSeq(), before);
    }
  });

  it('makes a backup on demand: running at once, then a tar of the log and the uploaded files', async () => {
    const client = await f.deployClient();
    const logo = pngOf(4, 4, [200, 30, 30]);
    const { payload, headers } = multipartBody(
      { client_id: client },
      {
        field: 'logo',
        filename: 'logo.png',
        type: 'image/png',
        bytes: logo,
      },
    );
    const saved = await f.app.inject({
      method: 'POST',
      url: '/api/v1/admin/kiosk/update_client_theme_logo',
      payload,
      headers: { ...headers, authorization: `Bearer ${su}` },
    });
    assert.equal(saved.statusCode, 200, saved.body);

    const started = await create();
    assert.equal(started.status, 'running');
    assert.equal(started.DownloadUrl, null);
    assert.equal(started.reason, 'on_demand');
    const row = await made(started.id);
    assert.match(row.file_name, /^gamepod-backup-\d{8}T\d{6}Z\.tar$/);
    assert.equal(row.DownloadUrl, `/api/v1/admin/db_backups/download?id=${row.id}`);
    assert.equal(row.files, 1);

    const link = await linkFor(row.id);
    assert.equal(link.statusCode, 200, link.body);
    const { url } = link.json().data as { url: string };
    assert.ok(url.startsWith(`${row.DownloadUrl}&link=`), url);
    assert.ok(!url.includes(su), 'no session in the link');
    const res = await f.get(url);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['content-type'], 'application/x-tar');
    assert.equal(res.headers['content-disposition'], `attachment; filename="${row.file_name}"`);
    const file = join(dir, row.file_name);
    writeFileSync(file, res.rawPayload);
    const entries = new Map<string, Buffer>();
    await readTar(file, async (entry, chunks) => {
      const parts: Buffer[] = [];
      for await (const c of chunks) parts.push(c);
      entries.set(entry.name, Buffer.concat(parts));
    });
    const names = [...entries.keys()];
    assert.equal(names[0], 'log.ndjson.gz');
    assert.equal(names.at(-1), 'manifest.json');
    const logoEntry = names.find((n) => n.startsWith('files/logos/'));
    assert.ok(logoEntry, names.join(', '));
    assert.deepEqual(entries.get(logoEntry), logo);
    const log = gunzipSync(entries.get('log.ndjson.gz') as Buffer)
      .toString('utf8')
      .trim()
      .split('\n');
    assert.equal(JSON.parse(log[0] ?? '').format, 'gamepod-log');
    assert.ok(
      log.some((l) => l.includes('"ClientLogoChanged"')),
      'the log holds the logo change',
    );
    const manifest = JSON.parse((entries.get('manifest.json') as Buffer).toString('utf8'));
    assert.equal(manifest.format, 'gamepod-backup');
    assert.equal(manifest.files[0].content_type, 'image/png');
    assert.equal(readFileSync(file).length % 512, 0, 'a tar is whole blocks');
    // GNU tar lists the same entries and unpacks the same bytes
    const listed = execFileSync('tar', ['-tf', file], { encoding: 'utf8' }).trim().split('\n');
    assert.deepEqual(listed, names);
    assert.deepEqual(execFileSync('tar', ['-xOf', file, logoEntry]), logo);
  });

  it('opens the archive only through a one-time link of its own backup, for 60 s; a session in the URL is refused', async () => {
    const row = (await list()).backups.find((r) => r.status === 'done') as Row;
    const urlOf = async (id = row.id) => ((await linkFor(id)).json().data as { url: string }).url;
    const refused = async (url: string, status: number, token?: string) => {
      const res = await f.get(url, token);
      assert.equal(res.statusCode, status, `${url}: ${res.body}`);
      assert.notEqual(res.headers['content-type'], 'application/x-tar');
    };
    // the old form: the session token in the query, with or without a header
    await refused(`${row.DownloadUrl}&token=${su}`, 400);
    await refused(`${row.DownloadUrl}`, 400, su);
    // a link used once is spent; an altered one opens nothing
    const used = await urlOf();
    assert.equal((await f.get(used)).statusCode, 200);
    await refused(used, 403);
    const fresh = await urlOf();
    const value = new URL(fresh, 'http://x').searchParams.get('link') ?? '';
    const altered = `${value.slice(0, -1)}${value.endsWith('A') ? 'B' : 'A'}`;
    await refused(fresh.replace(value, altered), 403);
    // a link is for its own backup only, and refusing it there leaves it good for its own
    const other = (await made((await create()).id)).id;
    await refused(fresh.replace(row.id, other), 403);
    assert.equal((await f.get(fresh)).statusCode, 200);
    // 60 s later it is expired
    const late = await urlOf();
    skewMs = 61_000;
    try {
      await refused(late, 403);
    } finally {
      skewMs = 0;
    }
    const message = (await f.get(late)).json().message as string;
    assert.match(message, /expired or was already used/);
  });

  it('shows in health and on the list when a backup last failed and why, and when one was last made', async () => {
    type HealthBackups = { last_success_at: string | null; last_failure_at: string | null };
    const health = async () => (await f.get('/api/v1/health')).json().data.backups as HealthBackups;
    const madeBefore = await list();
    assert.ok(madeBefore.last_success, 'a backup was made earlier');
    // the archives' bucket is removed under the running reaction: the next backup cannot be kept
    await new BackupStore(f.env.nc, f.env.names).destroy();
    const failing = await create();
    await eventually(
      'the backup to fail',
      async () => (await list('?length=100')).backups.find((r) => r.id === failing.id)?.status === 'failed',
      { timeoutMs: 20_000 },
    );
    const page = await list();
    const h = await health();
    assert.equal(page.last_failure?.backup_id, failing.id);
    assert.ok(page.last_failure?.reason, 'the failure says why');
    assert.deepEqual(page.last_success, madeBefore.last_success, 'the last made backup is still the last success');
    // public health says when, never why
    assert.deepEqual(h, { last_success_at: page.last_success?.at, last_failure_at: page.last_failure?.at });
    assert.ok((h.last_failure_at ?? '') > (h.last_success_at ?? ''));
    // deleting the failed backup leaves its failure shown
    assert.equal((await f.post(`${api}/delete`, { id: failing.id }, su)).statusCode, 200);
    assert.deepEqual((await list()).last_failure, page.last_failure);
    assert.equal((await health()).last_failure_at, h.last_failure_at);
    // the next backup makes the bucket again and is the last success
    const next = await made((await create()).id);
    const after = await list();
    assert.equal(after.last_success?.backup_id, next.id);
    assert.equal(after.last_success?.file_name, next.file_name);
    assert.deepEqual(after.last_failure, page.last_failure);
    assert.equal((await health()).last_success_at, after.last_success?.at);
  });

  it('lists 10 a page, newest first, and keeps only the newest backups the retention setting allows', async () => {
    const a = await made((await create()).id);
    const b = await made((await create()).id);
    await eventually('retention to prune', async () => (await list()).total_rows === KEEP);
    const page = await list();
    assert.deepEqual(
      page.backups.map((r) => r.id),
      [b.id, a.id],
    );
    assert.equal(page.status_text, `Showing 1 to ${KEEP} of ${KEEP} entries`);
    assert.equal(page.schedule.keep, KEEP);
    assert.equal((await list('?length=1&page=2')).backups[0]?.id, a.id);
    await assertBadInput(f, () => f.get(`${api}/list?page=0`, su), 'page');
  });

  it('deletes a backup and its archive; an unknown id is 404 and a bad one 400, appending nothing', async () => {
    const [row] = (await list()).backups;
    assert.ok(row);
    const res = await f.post(`${api}/delete`, { id: row.id }, su);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'DB backup deleted');
    assert.ok(!(await list()).backups.some((r) => r.id === row.id));
    await eventually(
      'the archive to go',
      async () => (await new BackupStore(f.env.nc, f.env.names).get(row.id)) === null,
    );
    assert.equal((await linkFor(row.id)).statusCode, 404);
    const before = await f.lastSeq();
    assert.equal((await f.post(`${api}/delete`, { id: row.id }, su)).statusCode, 404);
    assert.equal(await f.lastSeq(), before);
    await assertBadInput(f, () => f.post(`${api}/delete`, { id: 'nope' }, su), 'id');
  });

  it('schedules the next backup a day after the last and makes it when the timer comes due', async () => {
    const timers = await listTimers(f.deps.db, ['db_backups']);
    const schedule = timers.find((t) => t.key === 'schedule');
    assert.ok(schedule, 'a schedule timer is set');
    const inHours = (schedule.due_at.getTime() - Date.now()) / 3_600_000;
    assert.ok(inHours > 23.9 && inHours <= 24, `due in ${inHours} h`);
    const before = (await list('?length=100')).backups.map((r) => r.id);
    await sql`update ${sql.table(`${REACTIONS_SCHEMA}.timers`)} set due_at = now()
      where reaction = 'db_backups' and key = 'schedule'`.execute(f.deps.db);
    let scheduled: Row | undefined;
    await eventually(
      'the scheduled backup',
      async () => {
        scheduled = (await list('?length=100')).backups.find((r) => !before.includes(r.id) && r.status === 'done');
        return scheduled !== undefined;
      },
      { timeoutMs: 20_000 },
    );
    assert.equal(scheduled?.reason, 'scheduled');
  });
});
