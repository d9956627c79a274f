import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { LOG_SEQ_HEADER, READ_AFTER_HEADER } from '@gamepod/contracts/http';
import type { ProjectionWorker } from '@gamepod/log-runtime';
import { reservationsProjection } from '@gamepod/projections';
import type { LightMyRequestResponse } from 'fastify';
import type { DeployedPod, TestClient } from '../support/pod-fixtures.ts';
import {
  hoursFromNow,
  okData,
  openReservationServices,
  type ReservationServices,
  reservationForm,
} from '../support/reservation-fixtures.ts';
import { startWorkers } from '../support/test-client.ts';

const LIST = '/api/v1/admin/reservations/list?length=10&page=1';
type Page = { reservations: Array<{ group_name: string }>; total_rows: number };

/**
 * The read-your-writes token: a write's reply names how far into the log it wrote, and a read
 * that sends that on waits for the read models to reach it, though the write's own wait ran out.
 */
describe('the read-your-writes token (x-gp-log-seq, then x-gp-read-after)', () => {
  let f: ReservationServices;
  let own: TestClient;
  let lab: string;
  let pods: DeployedPod[];
  let admin: string;
  let worker: ProjectionWorker | undefined;
  before(async () => {
    f = await openReservationServices();
    own = await f.client();
    ({ lab, pods } = await f.labWithPods(own, 1));
    admin = await f.token(3, own.id);
    worker = f.workers.find((w) => w.projection.name === reservationsProjection.name);
  });
  after(async () => {
    await worker?.stop();
    await f.close();
  });

  const list = (headers: Record<string, string> = {}) =>
    f.app.inject({ method: 'GET', url: LIST, headers: { authorization: `Bearer ${admin}`, ...headers } });
  const seqOf = (res: LightMyRequestResponse) => Number(res.headers[LOG_SEQ_HEADER]);

  it('makes a list read that carries a save’s log sequence wait for the save its read model had not applied', async () => {
    await worker?.stop();
    const start = hoursFromNow(48);
    const saved = await f.save(reservationForm(lab, pods, start, new Date(start.getTime() + 3_600_000)), admin);
    assert.equal(saved.statusCode, 200, saved.body);
    const seq = seqOf(saved);
    assert.ok(seq > 0, `the save's reply names its log sequence (${saved.headers[LOG_SEQ_HEADER]})`);
    assert.equal(seq, await f.lastSeq(), 'the sequence of the commit the save appended');
    assert.ok(f.deps.checkpoints.checkpoint('reservations') < seq, 'the reply went out before the read model had it');

    const stale = okData<Page>(await list());
    assert.equal(stale.total_rows, 0, 'without the token the list is the state before the save');

    const waiting = list({ [READ_AFTER_HEADER]: String(seq) });
    await new Promise((r) => setTimeout(r, 300));
    [worker] = await startWorkers(f, [reservationsProjection]);
    const fresh = await waiting;
    const page = okData<Page>(fresh);
    assert.equal(page.total_rows, 1, 'with the token the list shows the save');
    assert.equal(page.reservations[0]?.group_name, 'Robotics club');
    assert.equal(fresh.headers[LOG_SEQ_HEADER], undefined, 'a read appends nothing, so names no sequence');
  });

  it('answers a token past the end of the log at once: it is no sequence of this log', async () => {
    const before = await f.lastSeq();
    const t0 = Date.now();
    const res = await list({ [READ_AFTER_HEADER]: String(before + 1_000_000) });
    assert.equal(res.statusCode, 200, res.body);
    assert.ok(Date.now() - t0 < 5_000, `answered in ${Date.now() - t0} ms, not after the 10 s wait`);
  });

  it('refuses a token that is not a log sequence with 400, appending nothing', async () => {
    const before = await f.lastSeq();
    for (const bad of ['abc', '0', '-5', '12.5', '1e9', '9'.repeat(16)]) {
      const res = await list({ [READ_AFTER_HEADER]: bad });
      assert.equal(res.statusCode, 400, `${bad}: ${res.body}`);
      const body = res.json() as { status: boolean; message: string; data: { code: string; field: string } };
      assert.equal(body.status, false);
      assert.equal(body.data.code, 'validation');
      assert.equal(body.data.field, READ_AFTER_HEADER);
      assert.match(body.message, /must be a log sequence/);
    }
    const refusedSave = await f.app.inject({
      method: 'POST',
      url: '/api/v1/admin/reservations/save',
      headers: { authorization: `Bearer ${admin}`, [READ_AFTER_HEADER]: 'abc' },
      payload: reservationForm(lab, pods, hoursFromNow(72), hoursFromNow(73)),
    });
    assert.equal(refusedSave.statusCode, 400, refusedSave.body);
    assert.equal(await f.lastSeq(), before, 'nothing was appended');
  });

  it('lets health answer at once whatever token it is sent: it reports the lag a wait would sit out', async () => {
    await worker?.stop();
    const start = hoursFromNow(96);
    const saved = await f.save(reservationForm(lab, pods, start, new Date(start.getTime() + 3_600_000)), admin);
    const seq = seqOf(saved);
    assert.ok(seq > 0);
    const t0 = Date.now();
    const health = await f.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { [READ_AFTER_HEADER]: String(seq) },
    });
    assert.ok([200, 503].includes(health.statusCode), health.body);
    assert.ok(Date.now() - t0 < 5_000, `health answered in ${Date.now() - t0} ms`);
    [worker] = await startWorkers(f, [reservationsProjection]);
  });

  it('waits once for a read model that does not come, then answers the calls after it at once', async () => {
    await worker?.stop();
    const start = hoursFromNow(120);
    const saved = await f.save(reservationForm(lab, pods, start, new Date(start.getTime() + 3_600_000)), admin);
    const token = { [READ_AFTER_HEADER]: String(seqOf(saved)) };
    let t0 = Date.now();
    assert.equal((await list(token)).statusCode, 200);
    const first = Date.now() - t0;
    assert.ok(first >= 9_000, `the first read waited the whole bound (${first} ms)`);
    t0 = Date.now();
    assert.equal((await list(token)).statusCode, 200);
    assert.ok(Date.now() - t0 < 2_000, `the next read did not wait again (${Date.now() - t0} ms)`);
    [worker] = await startWorkers(f, [reservationsProjection]);
  });
});
