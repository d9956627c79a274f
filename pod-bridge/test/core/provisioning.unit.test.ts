import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { get, post } from '../../src/core/helper-call.ts';
import { keyChangeAfter } from '../../src/core/provisioning.ts';

const KEY = 'GP-AAAA-BBBB-CCCC';
const setKey = (pod_id: unknown) => post('/kiosk/set/pod_id', { pod_id });

describe('a relayed call that gives the helper a key', () => {
  describe('when the bridge has not registered yet (an undeployed station)', () => {
    it('registers now once the helper took the key', () => {
      assert.deepEqual(keyChangeAfter(setKey(KEY), true, null), { kind: 'register-now' });
      assert.deepEqual(keyChangeAfter(setKey(` ${KEY} `), true, null), { kind: 'register-now' });
    });

    it('changes nothing when the helper refused it or the key is empty (an undeploy)', () => {
      assert.deepEqual(keyChangeAfter(setKey(KEY), false, null), { kind: 'none' });
      assert.deepEqual(keyChangeAfter(setKey(''), true, null), { kind: 'none' });
      assert.deepEqual(keyChangeAfter(post('/kiosk/set/pod_id'), true, null), { kind: 'none' });
    });
  });

  describe('when the bridge is registered', () => {
    it('registers again for another key, an empty one included', () => {
      assert.deepEqual(keyChangeAfter(setKey('GP-DDDD-EEEE-FFFF'), true, KEY), { kind: 'reregister' });
      assert.deepEqual(keyChangeAfter(setKey(''), true, KEY), { kind: 'reregister' });
    });

    it('changes nothing when the key is the one it registered with (an edit tells it again)', () => {
      assert.deepEqual(keyChangeAfter(setKey(KEY), true, KEY), { kind: 'none' });
    });
  });

  it('ignores every other call', () => {
    for (const call of [
      post('/kiosk/set/pod_type', { pod_type: 'gp_solo' }),
      post('/kiosk/set/pod_disabled', { pod_disabled: 'yes' }),
      get('/kiosk/check/pod_id'),
    ])
      assert.deepEqual(keyChangeAfter(call, true, null), { kind: 'none' }, call.path);
  });
});
