import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { HELPER_ROUTE_PATHS, helperRouteMethod } from '../../src/simulator/helper-routes.ts';
import { initialStationState } from '../../src/simulator/station-state.ts';
import { dataOf, envelopeOf, get, post } from './support/helper-calls.ts';

const station = initialStationState({ pod_id_key: 'POD-7', mac_address: 'AA:BB:CC:DD:EE:01' });

describe('the helper envelope', () => {
  it('carries both success and status so kiosk code reading either one works', () => {
    const env = envelopeOf(get(station, '/kiosk/check/pod_id'));
    assert.deepEqual(env, { success: true, status: true, message: 'ok', data: { pod_id: 'POD-7' } });
  });

  it('accepts paths with or without the /api/v1 prefix and a trailing slash', () => {
    assert.deepEqual(dataOf(get(station, '/api/v1/kiosk/check/mac_address/')), { mac_address: 'AA:BB:CC:DD:EE:01' });
  });

  it('answers an unknown route with a 404 failure envelope', () => {
    const result = get(station, '/kiosk/check/nothing_here');
    assert.equal(result.status, 404);
    assert.deepEqual(envelopeOf(result), {
      success: false,
      status: false,
      message: 'Unknown helper route GET /api/v1/kiosk/check/nothing_here',
      data: {},
    });
  });

  it('answers the wrong method with 405 and names the right one', () => {
    const result = post(station, '/kiosk/check/pod_id');
    assert.equal(result.status, 405);
    assert.match(envelopeOf(result).message, /takes GET, not POST/);
  });

  it('refuses a body that is not an object', () => {
    const result = post(station, '/kiosk/set/vol_change', [1, 2]);
    assert.equal(result.status, 400);
  });

  it('knows every endpoint of the helper API with its method', () => {
    const gets = ['pod_id', 'xds', 'mac_address', 'vol_now', 'pod_idle', 'pod_asleep', 'push_menu', 'pod_touch'];
    const more = ['pod_reserved', 'pod_kb', 'web_sso', 'web_reset', 'sso_logout', 'logout_pod', 'ready_web'];
    const rest = ['ready_pod', 'mute_unmute', 'pod_screen_buttons', 'game_platform', 'pod_dome_override'];
    for (const name of [...gets, ...more, ...rest])
      assert.equal(helperRouteMethod(`/kiosk/check/${name}`), 'GET', name);
    const sets = ['vol_change', 'pod_id', 'pod_type', 'pod_disabled', 'player_web_time', 'xd_disabled', 'logout_web'];
    const sets2 = ['login_pod', 'stream_default', 'streaming', 'reset', 'reboot', 'pod_dome_mute', 'led1_default'];
    const sets3 = ['led1_change', 'led1_lock', 'led2_default', 'led2_change', 'led2_lock', 'pod_emergency'];
    for (const name of [...sets, ...sets2, ...sets3, 'schedule_start_sleep', 'session_activity']) {
      assert.equal(helperRouteMethod(`/kiosk/set/${name}`), 'POST', name);
    }
    for (const path of ['/kiosk/create/push_menu', '/kiosk/create/push_end', '/kiosk/acknowledge/logout_pod']) {
      assert.equal(helperRouteMethod(path), 'GET', path);
    }
    assert.equal(helperRouteMethod('/game/play/game_start'), 'POST');
    assert.equal(helperRouteMethod('/game/check/game_started'), 'GET');
    assert.equal(helperRouteMethod('/game/check/game_playing'), 'GET');
    // 20 checks, 22 sets, 3 create/acknowledge, 3 game, and the screenshot: nothing more, nothing less
    assert.equal(HELPER_ROUTE_PATHS.length, 20 + 22 + 3 + 3 + 1);
  });
});

describe('the check endpoints', () => {
  it('report the console status entity with boolean disabled flags', () => {
    const s = initialStationState({ consoles: { xd2: 'na', ps_disabled: true } });
    assert.deepEqual(dataOf(get(s, '/kiosk/check/xds')), {
      xd1: 'xb',
      xd2: 'na',
      xb_disabled: false,
      ps_disabled: true,
      sw_disabled: false,
      pc_disabled: false,
      pod_disabled: false,
    });
  });

  it("report an undeployed station's pod id as the empty string", () => {
    assert.deepEqual(dataOf(get(initialStationState(), '/kiosk/check/pod_id')), { pod_id: '' });
  });

  it('report the station flags under their own names', () => {
    const s = initialStationState({
      station: { idle: true, asleep: true, reserved: true, with_keyboard: false, buttons_mode: 3, touch: false },
      audio: { dome_override: true, dome_muted: true },
      web: { web_sso: true },
    });
    assert.deepEqual(dataOf(get(s, '/kiosk/check/pod_idle')), { pod_idle: true });
    assert.deepEqual(dataOf(get(s, '/kiosk/check/pod_asleep')), { pod_asleep: true });
    assert.deepEqual(dataOf(get(s, '/kiosk/check/pod_reserved')), { pod_reserved: true });
    assert.deepEqual(dataOf(get(s, '/kiosk/check/pod_kb')), { with_keyboard: false });
    assert.deepEqual(dataOf(get(s, '/kiosk/check/pod_touch')), { pod_touch: false });
    assert.deepEqual(dataOf(get(s, '/kiosk/check/pod_screen_buttons')), { pod_screen_buttons: 3 });
    assert.deepEqual(dataOf(get(s, '/kiosk/check/web_sso')), { web_sso: true });
    assert.deepEqual(dataOf(get(s, '/kiosk/check/ready_web')), { ready_web: true });
    assert.deepEqual(dataOf(get(s, '/kiosk/check/ready_pod')), { ready_pod: true });
    assert.deepEqual(dataOf(get(s, '/kiosk/check/pod_dome_override')), {
      pod_dome_override: true,
      pod_dome_mute: true,
    });
    assert.deepEqual(dataOf(get(s, '/kiosk/check/vol_now')), { volume: 25, muted: false });
  });

  it('clear web_reset and sso_logout once they have been read true', () => {
    const s = initialStationState({ web: { web_reset: true, sso_logout: true } });
    const first = get(s, '/kiosk/check/web_reset');
    assert.deepEqual(dataOf(first), { web_reset: true });
    assert.deepEqual(dataOf(get(first.state, '/kiosk/check/web_reset')), { web_reset: false });
    const sso = get(s, '/kiosk/check/sso_logout');
    assert.deepEqual(dataOf(sso), { sso_logout: true });
    assert.equal(sso.state.web.sso_logout, false);
  });

  it('never change the state they read', () => {
    for (const path of ['/kiosk/check/xds', '/kiosk/check/logout_pod', '/kiosk/check/game_platform']) {
      assert.equal(get(station, path).state, station, path);
    }
  });
});

describe('the push menu', () => {
  it('is raised by create/push_menu and reported by check/push_menu', () => {
    const pushed = get(station, '/kiosk/create/push_menu').state;
    assert.deepEqual(dataOf(get(pushed, '/kiosk/check/push_menu')), { push_menu: true });
  });

  it('is ended by create/push_end, which also ends the running game', () => {
    const playing = post(station, '/game/play/game_start', { xd: 'xd1', game_id: 'g1' }).state;
    const pushed = get(playing, '/kiosk/create/push_menu').state;
    const ended = get(pushed, '/kiosk/create/push_end');
    assert.deepEqual(dataOf(ended), { push_menu: false, game_playing: false });
    assert.equal(ended.state.station.push_menu, false);
    assert.equal(ended.state.game.playing, false);
    assert.equal(ended.state.game.game_id, null);
  });
});
