import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openTestEnv, type TestEnv } from '@gamepod/devkit';
import { authSessionsProjection } from '@gamepod/projections';
import { WebSocket } from 'ws';
import { type RunningServices, startServices } from '../../src/server.ts';

describe('startServices over real sockets', () => {
  let env: TestEnv;
  let services: RunningServices;
  before(async () => {
    env = await openTestEnv();
    services = await startServices({
      natsUrl: env.natsUrl,
      databaseUrl: env.databaseUrl,
      names: env.names,
      port: 0,
      projections: [authSessionsProjection],
      logger: false,
    });
  });
  after(async () => {
    await services.close();
    await env.close();
  });

  it('listens on loopback and answers health, creating the streams it needs', async () => {
    assert.match(services.url, /^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await fetch(`${services.url}/api/v1/health`);
    const body = (await res.json()) as { data: { stream: { ok: boolean; last_seq: number } } };
    // no projection worker runs here, so the read model has no checkpoint yet; NATS and Postgres are up
    assert.equal(body.data.stream.ok, true);
    assert.equal(body.data.stream.last_seq, 0);
  });

  it('closes an unauthenticated WebSocket with 4401', async () => {
    const ws = new WebSocket(`${services.url.replace('http', 'ws')}/api/v1/ws`);
    const code = await new Promise<number>((resolve) => ws.on('close', (c) => resolve(c)));
    assert.equal(code, 4401);
    ws.terminate();
  });
});
