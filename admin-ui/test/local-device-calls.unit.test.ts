import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  editConcernsStation,
  isThisStation,
  podCalls,
  podDisabledCall,
} from '../src/app-state/station/model/local-device-calls.ts';

const KEY = 'GP-AAAA-BBBB-CCCC';
const OTHER = 'GP-DDDD-EEEE-FFFF';

describe("what the console tells its station's helper", () => {
  it('gives the pod id and the pod type code after a deploy or an edit', () => {
    assert.deepEqual(podCalls(KEY, 2), [
      { path: '/kiosk/set/pod_id', body: { pod_id: KEY } },
      { path: '/kiosk/set/pod_type', body: { pod_type: 'gp_duo' } },
    ]);
    assert.deepEqual(podCalls(KEY, 3)[1], { path: '/kiosk/set/pod_type', body: { pod_type: 'gp_arc' } });
  });

  it('still gives the key when the pod type is unknown', () => {
    assert.deepEqual(podCalls(KEY, 99), [{ path: '/kiosk/set/pod_id', body: { pod_id: KEY } }]);
  });

  it('says disabled yes when the lock switch turns on, no when it turns off', () => {
    assert.deepEqual(podDisabledCall(true), { path: '/kiosk/set/pod_disabled', body: { pod_disabled: 'yes' } });
    assert.deepEqual(podDisabledCall(false), { path: '/kiosk/set/pod_disabled', body: { pod_disabled: 'no' } });
  });
});

describe('which pod the station is', () => {
  it("is the pod whose key the bridge's hello names, and no pod while it has no key", () => {
    assert.equal(isThisStation({ pod_id_key: KEY }, KEY), true);
    assert.equal(isThisStation({ pod_id_key: OTHER }, KEY), false);
    assert.equal(isThisStation({ pod_id_key: null }, KEY), false);
    assert.equal(isThisStation({ pod_id_key: '' }, ''), false);
  });

  it("tells an edit to the edited pod's own station, or to one with no key yet, never to another pod's", () => {
    assert.equal(editConcernsStation({ pod_id_key: KEY }, KEY), true);
    assert.equal(editConcernsStation({ pod_id_key: null }, KEY), true);
    assert.equal(editConcernsStation({ pod_id_key: '' }, KEY), true);
    assert.equal(editConcernsStation({ pod_id_key: OTHER }, KEY), false);
  });
});
