import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ForbiddenError } from '@gamepod/events';
import type { SessionInfo } from '../../src/auth/authenticate.ts';
import { assertClientAccess, tenantScope } from '../../src/auth/tenant.ts';

const session = (role: number, client_id: string | null): SessionInfo => ({
  user_id: 'u',
  role,
  client_id,
  pod_id: null,
  kind: 'admin',
  started_at: new Date(0),
  token_hash: 'h',
  expires_at: new Date(Date.now() + 60_000),
});

describe('tenant scope', () => {
  it('gives a super admin every client, or the one they ask for', () => {
    assert.deepEqual(tenantScope(session(4, null)), { kind: 'all' });
    assert.deepEqual(tenantScope(session(4, null), 'c2'), { kind: 'client', clientId: 'c2' });
  });

  it('holds a client admin to their own client whatever they ask for', () => {
    assert.deepEqual(tenantScope(session(3, 'c1'), 'c2'), { kind: 'client', clientId: 'c1' });
  });

  it('refuses a non-super-admin session that has no client', () => {
    assert.throws(() => tenantScope(session(3, null)), ForbiddenError);
  });
});

describe('client access', () => {
  it('lets a super admin act on any client and a client admin only on their own', () => {
    assert.doesNotThrow(() => assertClientAccess(session(4, null), 'c9'));
    assert.doesNotThrow(() => assertClientAccess(session(3, 'c1'), 'c1'));
    assert.throws(() => assertClientAccess(session(3, 'c1'), 'c2'), ForbiddenError);
    assert.throws(() => assertClientAccess(session(5, null), 'c1'), ForbiddenError);
  });
});
