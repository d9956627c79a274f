import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Wakeup } from '../../src/wakeup.ts';

const never = new AbortController().signal;

describe('a retry pause', () => {
  it('runs its time out when nothing wakes it', async () => {
    const started = Date.now();
    assert.equal(await new Wakeup().sleep(30, never), 'elapsed');
    assert.ok(Date.now() - started >= 25);
  });

  it('ends at once when woken', async () => {
    const wakeup = new Wakeup();
    const started = Date.now();
    const pause = wakeup.sleep(60_000, never);
    wakeup.wake();
    assert.equal(await pause, 'woken');
    assert.ok(Date.now() - started < 1_000);
  });

  it('keeps a wake that came while nobody slept for the next pause, once', async () => {
    const wakeup = new Wakeup();
    wakeup.wake();
    assert.equal(await wakeup.sleep(60_000, never), 'woken');
    assert.equal(await wakeup.sleep(20, never), 'elapsed');
  });

  it('ends when the bridge stops', async () => {
    const stop = new AbortController();
    const pause = new Wakeup().sleep(60_000, stop.signal);
    stop.abort();
    assert.equal(await pause, 'elapsed');
    assert.equal(await new Wakeup().sleep(60_000, stop.signal), 'elapsed');
  });
});
