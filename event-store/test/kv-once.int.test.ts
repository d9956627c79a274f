import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openTestEnv, type TestEnv } from '@gamepod/devkit';
import { lazyKvBucket } from '../src/kv-bucket.ts';
import { createOnce, deleteIfUnchanged, takeOnce } from '../src/kv-once.ts';

describe('one-time entries in a KV bucket', () => {
  let env: TestEnv;
  let bucket: string;
  const open = () => lazyKvBucket(env.nc, bucket, 60_000)();
  before(async () => {
    env = await openTestEnv();
    bucket = `${env.names.prefix}_once`;
  });
  after(async () => {
    await (await open().catch(() => null))?.destroy().catch(() => undefined);
    await env.close();
  });

  it('gives an entry taken by 10 racing takers to exactly one of them, and nothing after', async () => {
    const kv = await open();
    await kv.put('code.a', 'the code');
    const taken = await Promise.all(Array.from({ length: 10 }, () => takeOnce(kv, 'code.a')));
    assert.deepEqual(
      taken.filter((e) => e !== null).map((e) => e?.string()),
      ['the code'],
    );
    assert.equal(await takeOnce(kv, 'code.a'), null);
    assert.equal(await takeOnce(kv, 'code.never'), null);
  });

  it('makes a key once: the first create is true, a second false, and the value stays the first', async () => {
    const kv = await open();
    assert.equal(await createOnce(kv, 'assertion.x', 'first'), true);
    assert.equal(await createOnce(kv, 'assertion.x', 'second'), false);
    assert.equal((await kv.get('assertion.x'))?.string(), 'first');
  });

  it('deletes at the revision read only: an entry written again since is kept', async () => {
    const kv = await open();
    await kv.put('link.b', 'one');
    const read = await kv.get('link.b');
    await kv.put('link.b', 'two');
    assert.equal(await deleteIfUnchanged(kv, 'link.b', read?.revision ?? 0), false);
    assert.equal((await kv.get('link.b'))?.string(), 'two');
    const now = await kv.get('link.b');
    assert.equal(await deleteIfUnchanged(kv, 'link.b', now?.revision ?? 0), true);
    assert.notEqual((await kv.get('link.b'))?.operation, 'PUT');
  });
});
