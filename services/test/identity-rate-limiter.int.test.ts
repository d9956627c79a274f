import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openTestEnv, type TestEnv } from '@gamepod/devkit';
import { Kvm } from '@nats-io/kv';
import {
  DEFAULT_LIMITS,
  type LimitRule,
  RateLimiter,
  rateLimitBucket,
  TooManyAttemptsError,
} from '../src/auth/rate-limit.ts';

describe('the rate limiter', () => {
  let env: TestEnv;
  let offset = 0;
  const clock = () => new Date(Date.now() + offset);
  const rule: LimitRule = { name: 'test_rule', max: 3, windowMs: 60_000 };
  before(async () => {
    env = await openTestEnv();
  });
  after(async () => {
    const kv = await new Kvm(env.nc).open(rateLimitBucket(env.names)).catch(() => null);
    await kv?.destroy().catch(() => undefined);
    await env.close();
  });

  it('has the contract’s limits: 10 and 30 failed logins, 5 and 20 reset codes, per 15 minutes', () => {
    const limits = Object.values(DEFAULT_LIMITS).map((l) => [l.name, l.max, l.windowMs / 60_000]);
    assert.deepEqual(limits, [
      ['login_account', 10, 15],
      ['login_address', 30, 15],
      ['reset_account', 5, 15],
      ['reset_address', 20, 15],
      ['signup_address', 30, 15],
    ]);
  });

  it('counts for every instance in one NATS KV bucket, and opens a new window when the old one passes', async () => {
    const a = new RateLimiter({ nc: env.nc, names: env.names, clock });
    const b = new RateLimiter({ nc: env.nc, names: env.names, clock });
    assert.equal(await a.hit(rule, 'pat@example.com'), 1);
    assert.equal(await b.hit(rule, 'PAT@example.com '), 2);
    await a.check(rule, 'pat@example.com');
    assert.equal(await b.hit(rule, 'pat@example.com'), 3);
    await assert.rejects(a.check(rule, 'pat@example.com'), (err: unknown) => {
      assert.ok(err instanceof TooManyAttemptsError);
      assert.equal(err.status, 429);
      assert.ok((err.data.retry_after_s as number) > 0 && (err.data.retry_after_s as number) <= 60);
      return true;
    });
    await b.check(rule, 'someone-else@example.com');
    offset += 60_000;
    await a.check(rule, 'pat@example.com');
    assert.equal(await a.hit(rule, 'pat@example.com'), 1);
  });

  it('loses no count when instances hit one key at the same moment (compare-and-set)', async () => {
    const limiters = Array.from({ length: 4 }, () => new RateLimiter({ nc: env.nc, names: env.names, clock }));
    const wide: LimitRule = { name: 'test_race', max: 100, windowMs: 60_000 };
    await Promise.all(Array.from({ length: 20 }, (_, i) => limiters[i % 4]?.hit(wide, '198.51.100.7')));
    assert.equal(await limiters[0]?.hit(wide, '198.51.100.7'), 21);
  });

  it('clears a key, and keeps neither the address nor the email in the bucket', async () => {
    const limiter = new RateLimiter({ nc: env.nc, names: env.names, clock });
    await limiter.hit(rule, 'secret@example.com');
    await limiter.clear(rule, 'secret@example.com');
    assert.equal(await limiter.hit(rule, 'secret@example.com'), 1);
    const kv = await new Kvm(env.nc).open(rateLimitBucket(env.names));
    const keys: string[] = [];
    for await (const k of await kv.keys()) keys.push(k);
    assert.ok(keys.length > 0);
    assert.ok(
      keys.every((k) => /^[a-z_]+\.[0-9a-f]{40}$/.test(k)),
      keys.join(' '),
    );
  });
});
