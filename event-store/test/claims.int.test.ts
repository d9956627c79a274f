import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConflictError } from '@gamepod/events';
import { claimHolder, claimUnique, releaseUnique } from '../src/claims.ts';
import { storeFixture } from './support/test-store.ts';

const context = { actor: { kind: 'system' as const, name: 'test' } };

describe('uniqueness claims in the log', () => {
  const f = storeFixture();

  describe('when 20 owners claim the same email at once', () => {
    it('lets exactly one win and gives the other 19 a 409 ConflictError', async () => {
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) =>
          claimUnique(f.store, 'email', 'Race@Example.com', { aggregate: 'user', id: `u${i}` }, context),
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
      assert.deepEqual(await claimHolder(f.store, 'email', 'race@example.com'), {
        aggregate: 'user',
        id: `u${winner}`,
      });
    });
  });

  it('treats a repeat claim by the same owner as done (a retried command)', async () => {
    const owner = { aggregate: 'pod', id: 'p1' };
    await claimUnique(f.store, 'mac', 'AA:BB:CC:00:11:22', owner, context);
    await claimUnique(f.store, 'mac', 'aa:bb:cc:00:11:22', owner, context);
    const { events } = await f.store.read(
      'claim',
      (await import('@gamepod/events')).claimId('mac', 'aa:bb:cc:00:11:22'),
    );
    assert.equal(events.length, 1);
  });

  it('frees a released value for the next owner, and ignores a release by a non-holder', async () => {
    await claimUnique(f.store, 'pod_key', 'KEY-1', { aggregate: 'pod', id: 'a' }, context);
    await releaseUnique(f.store, 'pod_key', 'KEY-1', { aggregate: 'pod', id: 'b' }, context);
    await assert.rejects(
      claimUnique(f.store, 'pod_key', 'KEY-1', { aggregate: 'pod', id: 'b' }, context),
      ConflictError,
    );
    await releaseUnique(f.store, 'pod_key', 'KEY-1', { aggregate: 'pod', id: 'a' }, context);
    await claimUnique(f.store, 'pod_key', 'KEY-1', { aggregate: 'pod', id: 'b' }, context);
    assert.deepEqual(await claimHolder(f.store, 'pod_key', 'KEY-1'), { aggregate: 'pod', id: 'b' });
  });

  it('never writes the claimed value itself into the log', async () => {
    await claimUnique(f.store, 'email', 'secret.person@example.com', { aggregate: 'user', id: 'x' }, context);
    const jsm = await f.store.jsm();
    const last = await jsm.streams.getMessage(f.env.names.eventsStream, { seq: await f.store.lastSequence() });
    assert.ok(last);
    assert.ok(!new TextDecoder().decode(last.data).includes('secret.person'));
    assert.ok(!last.subject.includes('secret'));
  });
});
