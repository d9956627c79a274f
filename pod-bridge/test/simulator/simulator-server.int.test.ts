import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventually } from '@gamepod/devkit';
import type { HelperEnvelope } from '../../src/simulator/helper-reply.ts';
import { type HelperSimulator, startHelperSimulator } from '../../src/simulator/simulator-server.ts';
import { control, helper, json } from './support/http.ts';

describe('a running simulator', () => {
  let sim: HelperSimulator;
  before(async () => {
    sim = await startHelperSimulator({ initial: { pod_id_key: 'POD-INT', mac_address: 'AA:BB:CC:00:00:01' } });
  });
  after(() => sim.close());

  it('listens on a free port and names its helper and control URLs', () => {
    assert.ok(sim.port > 0);
    assert.equal(sim.url, `http://127.0.0.1:${sim.port}/api/v1`);
    assert.equal(sim.controlUrl, `http://127.0.0.1:${sim.port}/control/`);
  });

  it('answers the helper API from its initial state', async () => {
    assert.deepEqual(await helper(sim, '/kiosk/check/pod_id'), {
      status: 200,
      body: { success: true, status: true, message: 'ok', data: { pod_id: 'POD-INT' } },
    });
    assert.deepEqual((await helper(sim, '/kiosk/check/mac_address')).body.data, { mac_address: 'AA:BB:CC:00:00:01' });
  });

  it('keeps what a set call changed, for the next check call and for state()', async () => {
    assert.equal((await helper(sim, '/kiosk/set/vol_change', json({ volume: 33 }))).status, 200);
    assert.deepEqual((await helper(sim, '/kiosk/check/vol_now')).body.data, { volume: 33, muted: false });
    assert.equal(sim.state().audio.volume, 33);
  });

  it('reads form-encoded posts as well as JSON', async () => {
    const res = await fetch(`${sim.url}/kiosk/set/vol_change`, {
      method: 'POST',
      body: new URLSearchParams({ volume: '12' }),
    });
    assert.equal(res.status, 200);
    assert.equal(sim.state().audio.volume, 12);
  });

  it('answers a bad volume with 400 and status false over HTTP', async () => {
    const { status, body } = await helper(sim, '/kiosk/set/vol_change', json({ volume: 50.5 }));
    assert.equal(status, 400);
    assert.equal(body.status, false);
    assert.equal(body.success, false);
  });

  it('answers a body that is not JSON with 400', async () => {
    const res = await fetch(`${sim.url}/kiosk/set/vol_change`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{volume',
    });
    assert.equal(res.status, 400);
    assert.equal(((await res.json()) as HelperEnvelope).message, 'The body is not valid JSON');
  });

  it('hands out copies of its state, so callers cannot change it behind its back', () => {
    const copy = sim.state();
    copy.audio.volume = 1;
    assert.notEqual(sim.state().audio.volume, 1);
  });

  it('takes validated patches through set()', () => {
    assert.equal(sim.set({ station: { reserved: true } }).station.reserved, true);
    assert.throws(() => sim.set({ consoles: { xd1: 'n64' as 'na' } }), /\/consoles\/xd1/);
  });

  it('allows the kiosk page to call it from another origin', async () => {
    const res = await fetch(`${sim.url}/kiosk/set/vol_change`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:8080', 'access-control-request-method': 'POST' },
    });
    assert.equal(res.status, 204);
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
    assert.match(res.headers.get('access-control-allow-headers') ?? '', /content-type/);
  });

  it('answers paths outside /api/v1 and /control with 404', async () => {
    const res = await fetch(`http://127.0.0.1:${sim.port}/kiosk/check/pod_id`);
    assert.equal(res.status, 404);
  });
});

