import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { initialStationState } from '../../src/simulator/station-state.ts';
import { dataOf, envelopeOf, get, post, T0 } from './support/helper-calls.ts';

const station = initialStationState({ pod_id_key: 'POD-7', consoles: { xd1: 'xb', xd2: 'na' } });
const later = (ms: number) => new Date(T0.getTime() + ms);

describe('starting a game', () => {
  it('starts at once by slot and reports started, playing and the platform', () => {
    const result = post(station, '/game/play/game_start', { xd: 'xd1', game_id: 42 });
    assert.deepEqual(dataOf(result), { game_id: '42', xd: 'xd1', platform: 'xb', game_started: true });
    assert.equal(envelopeOf(result).message, 'Game play initiated on xd1');
    const s = result.state;
    assert.deepEqual(dataOf(get(s, '/game/check/game_started')), {
      game_started: true,
      game_id: '42',
      platform: 'xb',
      xd: 'xd1',
      started_at: T0.toISOString(),
    });
    assert.equal(dataOf(get(s, '/game/check/game_playing')).game_playing, true);
    assert.deepEqual(dataOf(get(s, '/kiosk/check/game_platform')), { game_platform: 'xb' });
  });

  it('finds the slot from the platform alone', () => {
    const s = initialStationState({ consoles: { xd1: 'pc', xd2: 'sw' } });
    assert.equal(post(s, '/game/play/game_start', { platform: 'sw', game_id: 'g' }).state.game.xd, 'xd2');
  });

  it('records the number of players on group pods', () => {
    assert.equal(
      post(station, '/game/play/game_start', { xd: 'xd1', game_id: 'g', players: '3' }).state.game.players,
      3,
    );
    assert.equal(post(station, '/game/play/game_start', { xd: 'xd1', game_id: 'g', players: 5 }).status, 400);
  });

  it('reports started only after the startup time has passed', () => {
    const slow = initialStationState({ game: { startup_ms: 5000 } });
    const requested = post(slow, '/game/play/game_start', { xd: 'xd1', game_id: 'g' });
    assert.equal(dataOf(requested).game_started, false);
    assert.equal(dataOf(get(requested.state, '/game/check/game_started', later(4999))).game_started, false);
    const done = get(requested.state, '/game/check/game_started', later(5000));
    assert.equal(dataOf(done).game_started, true);
    assert.equal(done.state.game.started_at, later(5000).toISOString());
    assert.equal(dataOf(get(done.state, '/game/check/game_playing', later(6000))).game_playing, true);
  });

  it('needs a game id and a slot or platform', () => {
    assert.equal(envelopeOf(post(station, '/game/play/game_start', { xd: 'xd1' })).message, 'game_id is required');
    assert.equal(
      envelopeOf(post(station, '/game/play/game_start', { game_id: 'g' })).message,
      'xd or platform is required',
    );
    assert.equal(post(station, '/game/play/game_start', { xd: 'xd3', game_id: 'g' }).status, 400);
  });
});

describe('starting a game on a platform the pod cannot play', () => {
  const refused = (body: Record<string, unknown>, s = station) => {
    const result = post(s, '/game/play/game_start', { game_id: 'g', ...body });
    assert.equal(result.status, 409);
    assert.equal(result.state.game.requested_at, null);
    return envelopeOf(result);
  };

  it('names the requested platform when no slot has it', () => {
    assert.deepEqual(refused({ platform: 'ps' }), {
      success: false,
      status: false,
      message: 'Game play initiated but platform ps not supported by pod',
      data: {},
    });
  });

  it('names the requested platform when its slot has nothing attached', () => {
    assert.equal(
      refused({ xd: 'xd2', platform: 'ps' }).message,
      'Game play initiated but platform ps not supported by pod',
    );
  });

  it('names the slot when only the slot was asked for and nothing is attached there', () => {
    assert.equal(refused({ xd: 'xd2' }).message, 'Game play initiated but platform xd2 not supported by pod');
  });

  it('refuses a platform whose disabled flag is set', () => {
    const s = initialStationState({ consoles: { xb_disabled: true } });
    assert.equal(refused({ xd: 'xd1' }, s).message, 'Game play initiated but platform xd1 not supported by pod');
    assert.equal(refused({ platform: 'xb' }, s).message, 'Game play initiated but platform xb not supported by pod');
  });

  it('refuses a platform other than the one in the requested slot', () => {
    assert.equal(
      refused({ xd: 'xd1', platform: 'sw' }).message,
      'Game play initiated but platform sw not supported by pod',
    );
  });

  it('refuses an unknown platform with the same message', () => {
    assert.equal(
      refused({ platform: 'arcade' }).message,
      'Game play initiated but platform arcade not supported by pod',
    );
  });

  it('says so when the console is still starting', () => {
    const s = initialStationState({ consoles: { xd1: 'start' } });
    assert.equal(refused({ xd: 'xd1' }, s).message, 'The console on xd1 is still starting');
  });
});

describe('the game checks without a game', () => {
  it('report false and empty strings', () => {
    assert.deepEqual(dataOf(get(station, '/game/check/game_playing')), {
      game_playing: false,
      game_id: '',
      platform: '',
      xd: '',
      started_at: '',
    });
    assert.deepEqual(dataOf(get(station, '/kiosk/check/game_platform')), { game_platform: '' });
  });
});
