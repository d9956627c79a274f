import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { publicPodStatus } from '../../src/lab-api/domain/pod-public-status.ts';
import { cursorAfter, decodeCursor, encodeCursor } from '../../src/lab-api/domain/session-cursor.ts';

const now = new Date('2026-12-07T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe("a pod's public status", () => {
  it('is offline without a heartbeat in 30 s, then locked over busy over free', () => {
    assert.equal(publicPodStatus({ lock_out: true, in_use: true, last_heartbeat_at: null }, now), 'offline');
    assert.equal(publicPodStatus({ lock_out: false, in_use: false, last_heartbeat_at: ago(31_000) }, now), 'offline');
    assert.equal(publicPodStatus({ lock_out: true, in_use: true, last_heartbeat_at: ago(5_000) }, now), 'locked');
    assert.equal(publicPodStatus({ lock_out: false, in_use: true, last_heartbeat_at: ago(5_000) }, now), 'busy');
    assert.equal(publicPodStatus({ lock_out: false, in_use: false, last_heartbeat_at: ago(5_000) }, now), 'free');
  });
});

describe('the sessions cursor', () => {
  it('continues after the sessions that started at the same instant as the page’s last', () => {
    const t = ago(1_000);
    const c = cursorAfter([ago(500), t, t], null);
    assert.deepEqual(c, { t: t.toISOString(), skip: 2 });
    // a page made entirely of that instant carries the skip on
    assert.deepEqual(cursorAfter([t, t], c), { t: t.toISOString(), skip: 4 });
    assert.deepEqual(decodeCursor(encodeCursor({ t: t.toISOString(), skip: 2 })), { t: t.toISOString(), skip: 2 });
    assert.throws(() => decodeCursor('bm9wZQ'));
  });
});
