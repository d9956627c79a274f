import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { describe, it } from 'node:test';
import { LOG_SEQ_HEADER } from '@gamepod/contracts/http';
import Fastify from 'fastify';
import { loggerOptions } from '../../src/http/logger.ts';
import { logFormat, QuietLogController, requestLine, SLOW_REQUEST_MS } from '../../src/http/request-log.ts';

describe('the log format', () => {
  it('is pretty on a terminal and JSON when stdout is a pipe or a file', () => {
    assert.equal(logFormat({}, true), 'pretty');
    assert.equal(logFormat({}, false), 'json');
    assert.equal(logFormat({}, undefined), 'json');
  });

  it('is JSON with LOG_FORMAT=json even on a terminal, and pretty with LOG_FORMAT=pretty even in a pipe', () => {
    assert.equal(logFormat({ LOG_FORMAT: 'json' }, true), 'json');
    assert.equal(logFormat({ LOG_FORMAT: 'pretty' }, false), 'pretty');
  });

  it('writes pretty logs through pino-pretty, pino’s own transport, and JSON without one', () => {
    const pretty = loggerOptions(true, 'pretty', {});
    const json = loggerOptions(true, 'json', {});
    assert.ok(pretty && json);
    assert.equal((pretty.transport as { target?: string } | undefined)?.target, 'pino-pretty');
    assert.equal(json.transport, undefined);
    assert.equal(loggerOptions(false, 'pretty', {}), false);
  });
});

describe('the request lines the log keeps', () => {
  it('keeps server errors at error level, refused and slow requests at warn, and drops the rest', () => {
    assert.deepEqual(requestLine(500, 3), { level: 'error', message: 'request failed' });
    assert.deepEqual(requestLine(503, 3), { level: 'error', message: 'request failed' });
    assert.deepEqual(requestLine(400, 3), { level: 'warn', message: 'request refused' });
    assert.deepEqual(requestLine(401, 3), { level: 'warn', message: 'request refused' });
    assert.deepEqual(requestLine(200, SLOW_REQUEST_MS + 1), { level: 'warn', message: 'slow request' });
    assert.equal(requestLine(200, SLOW_REQUEST_MS), null);
    assert.equal(requestLine(204, 2), null);
    assert.equal(requestLine(302, 2), null);
    assert.deepEqual(requestLine(200, 2, true), { level: 'info', message: 'state changed' });
    assert.deepEqual(requestLine(400, 2, true), { level: 'warn', message: 'request refused' });
  });

  /** An app with the quiet controller whose JSON lines are collected; `/save` marks its reply as having appended. */
  async function quietApp(stateChanges: boolean) {
    const lines: Array<{ level: number; msg: string; res?: { statusCode: number }; req?: { url: string } }> = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream }, logController: new QuietLogController({ stateChanges }) });
    app.get('/ok', async () => ({ ok: true }));
    app.get('/api/v1/health', async () => ({ status: 'ok' }));
    app.post('/save', async (_req, reply) => reply.header(LOG_SEQ_HEADER, '42').send({ ok: true }));
    app.get('/missing', async (_req, reply) => reply.code(404).send({ ok: false }));
    app.get('/broken', async () => {
      throw new Error('boom');
    });
    app.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 50));
      return { ok: true };
    });
    const urls = ['/ok', '/api/v1/health', '/missing', '/broken', '/slow', '/ok?token=secret'];
    for (const url of urls) await app.inject({ url });
    await app.inject({ method: 'POST', url: '/save' });
    await app.close();
    return lines;
  }

  it('on a terminal, logs a failed, a refused and a slow request, and nothing of quick good ones', async () => {
    const lines = await quietApp(false);
    const completed = lines.filter((l) => l.res);
    assert.deepEqual(
      completed.map((l) => [l.req?.url, l.res?.statusCode, l.level, l.msg]),
      [
        ['/missing', 404, 40, 'request refused'],
        ['/broken', 500, 50, 'boom'],
        ['/broken', 500, 50, 'request failed'],
        ['/slow', 200, 40, 'slow request'],
      ],
    );
    assert.ok(!lines.some((l) => l.msg === 'incoming request'));
  });

  it('off a terminal, adds the requests that changed state, and still nothing of polls and health checks', async () => {
    const lines = await quietApp(true);
    const completed = lines.filter((l) => l.res);
    assert.deepEqual(
      completed.map((l) => [l.req?.url, l.res?.statusCode, l.level, l.msg]),
      [
        ['/missing', 404, 40, 'request refused'],
        ['/broken', 500, 50, 'boom'],
        ['/broken', 500, 50, 'request failed'],
        ['/slow', 200, 40, 'slow request'],
        ['/save', 200, 30, 'state changed'],
      ],
    );
    assert.ok(!lines.some((l) => l.msg === 'incoming request' || l.req?.url === '/api/v1/health'));
  });
});
