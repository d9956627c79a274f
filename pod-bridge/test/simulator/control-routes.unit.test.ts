import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RecordedCall } from '../../src/simulator/call-log.ts';
import {
  type ControlContext,
  type ControlRequest,
  handleControlRequest,
  type SimulatorFaults,
} from '../../src/simulator/control-routes.ts';
import { GAME_START_FAILED } from '../../src/simulator/helper-game-routes.ts';
import { initialStationState, type StationState } from '../../src/simulator/station-state.ts';
import { dataOf, envelopeOf, get, post, T0 } from './support/helper-calls.ts';

const station = initialStationState({ pod_id_key: 'POD-7' });
const FAULTS: SimulatorFaults = { offline: false, latency_ms: 0, swallow_errors: false };

function control(req: ControlRequest, over: Partial<ControlContext> = {}) {
  return handleControlRequest({ state: station, initial: station, faults: FAULTS, calls: [], now: T0, ...over }, req);
}
const postControl = (path: string, body: unknown, state: StationState = station) =>
  control({ method: 'POST', path, body }, { state });

describe('the control state', () => {
  it('reads back as JSON', () => {
    const result = control({ method: 'GET', path: '/control/state' });
    assert.equal(result.contentType, 'application/json');
    assert.deepEqual(result.body, station);
  });

  it('takes a validated merge patch that the helper API then reflects', () => {
    const result = postControl('/control/state', { station: { reserved: true }, audio: { volume: 10 } });
    assert.equal(result.status, 200);
    assert.ok(result.state);
    assert.deepEqual(dataOf(get(result.state, '/kiosk/check/pod_reserved')), { pod_reserved: true });
    assert.deepEqual(dataOf(get(result.state, '/kiosk/check/vol_now')), { volume: 10, muted: false });
  });

  it('refuses an invalid patch with 400, naming the field, and changes nothing', () => {
    const result = postControl('/control/state', { audio: { volume: 99 } });
    assert.equal(result.status, 400);
    assert.match(String((result.body as { error: string }).error), /\/audio\/volume/);
    assert.equal(result.state, undefined);
  });

  it('restores the initial state', () => {
    const changed = postControl('/control/idle', { idle: true }).state;
    const restored = control({ method: 'POST', path: '/control/restore' }, { state: changed });
    assert.deepEqual(restored.state, station);
  });
});

describe('the console controls', () => {
  it('flip slots and disabled flags, and check/xds reports them', () => {
    const result = postControl('/control/consoles', { xd1: 'na', xd2: 'sw', sw_disabled: true });
    assert.ok(result.state);
    const xds = dataOf(get(result.state, '/kiosk/check/xds'));
    assert.deepEqual([xds.xd1, xds.xd2, xds.sw_disabled], ['na', 'sw', true]);
  });

  it('refuse fields that are not console fields', () => {
    const result = postControl('/control/consoles', { volume: 3 });
    assert.equal(result.status, 400);
    assert.deepEqual(result.body, { error: 'unknown console fields: volume' });
  });
});

describe('the sensor controls', () => {
  it('raise and clear idle and asleep', () => {
    const idle = postControl('/control/idle', { idle: true }).state;
    assert.ok(idle);
    assert.deepEqual(dataOf(get(idle, '/kiosk/check/pod_idle')), { pod_idle: true });
    assert.equal(postControl('/control/idle', { idle: false }, idle).state?.station.idle, false);
    const asleep = postControl('/control/asleep', { asleep: true }).state;
    assert.ok(asleep);
    assert.deepEqual(dataOf(get(asleep, '/kiosk/check/pod_asleep')), { pod_asleep: true });
  });

  it('refuse a missing flag', () => {
    assert.equal(postControl('/control/idle', {}).status, 400);
  });
});

