import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { StationView } from '@gamepod/contracts/bridge-socket';
import type { CommandType } from '@gamepod/contracts/catalogues';
import { type CommandPlan, type PodCommand, planCommand, UNMUTED_VOLUME } from '../../src/core/command-plan.ts';
import { UNKNOWN_STATION } from '../../src/core/station-view.ts';
import { handleHelperRequest } from '../../src/simulator/helper-routes.ts';
import { initialStationState } from '../../src/simulator/station-state.ts';

const now = new Date('2026-11-21T10:00:00Z');
const station: StationView = { ...UNKNOWN_STATION, xd1: 'xb', xd2: 'ps' };
const cmd = (command_type: CommandType, extra: Partial<PodCommand> = {}): PodCommand => ({
  command_id: 'c1',
  command_type,
  command_value: null,
  command_platform: null,
  expires_at: '2026-11-21T10:05:00Z',
  request_pod_id: null,
  players: null,
  ...extra,
});
const calls = (plan: CommandPlan) => (plan.kind === 'run' ? plan.calls.map((c) => `${c.method} ${c.path}`) : plan.kind);

describe('planning a pod command', () => {
  it('skips a command that expired while the bridge was away', () => {
    assert.deepEqual(planCommand(cmd('reboot', { expires_at: '2026-11-21T09:59:59Z' }), station, now), {
      kind: 'expired',
    });
  });

  it('locks and unlocks the station through pod_disabled, and tells the kiosk', () => {
    const lock = planCommand(cmd('lockout'), station, now);
    assert.deepEqual(lock, {
      kind: 'run',
      calls: [{ method: 'POST', path: '/kiosk/set/pod_disabled', body: { pod_disabled: true } }],
      toKiosk: true,
    });
    assert.deepEqual(calls(planCommand(cmd('unlockout'), station, now)), ['POST /kiosk/set/pod_disabled']);
  });

  it('starts a game on the slot its platform is attached to', () => {
    const plan = planCommand(cmd('play_game', { command_platform: 'ps', command_value: 'g-42' }), station, now);
    assert.equal(plan.kind, 'run');
    assert.deepEqual(plan.kind === 'run' && plan.calls[0]?.body, { game_id: 'g-42', xd: 'xd2', platform: 'ps' });
  });

  it("tells the helper how many play when a group pod's launch says so", () => {
    const plan = planCommand(
      cmd('play_game', { command_platform: 'ps', command_value: 'g-42', players: 3 }),
      station,
      now,
    );
    assert.deepEqual(plan.kind === 'run' && plan.calls[0]?.body, {
      game_id: 'g-42',
      xd: 'xd2',
      platform: 'ps',
      players: 3,
    });
  });

  describe("staff's admin_play_game", () => {
    it('from another pod or from no pod opens the pod games screen: the page is told and the helper is not called', () => {
      for (const request_pod_id of ['p2', null]) {
        const command = cmd('admin_play_game', { command_platform: 'xb', command_value: 'g', request_pod_id });
        assert.deepEqual(planCommand(command, station, now, 'p1'), { kind: 'run', calls: [], toKiosk: true });
      }
    });

    it("from this pod's own pod games screen starts the game on the helper, and the page is not sent back there", () => {
      const command = cmd('admin_play_game', { command_platform: 'ps', command_value: 'g', request_pod_id: 'p1' });
      const plan = planCommand(command, station, now, 'p1');
      assert.equal(plan.kind === 'run' && plan.toKiosk, false);
      assert.deepEqual(calls(plan), ['POST /game/play/game_start']);
      assert.deepEqual(plan.kind === 'run' && plan.calls[0]?.body, { game_id: 'g', xd: 'xd2', platform: 'ps' });
    });

    it('before the bridge knows its pod, opens pod games rather than launching', () => {
      const command = cmd('admin_play_game', { command_platform: 'xb', command_value: 'g', request_pod_id: 'p1' });
      assert.deepEqual(planCommand(command, station, now), { kind: 'run', calls: [], toKiosk: true });
    });
  });

  describe('when the platform is not attached or is disabled', () => {
    it("records 'platform … not supported by pod' instead of calling the helper", () => {
      for (const s of [station, { ...station, ps_disabled: true }, { ...station, pod_disabled: true }]) {
        const platform = s === station ? 'sw' : 'ps';
        assert.deepEqual(
          planCommand(
            cmd('admin_play_game', { command_platform: platform, command_value: 'g', request_pod_id: 'p1' }),
            s,
            now,
            'p1',
          ),
          {
            kind: 'fail',
            message: `Game play initiated but platform ${platform} not supported by pod`,
            toKiosk: true,
          },
        );
      }
    });
  });

  it('unlocks an LED before changing it, and locks it again for the _lock commands', () => {
    assert.deepEqual(calls(planCommand(cmd('led1', { command_value: '#ff0000' }), station, now)), [
      'POST /kiosk/set/led1_lock',
      'POST /kiosk/set/led1_change',
    ]);
    assert.deepEqual(calls(planCommand(cmd('led2_lock', { command_value: '#00ff00' }), station, now)), [
      'POST /kiosk/set/led2_lock',
      'POST /kiosk/set/led2_change',
      'POST /kiosk/set/led2_lock',
    ]);
    assert.equal(planCommand(cmd('led1'), station, now).kind, 'fail');
  });

  it('mutes to 0 and unmutes to the 100% level (50 on the helper scale)', () => {
    const mute = planCommand(cmd('mute', { command_value: '1' }), station, now);
    const unmute = planCommand(cmd('mute', { command_value: '0' }), station, now);
    assert.deepEqual(mute.kind === 'run' && mute.calls[0]?.body, { volume: 0 });
    assert.deepEqual(unmute.kind === 'run' && unmute.calls[0]?.body, { volume: UNMUTED_VOLUME });
  });

  it("sets the helper's streaming flag, and fails a value other than 1 or 0", () => {
    const on = planCommand(cmd('streaming', { command_value: '1' }), station, now);
    const off = planCommand(cmd('streaming', { command_value: '0' }), station, now);
    assert.deepEqual(on.kind === 'run' && on.calls[0], {
      method: 'POST',
      path: '/kiosk/set/streaming',
      body: { is_streaming: true },
    });
    assert.deepEqual(off.kind === 'run' && off.calls[0]?.body, { is_streaming: false });
    assert.equal(planCommand(cmd('streaming'), station, now).kind, 'fail');
  });

  it('sends the schedule, or closed, to the helper', () => {
    const open = planCommand(cmd('schedule', { command_value: '{"start":"08:00","end":"22:00"}' }), station, now);
    const closed = planCommand(cmd('schedule', { command_value: '{"is_closed":1}' }), station, now);
    assert.deepEqual(open.kind === 'run' && open.calls[0]?.body, {
      scheduled_start: '08:00',
      scheduled_sleep: '22:00',
    });
    assert.deepEqual(closed.kind === 'run' && closed.calls[0]?.body, {
      scheduled_start: 'closed',
      scheduled_sleep: 'closed',
    });
    assert.equal(planCommand(cmd('schedule', { command_value: 'nope' }), station, now).kind, 'fail');
  });

  it('leaves kiosk-only commands to the kiosk page', () => {
    for (const t of ['modechange', 'navlogout', 'save_seat', 'sso_logout'] as const) {
      assert.deepEqual(planCommand(cmd(t), station, now), { kind: 'run', calls: [], toKiosk: true });
    }
  });

  it('fails a command type the schema does not know (a log written by a newer services)', () => {
    assert.deepEqual(planCommand(cmd('explode' as CommandType), station, now), {
      kind: 'fail',
      message: 'unknown command type explode',
    });
  });
});