describe('the recorded calls', () => {
  let sim: HelperSimulator;
  before(async () => {
    sim = await startHelperSimulator();
  });
  after(() => sim.close());

  it('hold every helper call with its time, method, path, query, body and status', async () => {
    sim.clearCalls();
    const before = new Date().toISOString();
    await helper(sim, '/kiosk/check/xds?pod=1');
    await helper(sim, '/kiosk/set/pod_emergency', json({ pod_emergency: 'maybe' }));
    const calls = sim.calls();
    assert.deepEqual(
      calls.map(({ at: _, ...rest }) => rest),
      [
        { method: 'GET', path: '/api/v1/kiosk/check/xds', query: { pod: '1' }, body: undefined, status: 200 },
        {
          method: 'POST',
          path: '/api/v1/kiosk/set/pod_emergency',
          query: {},
          body: { pod_emergency: 'maybe' },
          status: 400,
        },
      ],
    );
    assert.ok(calls.every((c) => c.at >= before));
  });

  it('leave control calls out', async () => {
    sim.clearCalls();
    await control(sim, 'state');
    await control(sim, 'overview');
    assert.deepEqual(sim.calls(), []);
  });

  it('are listed by GET /control/calls?since and cleared by DELETE /control/calls', async () => {
    sim.clearCalls();
    await helper(sim, '/kiosk/check/pod_idle');
    const mark = new Date(Date.now() + 1).toISOString();
    await eventually('the clock past the mark', () => Date.now() > Date.parse(mark), { intervalMs: 1 });
    await helper(sim, '/kiosk/check/pod_asleep');
    const since = (await control(sim, `calls?since=${encodeURIComponent(mark)}`)) as { path: string }[];
    assert.deepEqual(
      since.map((c) => c.path),
      ['/api/v1/kiosk/check/pod_asleep'],
    );
    const res = await fetch(`${sim.controlUrl}calls`, { method: 'DELETE' });
    assert.deepEqual(await res.json(), { cleared: 2 });
    assert.equal(sim.calls().length, 0);
  });

  it('keep only the newest calls past the log size', async () => {
    const small = await startHelperSimulator({ callLogSize: 3 });
    try {
      for (const flag of ['pod_idle', 'pod_asleep', 'pod_touch', 'pod_kb']) await helper(small, `/kiosk/check/${flag}`);
      assert.deepEqual(
        small.calls().map((c) => c.path.split('/').at(-1)),
        ['pod_asleep', 'pod_touch', 'pod_kb'],
      );
    } finally {
      await small.close();
    }
  });
});

describe('the faults', () => {
  let sim: HelperSimulator;
  const effects: string[] = [];
  before(async () => {
    sim = await startHelperSimulator({ rebootDowntimeMs: 300, onEffect: (e) => effects.push(e.kind) });
  });
  after(() => sim.close());

  it('offline drops helper connections at the socket while the control surface stays up', async () => {
    await control(sim, 'offline', { offline: true });
    await assert.rejects(fetch(`${sim.url}/kiosk/check/pod_id`), (err: Error) => {
      assert.equal(err.name, 'TypeError');
      assert.match(String((err.cause as { code?: string } | undefined)?.code), /UND_ERR_SOCKET|ECONNRESET/);
      return true;
    });
    assert.equal(sim.calls().at(-1)?.status, 0, 'the dropped call is still recorded');
    assert.deepEqual(await control(sim, 'faults'), { offline: true, latency_ms: 0, swallow_errors: false });
    await control(sim, 'offline', { offline: false });
    assert.equal((await helper(sim, '/kiosk/check/pod_id')).status, 200);
  });

  it('latency delays every helper reply', async () => {
    sim.setFaults({ latency_ms: 150 });
    const started = performance.now();
    await helper(sim, '/kiosk/check/pod_idle');
    assert.ok(performance.now() - started >= 140);
    sim.setFaults({ latency_ms: 0 });
  });

  it('swallowing errors turns failures into success with empty data', async () => {
    await control(sim, 'faults', { swallow_errors: true });
    assert.deepEqual(await helper(sim, '/kiosk/set/vol_change', json({ volume: 99 })), {
      status: 200,
      body: { success: true, status: true, message: 'ok', data: {} },
    });
    sim.setFaults({ swallow_errors: false });
  });

  it('a reboot takes the helper offline for the downtime', async () => {
    assert.equal((await helper(sim, '/kiosk/set/reboot', json({}))).status, 200);
    await assert.rejects(fetch(`${sim.url}/kiosk/check/ready_pod`), TypeError);
    const back = await eventually('the helper back after its downtime', () => helper(sim, '/kiosk/check/ready_pod'));
    assert.deepEqual(back.body.data, { ready_pod: true });
    assert.equal(sim.state().counters.reboot, 1);
    assert.deepEqual(effects, ['reboot']);
  });
});
