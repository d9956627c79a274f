import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { endSession, issueSession } from '../src/auth/sessions.ts';
import { openTestServices, type TestServices } from './support/test-services.ts';

describe('a token issued while the auth read model is behind', () => {
  let s: TestServices;
  before(async () => {
    s = await openTestServices();
    await s.app.ready();
    // hold the read model back: nothing applies the sessions issued from here on
    await s.worker?.stop();
  });
  after(() => s.close());

  const issue = () =>
    issueSession(s.deps, { user_id: 'u1', role: 4, client_id: null, pod_id: null, kind: 'admin', ttlMs: 60_000 });
  const call = (token: string) =>
    s.app.inject({ method: 'GET', url: '/api/v1/user/remaining_time', headers: { authorization: `Bearer ${token}` } });

  it('works on the very next call: the guard finds the session in the log', async () => {
    const { token } = await issue();
    const res = await call(token);
    assert.notEqual(res.statusCode, 401, res.body);
  });

  it('stops working once the log says the session ended, whatever the read model holds', async () => {
    const { token, token_hash } = await issue();
    await endSession(s.deps, { token_hash, reason: 'logout' });
    const res = await call(token);
    assert.equal(res.statusCode, 401);
    assert.equal(res.json().message, 'Token is Invalid');
  });

  it('answers 401 for a token nobody issued', async () => {
    const res = await call('n'.repeat(43));
    assert.equal(res.statusCode, 401);
  });
});
