import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { buildApp } from '../../src/app.ts';
import type { LoggerSetting } from '../../src/http/logger.ts';
import { openPodServices, type PodServices } from '../support/pod-fixtures.ts';

/** Everything the app's logger writes, as text. */
function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}

describe('the request log', () => {
  let f: PodServices;
  before(async () => {
    f = await openPodServices();
  });
  after(() => f.close());

  it('never holds a pod key, a remote id or a station secret, in a query string or a logged body', async (t) => {
    const client = await f.client();
    const pod = await f.deployPod(client, await f.lab(client.id));
    const log = captureLog();
    // Fastify takes a `stream` beside pino's options
    const logger = { level: 'info', stream: log.stream } as unknown as LoggerSetting;
    // every request gets its lines, the successful ones too (by default only refusals, errors,
    // slow requests and state changes do)
    process.env.LOG_REQUESTS = 'all';
    t.after(() => {
      delete process.env.LOG_REQUESTS;
    });
    const app = buildApp(f.deps, { logger });
    t.after(() => app.close());
    await app.ready();
    const remoteId = 'remote-id-b5f0c2e1a9';
    await app.inject({ method: 'GET', url: `/api/v1/pod?pod_id_key=${pod.pod_id_key}` });
    await app.inject({ method: 'GET', url: `/api/v1/kiosk/check/session?remote_id=${remoteId}&x=1` });
    await app.inject({ method: 'GET', url: `/api/v1/anything?remote_id_key=${remoteId}&station_secret=s3cr3t-value` });
    app.log.info(
      { body: { pod_id_key: pod.pod_id_key, remote_id: remoteId, station_secret: 's3cr3t-value' } },
      'a body',
    );
    const text = log.text();
    assert.match(text, /pod_id_key=\[redacted\]/, 'the requests were logged');
    assert.match(text, /a body/);
    for (const secret of [pod.pod_id_key, remoteId, 's3cr3t-value'])
      assert.equal(text.includes(secret), false, `${secret} is in the log`);
  });
});
