import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SOURCE_DOWN_MESSAGE, sourceLoginError } from '../../src/sign-in-sources/domain/source-refusal.ts';

describe("a source's refusal as a login error", () => {
  it('answers an unknown card and a wrong PIN alike: 401 invalid, no reason, so cards cannot be told apart', () => {
    const unknown = sourceLoginError({ kind: 'refused', reason: 'unknown_person', detail: 'BL N' });
    const wrong = sourceLoginError({ kind: 'refused', reason: 'bad_credentials', detail: 'CQ N' });
    for (const e of [unknown, wrong]) {
      assert.deepEqual([e.status, e.message, e.data], [401, 'invalid', { msg_key: 'login-invalid-error-message' }]);
    }
  });

  it('answers a block, an expired card, fines and a group rule with 403 notauthorized, the reason and a sentence', () => {
    for (const reason of ['blocked', 'expired', 'fines', 'not_allowed'] as const) {
      const e = sourceLoginError({ kind: 'refused', reason, detail: 'from the ILS' });
      assert.deepEqual(
        [e.status, e.message, e.data.msg_key, e.data.reason],
        [403, 'notauthorized', 'login-notauthorized-error-message', reason],
      );
      assert.match(String(e.data.reason_text), /\.$/);
      assert.equal(JSON.stringify(e.data).includes('from the ILS'), false, "the source's own words stay in the audit");
    }
  });

  it("answers an outage with 503 and the catalogue's try-again text", () => {
    const e = sourceLoginError({ kind: 'down', detail: 'the ILS did not answer within 5000 ms' });
    assert.deepEqual([e.status, e.message, e.data], [503, SOURCE_DOWN_MESSAGE, { reason: 'source_down' }]);
  });
});
