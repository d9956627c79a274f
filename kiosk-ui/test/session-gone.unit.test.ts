import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isSessionGone } from '../src/api/session-gone.ts';

describe('a player call refused because the session is gone', () => {
  it("is each of the spec's token and session texts, as a 401 or 400", () => {
    for (const message of [
      'Token is Expired',
      'Token is Invalid',
      'Session Id invalid!',
      'Session ID error--reloading app.',
      'Session ID expired! Please reload the app.',
      'Session Id empty! Please reload the app.',
    ]) {
      assert.equal(isSessionGone(401, message), true, message);
      assert.equal(isSessionGone(400, message), true, message);
    }
  });

  it('is not another refusal, nor those texts on a server error', () => {
    assert.equal(isSessionGone(401, 'invalid'), false);
    assert.equal(isSessionGone(403, 'Session Id invalid!'), false);
    assert.equal(isSessionGone(500, 'Token is Expired'), false);
  });
});
