import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openTestEnv, type TestEnv } from '@gamepod/devkit';
import { claimHolder, claimUnique, releaseUnique } from '../src/claims.ts';
import { ConflictError } from '../src/errors.ts';
import type { EventStore } from '../src/event-store.ts';
import { openStore } from './support/test-events.ts';

const context = { actor: { kind: 'system' as const, name: 'test' } };

describe('uniqueness claims in the log', () => {
  let env: TestEnv;
  let store: EventStore;
  before(async () => {
    env = await openTestEnv();
    store = await openStore(env);
  });
  after(() => env.close());

  describe('when 20 owners claim the same email at once', () => {
    it('lets exactly one win and gives the other 19 a 409 ConflictError', async () => {
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) =>
          claimUnique(store, 'email', 'Race@Example.com', { aggregate: 'user', id: `u${i}` }, context),
        ),
      );
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      assert.equal(won.length, 1);
      assert.equal(lost.length, 19);
      for (const r of lost) {
        assert.ok(r.reason instanceof ConflictError, String(r.reason));
        assert.equal(r.reason.status, 409);
      }
      const winner = results.findIndex((r) => r.status === 'fulfilled');
      assert.deepEqual(await claimHolder(store, 'email', 'race@example.com'), { aggregate: 'user', id: `u${winner}` });
    });
  });

  it('treats a repeat claim by the same owner as done (a retried command)', async () => {
    const owner = { aggregate: 'pod', id: 'p1' };
    await claimUnique(store, 'mac', 'AA:BB:CC:00:11:22', owner, context);
    await claimUnique(store, 'mac', 'aa:bb:cc:00:11:22', owner, context);
    const { events } = await store.read(
      'claim',
      (await import('../src/subjects.ts')).claimId('mac', 'aa:bb:cc:00:11:22'),
    );
    assert.equal(events.length, 1);
  });

  it('frees a released value for the next owner, and ignores a release by a non-holder', async () => {
    await claimUnique(store, 'pod_key', 'KEY-1', { aggregate: 'pod', id: 'a' }, context);
    await releaseUnique(store, 'pod_key', 'KEY-1', { aggregate: 'pod', id: 'b' }, context);
    await assert.rejects(claimUnique(store, 'pod_key', 'KEY-1', { aggregate: 'pod', id: 'b' }, context), ConflictError);
    await releaseUnique(store, 'pod_key', 'KEY-1', { aggregate: 'pod', id: 'a' }, context);
    await claimUnique(store, 'pod_key', 'KEY-1', { aggregate: 'pod', id: 'b' }, context);
    assert.deepEqual(await claimHolder(store, 'pod_key', 'KEY-1'), { aggregate: 'pod', id: 'b' });
  });

  it('never writes the claimed value itself into the log', async () => {
    await claimUnique(store, 'email', 'secret.person@example.com', { aggregate: 'user', id: 'x' }, context);
    const jsm = await store.jsm();
    const last = await jsm.streams.getMessage(env.names.eventsStream, { seq: await store.lastSequence() });
    assert.ok(last);
    assert.ok(!new TextDecoder().decode(last.data).includes('secret.person'));
    assert.ok(!last.subject.includes('secret'));
  });
});
