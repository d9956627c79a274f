import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { StationView } from '@gamepod/contracts/bridge-socket';
import { POD_OBSERVED_EVENTS } from '@gamepod/events';
import { type Observation, observe, POLL_PLAN, type Poll, pollsAfter } from '../../src/core/observe.ts';
import { UNKNOWN_STATION } from '../../src/core/station-view.ts';

/** Feeds polls in order and collects every event, as the bridge's poll loop does. */
function run(polls: Poll[], start: StationView = UNKNOWN_STATION): { view: StationView; events: Observation[] } {
  let view = start;
  const events: Observation[] = [];
  const seen = new Set<string>();
  for (const p of polls) {
    const out = observe(view, p, !seen.has(p.path));
    seen.add(p.path);
    view = out.next;
    events.push(...out.events);
  }
  return { view, events };
}

const xds = (data: Record<string, unknown>): Poll => ({ path: '/kiosk/check/xds', data });

describe('observing the helper', () => {
  it('records the consoles the station starts with, then only changes', () => {
    const base = {
      xd1: 'xb',
      xd2: 'ps',
      xb_disabled: false,
      ps_disabled: false,
      sw_disabled: false,
      pc_disabled: false,
      pod_disabled: false,
    };
    const { events } = run([xds(base), xds(base), xds({ ...base, xd2: 'na' }), xds({ ...base, xd2: 'na' })]);
    assert.deepEqual(
      events.map((e) => e.type === 'PodConsoleStatusChanged' && e.data.xd2),
      ['ps', 'na'],
    );
  });

  it('reads 0/1 flags as booleans, as some helpers send them', () => {
    const { view } = run([xds({ xd1: 'pc', xd2: 'na', pc_disabled: 1, pod_disabled: '0' })]);
    assert.equal(view.pc_disabled, true);
    assert.equal(view.pod_disabled, false);
  });

  it('turns idle and asleep into one activity, reporting only changes', () => {
    const { events } = run([
      { path: '/kiosk/check/pod_idle', data: { pod_idle: false } },
      { path: '/kiosk/check/pod_idle', data: { pod_idle: true } },
      { path: '/kiosk/check/pod_asleep', data: { pod_asleep: true } },
      { path: '/kiosk/check/pod_idle', data: { pod_idle: false } },
      { path: '/kiosk/check/pod_asleep', data: { pod_asleep: false } },
    ]);
    assert.deepEqual(
      events.map((e) => e.type === 'PodActivityChanged' && e.data.activity),
      ['idle', 'asleep', 'active'],
    );
  });

  it('records whether a keyboard is attached, without an event', () => {
    const attached = run([{ path: '/kiosk/check/pod_kb', data: { with_keyboard: true } }]);
    assert.equal(attached.view.keyboard, true);
    assert.deepEqual(attached.events, []);
    const detached = run([{ path: '/kiosk/check/pod_kb', data: { with_keyboard: 0 } }], attached.view);
    assert.equal(detached.view.keyboard, false);
  });

  it('records the buttons panel mode (2, 3 or 4; anything else is off) and the dome, without an event', () => {
    const three = run([{ path: '/kiosk/check/pod_screen_buttons', data: { pod_screen_buttons: 3 } }]);
    assert.equal(three.view.screen_buttons, 3);
    assert.deepEqual(three.events, []);
    const asText = run([{ path: '/kiosk/check/pod_screen_buttons', data: { pod_screen_buttons: '4' } }], three.view);
    assert.equal(asText.view.screen_buttons, 4);
    for (const off of [0, 1, 5, false, null]) {
      const { view } = run(
        [{ path: '/kiosk/check/pod_screen_buttons', data: { pod_screen_buttons: off } }],
        three.view,
      );
      assert.equal(view.screen_buttons, 0, String(off));
    }
    const dome = run([
      { path: '/kiosk/check/pod_dome_override', data: { pod_dome_override: true, pod_dome_mute: false } },
    ]);
    assert.equal(dome.view.dome_override, true);
    assert.equal(dome.view.dome_muted, false);
    assert.deepEqual(dome.events, []);
  });

  it("records the menu request, the touch screen, the reservation flag and the game's platform, without an event", () => {
    const { view, events } = run([
      { path: '/kiosk/check/push_menu', data: { push_menu: true } },
      { path: '/kiosk/check/pod_touch', data: { pod_touch: 0 } },
      { path: '/kiosk/check/pod_reserved', data: { pod_reserved: '1' } },
      { path: '/kiosk/check/game_platform', data: { game_platform: 'ps' } },
    ]);
    assert.deepEqual(
      { push_menu: view.push_menu, touch: view.touch, reserved: view.reserved, game_platform: view.game_platform },
      { push_menu: true, touch: false, reserved: true, game_platform: 'ps' },
    );
    assert.deepEqual(events, []);
    // no game: the platform of the last one stays, as game_started's fold keeps it
    const after = run([{ path: '/kiosk/check/game_platform', data: { game_platform: '' } }], view);
    assert.equal(after.view.game_platform, 'ps');
  });

  it('polls every helper check the station answers from its state', () => {
    const planned = POLL_PLAN.map((p) => p.path);
    for (const path of ['push_menu', 'pod_touch', 'pod_reserved', 'game_platform'])
      assert.ok(planned.includes(`/kiosk/check/${path}`), path);
  });

  describe('when the physical logout button goes down', () => {
    it('records one press with its reason, and not again until it was released', () => {
      const { events } = run([
        { path: '/kiosk/check/logout_pod', data: { logout_pod: false, reason: '' } },
        { path: '/kiosk/check/logout_pod', data: { logout_pod: true, reason: 'seat' } },
        { path: '/kiosk/check/logout_pod', data: { logout_pod: true, reason: 'seat' } },
        { path: '/kiosk/check/logout_pod', data: { logout_pod: false, reason: '' } },
        { path: '/kiosk/check/logout_pod', data: { logout_pod: true, reason: 'button' } },
      ]);
      assert.deepEqual(events, [
        { type: 'PodPhysicalLogoutPressed', data: { reason: 'seat' } },
        { type: 'PodPhysicalLogoutPressed', data: { reason: 'button' } },
      ]);
    });

    it('shows the kiosk why the logout is pending, and nothing once it was acknowledged', () => {
      const seat = run([{ path: '/kiosk/check/logout_pod', data: { logout_pod: true, reason: 'seat' } }]);
      assert.deepEqual([seat.view.logout_pending, seat.view.logout_reason], [true, 'seat']);
      const cleared = run([{ path: '/kiosk/check/logout_pod', data: { logout_pod: false, reason: '' } }], seat.view);
      assert.deepEqual([cleared.view.logout_pending, cleared.view.logout_reason], [false, null]);
    });

    it('does not replay a press that was already pending when the bridge started', () => {
      const { events } = run([{ path: '/kiosk/check/logout_pod', data: { logout_pod: true, reason: 'button' } }]);
      assert.deepEqual(events, []);
    });
  });

  it('records a game starting and ending', () => {
    const { events } = run([
      { path: '/game/check/game_started', data: { game_started: false } },
      { path: '/game/check/game_playing', data: { game_playing: false } },
      { path: '/game/check/game_started', data: { game_started: true, platform: 'xb', game_id: 'g-7' } },
      { path: '/game/check/game_playing', data: { game_playing: true } },
      { path: '/game/check/game_playing', data: { game_playing: false } },
    ]);
    assert.deepEqual(events, [
      { type: 'PodGameStarted', data: { platform: 'xb', game_id: 'g-7' } },
      { type: 'PodGameEnded', data: { platform: 'xb' } },
    ]);
  });

  it('names the platform the game ran on when the helper already answers no game with an empty platform', () => {
    const { events } = run([
      { path: '/game/check/game_started', data: { game_started: false } },
      { path: '/game/check/game_playing', data: { game_playing: false } },
      { path: '/game/check/game_started', data: { game_started: true, platform: 'ps', game_id: 'g-8' } },
      { path: '/game/check/game_playing', data: { game_playing: true } },
      { path: '/game/check/game_started', data: { game_started: false, platform: '', game_id: '' } },
      { path: '/game/check/game_playing', data: { game_playing: false } },
    ]);
    assert.deepEqual(events.at(-1), { type: 'PodGameEnded', data: { platform: 'ps' } });
  });

  it("records the station's volume as it starts, then each change of volume or mute, kept to 0-50", () => {
    const vol = (data: Record<string, unknown>): Poll => ({ path: '/kiosk/check/vol_now', data });
    const { events } = run([
      vol({ volume: 25, muted: false }),
      vol({ volume: 25, muted: false }),
      vol({ volume: 0, muted: true }),
      vol({ volume: 0, muted: true }),
      vol({ volume: 25, muted: false }),
      vol({ volume: 90, muted: 'no' }),
      vol({ volume: 'loud', muted: false }),
    ]);
    assert.deepEqual(events, [
      { type: 'PodAudioChanged', data: { volume: 25, muted: false } },
      { type: 'PodAudioChanged', data: { volume: 0, muted: true } },
      { type: 'PodAudioChanged', data: { volume: 25, muted: false } },
      { type: 'PodAudioChanged', data: { volume: 50, muted: false } },
    ]);
  });

  it('produces only events that match their schemas', () => {
    const { events } = run([
      xds({ xd1: 'xb', xd2: 'start' }),
      { path: '/kiosk/check/pod_idle', data: { pod_idle: true } },
      { path: '/kiosk/check/logout_pod', data: { logout_pod: false } },
      { path: '/kiosk/check/logout_pod', data: { logout_pod: true, reason: 'button' } },
      { path: '/game/check/game_started', data: { game_started: false } },
      { path: '/game/check/game_started', data: { game_started: true, platform: 'ps' } },
      { path: '/kiosk/check/vol_now', data: { volume: 12, muted: false } },
    ]);
    assert.equal(events.length, 5);
    const defs = new Map(POD_OBSERVED_EVENTS.map((d) => [d.type as string, d]));
    for (const e of events) {
      const def = defs.get(e.type);
      assert.ok(def, e.type);
      assert.doesNotThrow(() => def.assert(e.data), e.type);
    }
  });
});

