import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TimeoutError } from '@nats-io/nats-core';
import { askAgainWhileNatsIsOut } from '../src/nats-connection.ts';

describe('a call that rides out a NATS outage', () => {
  it('is asked again while NATS does not answer, and answers once it does', async () => {
    let tries = 0;
    const retried: unknown[] = [];
    const answer = await askAgainWhileNatsIsOut(
      async () => {
        tries++;
        if (tries < 3) throw new TimeoutError();
        return 'answered';
      },
      { forMs: 5_000, firstWaitMs: 1, onRetry: (err) => retried.push(err) },
    );
    assert.equal(answer, 'answered');
    assert.equal(tries, 3);
    assert.equal(retried.length, 2);
  });

  it('throws a refusal on its merits at once, without asking again', async () => {
    let tries = 0;
    await assert.rejects(
      askAgainWhileNatsIsOut(
        async () => {
          tries++;
          throw new Error('name already in use');
        },
        { forMs: 5_000 },
      ),
      /name already in use/,
    );
    assert.equal(tries, 1);
  });

  it('tries a last time at its deadline, then throws the outage', async () => {
    const began = Date.now();
    let last = 0;
    await assert.rejects(
      askAgainWhileNatsIsOut(
        async () => {
          last = Date.now();
          throw new TimeoutError();
        },
        { forMs: 300, firstWaitMs: 200, maxWaitMs: 200 },
      ),
      TimeoutError,
    );
    assert.ok(last - began >= 300, `the last try was at ${last - began} ms`);
    assert.ok(Date.now() - began < 1_000);
  });
});
