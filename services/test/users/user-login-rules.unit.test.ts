import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConflictError, ForbiddenError } from '@gamepod/events';
import {
  judgeLogin,
  type LoginAccount,
  type LoginPod,
  type PodConsoles,
  podIsUpdating,
  roleName,
} from '../../src/users/domain/login-rules.ts';

const pod: LoginPod = { client_id: 'c1', pro: false, updating: false };
const account = (over: Partial<LoginAccount> = {}): LoginAccount => ({
  role: 1,
  client_id: 'c1',
  is_active: true,
  pro: false,
  ...over,
});
const outcome = (a: LoginAccount, target: Parameters<typeof judgeLogin>[1], clientActive = true): string => {
  try {
    judgeLogin(a, target, clientActive);
    return 'ok';
  } catch (err) {
    return err instanceof ForbiddenError || err instanceof ConflictError ? err.message : String(err);
  }
};

describe('the login rules', () => {
  it('names the roles as the contract does', () => {
    assert.deepEqual([1, 2, 3, 4, 5].map(roleName), ['player', 'facilitator', 'admin', 'superadmin', 'restricted']);
  });

  describe('when signing in only to queue', () => {
    const queue = { form: 'queue', client_id: 'c1' } as const;
    it("lets the lab's client's players in, and no other role", () => {
      assert.equal(outcome(account(), queue), 'ok');
      for (const role of [2, 3, 5]) assert.equal(outcome(account({ role }), queue), 'notauthorized');
      assert.equal(outcome(account({ role: 4, client_id: null }), queue), 'notauthorized');
    });
    it("refuses another client's player, a deactivated account and a deactivated client", () => {
      assert.equal(outcome(account({ client_id: 'c2' }), queue), 'notregistered');
      assert.equal(outcome(account({ is_active: false }), queue), 'notauthorized');
      assert.equal(outcome(account(), queue, false), 'notauthorized');
    });
  });

  describe('on the pod’s own form', () => {
    it('lets every role of the pod’s client in, and a super admin on any client’s pod', () => {
      for (const role of [1, 2, 3, 5]) assert.equal(outcome(account({ role }), { form: 'pod', pod }), 'ok');
      assert.equal(outcome(account({ role: 4, client_id: null }), { form: 'pod', pod }), 'ok');
    });
    it('checks in the contract’s order: deactivated before another client before notpro before updating', () => {
      const worst = { form: 'pod' as const, pod: { client_id: 'c2', pro: true, updating: true } };
      assert.equal(outcome(account({ is_active: false }), worst), 'notauthorized');
      assert.equal(outcome(account(), worst), 'notregistered');
      assert.equal(outcome(account(), { form: 'pod', pod: { ...pod, pro: true, updating: true } }), 'notpro');
      assert.equal(
        outcome(account({ pro: true }), { form: 'pod', pod: { ...pod, pro: true, updating: true } }),
        'updating',
      );
    });
    it('holds back players and facilitators on an updating pod, not admins', () => {
      const updating = { form: 'pod' as const, pod: { ...pod, updating: true } };
      assert.deepEqual(
        [1, 2, 3, 5].map((role) => outcome(account({ role }), updating)),
        ['updating', 'updating', 'ok', 'ok'],
      );
    });
    it('asks only players to be pro', () => {
      const proPod = { form: 'pod' as const, pod: { ...pod, pro: true } };
      assert.deepEqual(
        [1, 2, 3].map((role) => outcome(account({ role }), proPod)),
        ['notpro', 'ok', 'ok'],
      );
    });
  });

  describe('on the lock-icon admin form', () => {
    it('takes client admins of the pod’s client and super admins only', () => {
      const target = { form: 'pod_admin' as const, pod };
      assert.deepEqual(
        [1, 2, 5].map((role) => outcome(account({ role }), target)),
        ['notauthorized', 'notauthorized', 'notauthorized'],
      );
      assert.equal(outcome(account({ role: 3 }), target), 'ok');
      assert.equal(outcome(account({ role: 3, client_id: 'c2' }), target), 'notregistered');
      assert.equal(outcome(account({ role: 4, client_id: null }), target), 'ok');
    });
  });

  describe('on the admin console', () => {
    it('takes roles 3 and 4 and tells everyone else they lack permission', () => {
      const target = { form: 'console' as const };
      assert.equal(outcome(account({ role: 3 }), target), 'ok');
      assert.equal(outcome(account({ role: 4, client_id: null }), target), 'ok');
      for (const role of [1, 2, 5]) {
        assert.equal(outcome(account({ role }), target), "You don't have permissions to access this area");
      }
      assert.equal(outcome(account({ role: 3, is_active: false }), target), 'notauthorized');
    });
  });

  describe('when the account’s client is deactivated', () => {
    it('refuses every role of that client on every form with notauthorized, before another client', () => {
      const forms = [
        { form: 'pod' as const, pod },
        { form: 'pod' as const, pod: { client_id: 'c2', pro: true, updating: true } },
        { form: 'pod_admin' as const, pod },
        { form: 'console' as const },
      ];
      for (const target of forms) {
        for (const role of [1, 2, 3, 5]) assert.equal(outcome(account({ role }), target, false), 'notauthorized');
      }
    });
  });
});

describe('whether a pod is updating', () => {
  const consoles = (over: Partial<PodConsoles> = {}): PodConsoles => ({
    xd1: 'xb',
    xd2: 'ps',
    xb_disabled: false,
    ps_disabled: false,
    sw_disabled: false,
    pc_disabled: false,
    pod_disabled: false,
    ...over,
  });
  it('is not when the pod never reported, or one console can be played', () => {
    assert.equal(podIsUpdating(null), false);
    assert.equal(podIsUpdating(consoles()), false);
    assert.equal(podIsUpdating(consoles({ xd2: 'na' })), false);
    assert.equal(podIsUpdating(consoles({ xb_disabled: true })), false);
  });
  it('is when pod_disabled is set, both consoles are na, both are disabled, or one is na and the other disabled', () => {
    assert.equal(podIsUpdating(consoles({ pod_disabled: true })), true);
    assert.equal(podIsUpdating(consoles({ xd1: 'na', xd2: 'na' })), true);
    assert.equal(podIsUpdating(consoles({ xb_disabled: true, ps_disabled: true })), true);
    assert.equal(podIsUpdating(consoles({ xd1: 'na', ps_disabled: true })), true);
  });
});
