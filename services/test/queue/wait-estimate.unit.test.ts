import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { waitEstimate } from '../../src/queue/domain/wait-estimate.ts';

describe('the wait estimate', () => {
  it('gives the n-th waiting the n-th pod to free, soonest first', () => {
    assert.equal(waitEstimate(1, [20, 5], null), 5);
    assert.equal(waitEstimate(2, [20, 5], null), 20);
  });
  it("adds a session length per round once every pod has freed: the lab's limit while people wait, else an hour", () => {
    assert.equal(waitEstimate(3, [20, 5], 30), 35);
    assert.equal(waitEstimate(4, [20, 5], null), 80);
  });
  it('rounds partial minutes up, counts overdue sessions as freeing now, and has none for a lab with no busy pod', () => {
    assert.equal(waitEstimate(1, [0.2], null), 1);
    assert.equal(waitEstimate(1, [-3], null), 0);
    assert.equal(waitEstimate(1, [], 60), null);
  });
});
