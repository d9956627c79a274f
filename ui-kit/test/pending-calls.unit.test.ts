import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { noAnswer, PendingCalls, replyOf } from '../src/lib/pending-calls.ts';

const OK = { ok: true, status: 200, message: 'ok', data: { volume: 20 } };

describe('the calls a page awaits on its bridge', () => {
  it('gives each call its own id under the prefix, and each its own reply', async () => {
    const calls = new PendingCalls('k');
    const first = calls.open(5_000, 'bridge timeout');
    const second = calls.open(5_000, 'bridge timeout');
    assert.deepEqual([first.id, second.id], ['k1', 'k2']);
    calls.settle(second.id, noAnswer('refused'));
    calls.settle(first.id, OK);
    assert.deepEqual(await first.reply, OK);
    assert.deepEqual(await second.reply, noAnswer('refused'));
  });

  it('ends a call once: a late reply after its time ran out changes nothing', async () => {
    const calls = new PendingCalls('a');
    const { id, reply } = calls.open(1, 'no reply to /kiosk/set/pod_id within 1 ms');
    assert.deepEqual(await reply, {
      ok: false,
      status: 0,
      message: 'no reply to /kiosk/set/pod_id within 1 ms',
      data: {},
    });
    calls.settle(id, OK);
    assert.deepEqual(await reply, noAnswer('no reply to /kiosk/set/pod_id within 1 ms'));
  });

  it('ends every open call when the connection drops', async () => {
    const calls = new PendingCalls('k');
    const open = [calls.open(5_000, 't'), calls.open(5_000, 't')];
    calls.settleAll(noAnswer('bridge closed'));
    assert.deepEqual(await Promise.all(open.map((c) => c.reply)), [
      noAnswer('bridge closed'),
      noAnswer('bridge closed'),
    ]);
  });

  it("fills in what an older bridge's reply leaves out", () => {
    const sparse = { op: 'reply', id: 'k1', ok: true, status: 200 } as unknown as Parameters<typeof replyOf>[0];
    assert.deepEqual(replyOf(sparse), { ok: true, status: 200, message: '', data: {} });
  });
});
