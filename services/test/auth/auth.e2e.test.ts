import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Reply, WithToken } from '@gamepod/contracts/http';
import { eventually } from '@gamepod/devkit';
import { findSession } from '@gamepod/projections';
import Type from 'typebox';
import { requireAuth, requireRole, sessionOf } from '../../src/auth/guards.ts';
import { hashToken } from '../../src/auth/tokens.ts';
import { ok, withErrors } from '../../src/schemas/reply.ts';
import { endSession, issueSession } from '../../src/users/application/sessions.ts';
import { openTestServices, type TestServices } from '../support/test-services.ts';

const Who = Reply(
  Type.Object({ user_id: Type.String(), role: Type.Integer(), client_id: Type.Union([Type.String(), Type.Null()]) }),
);

describe('session auth', () => {
  let s: TestServices;
  before(async () => {
    s = await openTestServices();
    // throwaway guarded routes, registered by the test only
    s.app.post(
      '/test/whoami',
      {
        preValidation: requireAuth,
        schema: { body: Type.Object({ ...WithToken }), response: withErrors({ 200: Who }) },
      },
      async (req) => {
        const { user_id, role, client_id } = sessionOf(req);
        return ok({ user_id, role, client_id });
      },
    );
    s.app.get(
      '/test/image',
      {
        preValidation: requireAuth,
        config: { tokenInQuery: true },
        schema: { querystring: Type.Object({ ...WithToken }), response: withErrors({ 200: Who }) },
      },
      async (req) => {
        const { user_id, role, client_id } = sessionOf(req);
        return ok({ user_id, role, client_id });
      },
    );
    s.app.get(
      '/test/admin-only',
      {
        preValidation: requireRole(3, 4),
        schema: { querystring: Type.Object({ ...WithToken }), response: withErrors({ 200: Who }) },
      },
      async (req) => {
        const { user_id, role, client_id } = sessionOf(req);
        return ok({ user_id, role, client_id });
      },
    );
    await s.app.ready();
  });
  after(() => s.close());

  const issue = (role: number, ttlMs = 60_000) =>
    issueSession(s.deps, { user_id: `u-${role}`, role, client_id: 'c1', pod_id: null, kind: 'web', ttlMs });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('issues an opaque 256-bit token that authenticates the very next request', async () => {
    const { token } = await issue(1);
    assert.match(token, /^[A-Za-z0-9_-]{43}$/);
    const res = await s.app.inject({ method: 'POST', url: '/test/whoami', headers: bearer(token), payload: {} });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { status: true, message: 'ok', data: { user_id: 'u-1', role: 1, client_id: 'c1' } });
  });

  it('rejects a request without a token: 401 Token is Invalid, before looking at the body', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/test/whoami', payload: { token: 42 } });
    assert.equal(res.statusCode, 401);
    assert.deepEqual(res.json(), { status: false, message: 'Token is Invalid', data: { code: 'unauthorized' } });
  });

  it('rejects an unknown token: 401 Token is Invalid', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/test/whoami',
      headers: bearer('x'.repeat(43)),
      payload: {},
    });
    assert.equal(res.statusCode, 401);
    assert.equal(res.json().message, 'Token is Invalid');
  });

  it('rejects an expired session: 401 Token is Expired', async () => {
    const { token } = await issue(1, 1);
    const issued = Date.now();
    await eventually('the 1 ms session past its expiry', () => Date.now() > issued + 1, { intervalMs: 1 });
    const res = await s.app.inject({ method: 'POST', url: '/test/whoami', headers: bearer(token), payload: {} });
    assert.equal(res.statusCode, 401);
    assert.deepEqual(res.json(), { status: false, message: 'Token is Expired', data: { code: 'unauthorized' } });
  });

  it('accepts the token in the body, as the kiosk calls send it', async () => {
    const { token } = await issue(2);
    const res = await s.app.inject({ method: 'POST', url: '/test/whoami', payload: { token } });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().data.user_id, 'u-2');
  });

  it('ignores a token in the query string where the route does not take one there: 401', async () => {
    const { token } = await issue(3);
    const res = await s.app.inject({ method: 'GET', url: `/test/admin-only?token=${token}` });
    assert.equal(res.statusCode, 401);
    assert.equal(res.json().message, 'Token is Invalid');
  });

  it('accepts the token in the query string where the route takes one there (an <img>, a WebSocket)', async () => {
    const { token } = await issue(3);
    const res = await s.app.inject({ method: 'GET', url: `/test/image?token=${token}` });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().data.role, 3);
  });

  describe('when the route needs roles 3 or 4', () => {
    it('forbids a player: 403', async () => {
      const { token } = await issue(1);
      const res = await s.app.inject({ method: 'GET', url: '/test/admin-only', headers: bearer(token) });
      assert.equal(res.statusCode, 403);
      assert.deepEqual(res.json(), {
        status: false,
        message: "You don't have permissions to access this area",
        data: { code: 'forbidden' },
      });
    });
    it('still answers 401, not 403, without a token', async () => {
      const res = await s.app.inject({ method: 'GET', url: '/test/admin-only' });
      assert.equal(res.statusCode, 401);
    });
    it('lets a super admin in', async () => {
      const { token } = await issue(4);
      const res = await s.app.inject({ method: 'GET', url: '/test/admin-only', headers: bearer(token) });
      assert.equal(res.statusCode, 200);
    });
  });

  describe('when the session is ended', () => {
    it('rejects its token afterwards with 401 Token is Invalid', async () => {
      const { token, token_hash } = await issue(1);
      assert.equal(
        (await s.app.inject({ method: 'POST', url: '/test/whoami', headers: bearer(token), payload: {} })).statusCode,
        200,
      );
      await endSession(s.deps, { token_hash, reason: 'logout' });
      const res = await s.app.inject({ method: 'POST', url: '/test/whoami', headers: bearer(token), payload: {} });
      assert.equal(res.statusCode, 401);
      assert.equal(res.json().message, 'Token is Invalid');
    });
    it('ending it twice writes nothing more', async () => {
      const { token_hash } = await issue(1);
      const first = await endSession(s.deps, { token_hash, reason: 'logout' });
      const second = await endSession(s.deps, { token_hash, reason: 'logout' });
      assert.equal(second.seq, first.seq);
      const { events } = await s.deps.store.read('session', token_hash);
      assert.deepEqual(
        events.map((e) => e.type),
        ['SessionStarted', 'SessionEnded'],
      );
    });
    it('refuses to end a session that was never issued', async () => {
      await assert.rejects(endSession(s.deps, { token_hash: hashToken('never issued'), reason: 'logout' }), {
        status: 401,
      });
    });
  });

  it('keeps only the token hash: not in the log, not in the read model', async () => {
    const { token, token_hash } = await issue(3);
    assert.equal(token_hash, hashToken(token));
    const { events } = await s.deps.store.read('session', token_hash);
    assert.equal(events.length, 1);
    assert.equal(events[0]?.aggregate_id, token_hash);
    assert.equal(events[0]?.subject, `${s.env.names.prefix}.evt.session.${token_hash}`);
    assert.ok(!JSON.stringify(events).includes(token), 'the log holds no clear token');
    const row = await findSession(s.deps.db, token_hash);
    assert.ok(row);
    assert.ok(!JSON.stringify(row).includes(token), 'the read model holds no clear token');
  });

  it('rejects a ttl that is not a positive whole number', async () => {
    await assert.rejects(issue(1, 0), { status: 400 });
  });
});
