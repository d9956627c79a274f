import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventually, openTestEnv, type TestEnv } from '@gamepod/devkit';
import { claimId, claimUnique, type EventStore, releaseUnique, uuidv7 } from '@gamepod/events';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { cliEnv, openStore, runCli, seedContext } from './support/ops-cli.ts';

/** The events tail printed, one per line, as [seq, aggregate:id, type]. */
function printed(stdout: string): Array<[string, string, string]> {
  return stdout
    .trimEnd()
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => {
      const [seq = '', , aggregate = '', type = ''] = l.trim().split(/ {2,}/);
      return [seq, aggregate, type];
    });
}

describe('ops tail', () => {
  let env: TestEnv;
  let store: EventStore;

  before(async () => {
    env = await openTestEnv();
    store = await openStore(env);
    // claims and releases interleaved: seq 1 claim, 2 release, 3 claim, 4 release, ...
    for (let i = 0; i < 6; i++) {
      const owner = { aggregate: 'pod', id: `p${i}` };
      await claimUnique(store, 'mac', `mac-${i}`, owner, seedContext);
      await releaseUnique(store, 'mac', `mac-${i}`, owner, seedContext);
    }
  });
  after(() => env.close());

  it('prints exactly 3 events of the requested type with --limit 3 --type --from 1', async () => {
    const r = await runCli(['tail', '--limit', '3', '--type', 'UniqueValueClaimed', '--from', '1'], {
      env: cliEnv(env),
    });
    assert.equal(r.code, 0, r.stderr);
    const events = printed(r.stdout);
    assert.deepEqual(
      events.map(([seq, , type]) => [seq, type]),
      [
        ['1', 'UniqueValueClaimed'],
        ['3', 'UniqueValueClaimed'],
        ['5', 'UniqueValueClaimed'],
      ],
    );
    assert.ok(!r.stdout.includes('\x1b['), 'no colours when stdout is not a terminal');
  });

  it('narrows to one aggregate instance with --aggregate and --id', async () => {
    const id = claimId('mac', 'mac-4');
    const r = await runCli(['tail', '--aggregate', 'claim', '--id', id, '--from', '1', '--limit', '2'], {
      env: cliEnv(env),
    });
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(printed(r.stdout), [
      ['9', `claim:${id}`, 'UniqueValueClaimed'],
      ['10', `claim:${id}`, 'UniqueValueReleased'],
    ]);
  });

  it('shows the actor and the data as compact JSON', async () => {
    const r = await runCli(['tail', '--from', '2', '--limit', '1'], { env: cliEnv(env) });
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, / {2}system:ops-test {2}\{"kind":"mac","owner_aggregate":"pod","owner_id":"p0"\}\n$/);
  });

  it('follows new events when started without --from', async () => {
    const jsm = await jetstreamManager(env.nc);
    const consumers = async () => (await jsm.streams.info(env.names.eventsStream)).state.consumer_count;
    const before = await consumers();
    const tail = runCli(['tail', '--limit', '1'], { env: cliEnv(env), timeoutMs: 30_000 });
    // append only once tail's consumer exists, or the event would predate it
    await eventually("tail's consumer", async () => (await consumers()) !== before);
    await claimUnique(store, 'mac', 'live-one', { aggregate: 'pod', id: 'live' }, seedContext);
    const r = await tail;
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(printed(r.stdout), [['13', `claim:${claimId('mac', 'live-one')}`, 'UniqueValueClaimed']]);
  });

  it('skips a message that is not a commit with one line on stderr, and goes on', async () => {
    // what a station may publish on its own subject: not JSON, not UTF-8, an array of non-envelopes
    const te = new TextEncoder();
    const subject = `${env.names.prefix}.evt.station.${uuidv7()}`;
    const js = jetstream(env.nc);
    const junk: number[] = [];
    for (const bytes of [te.encode('not json'), new Uint8Array([0xff, 0xfe]), te.encode('[null,1]'), te.encode('[{}]')])
      junk.push((await js.publish(subject, bytes)).seq);
    await claimUnique(store, 'mac', 'after-junk', { aggregate: 'pod', id: 'aj' }, seedContext);
    const r = await runCli(['tail', '--from', String(junk[0]), '--limit', '1'], { env: cliEnv(env) });
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(printed(r.stdout), [
      [String((junk.at(-1) ?? 0) + 1), `claim:${claimId('mac', 'after-junk')}`, 'UniqueValueClaimed'],
    ]);
    const skipped = r.stderr.trimEnd().split('\n');
    assert.equal(skipped.length, 4, r.stderr);
    for (const [i, seq] of junk.entries())
      assert.match(
        skipped[i] ?? '',
        new RegExp(`^seq ${seq}: not a commit on ${subject.replaceAll('.', '\\.')}, skipped: `),
      );
  });
});
