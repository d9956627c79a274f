import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { acceptsCached } from '../../src/sign-in-sources/domain/outage-policy.ts';

const now = new Date('2026-12-07T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 3_600_000).toISOString();

describe('the outage policy', () => {
  it('accepts a credential cached within cached_days, up to the last millisecond', () => {
    const policy = { outage_policy: 'accept_cached', cached_days: 7 } as const;
    assert.equal(acceptsCached(policy, daysAgo(0), now), true);
    assert.equal(acceptsCached(policy, daysAgo(7), now), true);
    assert.equal(acceptsCached(policy, daysAgo(7.0001), now), false);
  });
  it('never accepts one under refuse, one dated in the future, or an unreadable date', () => {
    assert.equal(acceptsCached({ outage_policy: 'refuse', cached_days: 7 }, daysAgo(1), now), false);
    const policy = { outage_policy: 'accept_cached', cached_days: 7 } as const;
    assert.equal(acceptsCached(policy, daysAgo(-1), now), false);
    assert.equal(acceptsCached(policy, 'not a date', now), false);
  });
});
