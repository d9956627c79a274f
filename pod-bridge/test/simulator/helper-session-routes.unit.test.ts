import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { handleControlRequest, type SimulatorFaults } from '../../src/simulator/control-routes.ts';
import { initialStationState, type StationState } from '../../src/simulator/station-state.ts';
import { dataOf, envelopeOf, get, post, T0 } from './support/helper-calls.ts';

const station = initialStationState({ pod_id_key: 'POD-7' });
const login = { session_id: 'sess-1', pod_id_key: 'POD-7', user_id: 'u-42', user_name: 'Alex Rivera;1' };
const FAULTS: SimulatorFaults = { offline: false, latency_ms: 0, swallow_errors: false };

function pressLogout(state: StationState, reason: string): StationState {
  const result = handleControlRequest(
    { state, initial: station, faults: FAULTS, calls: [], now: T0 },
    { method: 'POST', path: '/control/press-logout', body: { reason } },
  );
  assert.equal(result.status, 200);
  assert.ok(result.state);
  return result.state;
}

describe('logging a user in on the pod', () => {
  it("stores the session and splits user_name 'name;role'", () => {
    const result = post(station, '/kiosk/set/login_pod', login);
    assert.deepEqual(dataOf(result), { session_id: 'sess-1', user_id: 'u-42', user_name: 'Alex Rivera', role: 1 });
    assert.deepEqual(result.state.login, {
      session_id: 'sess-1',
      user_id: 'u-42',
      user_name: 'Alex Rivera',
      role: 1,
      logged_in_at: T0.toISOString(),
    });
  });

  it('splits at the last semicolon so a name may contain one', () => {
    assert.equal(post(station, '/kiosk/set/login_pod', { ...login, user_name: 'A;B;2' }).state.login?.user_name, 'A;B');
  });

  it('clears idle and asleep, because a logged-in player is never idle', () => {
    const idle = initialStationState({ pod_id_key: 'POD-7', station: { idle: true, asleep: true } });
    const { station: flags } = post(idle, '/kiosk/set/login_pod', login).state;
    assert.equal(flags.idle, false);
    assert.equal(flags.asleep, false);
  });

  for (const user_name of ['Alex', 'Alex;', 'Alex;9', 'Alex;admin']) {
    it(`refuses user_name ${JSON.stringify(user_name)}`, () => {
      const result = post(station, '/kiosk/set/login_pod', { ...login, user_name });
      assert.equal(result.status, 400);
      assert.equal(envelopeOf(result).message, "user_name must be 'name;role' with a role from 1 to 5");
    });
  }

  it('refuses missing fields, naming the first', () => {
    const { session_id: _, ...rest } = login;
    assert.equal(envelopeOf(post(station, '/kiosk/set/login_pod', rest)).message, 'session_id is required');
  });

  it("refuses another pod's pod_id_key with 409", () => {
    const result = post(station, '/kiosk/set/login_pod', { ...login, pod_id_key: 'POD-8' });
    assert.equal(result.status, 409);
    assert.equal(result.state.login, null);
  });
});

describe('web logout', () => {
  it('logs the user out, ends the game and stops streaming, keeping the reason', () => {
    let s = post(station, '/kiosk/set/login_pod', login).state;
    s = post(s, '/game/play/game_start', { xd: 'xd1', game_id: 'g1' }).state;
    s = post(s, '/kiosk/set/streaming', { is_streaming: true }).state;
    const out = post(s, '/kiosk/set/logout_web', { reason: 'you clicked the onscreen logout button' });
    assert.deepEqual(dataOf(out), { logged_out: true });
    assert.equal(out.state.login, null);
    assert.equal(out.state.game.playing, false);
    assert.equal(out.state.streaming.is_streaming, false);
    assert.equal(out.state.web.last_logout_reason, 'you clicked the onscreen logout button');
  });
});

describe('reset and reboot', () => {
  it('reset ends the game, counts, and reports a reset effect without logging out', () => {
    const s = post(post(station, '/kiosk/set/login_pod', login).state, '/game/play/game_start', {
      xd: 'xd2',
      game_id: 'g',
    });
    const result = post(s.state, '/kiosk/set/reset');
    assert.deepEqual(dataOf(result), { reset_count: 1 });
    assert.deepEqual(result.effects, [{ kind: 'reset' }]);
    assert.equal(result.state.game.playing, false);
    assert.equal(result.state.login?.user_id, 'u-42');
  });

  it('reboot logs out, ends the game, drops a pending physical logout and reports a reboot effect', () => {
    let s = post(station, '/kiosk/set/login_pod', login).state;
    s = pressLogout(s, 'button');
    const result = post(s, '/kiosk/set/reboot');
    assert.deepEqual(dataOf(result), { reboot_count: 1 });
    assert.deepEqual(result.effects, [{ kind: 'reboot' }]);
    assert.equal(result.state.login, null);
    assert.equal(result.state.physical_logout.pending, false);
    assert.equal(post(result.state, '/kiosk/set/reboot').state.counters.reboot, 2);
  });
});

describe('the physical logout flag', () => {
  it('is clear on a fresh station', () => {
    assert.deepEqual(dataOf(get(station, '/kiosk/check/logout_pod')), { logout_pod: false, reason: '' });
  });

  for (const reason of ['button', 'seat'] as const) {
    it(`is raised by the control surface with reason ${reason} and cleared by the acknowledge call`, () => {
      const pressed = pressLogout(post(station, '/kiosk/set/login_pod', login).state, reason);
      assert.deepEqual(dataOf(get(pressed, '/kiosk/check/logout_pod')), { logout_pod: true, reason });
      // reading it does not clear it: only the acknowledge call does
      assert.deepEqual(dataOf(get(pressed, '/kiosk/check/logout_pod')), { logout_pod: true, reason });
      const acked = get(pressed, '/kiosk/acknowledge/logout_pod');
      assert.deepEqual(dataOf(acked), { logout_pod: false });
      assert.deepEqual(dataOf(get(acked.state, '/kiosk/check/logout_pod')), { logout_pod: false, reason: '' });
    });
  }

  it('refuses a reason other than button or seat', () => {
    const result = handleControlRequest(
      { state: station, initial: station, faults: FAULTS, calls: [], now: T0 },
      { method: 'POST', path: '/control/press-logout', body: { reason: 'elbow' } },
    );
    assert.equal(result.status, 400);
    assert.equal(result.state, undefined);
  });
});
