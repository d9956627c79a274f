import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { judgeAccess } from '../src/app-state/session/model/access-rules.ts';

const as = (role_id: number | undefined) => ({ token: 't', role_id });

describe('the console route guards', () => {
  it('sends a signed-out visitor to /admin/login, or to the kiosk from the common area', () => {
    assert.deepEqual(judgeAccess('admin', '/admin/labs', null), {
      kind: 'sign-in',
      to: '/admin/login',
      fullPage: false,
    });
    assert.deepEqual(judgeAccess('superadmin', '/superadmin/clients', null), {
      kind: 'sign-in',
      to: '/admin/login',
      fullPage: false,
    });
    assert.deepEqual(judgeAccess('common', '/common/users', null), { kind: 'sign-in', to: '/', fullPage: true });
  });

  it('sends a session lacking role_id to /admin/login from every area', () => {
    for (const area of ['admin', 'superadmin', 'common'] as const) {
      assert.deepEqual(judgeAccess(area, `/${area}/x`, as(undefined)), {
        kind: 'sign-in',
        to: '/admin/login',
        fullPage: false,
      });
    }
  });

  it('admits roles 3 and 5 to the admin area, 4 to the super admin area, 3 and 4 to the common area (alerts and live chat also 2)', () => {
    const allowed = (area: 'admin' | 'superadmin' | 'common', path: string) =>
      [1, 2, 3, 4, 5].filter((r) => judgeAccess(area, path, as(r)).kind !== 'denied');
    assert.deepEqual(allowed('admin', '/admin/dashboard'), [3, 5]);
    assert.deepEqual(allowed('superadmin', '/superadmin/dashboard'), [4]);
    assert.deepEqual(allowed('common', '/common/users'), [3, 4]);
    assert.deepEqual(allowed('common', '/common/alerts'), [2, 3, 4]);
    assert.deepEqual(allowed('common', '/common/alertsx'), [3, 4]);
    assert.deepEqual(allowed('common', '/common/live-chat'), [2, 3, 4]);
    assert.deepEqual(allowed('common', '/common/lab_queue/01900000-0000-7000-8000-000000000000'), [2, 3, 4]);
  });

  it('holds role 5 to the admin dashboard', () => {
    assert.deepEqual(judgeAccess('admin', '/admin/labs/deploy', as(5)), { kind: 'redirect', to: '/admin/dashboard' });
    assert.deepEqual(judgeAccess('admin', '/admin/dashboard', as(5)), { kind: 'allow' });
    assert.deepEqual(judgeAccess('admin', '/admin/labs/deploy', as(3)), { kind: 'allow' });
  });
});
