import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatDuration, formatRate, ProgressReporter, percentDone, progressText } from '../src/progress-bar.ts';

const ESC = '\u001b';

/** A fake stderr and a clock the test moves by hand. */
function fakeOut(isTTY: boolean) {
  const chunks: string[] = [];
  let now = 0;
  return {
    out: { isTTY, write: (c: string) => chunks.push(c) },
    chunks,
    clock: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('progress text', () => {
  it('shows the bar, percent, position/target and rate', () => {
    assert.equal(
      progressText({ label: 'audit_log', done: 500, total: 2000, elapsedMs: 250, unit: 'commits' }),
      'audit_log [######------------------]  25.0%  500/2,000  2,000 commits/s',
    );
  });

  it('computes the rate from the count when it differs from the position', () => {
    assert.match(
      progressText({ label: 'x', done: 900, total: 1000, count: 10, elapsedMs: 1000, unit: 'commits' }),
      /10 commits\/s$/,
    );
  });

  it('never shows 100% before the end, and shows 100% for an empty target', () => {
    assert.equal(percentDone(1999, 2000), 99.9);
    assert.equal(percentDone(2000, 2000), 100);
    assert.equal(percentDone(0, 0), 100);
    assert.match(progressText({ label: 'x', done: 0, total: 0, elapsedMs: 0, unit: 'commits' }), / 100% {2}0\/0 /);
  });

  it('adds the time left at the rate so far until the end, when asked', () => {
    const at = (done: number) =>
      progressText({ label: 'x', done, total: 1000, elapsedMs: 10_000, unit: 'commits', timeLeft: true });
    assert.match(at(250), / 25 commits\/s {2}30\.00 s left$/);
    assert.match(at(100), /1 min 30 s left$/);
    assert.doesNotMatch(at(1000), /left/);
    assert.doesNotMatch(at(0), /left/);
    assert.doesNotMatch(
      progressText({ label: 'x', done: 250, total: 1000, elapsedMs: 10_000, unit: 'commits' }),
      /left/,
    );
  });

  it('formats durations and rates for people', () => {
    assert.equal(formatDuration(850), '850 ms');
    assert.equal(formatDuration(1_250), '1.25 s');
    assert.equal(formatDuration(187_000), '3 min 7 s');
    assert.equal(formatRate(12_345, 1_000, 'commits'), '12,345 commits/s');
    assert.equal(formatRate(5, 0, 'messages'), '5,000 messages/s');
  });
});

describe('the progress reporter', () => {
  it('off a terminal, prints a line at each 10% step and a final 100% line once', () => {
    const f = fakeOut(false);
    const p = new ProgressReporter(f.out, { label: 'x', unit: 'commits', now: f.clock });
    for (let done = 1; done <= 1000; done++) {
      f.advance(1);
      p.update(done, 1000);
    }
    p.finish(1000, 1000);
    assert.equal(f.chunks.length, 11, f.chunks.join(''));
    assert.ok(f.chunks.every((c) => c.endsWith('\n') && !c.includes('\r')));
    assert.match(f.chunks.at(-1) ?? '', / 100% {2}1,000\/1,000 /);
  });

  it('off a terminal, also prints every 2 s while a step takes long', () => {
    const f = fakeOut(false);
    const p = new ProgressReporter(f.out, { label: 'x', unit: 'commits', now: f.clock });
    p.update(1, 1000);
    f.advance(1_000);
    p.update(2, 1000);
    f.advance(1_000);
    p.update(3, 1000);
    assert.equal(f.chunks.length, 2);
  });

  it('on a terminal, draws a cli-progress bar redrawn in place and ends its line once', async () => {
    const f = fakeOut(true);
    const p = new ProgressReporter(f.out, { label: 'x', unit: 'commits', now: f.clock, redrawMs: 20 });
    p.update(10, 100);
    f.advance(200);
    await new Promise((r) => setTimeout(r, 60));
    p.update(30, 100);
    await new Promise((r) => setTimeout(r, 60));
    p.finish(100, 100);
    const drawn = f.chunks.join('');
    assert.equal(drawn.split('\n').length, 2, 'one line, ended once');
    assert.ok(drawn.endsWith('\n'));
    // each redraw goes back to the line's start (CSI G) instead of writing a new line
    const frames = drawn
      .split('\x1b[1G')
      .map((c) => c.replace(new RegExp(`${ESC}(\\[[0-9;?]*[A-Za-z]|[78])`, 'g'), ''))
      .filter((c) => c.startsWith('x ['));
    assert.ok(frames.length >= 2, JSON.stringify(f.chunks));
    assert.match(frames[0] ?? '', /^x \[##----------------------\] {2}10\.0%/);
    assert.match(frames.at(-1) ?? '', /^x \[#{24}\] {3}100% {2}100\/100 /);
    // after finish nothing draws again
    const before = f.chunks.length;
    await new Promise((r) => setTimeout(r, 60));
    assert.equal(f.chunks.length, before);
  });

  it('off a terminal, writes no cursor or escape codes', () => {
    const f = fakeOut(false);
    const p = new ProgressReporter(f.out, { label: 'x', unit: 'commits', now: f.clock });
    for (let done = 0; done <= 100; done += 5) {
      f.advance(500);
      p.update(done, 100);
    }
    p.finish(100, 100);
    assert.ok(f.chunks.length > 0);
    assert.ok(
      f.chunks.every((c) => !c.includes(ESC) && !c.includes('\r')),
      JSON.stringify(f.chunks),
    );
  });
});
