import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { gunzipSync, gzipSync } from 'node:zlib';
import { openTestEnv, type TestEnv } from '@gamepod/devkit';
import { isolatedNames } from '@gamepod/events';
import { jetstreamManager } from '@nats-io/jetstream';
import { assertOneLineFailure, type CliResult, cliEnv, openStore, runCli, seedClaims } from './support/ops-cli.ts';

describe('ops given bad input', () => {
  let env: TestEnv;
  let dir: string;
  let exported: string;
  /** A namespace nobody wrote to: imports that fail must leave it without a stream. */
  const fresh = `fresh${randomBytes(4).toString('hex')}`;

  const ops = (args: string[], overrides: NodeJS.ProcessEnv = {}): Promise<CliResult> =>
    runCli(args, { env: cliEnv(env, overrides) });
  const importFresh = (file: string) => ops(['import', file], { GP_NAMESPACE: fresh });
  /** A copy of the real export with its text changed by `edit`. */
  const tampered = (name: string, edit: (text: string) => string): string => {
    const file = join(dir, name);
    writeFileSync(file, gzipSync(edit(gunzipSync(readFileSync(exported)).toString('utf8'))));
    return file;
  };

  before(async () => {
    env = await openTestEnv();
    dir = mkdtempSync(join(tmpdir(), 'gamepod-ops-bad-'));
    exported = join(dir, 'good.ndjson.gz');
    await seedClaims(await openStore(env), 20);
    const r = await ops(['export', exported]);
    assert.equal(r.code, 0, r.stderr);
  });
  after(async () => {
    rmSync(dir, { recursive: true, force: true });
    await env.close();
  });

  it('rejects an unknown command with exit 2, one line, and the usage on stdout', async () => {
    const r = await ops(['frobnicate']);
    assertOneLineFailure(r, /^ops: unknown command "frobnicate"/);
    assert.equal(r.code, 2);
    assert.match(r.stdout, /^usage: npm run ops/);
  });

  it('rejects replay without a projection name', async () => {
    const r = await ops(['replay']);
    assertOneLineFailure(r, /^ops: replay: missing <projection\|all>/);
    assert.equal(r.code, 2);
  });

  it('rejects replay of an unknown projection, listing the valid names', async () => {
    const r = await ops(['replay', 'nope']);
    assertOneLineFailure(r, /^ops: unknown projection "nope"; valid names: .*audit_log.*, all/);
    assert.equal(r.code, 2);
  });

  it('rejects export without a file', async () => {
    const r = await ops(['export']);
    assertOneLineFailure(r, /^ops: export: missing <file>/);
    assert.equal(r.code, 2);
  });

  it('refuses to export onto an existing file without --force, leaving it untouched', async () => {
    const before = readFileSync(exported);
    const r = await ops(['export', exported]);
    assertOneLineFailure(r, /already exists; pass --force to overwrite it$/);
    assert.deepEqual(readFileSync(exported), before);
  });

  it('rejects export into a directory that does not exist', async () => {
    const r = await ops(['export', join(dir, 'no', 'such', 'dir', 'log.gz')]);
    assertOneLineFailure(r, /^ops: directory .* does not exist$/);
  });

  it('rejects import of a missing file', async () => {
    const r = await importFresh(join(dir, 'missing.ndjson.gz'));
    assertOneLineFailure(r, /^ops: .*missing\.ndjson\.gz does not exist$/);
  });

  it('rejects import of a file that is not gzip', async () => {
    const plain = join(dir, 'plain.ndjson');
    writeFileSync(plain, gunzipSync(readFileSync(exported)));
    const r = await importFresh(plain);
    assertOneLineFailure(r, /is not a gzip file/);
  });

  it('rejects import of a file with one changed byte in a commit: checksum mismatch', async () => {
    const file = tampered('changed.ndjson.gz', (t) => t.replace('"owner_id":"seed-7"', '"owner_id":"seed-8"'));
    const r = await importFresh(file);
    assertOneLineFailure(r, /checksum mismatch: .* the file is corrupt$/);
  });

  it('rejects import of a file with a line that is no longer JSON', async () => {
    const file = tampered('broken.ndjson.gz', (t) => t.replace('"owner_id":"seed-7"', '"owner_id":seed-7"'));
    const r = await importFresh(file);
    assertOneLineFailure(r, /line \d+ is not valid JSON$/);
  });

  it('rejects import of a truncated file that lost its trailer', async () => {
    const file = tampered('truncated.ndjson.gz', (t) => t.trimEnd().split('\n').slice(0, -1).join('\n').concat('\n'));
    const r = await importFresh(file);
    assertOneLineFailure(r, /no trailer after 20 message lines: it is truncated$/);
  });

  it('rejects import of a gzip stream cut short', async () => {
    const file = join(dir, 'cut.ndjson.gz');
    const whole = readFileSync(exported);
    writeFileSync(file, whole.subarray(0, Math.floor(whole.length / 2)));
    const r = await importFresh(file);
    assertOneLineFailure(r, /is truncated: the gzip stream ends early$/);
  });

  it('rejects import of a file with a wrong header', async () => {
    const file = tampered('header.ndjson.gz', (t) => t.replace('"format":"gamepod-log"', '"format":"other-log"'));
    const r = await importFresh(file);
    assertOneLineFailure(r, /line 1 is not a gamepod log header/);
  });

  it('published nothing for any of the rejected imports', async () => {
    const jsm = await jetstreamManager(env.nc);
    await assert.rejects(jsm.streams.info(isolatedNames(fresh).eventsStream), /stream not found/);
  });

  it('rejects tail --limit abc', async () => {
    const r = await ops(['tail', '--limit', 'abc']);
    assertOneLineFailure(r, /^ops: --limit must be a whole number of 1 or more, got "abc"/);
    assert.equal(r.code, 2);
  });

  it('rejects tail --from 0 and an unknown --type', async () => {
    assertOneLineFailure(await ops(['tail', '--from', '0']), /--from must be a whole number/);
    assertOneLineFailure(await ops(['tail', '--type', 'NoSuchEvent']), /unknown event type NoSuchEvent; known types: /);
  });

  it('fails within seconds when NATS is unreachable', async () => {
    const r = await ops(['status'], { NATS_URL: 'nats://127.0.0.1:1' });
    assertOneLineFailure(r, /^ops: cannot reach NATS at nats:\/\/127\.0\.0\.1:1: /);
    await assertGaveUpWithinSeconds(r, () => ops(['tail', '--limit', 'abc']));
  });

  it('fails within seconds when Postgres is unreachable', async () => {
    const r = await ops(['status'], { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' });
    assertOneLineFailure(r, /^ops: cannot reach Postgres at postgres:\/\/postgres@127\.0\.0\.1:1\/none: /);
    await assertGaveUpWithinSeconds(r, () => ops(['tail', '--limit', 'abc']));
  });

  it('says how to start gamepod when neither the environment nor .data/runtime.json names the servers', async () => {
    const empty = mkdtempSync(join(dir, 'cwd-'));
    const bare = cliEnv(env);
    delete bare.NATS_URL;
    delete bare.DATABASE_URL;
    const r = await runCli(['status'], { env: bare, cwd: empty, tsxUrl: import.meta.resolve('tsx') });
    assertOneLineFailure(
      r,
      /^ops: gamepod is not running: start it with `npm start`, or set NATS_URL and DATABASE_URL$/,
    );
  });
});

/**
 * The CLI gave up on an unreachable server within 10 s of what starting it costs: measured by
 * a run that fails on its arguments before connecting, in the same moment, so that a loaded
 * machine's slow start is not counted as waiting.
 */
async function assertGaveUpWithinSeconds(r: CliResult, refuseAnArgument: () => Promise<CliResult>): Promise<void> {
  const start = await refuseAnArgument();
  assert.ok(r.ms - start.ms < 10_000, `took ${r.ms} ms, where starting and refusing an argument took ${start.ms} ms`);
}
