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
} from '../../src/auth/rate-limit.ts';

describe('the rate limiter', () => {
  let env: TestEnv;
  let offset = 0;
  const clock = () => new Date(Date.now() + offset);
  const rule = { name: 'test_rule', max: 3, windowMs: 60_000 } as const satisfies LimitRule;
  before(async () => {
    env = await openTestEnv();
  });
  after(async () => {
    const kv = await new Kvm(env.nc).open(rateLimitBucket(env.names)).catch(() => null);
    await kv?.destroy().catch(() => undefined);
    await env.close();
  });

  it('has the contract’s limits: a growing wait per account and caller, room for a venue behind one address, few refused cards', () => {
    const limits = Object.values(DEFAULT_LIMITS).map((l) => [
      l.name,
      'max' in l ? l.max : 'delay',
      l.windowMs / 60_000,
    ]);
    assert.deepEqual(limits, [
      ['login_pair', 'delay', 60],
      ['login_address', 100, 15],
      ['login_pod', 30, 15],
      ['reset_account', 5, 15],
      ['reset_address', 20, 15],
      ['signup_pod', 30, 15],
      ['signup_address', 120, 15],
      ['chat_player', 10, 1],
      ['chat_pod', 60, 15],
      ['card_player', 5, 60],
      ['card_pod', 20, 60],
      ['intent_player', 10, 15],
      ['intent_pod', 30, 15],
      ['card_entry_player', 10, 60],
      ['card_entry_pod', 30, 60],
      ['sso_start_address', 300, 15],
      ['source_test_client', 20, 15],
    ]);
  });

  it('keeps a counter for the longest window, whichever limiter opens the shared bucket first', async () => {
    const limiter = new RateLimiter({ nc: env.nc, names: env.names, clock });
    await limiter.reserve(rule, 'bucket-age');
    const status = await (await new Kvm(env.nc).open(rateLimitBucket(env.names))).status();
    assert.equal(status.ttl, Math.max(...Object.values(DEFAULT_LIMITS).map((l) => l.windowMs)));
  });

  const refused = (err: unknown, maxSeconds: number) => {
    assert.ok(err instanceof TooManyAttemptsError);
    assert.equal(err.status, 429);
    const retry = err.data.retry_after_s as number;
    assert.ok(retry > 0 && retry <= maxSeconds, `retry_after_s ${retry}`);
    return true;
  };

  it('counts for every instance in one NATS KV bucket, and opens a new window when the old one passes', async () => {
    const a = new RateLimiter({ nc: env.nc, names: env.names, clock });
    const b = new RateLimiter({ nc: env.nc, names: env.names, clock });
    await a.reserve(rule, 'pat@example.com');
    await b.reserve(rule, 'PAT@example.com ');
    await a.reserve(rule, 'pat@example.com');
    await assert.rejects(b.reserve(rule, 'pat@example.com'), (err) => refused(err, 60));
    await b.reserve(rule, 'someone-else@example.com');
    offset += 60_000;
    await a.reserve(rule, 'pat@example.com');
  });

  it('lets exactly the rule’s room through when instances reserve one key at the same moment', async () => {
    const limiters = Array.from({ length: 4 }, () => new RateLimiter({ nc: env.nc, names: env.names, clock }));
    const tight: LimitRule = { name: 'test_race', max: 7, windowMs: 60_000 };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) => limiters[i % 4]?.reserve(tight, '198.51.100.7')),
    );
    assert.equal(outcomes.filter((o) => o.status === 'fulfilled').length, 7);
    for (const o of outcomes) if (o.status === 'rejected') refused(o.reason, 60);
  });

  it('gives a reservation back, so the next caller has its room again', async () => {
    const limiter = new RateLimiter({ nc: env.nc, names: env.names, clock });
    const one: LimitRule = { name: 'test_release', max: 1, windowMs: 60_000 };
    await limiter.reserve(one, 'giver');
    await assert.rejects(limiter.reserve(one, 'giver'), (err) => refused(err, 60));
    await limiter.release(one, 'giver');
    await limiter.reserve(one, 'giver');
  });

  it('spaces attempts by the delay curve and forgets them after a quiet window', async () => {
    const limiter = new RateLimiter({ nc: env.nc, names: env.names, clock });
    const curve: LimitRule = {
      name: 'test_curve',
      windowMs: 60 * 60_000,
      delay: { free: 2, baseMs: 1000, capMs: 4000 },
    };
    await limiter.reserve(curve, 'slow');
    await limiter.reserve(curve, 'slow');
    for (const seconds of [1, 2, 4, 4]) {
      await assert.rejects(limiter.reserve(curve, 'slow'), (err) => refused(err, seconds));
      offset += seconds * 1000;
      await limiter.reserve(curve, 'slow');
    }
    offset += 60 * 60_000;
    await limiter.reserve(curve, 'slow');
    await limiter.reserve(curve, 'slow');
  });

  it('clears a key, and keeps neither the address nor the email in the bucket', async () => {
    const limiter = new RateLimiter({ nc: env.nc, names: env.names, clock });
    await limiter.reserve(rule, 'secret@example.com');
    await limiter.clear(rule, 'secret@example.com');
    for (let i = 0; i < rule.max; i++) await limiter.reserve(rule, 'secret@example.com');
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
