import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { gunzipSync, gzipSync } from 'node:zlib';
import { openTestEnv, type TestEnv } from '@gamepod/devkit';
import {
  claimUnique,
  type EventStore,
  releaseUnique,
  type StoreNames,
  UniqueValueClaimed,
  UniqueValueReleased,
} from '@gamepod/events';
import { jetstreamManager, type StoredMsg } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import { assertOneLineFailure, cliEnv, openStore, runCli, seedClaims, seedContext } from './support/ops-cli.ts';

/** Every message of a stream, read back by sequence with its headers. */
async function allMessages(nc: NatsConnection, names: StoreNames): Promise<StoredMsg[]> {
  const jsm = await jetstreamManager(nc);
  const { state } = await jsm.streams.info(names.eventsStream);
  const out: StoredMsg[] = [];
  for (let seq = state.first_seq; seq <= state.last_seq; seq++) {
    const m = await jsm.streams.getMessage(names.eventsStream, { seq });
    if (m) out.push(m);
  }
  return out;
}

async function messageCount(nc: NatsConnection, names: StoreNames): Promise<number> {
  return (await (await jetstreamManager(nc)).streams.info(names.eventsStream)).state.messages;
}

describe('ops export then ops import', () => {
  let source: TestEnv;
  let target: TestEnv;
  let store: EventStore;
  let dir: string;
  let file: string;

  before(async () => {
    source = await openTestEnv();
    target = await openTestEnv();
    dir = mkdtempSync(join(tmpdir(), 'gamepod-ops-export-'));
    file = join(dir, 'log.ndjson.gz');
    store = await openStore(source);
    // a log with the shapes real ones have: single events, claims and releases,
    // a commit of two events, and a message id that is a command id
    await seedClaims(store, 150);
    for (let i = 0; i < 20; i++) {
      await claimUnique(store, 'mac', `AA:BB:${i}`, { aggregate: 'pod', id: `p${i}` }, seedContext);
      if (i % 2 === 0) await releaseUnique(store, 'mac', `AA:BB:${i}`, { aggregate: 'pod', id: `p${i}` }, seedContext);
    }
    const owner = { kind: 'slot', owner_aggregate: 'reservation', owner_id: 'r1' };
    await store.append('claim', 'slot.s1', [UniqueValueClaimed.of(owner), UniqueValueReleased.of(owner)], {
      expectedVersion: 0,
      context: seedContext,
      messageId: 'command-0001',
    });
  });
  after(async () => {
    rmSync(dir, { recursive: true, force: true });
    await target.close();
    await source.close();
  });

  it('exports the whole log as a header, one line per message and a trailer', async () => {
    const r = await runCli(['export', file], { env: cliEnv(source) });
    assert.equal(r.code, 0, r.stderr);
    const count = await messageCount(source.nc, source.names);
    assert.equal(count, 181);
    assert.match(r.stdout, /^exported 181 messages \(seq 1–181\) of /);
    assert.match(r.stderr, /export \[#+\]\s+100%/);

    const lines = gunzipSync(readFileSync(file)).toString('utf8').split('\n');
    assert.equal(lines.pop(), '', 'the file ends with a newline');
    const header = JSON.parse(lines[0] ?? '');
    assert.equal(header.format, 'gamepod-log');
    assert.equal(header.version, 2);
    assert.equal(header.stream, source.names.eventsStream);
    assert.equal(header.first_seq, 1);
    assert.equal(header.last_seq, 181);
    const trailer = JSON.parse(lines.at(-1) ?? '');
    assert.equal(trailer.trailer, true);
    assert.equal(trailer.count, 181);
    assert.equal(lines.length, 183);
    const twoEvents = lines.map((l) => JSON.parse(l)).find((l) => l.msg_id === 'command-0001');
    assert.equal(twoEvents?.commit.length, 2);
  });

  it('imports into a fresh empty namespace an identical log: seqs, subjects, bytes and msg ids', async () => {
    const r = await runCli(['import', file], { env: cliEnv(target) });
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /imported 181 messages into .*; every message kept its sequence number/);

    const original = await allMessages(source.nc, source.names);
    const copy = await allMessages(target.nc, target.names);
    assert.equal(copy.length, original.length);
    for (const [i, o] of original.entries()) {
      const c = copy[i];
      assert.ok(c, `message ${i + 1} is there`);
      assert.equal(c.seq, o.seq);
      assert.equal(c.subject, o.subject.replace(`${source.names.prefix}.`, `${target.names.prefix}.`));
      assert.deepEqual(Buffer.from(c.data), Buffer.from(o.data), `the bytes of seq ${o.seq}`);
      assert.equal(c.header.get('Nats-Msg-Id'), o.header.get('Nats-Msg-Id'));
      assert.ok(o.header.get('Nats-Msg-Id'), 'the source messages carry msg ids');
    }
  });

  it('re-exports the imported copy with the same seqs, msg ids and commits as the original', async () => {
    const again = join(dir, 'again.ndjson.gz');
    const r = await runCli(['export', again], { env: cliEnv(target) });
    assert.equal(r.code, 0, r.stderr);
    const lines = (f: string) => gunzipSync(readFileSync(f)).toString('utf8').trimEnd().split('\n');
    const strip = (l: string) => {
      const { time: _, subject, ...rest } = JSON.parse(l);
      return { ...rest, subject: subject.split('.').slice(1).join('.') };
    };
    const first = lines(file);
    const second = lines(again);
    assert.deepEqual(second.slice(1, -1).map(strip), first.slice(1, -1).map(strip));
  });

  it('imports a log with a gap, renumbering what follows it and saying why', async () => {
    const lines = gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n');
    // drop seq 5: what a source with a deleted message would have exported
    const messages = lines.slice(1, -1).filter((l) => JSON.parse(l).seq !== 5);
    const body = messages.map((l) => `${l}\n`).join('');
    const sha256 = createHash('sha256').update(body).digest('hex');
    const gappy = join(dir, 'gappy.ndjson.gz');
    writeFileSync(
      gappy,
      gzipSync(`${lines[0]}\n${body}${JSON.stringify({ trailer: true, count: messages.length, sha256 })}\n`),
    );
    const third = await openTestEnv();
    try {
      const r = await runCli(['import', gappy], { env: cliEnv(third) });
      assert.equal(r.code, 0, r.stderr);
      assert.match(
        r.stdout,
        /; 176 messages were renumbered \(source seq 6 is now seq 5\): the source had 1 missing sequence numbers, first gap before seq 6\n$/,
      );
      assert.equal(await messageCount(third.nc, third.names), 180);
    } finally {
      await third.close();
    }
  });

  it('refuses to import into a stream that holds messages, and publishes nothing', async () => {
    const before = await messageCount(target.nc, target.names);
    const r = await runCli(['import', file], { env: cliEnv(target) });
    assertOneLineFailure(
      r,
      new RegExp(
        `^ops: target stream ${target.names.eventsStream} already holds 181 messages; import only goes into an empty stream$`,
      ),
    );
    assert.equal(r.code, 1);
    assert.equal(await messageCount(target.nc, target.names), before);
  });

  it('overwrites an existing export only with --force', async () => {
    const refused = await runCli(['export', file], { env: cliEnv(source) });
    assertOneLineFailure(refused, /already exists; pass --force to overwrite it/);
    await seedClaims(store, 1, 'late');
    const forced = await runCli(['export', file, '--force'], { env: cliEnv(source) });
    assert.equal(forced.code, 0, forced.stderr);
    const lines = gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n');
    assert.equal(JSON.parse(lines.at(-1) ?? '').count, 182);
  });
});
