import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { KIOSK_CALLS } from '@gamepod/contracts/bridge-socket';
import { parseKioskCall } from '../../src/core/kiosk-call.ts';
import { observe } from '../../src/core/observe.ts';
import { UNKNOWN_STATION } from '../../src/core/station-view.ts';

describe("a kiosk page's helper call", () => {
  it('relays an allow-listed POST with its body and a GET without one', () => {
    assert.deepEqual(
      parseKioskCall({ op: 'call', id: 'a', method: 'POST', path: '/kiosk/set/vol_change', body: { volume: 10 } }),
      { id: 'a', call: { method: 'POST', path: '/kiosk/set/vol_change', body: { volume: 10 } } },
    );
    assert.deepEqual(parseKioskCall({ op: 'call', id: 'b', method: 'GET', path: '/kiosk/check/mac_address' }), {
      id: 'b',
      call: { method: 'GET', path: '/kiosk/check/mac_address' },
    });
  });

  it('refuses what a page must not do, naming why and keeping the id to answer', () => {
    const cases: Array<[unknown, string | null, RegExp]> = [
      [{ op: 'call', id: 'r', method: 'POST', path: '/kiosk/set/reboot' }, 'r', /not allowed/],
      [{ op: 'call', id: 'r', method: 'POST', path: '/kiosk/set/reset' }, 'r', /not allowed/],
      [{ op: 'call', id: 'm', method: 'GET', path: '/kiosk/set/vol_change' }, 'm', /takes POST/],
      [{ op: 'call', id: 'v', method: 'PUT', path: '/kiosk/set/vol_change' }, 'v', /method/],
      [{ op: 'call', id: 'b', method: 'POST', path: '/kiosk/set/vol_change', body: [1] }, 'b', /body/],
      [{ op: 'call', id: 'p', method: 'GET', path: '__proto__' }, 'p', /not allowed/],
      [{ op: 'call', method: 'GET', path: '/kiosk/check/pod_id' }, null, /id/],
      [{ op: 'call', id: 'x'.repeat(65), method: 'GET', path: '/kiosk/check/pod_id' }, null, /id/],
      ['call', null, /object/],
    ];
    for (const [message, id, why] of cases) {
      const parsed = parseKioskCall(message);
      assert.ok('refused' in parsed, JSON.stringify(message));
      assert.equal(parsed.id, id);
      assert.match(parsed.refused, why);
    }
  });

  it("relays the admin console's provisioning of its own station: pod id, pod type and pod_disabled", () => {
    const calls: Array<[string, Record<string, unknown>]> = [
      ['/kiosk/set/pod_id', { pod_id: 'GP-AAAA-BBBB-CCCC' }],
      ['/kiosk/set/pod_type', { pod_type: 'gp_duo' }],
      ['/kiosk/set/pod_disabled', { pod_disabled: 'yes' }],
    ];
    for (const [path, body] of calls)
      assert.deepEqual(parseKioskCall({ op: 'call', id: 'p', method: 'POST', path, body }), {
        id: 'p',
        call: { method: 'POST', path, body },
      });
    const read = parseKioskCall({ op: 'call', id: 'g', method: 'GET', path: '/kiosk/set/pod_id' });
    assert.ok('refused' in read);
    assert.match(read.refused, /takes POST/);
  });

  it('never lets a page reboot, reset or light the LEDs', () => {
    for (const path of Object.keys(KIOSK_CALLS)) assert.doesNotMatch(path, /\/(reboot|reset|led\d)/);
  });
});

describe('observing the volume', () => {
  it('keeps the mute flag the helper reports beside the volume', () => {
    const muted = observe(UNKNOWN_STATION, { path: '/kiosk/check/vol_now', data: { volume: 0, muted: true } }, true);
    assert.deepEqual(
      [muted.next.volume, muted.next.muted, muted.events],
      [0, true, [{ type: 'PodAudioChanged', data: { volume: 0, muted: true } }]],
    );
    const unmuted = observe(muted.next, { path: '/kiosk/check/vol_now', data: { volume: 25, muted: false } }, false);
    assert.deepEqual([unmuted.next.volume, unmuted.next.muted], [25, false]);
  });
});
