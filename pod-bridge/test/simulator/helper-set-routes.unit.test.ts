import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { initialStationState } from '../../src/simulator/station-state.ts';
import { dataOf, envelopeOf, get, post, T0 } from './support/helper-calls.ts';

const station = initialStationState({ pod_id_key: 'POD-7' });

describe('changing the volume', () => {
  it('accepts every integer from 0 to 50, as a number or a form string', () => {
    assert.equal(post(station, '/kiosk/set/vol_change', { volume: 0 }).state.audio.volume, 0);
    assert.equal(post(station, '/kiosk/set/vol_change', { volume: 50 }).state.audio.volume, 50);
    assert.deepEqual(dataOf(post(station, '/kiosk/set/vol_change', { volume: '31' })), {
      volume: 31,
      muted: false,
      volume_before_mute: 31,
    });
  });

  for (const volume of [51, -1, 12.5, '12.5', 'loud', '', null, true]) {
    it(`refuses ${JSON.stringify(volume)} with a 400 failure envelope and keeps the volume`, () => {
      const result = post(station, '/kiosk/set/vol_change', { volume });
      assert.equal(result.status, 400);
      assert.deepEqual(envelopeOf(result), {
        success: false,
        status: false,
        message: 'volume must be an integer from 0 to 50',
        data: {},
      });
      assert.equal(result.state.audio.volume, station.audio.volume);
    });
  }

  it('refuses a missing volume', () => {
    assert.equal(post(station, '/kiosk/set/vol_change', {}).status, 400);
  });
});

describe('muting and unmuting', () => {
  it('mutes at volume 0 and remembers the level before it', () => {
    const at40 = post(station, '/kiosk/set/vol_change', { volume: 40 }).state;
    const muted = post(at40, '/kiosk/set/vol_change', { volume: 0 });
    assert.deepEqual(dataOf(get(muted.state, '/kiosk/check/mute_unmute')), {
      muted: true,
      volume: 0,
      volume_before_mute: 40,
    });
  });

  it('keeps the remembered level when muted twice', () => {
    const at40 = post(station, '/kiosk/set/vol_change', { volume: 40 }).state;
    const twice = post(post(at40, '/kiosk/set/vol_change', { volume: 0 }).state, '/kiosk/set/vol_change', {
      volume: 0,
    });
    assert.equal(twice.state.audio.volume_before_mute, 40);
  });

  it('unmutes with any audible volume', () => {
    const muted = post(station, '/kiosk/set/vol_change', { volume: 0 }).state;
    const unmuted = post(muted, '/kiosk/set/vol_change', { volume: 50 });
    assert.deepEqual(dataOf(get(unmuted.state, '/kiosk/check/vol_now')), { volume: 50, muted: false });
  });
});

describe('the LEDs', () => {
  it('change colour and normalise #RRGGBB, rrggbb and r,g,b to #rrggbb', () => {
    assert.equal(post(station, '/kiosk/set/led1_change', { color: '#00FF00' }).state.led1.color, '#00ff00');
    assert.equal(post(station, '/kiosk/set/led2_change', { color: '0000ff' }).state.led2.color, '#0000ff');
    assert.equal(post(station, '/kiosk/set/led1_change', { color: '255, 0, 16' }).state.led1.color, '#ff0010');
  });

  it('refuses a colour that is not one', () => {
    const result = post(station, '/kiosk/set/led1_change', { color: 'blurple' });
    assert.equal(result.status, 400);
    assert.equal(envelopeOf(result).message, 'color must be a colour as #rrggbb or r,g,b');
  });

  it('refuse a change and a default while locked, and accept them again once unlocked', () => {
    const locked = post(station, '/kiosk/set/led1_lock', { lock: 'yes' }).state;
    assert.equal(locked.led1.locked, true);
    const refused = post(locked, '/kiosk/set/led1_change', { color: '#000000' });
    assert.equal(refused.status, 409);
    assert.deepEqual(envelopeOf(refused), { success: false, status: false, message: 'LED1 is locked', data: {} });
    assert.equal(refused.state.led1.color, station.led1.color);
    assert.equal(post(locked, '/kiosk/set/led1_default').status, 409);
    assert.equal(post(locked, '/kiosk/set/led2_change', { color: '#000000' }).status, 200, 'LED2 is not locked');
    const unlocked = post(locked, '/kiosk/set/led1_lock', { lock: false }).state;
    assert.equal(post(unlocked, '/kiosk/set/led1_change', { color: '#000000' }).state.led1.color, '#000000');
  });

  it('go back to their default colour, or to a new default when one is given', () => {
    const changed = post(station, '/kiosk/set/led2_change', { color: '#123456' }).state;
    assert.equal(post(changed, '/kiosk/set/led2_default').state.led2.color, station.led2.default_color);
    const redefault = post(changed, '/kiosk/set/led2_default', { color: '#abcdef' });
    assert.deepEqual(dataOf(redefault), { led2_color: '#abcdef', led2_default: '#abcdef', led2_lock: false });
  });
});

