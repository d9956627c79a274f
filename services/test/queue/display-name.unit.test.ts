import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { displayName } from '../../src/queue/application/queue-service.ts';

describe('what the signage and the line show of a player', () => {
  it('is the first name and the last initial', () => {
    assert.equal(displayName({ first_name: 'Ada', last_name: 'lovelace' }), 'Ada L.');
    assert.equal(displayName({ first_name: 'Mary Ann', last_name: 'Evans' }), 'Mary Ann E.');
    assert.equal(displayName({ first_name: 'Pat', last_name: null }), 'Pat');
  });

  it('never shows a whole name kept as the first name (an account made on Create User)', () => {
    assert.equal(displayName({ first_name: 'Cy Young', last_name: null }), 'Cy Y.');
    assert.equal(displayName({ first_name: '  Bo  Van   Diddley ', last_name: '' }), 'Bo D.');
  });
});