describe('the plans against the helper simulator (contract)', () => {
  const samples: PodCommand[] = [
    cmd('lockout'),
    cmd('unlockout'),
    cmd('reboot'),
    cmd('reset'),
    cmd('logout'),
    cmd('led1', { command_value: '#112233' }),
    cmd('led2_lock', { command_value: '#445566' }),
    cmd('led_default'),
    cmd('mute', { command_value: '1' }),
    cmd('mute', { command_value: '0' }),
    cmd('streaming', { command_value: '1' }),
    cmd('play_game', { command_platform: 'xb', command_value: 'g-1' }),
    cmd('play_game', { command_platform: 'xb', command_value: 'g-2', players: 2 }),
    cmd('schedule', { command_value: '{"start":"08:00","end":"22:00"}' }),
  ];
  for (const sample of samples) {
    it(`${sample.command_type} ${sample.command_value ?? ''}: every call is one the helper accepts`, () => {
      let state = initialStationState({ pod_id_key: 'GP-TEST' });
      const plan = planCommand(sample, station, now);
      assert.equal(plan.kind, 'run');
      for (const call of plan.kind === 'run' ? plan.calls : []) {
        const result = handleHelperRequest(state, { method: call.method, path: call.path, body: call.body ?? {} }, now);
        assert.equal(result.status, 200, `${call.method} ${call.path}: ${JSON.stringify(result.body)}`);
        state = result.state;
      }
    });
  }
});