describe('station settings', () => {
  it('set and clear the pod id, which check/pod_id then reports', () => {
    const deployed = post(initialStationState(), '/kiosk/set/pod_id', { pod_id: 'NEW-KEY' }).state;
    assert.deepEqual(dataOf(get(deployed, '/kiosk/check/pod_id')), { pod_id: 'NEW-KEY' });
    assert.equal(post(deployed, '/kiosk/set/pod_id', { pod_id: '' }).state.pod_id_key, '');
    assert.equal(post(deployed, '/kiosk/set/pod_id', {}).status, 400);
  });

  it('set the pod type, the streaming flags and the player web time', () => {
    assert.equal(post(station, '/kiosk/set/pod_type', { pod_type: 'gp_duo' }).state.pod_type, 'gp_duo');
    assert.equal(post(station, '/kiosk/set/pod_type', { pod_type: ' ' }).status, 400);
    assert.equal(post(station, '/kiosk/set/streaming', { is_streaming: 1 }).state.streaming.is_streaming, true);
    assert.equal(
      post(station, '/kiosk/set/stream_default', { stream_default: '1' }).state.streaming.stream_default,
      true,
    );
    assert.equal(post(station, '/kiosk/set/streaming', { is_streaming: 'maybe' }).status, 400);
    assert.equal(post(station, '/kiosk/set/player_web_time', { player_web_time: '-3' }).state.web.player_web_time, -3);
  });

  it('disable single platforms with xd_disabled and report them in check/xds', () => {
    const result = post(station, '/kiosk/set/xd_disabled', { ps_disabled: true, sw_disabled: 0 });
    const xds = dataOf(get(result.state, '/kiosk/check/xds'));
    assert.equal(xds.ps_disabled, true);
    assert.equal(xds.sw_disabled, false);
    assert.equal(xds.xb_disabled, false);
    assert.equal(post(station, '/kiosk/set/xd_disabled', {}).status, 400);
  });

  it('mute the dome only on pods with a dome override', () => {
    assert.equal(post(station, '/kiosk/set/pod_dome_mute', { pod_dome_mute: 'yes' }).status, 409);
    const dome = initialStationState({ audio: { dome_override: true } });
    const muted = post(dome, '/kiosk/set/pod_dome_mute', { pod_dome_mute: 'yes' });
    assert.deepEqual(dataOf(get(muted.state, '/kiosk/check/pod_dome_override')), {
      pod_dome_override: true,
      pod_dome_mute: true,
    });
  });
});

describe('the pod_disabled flag', () => {
  it('is reported by check/xds and refuses every game start with the updating message', () => {
    const disabled = post(station, '/kiosk/set/pod_disabled', { pod_disabled: true }).state;
    assert.equal(dataOf(get(disabled, '/kiosk/check/xds')).pod_disabled, true);
    const result = post(disabled, '/game/play/game_start', { xd: 'xd1', game_id: 'g1' });
    assert.equal(result.status, 409);
    assert.equal(envelopeOf(result).message, 'This Gamepod is disabled or updating.');
    assert.equal(result.state.game.requested_at, null);
  });

  it('leaves the per-platform flags alone', () => {
    const disabled = post(station, '/kiosk/set/pod_disabled', { pod_disabled: 'yes' }).state;
    assert.equal(disabled.consoles.xb_disabled, false);
    assert.equal(post(disabled, '/kiosk/set/pod_disabled', { pod_disabled: 0 }).state.consoles.pod_disabled, false);
  });
});

describe('the emergency flag', () => {
  it("is set by 'yes' and cleared by 'no'", () => {
    const on = post(station, '/kiosk/set/pod_emergency', { pod_emergency: 'yes' });
    assert.deepEqual(dataOf(on), { pod_emergency: 'yes' });
    assert.equal(on.state.emergency, true);
    assert.equal(post(on.state, '/kiosk/set/pod_emergency', { pod_emergency: 'no' }).state.emergency, false);
  });

  it('refuses anything but yes or no', () => {
    const result = post(station, '/kiosk/set/pod_emergency', { pod_emergency: true });
    assert.equal(result.status, 400);
    assert.equal(envelopeOf(result).message, 'pod_emergency must be one of yes, no');
  });
});

describe('the schedule', () => {
  it('stores start and sleep times', () => {
    const result = post(station, '/kiosk/set/schedule_start_sleep', {
      scheduled_start: '08:00',
      scheduled_sleep: '22:00',
    });
    assert.deepEqual(result.state.schedule, { start: '08:00', sleep: '22:00', closed: false });
  });

  it("is closed when either value is 'closed'", () => {
    const open = post(station, '/kiosk/set/schedule_start_sleep', {
      scheduled_start: '08:00',
      scheduled_sleep: '22:00',
    });
    const closed = post(open.state, '/kiosk/set/schedule_start_sleep', { scheduled_start: 'closed' });
    assert.deepEqual(closed.state.schedule, { start: null, sleep: null, closed: true });
    assert.deepEqual(dataOf(closed), { scheduled_start: 'closed', scheduled_sleep: 'closed', closed: true });
  });

  it('needs both times when open', () => {
    assert.equal(post(station, '/kiosk/set/schedule_start_sleep', { scheduled_start: '08:00' }).status, 400);
  });
});

describe('session activity', () => {
  it('stores a known activity with the time it was told', () => {
    const result = post(station, '/kiosk/set/session_activity', { activity: 'ui_dashboard' });
    assert.deepEqual(result.state.session_activity, { activity: 'ui_dashboard', at: T0.toISOString() });
  });

  it('refuses an activity that is not one of the activity names', () => {
    assert.equal(post(station, '/kiosk/set/session_activity', { activity: 'dancing' }).status, 400);
  });
});
