import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { UUID_PATTERN } from '@gamepod/contracts/catalogues';
import { uuidv7 } from '../src/ids.ts';

describe('uuidv7', () => {
  it('makes version-7 UUIDs', () => {
    const id = uuidv7();
    assert.match(id, new RegExp(UUID_PATTERN));
    assert.equal(id[14], '7');
    assert.ok(['8', '9', 'a', 'b'].includes(id[19] ?? ''));
  });

  it('keeps ids made in the same millisecond in creation order', () => {
    const now = Date.now();
    const ids = Array.from({ length: 5000 }, () => uuidv7(now));
    assert.deepEqual([...ids].sort(), ids);
    assert.equal(new Set(ids).size, ids.length);
  });

  it('encodes the time in its first 48 bits', () => {
    const ms = Date.UTC(2030, 0, 1);
    const id = uuidv7(ms + 10_000);
    const hex = id.replace(/-/g, '').slice(0, 12);
    assert.ok(Number.parseInt(hex, 16) >= ms);
  });
});
