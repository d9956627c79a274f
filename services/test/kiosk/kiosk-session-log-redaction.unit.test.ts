import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { redactUrl } from '../../src/http/logger.ts';

describe("the request log and a kiosk page's session key", () => {
  it('hides session_id_key in a URL as it hides token', () => {
    assert.equal(redactUrl('/api/v1/ws?session_id_key=abc'), '/api/v1/ws?session_id_key=[redacted]');
    assert.equal(
      redactUrl('/api/v1/kiosk/check/ready?x=1&session_id_key=abc&token=t'),
      '/api/v1/kiosk/check/ready?x=1&session_id_key=[redacted]&token=[redacted]',
    );
  });
});
