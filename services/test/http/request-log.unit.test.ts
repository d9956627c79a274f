import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { loggerOptions } from '../../src/http/logger.ts';
import { logFormat, requestLine, SLOW_REQUEST_MS, TerminalLogController } from '../../src/http/request-log.ts';

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

describe('the request lines a terminal shows', () => {
  it('keeps server errors at error level, refused and slow requests at warn, and drops the rest', () => {
    assert.deepEqual(requestLine(500, 3), { level: 'error', message: 'request failed' });
    assert.deepEqual(requestLine(503, 3), { level: 'error', message: 'request failed' });
    assert.deepEqual(requestLine(400, 3), { level: 'warn', message: 'request refused' });
    assert.deepEqual(requestLine(401, 3), { level: 'warn', message: 'request refused' });
    assert.deepEqual(requestLine(200, SLOW_REQUEST_MS + 1), { level: 'warn', message: 'slow request' });
    assert.equal(requestLine(200, SLOW_REQUEST_MS), null);
    assert.equal(requestLine(204, 2), null);
    assert.equal(requestLine(302, 2), null);
  });

  it('logs a failed, a refused and a slow request, and nothing of a quick good one', async () => {
    const lines: Array<{ level: number; msg: string; res?: { statusCode: number }; req?: { url: string } }> = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream }, logController: new TerminalLogController() });
    app.get('/ok', async () => ({ ok: true }));
    app.get('/missing', async (_req, reply) => reply.code(404).send({ ok: false }));
    app.get('/broken', async () => {
      throw new Error('boom');
    });
    app.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 50));
      return { ok: true };
    });
    for (const url of ['/ok', '/missing', '/broken', '/slow', '/ok?token=secret']) await app.inject({ url });
    await app.close();
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
});
