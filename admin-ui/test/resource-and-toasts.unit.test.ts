import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import {
  dismissToast,
  overrideToastDuration,
  showToast,
  TOAST_MS,
  toasts,
} from '../src/app-state/toasts/model/toast-model.ts';
import { createResource, pollResource } from '../src/lib/resource.ts';

/** A fetcher whose calls the test answers by hand. */
function manualFetcher<T>() {
  const pending: Array<(value: T) => void> = [];
  let calls = 0;
  const fetcher = () => {
    calls++;
    return new Promise<T>((resolve) => pending.push(resolve));
  };
  return {
    fetcher,
    calls: () => calls,
    answer: (value: T) => pending.shift()?.(value),
  };
}

/** Lets promise callbacks run (mocked timers do not touch the microtask queue). */
const settle = () => new Promise<void>((r) => setImmediate(r));

describe('a loaded resource', () => {
  it('joins a load already running instead of calling again, and keeps the old data while it refreshes', async () => {
    const f = manualFetcher<string[]>();
    const pods = createResource(f.fetcher);
    const first = pods.load();
    const second = pods.load();
    assert.equal(f.calls(), 1);
    assert.equal(pods.loading.value, true);
    f.answer(['A1']);
    await Promise.all([first, second]);
    assert.deepEqual(pods.data.value, ['A1']);
    assert.equal(pods.loading.value, false);

    const refresh = pods.load();
    assert.equal(f.calls(), 2);
    assert.deepEqual(pods.data.value, ['A1'], 'the table keeps its rows while the refresh runs');
    f.answer(['A1', 'A2']);
    await refresh;
    assert.deepEqual(pods.data.value, ['A1', 'A2']);
  });

  it('drops the answer of a load that was running when the screen was left', async () => {
    const f = manualFetcher<string>();
    const lab = createResource(f.fetcher);
    const stale = lab.load();
    lab.reset();
    f.answer('old lab');
    await stale;
    assert.equal(lab.data.value, null);
    assert.equal(lab.loading.value, false);
  });
});

describe('a polled resource (the pods list fallback)', () => {
  beforeEach(() => mock.timers.enable({ apis: ['setTimeout'] }));
  afterEach(() => mock.timers.reset());

  it('loads at once, then 30 s after each load ends, never while one runs, and not after stop', async () => {
    const f = manualFetcher<number>();
    const pods = createResource(f.fetcher);
    const stop = pollResource(pods, 30_000);
    assert.equal(f.calls(), 1);

    // a slow answer: 30 s pass and more, but no second call overlaps the first
    mock.timers.tick(45_000);
    await settle();
    assert.equal(f.calls(), 1);
    f.answer(1);
    await settle();
    mock.timers.tick(29_999);
    await settle();
    assert.equal(f.calls(), 1, 'the next load waits 30 s from the end of the last');
    mock.timers.tick(1);
    await settle();
    assert.equal(f.calls(), 2);

    f.answer(2);
    await settle();
    stop();
    mock.timers.tick(60_000);
    await settle();
    assert.equal(f.calls(), 2);
    assert.equal(pods.data.value, 2);
  });
});

describe('toasts', () => {
  beforeEach(() => {
    mock.timers.enable({ apis: ['setTimeout'] });
    for (const t of toasts.value) dismissToast(t.id);
  });
  afterEach(() => mock.timers.reset());

  it('last 5 s', () => {
    assert.equal(TOAST_MS, 5_000);
    showToast('success', 'Lab saved');
    mock.timers.tick(4_999);
    assert.deepEqual(
      toasts.value.map((t) => t.head),
      ['Lab saved'],
    );
    mock.timers.tick(1);
    assert.equal(toasts.value.length, 0);
  });

  it('last 3 s while a page asks for it (client pods), and 5 s again once it is left', () => {
    const restore = overrideToastDuration(3_000);
    showToast('success', 'Lockout sent');
    mock.timers.tick(3_000);
    assert.equal(toasts.value.length, 0);
    restore();
    showToast('success', 'Lockout sent');
    mock.timers.tick(3_000);
    assert.equal(toasts.value.length, 1);
    mock.timers.tick(2_000);
    assert.equal(toasts.value.length, 0);
  });

  it('replace an identical toast rather than stacking it, and show at most three', () => {
    showToast('error', 'Something went wrong');
    showToast('error', 'Something went wrong');
    assert.equal(toasts.value.length, 1);
    for (const head of ['one', 'two', 'three']) showToast('info', head);
    assert.deepEqual(
      toasts.value.map((t) => t.head),
      ['one', 'two', 'three'],
    );
  });
});
