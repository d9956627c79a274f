import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { EventSchemaError, ForbiddenError, RuleViolationError } from '@gamepod/events';
import { pathOf } from '../../src/http/error-handler.ts';
import { INTERNAL_MESSAGE, mapError, STARTING_MESSAGE } from '../../src/http/error-mapping.ts';
import { redactUrl } from '../../src/http/logger.ts';
import { describeValidation } from '../../src/http/validation.ts';
import { fail, ok } from '../../src/schemas/reply.ts';

describe('the reply helpers', () => {
  it('ok wraps data in the envelope with message "ok"', () => {
    assert.deepEqual(ok({ pods: [] }), { status: true, message: 'ok', data: { pods: [] } });
  });
  it('ok takes a message', () => {
    assert.deepEqual(ok(null, 'Saved'), { status: true, message: 'Saved', data: null });
  });
  it('fail builds a status-false envelope', () => {
    assert.deepEqual(fail('Nope', { code: 'forbidden' }), {
      status: false,
      message: 'Nope',
      data: { code: 'forbidden' },
    });
  });
});

describe('mapError', () => {
  it('keeps a domain error status, message, code and data, with code winning over data.code', () => {
    const err = new RuleViolationError('login-pod-updating', 'This Gamepod is disabled or updating.', {
      code: 'x',
      pod: '1',
    });
    assert.deepEqual(mapError(err, 'r1'), {
      status: 422,
      body: {
        status: false,
        message: 'This Gamepod is disabled or updating.',
        data: { code: 'login-pod-updating', pod: '1' },
      },
      log: 'none',
    });
  });
  it('maps forbidden to 403', () => {
    assert.equal(mapError(new ForbiddenError(), 'r').status, 403);
  });
  it('hides a 5xx domain error behind the generic message', () => {
    const mapped = mapError(new EventSchemaError('X', 'secret detail'), 'r2');
    assert.deepEqual(mapped.body, {
      status: false,
      message: INTERNAL_MESSAGE,
      data: { code: 'internal', request_id: 'r2' },
    });
    assert.equal(mapped.log, 'error');
  });
  it("answers 503 'still starting up' when a read model's table does not exist yet", () => {
    const err = Object.assign(new Error('relation "rm_clients.clients" does not exist'), { code: '42P01' });
    const mapped = mapError(err, 'r4');
    assert.equal(mapped.status, 503);
    assert.deepEqual(mapped.body, {
      status: false,
      message: STARTING_MESSAGE,
      data: { code: 'unavailable', request_id: 'r4' },
    });
    assert.equal(mapped.log, 'warn');
  });
  it('hides anything unknown, even a thrown string', () => {
    assert.equal(mapError('boom', 'r3').status, 500);
    assert.equal(mapError(new TypeError('x is undefined'), 'r3').body.message, INTERNAL_MESSAGE);
  });
  it('does not trust a statusCode of 500 or more on a foreign error', () => {
    const err = Object.assign(new Error('pool exhausted at 10.0.0.3'), { statusCode: 503 });
    assert.equal(mapError(err, 'r').body.message, INTERNAL_MESSAGE);
  });
  it('passes a foreign 4xx through as bad_request', () => {
    const err = Object.assign(new Error('Range Not Satisfiable'), { statusCode: 416 });
    assert.deepEqual(mapError(err, 'r').body, {
      status: false,
      message: 'Range Not Satisfiable',
      data: { code: 'bad_request' },
    });
  });
});

describe('describeValidation', () => {
  const base = { schemaPath: '#', params: {} };
  it('names a nested field by its path', () => {
    assert.deepEqual(
      describeValidation(
        [{ ...base, keyword: 'format', instancePath: '/user/email', message: 'must match format "email"' }],
        'body',
      ),
      { field: 'user.email', message: 'user.email: must match format "email"' },
    );
  });
  it('names a missing property', () => {
    assert.deepEqual(
      describeValidation(
        [{ ...base, keyword: 'required', instancePath: '', params: { missingProperty: 'lab_id' }, message: 'x' }],
        'body',
      ),
      { field: 'lab_id', message: 'lab_id: is required' },
    );
  });
  it('names a property the schema does not allow', () => {
    const problem = describeValidation(
      [
        {
          ...base,
          keyword: 'additionalProperties',
          instancePath: '',
          params: { additionalProperty: 'role' },
          message: 'x',
        },
      ],
      'body',
    );
    assert.equal(problem.message, 'role: is not allowed');
  });
  it('falls back to the part of the request when the whole of it is wrong', () => {
    assert.deepEqual(
      describeValidation([{ ...base, keyword: 'type', instancePath: '', message: 'must be object' }], 'body'),
      {
        field: 'body',
        message: 'body: must be object',
      },
    );
  });
});

describe('what reaches the log', () => {
  it('redacts token values in URLs', () => {
    assert.equal(redactUrl('/api/v1/ws?token=abc&x=1'), '/api/v1/ws?token=[redacted]&x=1');
    assert.equal(redactUrl('/a?x=1&token=abc'), '/a?x=1&token=[redacted]');
    assert.equal(redactUrl('/a?x=1'), '/a?x=1');
  });
  it('a 404 message names the path without its query string', () => {
    assert.equal(pathOf('/x?token=secret'), '/x');
  });
});