describe('the game control', () => {
  it('starts a game on the first attached console and the helper reports it', () => {
    const s = postControl('/control/game', { started: true }).state;
    assert.ok(s);
    assert.deepEqual(dataOf(get(s, '/kiosk/check/game_platform')), { game_platform: 'xb' });
    assert.equal(dataOf(get(s, '/game/check/game_playing')).game_playing, true);
  });

  it('starts on a chosen slot, pauses play, and stops', () => {
    const started = postControl('/control/game', { started: true, xd: 'xd2', game_id: 'fifa' }).state;
    assert.deepEqual([started?.game.xd, started?.game.platform, started?.game.game_id], ['xd2', 'ps', 'fifa']);
    const paused = postControl('/control/game', { playing: false }, started).state;
    assert.deepEqual([paused?.game.started, paused?.game.playing], [true, false]);
    const stopped = postControl('/control/game', { started: false }, paused).state;
    assert.equal(stopped?.game.requested_at, null);
  });

  it('moves a running game to another slot when one is named', () => {
    const onXd1 = postControl('/control/game', { started: true, xd: 'xd1' }).state;
    const onXd2 = postControl('/control/game', { started: true, xd: 'xd2' }, onXd1).state;
    assert.deepEqual([onXd2?.game.xd, onXd2?.game.platform], ['xd2', 'ps']);
    const kept = postControl('/control/game', { started: true }, onXd2).state;
    assert.equal(kept?.game.xd, 'xd2');
  });

  it('sets the startup delay and makes the next start fail, once', () => {
    const set = postControl('/control/game-start', { startup_ms: 30_000, fail_next: true }).state;
    assert.deepEqual([set?.game.startup_ms, set?.game.fail_next_start], [30_000, true]);
    assert.ok(set);
    const refused = post(set, '/game/play/game_start', { xd: 'xd1', game_id: 'g' });
    assert.equal(refused.status, 409);
    assert.equal(envelopeOf(refused).message, GAME_START_FAILED);
    assert.equal(refused.state.game.requested_at, null, 'nothing started');
    const next = post(refused.state, '/game/play/game_start', { xd: 'xd1', game_id: 'g' });
    assert.equal(next.status, 200, 'only the next start fails');
    assert.equal(dataOf(next).game_started, false, 'the next one waits its 30 s');
    assert.equal(postControl('/control/game-start', { startup_ms: -1 }).status, 400);
  });

  it('refuses to start when nothing is attached', () => {
    const bare = initialStationState({ consoles: { xd1: 'na', xd2: 'start' } });
    assert.equal(postControl('/control/game', { started: true }, bare).status, 409);
  });
});

describe('the fault controls', () => {
  it('switch the helper offline and back', () => {
    const result = postControl('/control/offline', { offline: true });
    assert.deepEqual(result.faults, { offline: true, latency_ms: 0, swallow_errors: false });
  });

  it('set latency and error swallowing, validating latency', () => {
    assert.deepEqual(postControl('/control/faults', { latency_ms: 250, swallow_errors: true }).faults, {
      offline: false,
      latency_ms: 250,
      swallow_errors: true,
    });
    assert.equal(postControl('/control/faults', { latency_ms: -5 }).status, 400);
  });
});

describe('the recorded calls', () => {
  const calls: RecordedCall[] = [0, 1, 2].map((n) => ({
    at: new Date(T0.getTime() + n * 1000).toISOString(),
    method: 'GET',
    path: `/api/v1/kiosk/check/c${n}`,
    query: {},
    body: undefined,
    status: 200,
  }));

  it('are listed, optionally only those after a time', () => {
    assert.equal((control({ method: 'GET', path: '/control/calls' }, { calls }).body as unknown[]).length, 3);
    const since = control({ method: 'GET', path: '/control/calls', query: { since: calls[0]?.at ?? '' } }, { calls });
    assert.deepEqual(
      (since.body as RecordedCall[]).map((c) => c.path),
      ['/api/v1/kiosk/check/c1', '/api/v1/kiosk/check/c2'],
    );
    assert.equal(control({ method: 'GET', path: '/control/calls', query: { since: 'soon' } }, { calls }).status, 400);
  });

  it('are cleared by DELETE', () => {
    const result = control({ method: 'DELETE', path: '/control/calls' }, { calls });
    assert.equal(result.clearCalls, true);
    assert.deepEqual(result.body, { cleared: 3 });
  });

  it('show newest first in the overview the page polls', () => {
    const body = control({ method: 'GET', path: '/control/overview' }, { calls }).body as {
      calls: RecordedCall[];
      call_count: number;
      screen_mode: string;
    };
    assert.equal(body.calls[0]?.path, '/api/v1/kiosk/check/c2');
    assert.equal(body.call_count, 3);
    assert.equal(body.screen_mode, 'vacant');
  });
});

describe('the control page and unknown routes', () => {
  it('serve the page as HTML at /control and /control/', () => {
    for (const path of ['/control', '/control/']) {
      const result = control({ method: 'GET', path });
      assert.equal(result.contentType, 'text/html; charset=utf-8');
      assert.match(String(result.body), /^<!doctype html>/);
    }
  });

  it('answer an unknown control route with 404', () => {
    const result = control({ method: 'GET', path: '/control/teleport' });
    assert.equal(result.status, 404);
    assert.deepEqual(result.body, { error: 'unknown control route GET /control/teleport' });
  });
});
