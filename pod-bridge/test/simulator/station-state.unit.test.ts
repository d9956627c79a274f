import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CallLog, callsSince, type RecordedCall } from '../../src/simulator/call-log.ts';
import { applyStationPatch, initialStationState } from '../../src/simulator/station-state.ts';

describe('the initial station', () => {
  it('is not deployed, has Xbox and PS5 attached, volume 25 and nobody logged in', () => {
    const s = initialStationState();
    assert.equal(s.pod_id_key, '');
    assert.deepEqual([s.consoles.xd1, s.consoles.xd2], ['xb', 'ps']);
    assert.equal(s.audio.volume, 25);
    assert.equal(s.login, null);
  });

  it('merges nested overrides without losing sibling fields', () => {
    const s = initialStationState({ consoles: { xd2: 'na' } });
    assert.equal(s.consoles.xd2, 'na');
    assert.equal(s.consoles.xd1, 'xb');
  });

  it('refuses an override that makes an invalid station', () => {
    assert.throws(() => initialStationState({ audio: { volume: 51 } }), /\/audio\/volume/);
  });
});

describe('a state patch', () => {
  const s = initialStationState();

  it('sets nullable fields to null rather than deleting them', () => {
    const withSchedule = applyStationPatch(s, { schedule: { start: '08:00', sleep: '20:00' } });
    assert.equal(applyStationPatch(withSchedule, { schedule: { start: null, sleep: null } }).schedule.start, null);
  });

  it('names an unknown field', () => {
    assert.throws(() => applyStationPatch(s, { consoles: { xd3: 'xb' } }), /\/consoles\/xd3 is not a known field/);
  });

  it('refuses a wrong type or value', () => {
    assert.throws(() => applyStationPatch(s, { station: { idle: 'yes' } }), /\/station\/idle/);
    assert.throws(() => applyStationPatch(s, { consoles: { xd1: 'gamecube' } }), /\/consoles\/xd1/);
    assert.throws(() => applyStationPatch(s, []), /must be a JSON object/);
  });

  it('does not touch the state it patches', () => {
    applyStationPatch(s, { audio: { volume: 3 } });
    assert.equal(s.audio.volume, 25);
  });
});

const call = (n: number): RecordedCall => ({
  at: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
  method: 'GET',
  path: `/api/v1/kiosk/check/${n}`,
  query: {},
  body: undefined,
  status: 200,
});

describe('the call log', () => {
  it('keeps calls oldest first', () => {
    const log = new CallLog(10);
    for (const n of [1, 2, 3]) log.record(call(n));
    assert.deepEqual(
      log.all().map((c) => c.path),
      ['/api/v1/kiosk/check/1', '/api/v1/kiosk/check/2', '/api/v1/kiosk/check/3'],
    );
  });

  it('drops the oldest calls once it holds its capacity', () => {
    const log = new CallLog(3);
    for (let n = 1; n <= 7; n++) log.record(call(n));
    assert.equal(log.size, 3);
    assert.deepEqual(
      log.all().map((c) => c.path.split('/').at(-1)),
      ['5', '6', '7'],
    );
    log.clear();
    assert.deepEqual(log.all(), []);
  });

  it('filters calls strictly after a time and refuses a time that is not one', () => {
    const calls = [1, 2, 3].map(call);
    assert.deepEqual(
      callsSince(calls, calls[0]?.at ?? '').map((c) => c.path.split('/').at(-1)),
      ['2', '3'],
    );
    assert.throws(() => callsSince(calls, 'yesterday'), /ISO 8601/);
  });
});
