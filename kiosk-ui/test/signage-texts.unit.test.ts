import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lineSummary } from '../src/features/signage/model/signage-texts.ts';

describe("the signage footer's count", () => {
  it('counts those waiting when nobody is up', () => {
    assert.equal(lineSummary(0, 0), '0 people waiting');
    assert.equal(lineSummary(0, 1), '1 person waiting');
    assert.equal(lineSummary(0, 4), '4 people waiting');
  });

  it('names those up before those still waiting, so a board with someone up never reads as empty', () => {
    assert.equal(lineSummary(1, 0), '1 up · nobody else waiting');
    assert.equal(lineSummary(2, 1), '2 up · 1 person waiting');
    assert.equal(lineSummary(1, 5), '1 up · 5 people waiting');
  });
});
