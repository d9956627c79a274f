import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type HelperSimulator, startHelperSimulator } from '../../src/simulator/simulator-server.ts';
import { control, helper, json } from './support/http.ts';
import { readPng } from './support/png-reader.ts';

describe('the control surface', () => {
  let sim: HelperSimulator;
  before(async () => {
    sim = await startHelperSimulator({ initial: { pod_id_key: 'POD-C' } });
  });
  after(() => sim.close());

  it('flips consoles and the helper API reports the change', async () => {
    await control(sim, 'consoles', { xd1: 'sw', xd2: 'na', sw_disabled: true });
    const { body } = await helper(sim, '/kiosk/check/xds');
    assert.deepEqual([body.data.xd1, body.data.xd2, body.data.sw_disabled], ['sw', 'na', true]);
  });

  it('presses the physical logout button until the kiosk acknowledges it', async () => {
    await control(sim, 'press-logout', { reason: 'button' });
    assert.deepEqual((await helper(sim, '/kiosk/check/logout_pod')).body.data, { logout_pod: true, reason: 'button' });
    await helper(sim, '/kiosk/acknowledge/logout_pod');
    assert.deepEqual((await helper(sim, '/kiosk/check/logout_pod')).body.data, { logout_pod: false, reason: '' });
  });

  it('raises idle and asleep', async () => {
    await control(sim, 'idle', { idle: true });
    await control(sim, 'asleep', { asleep: true });
    assert.deepEqual((await helper(sim, '/kiosk/check/pod_idle')).body.data, { pod_idle: true });
    assert.deepEqual((await helper(sim, '/kiosk/check/pod_asleep')).body.data, { pod_asleep: true });
  });

  it('starts and stops a game', async () => {
    await control(sim, 'consoles', { xd1: 'xb', sw_disabled: false });
    await control(sim, 'game', { started: true, xd: 'xd1', game_id: 'halo' });
    assert.equal((await helper(sim, '/game/check/game_started')).body.data.game_started, true);
    await control(sim, 'game', { started: false });
    assert.equal((await helper(sim, '/game/check/game_playing')).body.data.game_playing, false);
  });

  it('patches the state and refuses an invalid patch with 400', async () => {
    const state = (await control(sim, 'state', { emergency: true })) as { emergency: boolean };
    assert.equal(state.emergency, true);
    const res = await fetch(`${sim.controlUrl}state`, json({ emergency: 'very' }));
    assert.equal(res.status, 400);
    assert.match(((await res.json()) as { error: string }).error, /\/emergency/);
  });

  it('serves a self-contained HTML page with its buttons', async () => {
    const res = await fetch(sim.controlUrl);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
    const html = await res.text();
    for (const label of [
      'Press logout button',
      'Leave seat',
      'Idle',
      'Asleep',
      'Emergency',
      'Start game on XD1',
      'Stop game',
      'Go offline',
      'Whole pod',
      '>Xbox<',
      '>PS5<',
      '>Switch<',
      '>PC<',
      '>None<',
    ]) {
      assert.ok(html.includes(label), `the page lacks ${label}`);
    }
    assert.doesNotMatch(html, /<(script|link)[^>]+(src|href)="(https?:)?\/\//, 'no external assets');
    assert.match(html, /#f48226/);
    assert.match(html, /#03244d/);
  });
});

describe('the screenshot endpoint', () => {
  let sim: HelperSimulator;
  before(async () => {
    sim = await startHelperSimulator();
  });
  after(() => sim.close());

  const shot = async () => {
    const res = await fetch(`${sim.url}/kiosk/check/screenshot`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'image/png');
    return Buffer.from(await res.arrayBuffer());
  };

  it('returns a valid 320x180 PNG', async () => {
    const png = readPng(await shot());
    assert.deepEqual([png.width, png.height], [320, 180]);
    assert.ok(png.chunks.every((c) => c.crcOk));
    assert.equal(png.pixels.length, 180 * (1 + 320 * 3));
  });

  it('returns a different picture once the station changes', async () => {
    const before = await shot();
    await control(sim, 'idle', { idle: true });
    const after = await shot();
    assert.notDeepEqual(after, before);
    assert.ok(readPng(after).chunks.every((c) => c.crcOk));
  });
});
