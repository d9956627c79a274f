import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { openTestEnv, type TestEnv } from '@gamepod/devkit';
import { type EventStore, uuidv7 } from '@gamepod/events';
import { jetstream, jetstreamManager, type StoredMsg } from '@nats-io/jetstream';
import { cliEnv, openStore, runCli, seedClaims } from './support/ops-cli.ts';

const te = new TextEncoder();

/**
 * What a station may publish on its own subject (its NATS permissions allow any bytes there):
 * each must be carried by export and import exactly as the log holds it.
 */
const ODD: ReadonlyArray<{ what: string; bytes: Uint8Array }> = [
  { what: 'not JSON', bytes: te.encode('\u0000not json at all') },
  { what: 'not UTF-8', bytes: new Uint8Array([0x5b, 0xff, 0xfe, 0x5d]) },
  { what: 'empty', bytes: new Uint8Array() },
  { what: 'a JSON object', bytes: te.encode('{"type":"PodActivityChanged"}') },
  { what: 'an array of non-envelopes', bytes: te.encode('[1,null,"x"]') },
  { what: 'an empty array', bytes: te.encode('[]') },
  { what: 'a commit in another encoding', bytes: te.encode('[ {"type":"A","data":{},"metadata":{}} ]') },
  { what: 'a commit behind a byte-order mark', bytes: te.encode('\ufeff[{"type":"A","data":{},"metadata":{}}]') },
];

async function allMessages(env: TestEnv): Promise<StoredMsg[]> {
  const jsm = await jetstreamManager(env.nc);
  const { state } = await jsm.streams.info(env.names.eventsStream);
  const out: StoredMsg[] = [];
  for (let seq = state.first_seq; seq <= state.last_seq; seq++) {
    const m = await jsm.streams.getMessage(env.names.eventsStream, { seq });
    if (m) out.push(m);
  }
  return out;
}

describe('ops export and import of a log holding messages that are not commits', () => {
  let source: TestEnv;
  let target: TestEnv;
  let store: EventStore;
  let dir: string;
  let file: string;
  const station = uuidv7();
  const repeatedId = `station-chosen-${uuidv7()}`;

  before(async () => {
    source = await openTestEnv();
    target = await openTestEnv();
    dir = mkdtempSync(join(tmpdir(), 'gamepod-ops-odd-'));
    file = join(dir, 'log.ndjson.gz');
    store = await openStore(source);
    await seedClaims(store, 3);
    const js = jetstream(source.nc);
    const subject = `${source.names.prefix}.evt.station.${station}`;
    for (const odd of ODD) await js.publish(subject, odd.bytes, { msgID: uuidv7() });
    // the same msg id twice, minutes apart in a real log: here the stream's duplicate window is
    // shortened for the source alone, so the second is stored as a station's would be
    const jsm = await jetstreamManager(source.nc);
    const info = await jsm.streams.info(source.names.eventsStream);
    await jsm.streams.update(source.names.eventsStream, { ...info.config, duplicate_window: 200_000_000 });
    await js.publish(subject, te.encode('first'), { msgID: repeatedId });
    await new Promise((r) => setTimeout(r, 400));
    const second = await js.publish(subject, te.encode('second'), { msgID: repeatedId });
    assert.equal(second.duplicate, false, 'the repeat is stored, as after a real duplicate window');
    await seedClaims(store, 2, 'after');
  });
  after(async () => {
    rmSync(dir, { recursive: true, force: true });
    await target.close();
    await source.close();
  });

  it('exports every message: the odd ones as raw lines of their exact bytes', async () => {
    const r = await runCli(['export', file], { env: cliEnv(source) });
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /^exported 15 messages \(seq 1–15\)/);
    assert.match(
      r.stderr,
      /note: 10 messages are not commits in canonical JSON form; they are kept as their exact bytes/,
    );
    const lines = gunzipSync(readFileSync(file))
      .toString('utf8')
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    const raw = lines.filter((l) => 'raw' in l);
    assert.equal(raw.length, 10);
    for (const [i, odd] of ODD.entries()) {
      assert.deepEqual(Buffer.from(raw[i].raw, 'base64'), Buffer.from(odd.bytes), odd.what);
      assert.equal(raw[i].commit, undefined);
    }
    assert.equal(lines.filter((l) => Array.isArray(l.commit)).length, 5, 'the real commits stay commit lines');
  });

  it('imports the file: every message back byte for byte, the repeated msg id on its first message only', async () => {
    const r = await runCli(['import', file], { env: cliEnv(target) });
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /imported 15 messages into .*; every message kept its sequence number/);
    assert.match(r.stderr, /note: 10 messages are not commits; they were published back byte for byte/);
    assert.match(r.stderr, /note: 1 messages repeated an earlier message's msg id .* published without one/);
    const original = await allMessages(source);
    const copy = await allMessages(target);
    assert.equal(copy.length, 15);
    for (const [i, o] of original.entries()) {
      const c = copy[i] as StoredMsg;
      assert.equal(c.seq, o.seq);
      assert.equal(c.subject, o.subject.replace(`${source.names.prefix}.`, `${target.names.prefix}.`));
      assert.deepEqual(Buffer.from(c.data), Buffer.from(o.data), `the bytes of seq ${o.seq}`);
      const id = o.header.get('Nats-Msg-Id');
      const repeat = id === repeatedId && new TextDecoder().decode(o.data) === 'second';
      assert.equal(c.header?.get('Nats-Msg-Id') ?? '', repeat ? '' : id, `the msg id of seq ${o.seq}`);
    }
  });

  it('exports the imported copy again, and that export imports too', async () => {
    const again = join(dir, 'again.ndjson.gz');
    assert.equal((await runCli(['export', again], { env: cliEnv(target) })).code, 0);
    const third = await openTestEnv();
    try {
      const r = await runCli(['import', again], { env: cliEnv(third) });
      assert.equal(r.code, 0, r.stderr);
      assert.match(r.stdout, /imported 15 messages/);
    } finally {
      await third.close();
    }
  });
});
