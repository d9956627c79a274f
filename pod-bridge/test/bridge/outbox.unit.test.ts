import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Outbox, type PendingCommit } from '../../src/outbox.ts';

const commit = (n: number, observed: boolean): PendingCommit => ({
  msgId: `m${n}`,
  events: [{ type: observed ? 'PodActivityChanged' : 'PodCommandCompleted', data: {} }],
  context: {},
  occurredAt: new Date(0),
  observed,
});

describe('the outbox', () => {
  describe('when telemetry piles up beyond its bound', () => {
    it('drops the oldest and counts the drops', () => {
      const outbox = new Outbox({ maxTelemetry: 3 });
      for (let n = 0; n < 5; n++) outbox.pushTelemetry({ msgId: `t${n}`, kind: 'heartbeat', body: { n } });
      assert.equal(outbox.buffered, 3);
      assert.equal(outbox.droppedTelemetry, 2);
      assert.equal(outbox.nextTelemetry()?.msgId, 't2');
    });
  });

  describe('when commits pile up beyond their bound', () => {
    it('drops the oldest observed fact first and keeps command outcomes, with a warning', () => {
      const warnings: string[] = [];
      const outbox = new Outbox({ maxEvents: 3, warn: (m) => warnings.push(m) });
      outbox.pushCommit(commit(0, false));
      outbox.pushCommit(commit(1, true));
      outbox.pushCommit(commit(2, false));
      outbox.pushCommit(commit(3, true));
      assert.equal(outbox.droppedCommits, 1);
      assert.equal(warnings.length, 1);
      assert.match(warnings[0] ?? '', /PodActivityChanged/);
      const kept: string[] = [];
      for (let c = outbox.nextCommit(); c; c = outbox.nextCommit()) {
        kept.push(c.msgId);
        outbox.done(c);
      }
      assert.deepEqual(kept, ['m0', 'm2', 'm3']);
    });
  });

  describe('when an item is acked', () => {
    it('keeps the rest in order and wakes a waiting publisher when something new arrives', async () => {
      const outbox = new Outbox();
      const woken = outbox.whenNotEmpty();
      outbox.pushCommit(commit(1, true));
      await woken;
      const head = outbox.nextCommit();
      assert.ok(head);
      outbox.done(head);
      assert.equal(outbox.buffered, 0);
    });
  });
});