describe('what to poll again after a helper call', () => {
  it('names only the endpoints the call can change, each once', () => {
    assert.deepEqual(pollsAfter(['/kiosk/set/pod_disabled']), ['/kiosk/check/xds']);
    assert.deepEqual(pollsAfter(['/kiosk/set/vol_change']), ['/kiosk/check/vol_now']);
    assert.deepEqual(pollsAfter(['/kiosk/set/led1_lock', '/kiosk/set/led1_change']), []);
    assert.deepEqual(pollsAfter(['/kiosk/set/reset', '/kiosk/set/logout_web']), [
      '/kiosk/check/logout_pod',
      '/kiosk/check/pod_idle',
    ]);
    assert.deepEqual(pollsAfter(['/kiosk/create/push_end']), ['/kiosk/check/push_menu', '/game/check/game_playing']);
  });

  it('only names endpoints the poll plan polls', () => {
    const planned = new Set(POLL_PLAN.map((p) => p.path));
    const all = pollsAfter([
      '/kiosk/set/pod_disabled',
      '/kiosk/set/vol_change',
      '/game/play/game_start',
      '/kiosk/set/reboot',
      '/kiosk/acknowledge/logout_pod',
      '/kiosk/create/push_menu',
      '/kiosk/create/push_end',
    ]);
    for (const p of all) assert.ok(planned.has(p), p);
  });
});
