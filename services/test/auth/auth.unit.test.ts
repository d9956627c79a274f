import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { SessionToAuthenticate } from '@gamepod/projections';
import { judgeSession, tokenFrom } from '../../src/auth/authenticate.ts';
import { hashToken, newToken } from '../../src/auth/tokens.ts';

const now = new Date('2026-01-01T12:00:00Z');
const row: SessionToAuthenticate = {
  token_hash: 'h',
  user_id: 'u1',
  role: 3,
  client_id: 'c1',
  pod_id: null,
  kind: 'admin',
  started_at: new Date('2026-01-01T11:00:00Z'),
  expires_at: new Date('2026-01-01T13:00:00Z'),
  ended_at: null,
  end_reason: null,
  kiosk_session_hash: null,
  stuck_reported_at: null,
  client_active: true,
};

describe('tokens', () => {
  it('are 43 base64url characters (256 bits) and never repeat', () => {
    const a = newToken();
    assert.match(a, /^[A-Za-z0-9_-]{43}$/);
    assert.notEqual(a, newToken());
  });
  it('hash to 64 hex characters, the same every time', () => {
    assert.match(hashToken('t'), /^[0-9a-f]{64}$/);
    assert.equal(hashToken('t'), hashToken('t'));
  });
});

describe('tokenFrom', () => {
  it('prefers the Bearer header', () => {
    assert.equal(
      tokenFrom({ headers: { authorization: 'Bearer aaa' }, body: { token: 'bbb' }, query: { token: 'ccc' } }),
      'aaa',
    );
  });
  it('falls back to the body, then to the query only where the route takes a token there', () => {
    const fromQuery = true;
    assert.equal(tokenFrom({ headers: {}, body: { token: 'bbb' }, query: { token: 'ccc' } }, { fromQuery }), 'bbb');
    assert.equal(tokenFrom({ headers: {}, body: undefined, query: { token: 'ccc' } }, { fromQuery }), 'ccc');
  });
  it('never reads the query string unless told to', () => {
    assert.equal(tokenFrom({ headers: {}, body: undefined, query: { token: 'ccc' } }), undefined);
  });
  it('ignores other schemes, empty and non-string tokens', () => {
    assert.equal(
      tokenFrom(
        { headers: { authorization: 'Basic dTpw' }, body: { token: 42 }, query: { token: '' } },
        { fromQuery: true },
      ),
      undefined,
    );
  });
});

describe('judgeSession', () => {
  it('gives the session of a live row', () => {
    assert.deepEqual(judgeSession(row, now), {
      user_id: 'u1',
      role: 3,
      client_id: 'c1',
      pod_id: null,
      kind: 'admin',
      token_hash: 'h',
      started_at: row.started_at,
      expires_at: row.expires_at,
    });
  });
  it('says invalid for no row and for an ended session', () => {
    assert.equal(judgeSession(undefined, now), 'invalid');
    assert.equal(judgeSession({ ...row, ended_at: now }, now), 'invalid');
  });
  it('says invalid for a live session of a user whose client is deactivated', () => {
    assert.equal(judgeSession({ ...row, client_active: false }, now), 'invalid');
  });
  it('says expired at and after expires_at', () => {
    assert.equal(judgeSession({ ...row, expires_at: now }, now), 'expired');
  });
});
