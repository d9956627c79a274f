import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createPendingDelete } from '../src/lib/pending-delete.ts';

/** A delete the test finishes by hand, counting its calls. */
function manualRemove() {
  const calls: string[] = [];
  let finish: (ok: boolean) => void = () => {};
  const remove = (row: string) => {
    calls.push(row);
    return new Promise<void>((resolve, reject) => {
      finish = (ok) => (ok ? resolve() : reject(new Error('refused')));
    });
  };
  return { remove, calls, finish: (ok: boolean) => finish(ok) };
}

describe("a console table's delete behind its confirmation", () => {
  it('asks about a row, deletes it once on Yes, and closes the question when done', async () => {
    const r = manualRemove();
    const del = createPendingDelete(r.remove);
    del.ask('backup-1');
    assert.equal(del.pending.value, 'backup-1');
    const first = del.confirm();
    const second = del.confirm();
    assert.equal(del.busy.value, true);
    r.finish(true);
    await Promise.all([first, second]);
    assert.deepEqual(r.calls, ['backup-1']);
    assert.equal(del.pending.value, null);
    assert.equal(del.busy.value, false);
  });

  it('keeps the question while the delete runs: No and another row wait', async () => {
    const r = manualRemove();
    const del = createPendingDelete(r.remove);
    del.ask('offer-1');
    const running = del.confirm();
    del.cancel();
    del.ask('offer-2');
    assert.equal(del.pending.value, 'offer-1');
    r.finish(true);
    await running;
    del.cancel();
    assert.equal(del.pending.value, null);
  });

  it('closes the question after a refusal, which the API client already showed', async () => {
    const r = manualRemove();
    const del = createPendingDelete(r.remove);
    del.ask('domain-1');
    const running = del.confirm();
    r.finish(false);
    await running;
    assert.equal(del.pending.value, null);
    assert.equal(del.busy.value, false);
  });

  it('does nothing on Yes when nothing was asked', async () => {
    const r = manualRemove();
    const del = createPendingDelete(r.remove);
    await del.confirm();
    assert.deepEqual(r.calls, []);
  });
});
