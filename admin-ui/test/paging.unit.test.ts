import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pagerOf, pageStatus, pageWindow } from '../src/lib/paging.ts';

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

  it("gives a paged reply's pager, and none before the list loads or while it is empty", () => {
    const goTo = (_page: number) => undefined;
    assert.equal(pagerOf(null, goTo), null);
    assert.equal(
      pagerOf({ current_page: 1, last_page: 1, total_rows: 0, status_text: 'Showing 0 entries' }, goTo),
      null,
    );
    assert.deepEqual(
      pagerOf({ current_page: 2, last_page: 5, total_rows: 42, status_text: 'Showing 11 to 20 of 42 entries' }, goTo),
      { page: 2, lastPage: 5, status: 'Showing 11 to 20 of 42 entries', onPage: goTo },
    );
  });

  it('works out what a reply leaves out from the page asked for and the page size', () => {
    const goTo = (_page: number) => undefined;
    assert.deepEqual(pagerOf({ current_page: 1, last_page: 3, total_rows: 25 }, goTo, { page: 3, pageSize: 10 }), {
      page: 3,
      lastPage: 3,
      status: 'Showing 21 to 25 of 25 entries',
      onPage: goTo,
    });
    assert.deepEqual(
      pagerOf({ current_page: 2, total_rows: 25, status_text: 'Showing 11 to 20 of 25 entries' }, goTo, {
        pageSize: 10,
      }),
      {
        page: 2,
        lastPage: 3,
        status: 'Showing 11 to 20 of 25 entries',
        onPage: goTo,
      },
    );
  });
});
