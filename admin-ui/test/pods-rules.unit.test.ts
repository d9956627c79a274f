import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  bodyFromForm,
  connectedState,
  emptyPodForm,
  formFromDetail,
  isFreshScreenshot,
  missingPodFields,
  onlineState,
  screenshotSrc,
  sessionActive,
  whoPlays,
  withKeyboardFor,
} from '../src/features/pods/model/pod-rules.ts';

const shot = (age: number | null, url: string | null = '/api/v1/admin/kiosk/pod/screenshot.png?pod_id=p1') => ({
  url,
  image: null,
  age,
  message: age === null ? 'No screenshot yet' : `Last screenshot ${age} s ago`,
});

const session = (over: { session_status?: number; up_time?: number | null; game?: string | null } = {}) => ({
  session_status: over.session_status ?? 1,
  up_time: over.up_time === undefined ? 0 : over.up_time,
  started_at: '2026-12-01T10:00:00.000Z',
  user: null,
  latestsessionlog: { activity: 'active', game: over.game ?? null },
});

describe("the pods list's Session column", () => {
  it('is active for status 1 or 2 with up_time 5 or less, else MISSING', () => {
    assert.equal(sessionActive(session({ session_status: 1, up_time: 5 })), true);
    assert.equal(sessionActive(session({ session_status: 2, up_time: 0 })), true);
    assert.equal(sessionActive(session({ session_status: 2, up_time: 6 })), false);
    assert.equal(sessionActive(session({ session_status: 3, up_time: 0 })), false);
    assert.equal(sessionActive(session({ up_time: null })), false);
    assert.equal(sessionActive(null), false);
  });

  it('names who plays what while someone is signed in', () => {
    const ann = { id: 'u1', user_name: 'ann@demo.test', name: 'Ann Lee' };
    assert.equal(
      whoPlays({ ...session({ session_status: 2, game: 'Rocket Derby' }), user: ann }),
      'Ann Lee · Rocket Derby',
    );
    assert.equal(whoPlays({ ...session({ session_status: 2 }), user: { ...ann, name: '' } }), 'ann@demo.test');
    assert.equal(whoPlays(session()), null);
    assert.equal(whoPlays(null), null);
  });
});

describe('the pods list icons', () => {
  it('shows Connected as a check unless the activity is MISSING (red cross) or IDLE (neither)', () => {
    assert.equal(connectedState('ACTIVE').tone, 'ok');
    assert.equal(connectedState('ASLEEP').tone, 'ok');
    assert.deepEqual(connectedState('MISSING'), { tone: 'down', label: 'Not connected' });
    assert.deepEqual(connectedState('IDLE'), { tone: 'unknown', label: 'Idle' });
  });

  it('shows Online green only when online equals 1, else a red cross named by the message', () => {
    assert.deepEqual(onlineState({ online: 1, message: 'Online' }), { tone: 'ok', label: 'Online' });
    assert.deepEqual(onlineState({ online: 0, message: 'Helper not responding' }), {
      tone: 'down',
      label: 'Helper not responding',
    });
  });

  it('shows a thumbnail only while the screenshot is 0 to 60 s old', () => {
    assert.equal(isFreshScreenshot(shot(0)), true);
    assert.equal(isFreshScreenshot(shot(60)), true);
    assert.equal(isFreshScreenshot(shot(61)), false);
    assert.equal(isFreshScreenshot(shot(-1)), false);
    assert.equal(isFreshScreenshot(shot(null, null)), false);
  });

  it('adds the token and a version to the picture address', () => {
    assert.equal(
      screenshotSrc('/api/v1/admin/kiosk/pod/screenshot.png?pod_id=p1', 'a b', 7),
      '/api/v1/admin/kiosk/pod/screenshot.png?pod_id=p1&token=a%20b&v=7',
    );
  });
});

describe('the pod form', () => {
  it('sets with_keyboard to 0 for gp_arc and gp_duo, and to 1 for any other type', () => {
    assert.equal(withKeyboardFor({ code: 'gp_arc' }), 0);
    assert.equal(withKeyboardFor({ code: 'gp_duo' }), 0);
    assert.equal(withKeyboardFor({ code: 'gp_solo' }), 1);
    assert.equal(withKeyboardFor({ code: 'anything_else' }), 1);
  });

  it('requires ip_address, mac_address, client_id, lab_id, pod_type_id, nav_id and seat', () => {
    assert.deepEqual(missingPodFields(emptyPodForm({ seat: '' })), [
      'ip_address',
      'mac_address',
      'client_id',
      'lab_id',
      'pod_type_id',
      'nav_id',
      'seat',
    ]);
    const full = emptyPodForm({
      ip_address: '10.0.0.5',
      mac_address: 'aa-bb-cc-dd-ee-ff',
      client_id: 'c1',
      lab_id: 'l1',
      pod_type_id: '3',
      nav_id: 'n1',
    });
    assert.deepEqual(missingPodFields(full), []);
    assert.deepEqual(missingPodFields({ ...full, ip_address: '   ' }), ['ip_address']);
  });

  it('sends empty optional fields as null, the type as a number and the flags as 1/0', () => {
    const body = bodyFromForm(
      emptyPodForm({
        ip_address: ' 10.0.0.5 ',
        mac_address: 'AA:BB:CC:DD:EE:FF',
        client_id: 'c1',
        lab_id: 'l1',
        pod_type_id: '3',
        nav_id: 'n1',
        with_keyboard: 0,
      }),
    );
    assert.deepEqual(body, {
      ip_address: '10.0.0.5',
      mac_address: 'AA:BB:CC:DD:EE:FF',
      client_id: 'c1',
      lab_id: 'l1',
      pod_type_id: 3,
      nav_id: 'n1',
      nav_id_left: null,
      nav_id_right: null,
      nav_id_rear: null,
      lan_ip: null,
      wan_ip: null,
      xd1: 'na',
      xd2: 'na',
      seat: 'ACTIVE',
      note: null,
      is_active: 1,
      with_keyboard: 0,
      pro: 0,
    });
  });

  it('reads a saved pod back into the form unchanged', () => {
    const saved = bodyFromForm(
      emptyPodForm({
        ip_address: '10.0.0.5',
        mac_address: 'AA:BB:CC:DD:EE:FF',
        client_id: 'c1',
        lab_id: 'l1',
        pod_type_id: '1',
        nav_id: 'n1',
        nav_id_rear: 'n4',
        xd1: 'xb',
        note: 'by the window',
      }),
    );
    const form = formFromDetail({ id: 'p1', pod_id_key: 'GP-AAAA-BBBB-CCCC', ...saved });
    assert.equal(form.nav_id_rear, 'n4');
    assert.equal(form.nav_id_left, '');
    assert.equal(form.pod_type_id, '1');
    assert.deepEqual(bodyFromForm(form), saved);
  });
});
