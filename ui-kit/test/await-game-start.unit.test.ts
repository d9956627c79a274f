import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { awaitGameStart } from '../src/features/game-start/model/await-game-start.ts';

/** A station whose game_started the test sets; `watchers` counts the live watches. */
function fakeStation(initial: boolean) {
  let value = initial;
  const listeners = new Set<(v: boolean) => void>();
  return {
    set(v: boolean) {
      value = v;
      for (const l of listeners) l(v);
    },
    watch(listener: (v: boolean) => void) {
      listeners.add(listener);
      listener(value);
      return () => listeners.delete(listener);
    },
    get watchers() {
      return listeners.size;
    },
  };
}

describe('waiting for a launch to start', () => {
  it('calls started once game_started comes, and stops watching', (t) => {
    t.mock.timers.enable({ apis: ['setTimeout'] });
    const station = fakeStation(false);
    const seen: string[] = [];
    awaitGameStart({
      watch: station.watch,
      seconds: 180,
      started: () => seen.push('started'),
      failed: () => seen.push('failed'),
    });
    t.mock.timers.tick(179_000);
    station.set(true);
    t.mock.timers.tick(10_000);
    station.set(true);
    assert.deepEqual(seen, ['started']);
    assert.equal(station.watchers, 0);
  });

  it('calls failed after the startup time without game_started, and not started after', (t) => {
    t.mock.timers.enable({ apis: ['setTimeout'] });
    const station = fakeStation(false);
    const seen: string[] = [];
    awaitGameStart({
      watch: station.watch,
      seconds: 180,
      started: () => seen.push('started'),
      failed: () => seen.push('failed'),
    });
    t.mock.timers.tick(179_999);
    assert.deepEqual(seen, []);
    t.mock.timers.tick(1);
    station.set(true);
    assert.deepEqual(seen, ['failed']);
    assert.equal(station.watchers, 0);
  });

  it('ends at once when the station already says so, and its stop calls neither', (t) => {
    t.mock.timers.enable({ apis: ['setTimeout'] });
    const seen: string[] = [];
    const already = fakeStation(true);
    awaitGameStart({
      watch: already.watch,
      seconds: 180,
      started: () => seen.push('started'),
      failed: () => seen.push('failed'),
    });
    assert.equal(already.watchers, 0);
    const later = fakeStation(false);
    const stop = awaitGameStart({
      watch: later.watch,
      seconds: 180,
      started: () => seen.push('late'),
      failed: () => seen.push('late'),
    });
    stop();
    later.set(true);
    t.mock.timers.tick(200_000);
    assert.deepEqual(seen, ['started']);
  });
});
