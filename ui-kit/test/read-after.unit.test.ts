import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { READ_AFTER_HEADER } from '@gamepod/contracts/http';
import { noteLogSequence, readAfterHeaders } from '../src/lib/read-after.ts';

describe("the tab's read-your-writes token", () => {
  it('sends nothing before a reply named a log sequence, then the highest one named', () => {
    assert.deepEqual(readAfterHeaders(), {});
    noteLogSequence('41');
    assert.deepEqual(readAfterHeaders(), { [READ_AFTER_HEADER]: '41' });
    noteLogSequence('57');
    noteLogSequence('12');
    assert.deepEqual(readAfterHeaders(), { [READ_AFTER_HEADER]: '57' }, 'an older reply does not lower it');
  });

  it('ignores a header that holds no log sequence', () => {
    for (const junk of [null, '', 'abc', '0', '-3', '99.5', '1e20', '9'.repeat(16)]) noteLogSequence(junk);
    assert.deepEqual(readAfterHeaders(), { [READ_AFTER_HEADER]: '57' });
  });
});
