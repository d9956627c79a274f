import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { callerKey } from '../../src/auth/caller.ts';
import { DEFAULT_LIMITS } from '../../src/auth/rate-limit.ts';
import {
  type Counter,
  countOn,
  delayAfter,
  type LimitRule,
  releaseOn,
  reserveOn,
} from '../../src/auth/rate-limit-counter.ts';

const T0 = Date.UTC(2026, 8, 1, 8, 0, 0);

describe('the login delay curve', () => {
  const curve = DEFAULT_LIMITS.loginPair.delay;

  it('lets 5 failures through at once, then doubles from 1 s', () => {
    assert.deepEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((n) => delayAfter(n, curve)),
      [0, 0, 0, 0, 1000, 2000, 4000, 8000],
    );
  });

  it('never makes a login wait more than 5 minutes', () => {
    assert.equal(delayAfter(13, curve), 256_000);
    assert.equal(delayAfter(14, curve), 300_000);
    assert.equal(delayAfter(1000, curve), 300_000);
  });
});

describe('reserving an attempt', () => {
  const capped: LimitRule = { name: 'capped', max: 2, windowMs: 60_000 };
  const spaced: LimitRule = { name: 'spaced', windowMs: 60_000, delay: { free: 1, baseMs: 1000, capMs: 8000 } };

  it('given room, counts one more in the window the first attempt opened', () => {
    const first = reserveOn(null, capped, T0);
    assert.deepEqual(first, { ok: true, next: { count: 1, reset_at: T0 + 60_000 } });
    assert.ok(first.ok);
    assert.deepEqual(reserveOn(first.next, capped, T0 + 5000), {
      ok: true,
      next: { count: 2, reset_at: T0 + 60_000 },
    });
  });

  it('given a full window, refuses until the window ends, and counts afresh after', () => {
    const full: Counter = { count: 2, reset_at: T0 + 60_000 };
    assert.deepEqual(reserveOn(full, capped, T0 + 10_000), { ok: false, waitMs: 50_000 });
    assert.deepEqual(reserveOn(full, capped, T0 + 60_000), {
      ok: true,
      next: { count: 1, reset_at: T0 + 120_000 },
    });
  });

  it('given a delay, refuses until the next attempt is due, and slides the window on each attempt', () => {
    const one = reserveOn(null, spaced, T0);
    assert.deepEqual(one, { ok: true, next: { count: 1, reset_at: T0 + 60_000, next_at: T0 + 1000 } });
    assert.ok(one.ok);
    assert.deepEqual(reserveOn(one.next, spaced, T0 + 400), { ok: false, waitMs: 600 });
    assert.deepEqual(reserveOn(one.next, spaced, T0 + 1000), {
      ok: true,
      next: { count: 2, reset_at: T0 + 61_000, next_at: T0 + 3000 },
    });
  });

  it('gives one back within the window, and nothing once it passed', () => {
    const counter: Counter = { count: 2, reset_at: T0 + 60_000 };
    assert.deepEqual(releaseOn(counter, T0), { count: 1, reset_at: T0 + 60_000 });
    assert.equal(releaseOn(counter, T0 + 60_000), null);
    assert.equal(releaseOn(null, T0), null);
  });
});

describe('who an attempt is counted against', () => {
  it('counts a station by its pod and everyone else by address, an IPv6 line by its /64', () => {
    assert.equal(callerKey({ pod_id: 'p-1' }), 'pod:p-1');
    assert.equal(callerKey({ ip: '203.0.113.9' }), 'ip:203.0.113.9');
    assert.equal(callerKey({ ip: '::ffff:203.0.113.9' }), 'ip:203.0.113.9');
    assert.equal(callerKey({ ip: '2001:db8:1:2:aaaa::1' }), callerKey({ ip: '2001:db8:1:2:bbbb::2' }));
    assert.notEqual(callerKey({ ip: '2001:db8:1:2::1' }), callerKey({ ip: '2001:db8:1:3::1' }));
  });
});

describe('counting a request in a fixed window', () => {
  const rule: LimitRule = { name: 'lab_api', windowMs: 60_000, max: 2 };

  it('opens a window at the first request and counts into it until it ends', () => {
    const first = countOn(null, rule, 1_000);
    assert.deepEqual(first, { count: 1, reset_at: 61_000 });
    assert.deepEqual(countOn(first, rule, 30_000), { count: 2, reset_at: 61_000 });
    assert.deepEqual(countOn({ count: 2, reset_at: 61_000 }, rule, 61_000), { count: 1, reset_at: 121_000 });
  });

  it('counts one past the max, then writes nothing more until the window ends', () => {
    const over = countOn({ count: 2, reset_at: 61_000 }, rule, 2_000);
    assert.deepEqual(over, { count: 3, reset_at: 61_000 });
    assert.equal(countOn(over, rule, 3_000), null);
  });
});
