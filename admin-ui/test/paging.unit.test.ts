import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pageStatus, pageWindow } from '../src/lib/paging.ts';

describe('paged lists', () => {
  it('shows at most 3 page links around the current page, inside the first and last', () => {
    assert.deepEqual(pageWindow(1, 1), [1]);
    assert.deepEqual(pageWindow(1, 2), [1, 2]);
    assert.deepEqual(pageWindow(1, 9), [1, 2, 3]);
    assert.deepEqual(pageWindow(5, 9), [4, 5, 6]);
    assert.deepEqual(pageWindow(9, 9), [7, 8, 9]);
    assert.deepEqual(pageWindow(1, 0), [1]);
  });

  it('says which rows show', () => {
    assert.equal(pageStatus(2, 10, 42), 'Showing 11 to 20 of 42 entries');
    assert.equal(pageStatus(5, 10, 42), 'Showing 41 to 42 of 42 entries');
    assert.equal(pageStatus(1, 10, 0), 'Showing 0 entries');
  });
});
