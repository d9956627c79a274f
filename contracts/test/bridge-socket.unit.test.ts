import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Compile } from 'typebox/compile';
import { BridgeMessage, CallMessage, isKioskCallPath, KIOSK_CALLS, PageMessage } from '../src/bridge-socket/index.ts';

const bridgeMessage = Compile(BridgeMessage);
const pageMessage = Compile(PageMessage);
const callMessage = Compile(CallMessage);

const station = {
  xd1: 'xb',
  xd2: 'start',
  xb_disabled: false,
  ps_disabled: false,
  sw_disabled: false,
  pc_disabled: false,
  pod_disabled: false,
  idle: false,
  asleep: false,
  logout_pending: true,
  logout_reason: 'seat',
  game_started: false,
  game_playing: false,
  game_platform: '',
  volume: 25,
  muted: false,
  keyboard: true,
  screen_buttons: 3,
  dome_override: true,
  dome_muted: false,
  push_menu: false,
  touch: true,
  reserved: false,
} as const;

describe('what a bridge sends a page', () => {
  it('accepts the hello, the state, a command, the pong and a reply', () => {
    const sent: BridgeMessage[] = [
      { op: 'hello', pod_id: null, pod_id_key: null },
      { op: 'hello', pod_id: '0190-pod', pod_id_key: 'GP-AAAA-BBBB-CCCC' },
      { op: 'state', station, helper_ok: true, nats_ok: false },
      {
        op: 'command',
        command: {
          command_id: '0190-cmd',
          command_type: 'logout',
          command_value: null,
          command_platform: null,
          expires_at: '2026-01-01T10:05:00.000Z',
          request_pod_id: null,
        },
      },
      { op: 'pong' },
      { op: 'reply', id: 'k1', ok: false, status: 0, message: 'bridge timeout', data: {} },
    ];
    for (const m of sent) assert.ok(bridgeMessage.Check(m), JSON.stringify(m));
  });

  it('refuses a state whose station lacks a field, or a reply without its status', () => {
    const { muted: _, ...withoutMute } = station;
    assert.equal(bridgeMessage.Check({ op: 'state', station: withoutMute, helper_ok: true, nats_ok: true }), false);
    assert.equal(bridgeMessage.Check({ op: 'reply', id: 'k1', ok: true, message: '', data: {} }), false);
  });
});

describe('what a page sends its bridge', () => {
  it('accepts a ping, and a call of every allow-listed path', () => {
    assert.ok(pageMessage.Check({ op: 'ping' }));
    for (const [path, method] of Object.entries(KIOSK_CALLS))
      assert.ok(pageMessage.Check({ op: 'call', id: 'c1', method, path, body: {} }), path);
  });

  it('refuses a path off the allow-list, an array body, or an id longer than 64 characters', () => {
    const call = { op: 'call', id: 'c1', method: 'POST', path: '/kiosk/set/vol_change', body: { volume: 10 } };
    assert.ok(callMessage.Check(call));
    assert.equal(callMessage.Check({ ...call, path: '/kiosk/set/reboot' }), false);
    assert.equal(callMessage.Check({ ...call, path: '__proto__' }), false);
    assert.equal(callMessage.Check({ ...call, body: [1] }), false);
    assert.equal(callMessage.Check({ ...call, id: 'x'.repeat(65) }), false);
  });

  it('knows the allow-list by its own keys only', () => {
    assert.equal(isKioskCallPath('/kiosk/check/pod_id'), true);
    assert.equal(isKioskCallPath('__proto__'), false);
    assert.equal(isKioskCallPath('toString'), false);
  });
});
