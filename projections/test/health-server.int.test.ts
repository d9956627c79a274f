import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { eventually, freePort } from '@gamepod/devkit';
import type { ProjectionWorker } from '@gamepod/log-runtime';
import { ledgerProjection } from '../../log-runtime/test/support/ledger.ts';
import { ledgerFixture } from '../../log-runtime/test/support/ledger-fixture.ts';
import { startHealthServer } from '../src/health-server.ts';

describe('the projections service health endpoint', () => {
  const f = ledgerFixture();
  let worker: ProjectionWorker;
  let server: Server;
  let url: string;
  before(async () => {
    worker = f.startWorker(ledgerProjection);
    const port = await freePort();
    server = await startHealthServer([worker], port, '127.0.0.1');
    url = `http://127.0.0.1:${port}`;
  });
  after(() => server.close());

  it('answers 200 with each worker once they run', async () => {
    await eventually('the worker running', () => worker.state === 'running');
    const res = await fetch(`${url}/health`);
    const body = (await res.json()) as { status: boolean; data: { workers: Array<{ name: string; state: string }> } };
    assert.equal(res.status, 200);
    assert.equal(body.status, true);
    assert.deepEqual(
      body.data.workers.map((w) => [w.name, w.state]),
      [['ledger', 'running']],
    );
  });

  it('answers unknown paths with the JSON 404 envelope', async () => {
    const res = await fetch(`${url}/nope`);
    assert.equal(res.status, 404);
    assert.equal(((await res.json()) as { status: boolean }).status, false);
  });
});
