import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Reply } from '@gamepod/contracts/http';
import {
  ConcurrencyError,
  ConflictError,
  EventSchemaError,
  ForbiddenError,
  NotFoundError,
  RuleViolationError,
  UnauthorizedError,
  ValidationError,
} from '@gamepod/events';
import Type from 'typebox';
import { ok, withErrors } from '../../src/schemas/reply.ts';
import { openTestServices, type TestServices } from '../support/test-services.ts';

describe('the API error replies', () => {
  let s: TestServices;
  const secret = 'db password is hunter2 at 10.0.0.7';
  before(async () => {
    s = await openTestServices({ projections: [], build: { bodyLimit: 1024 } });
    // throwaway routes: registered by the test only, never part of the product
    s.app.post(
      '/test/signup',
      {
        schema: {
          body: Type.Object({ email: Type.String({ format: 'email' }), age: Type.Integer({ minimum: 13 }) }),
          querystring: Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1 })) }),
          response: withErrors({ 200: Reply(Type.Object({ email: Type.String(), page: Type.Integer() })) }),
        },
      },
      async (req) => ok({ email: req.body.email, page: req.query.page ?? 1 }),
    );
    const throwers: Record<string, () => never> = {
      validation: () => {
        throw new ValidationError('Please fill all required fields', { field: 'name' });
      },
      unauthorized: () => {
        throw new UnauthorizedError();
      },
      forbidden: () => {
        throw new ForbiddenError();
      },
      not_found: () => {
        throw new NotFoundError('No pods found at the moment!');
      },
      conflict: () => {
        throw new ConflictError('That email is taken');
      },
      concurrency: () => {
        throw new ConcurrencyError('gp.evt.pod.1', 4);
      },
      rule: () => {
        throw new RuleViolationError('login-pod-updating', 'This Gamepod is disabled or updating.');
      },
      event_schema: () => {
        throw new EventSchemaError('PodLockedOut', secret);
      },
      plain: () => {
        throw new Error(secret);
      },
    };
    s.app.post(
      '/test/notes/:board',
      {
        schema: {
          params: Type.Object({ board: Type.String() }),
          body: Type.Object({ notes: Type.Array(Type.String()), tags: Type.Record(Type.String(), Type.Boolean()) }),
        },
      },
      async (req) => ok({ board: req.params.board, notes: req.body.notes.length }),
    );
    s.app.get('/test/throw/:kind', { schema: { params: Type.Object({ kind: Type.String() }) } }, async (req) => {
      const thrower = throwers[req.params.kind];
      if (!thrower) throw new Error('unknown thrower');
      return thrower();
    });
    await s.app.ready();
  });
  after(() => s.close());

  it('answers an unknown route with 404 and the route in the message', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/x?token=abc' });
    assert.equal(res.statusCode, 404);
    assert.deepEqual(res.json(), { status: false, message: 'Route GET /x not found', data: { code: 'not_found' } });
  });

  describe('when the body fails its schema', () => {
    it('names the field whose format is wrong', async () => {
      const res = await s.app.inject({ method: 'POST', url: '/test/signup', payload: { email: 'nope', age: 20 } });
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json(), {
        status: false,
        message: 'email: must match format "email"',
        data: { code: 'validation', field: 'email' },
      });
    });
    it('names a missing field', async () => {
      const res = await s.app.inject({ method: 'POST', url: '/test/signup', payload: { email: 'a@b.co' } });
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, 'age: is required');
      assert.equal(res.json().data.field, 'age');
    });
    it('does not coerce body types: "20" is not an integer', async () => {
      const res = await s.app.inject({ method: 'POST', url: '/test/signup', payload: { email: 'a@b.co', age: '20' } });
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().data.field, 'age');
    });
    it('but coerces the query string, which is text by nature', async () => {
      const res = await s.app.inject({
        method: 'POST',
        url: '/test/signup?page=3',
        payload: { email: 'a@b.co', age: 20 },
      });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { status: true, message: 'ok', data: { email: 'a@b.co', page: 3 } });
    });
    it('names a bad query parameter', async () => {
      const res = await s.app.inject({
        method: 'POST',
        url: '/test/signup?page=0',
        payload: { email: 'a@b.co', age: 20 },
      });
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json().data, { code: 'validation', field: 'page' });
    });
  });

  describe('when text holds control characters', () => {
    const post = (board: string, payload: Record<string, unknown>) =>
      s.app.inject({ method: 'POST', url: `/test/notes/${encodeURIComponent(board)}`, payload });

    it('names the nested string that holds one', async () => {
      const res = await post('main', { notes: ['fine', 'bell\u0007'], tags: {} });
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json(), {
        status: false,
        message: 'notes.1: must not contain control characters (only tab, line feed and carriage return)',
        data: { code: 'validation', field: 'notes.1' },
      });
    });
    it('refuses one in an object key, naming the object', async () => {
      const res = await post('main', { notes: [], tags: { 'a\u0000b': true } });
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json().data, { code: 'validation', field: 'tags' });
    });
    it('refuses one in a route parameter', async () => {
      const res = await post('m\u0000', { notes: [], tags: {} });
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json().data, { code: 'validation', field: 'board' });
    });
    it('accepts tabs and line breaks', async () => {
      const res = await post('main', { notes: ['one\ntwo\r\n\tthree'], tags: { 'x y': true } });
      assert.equal(res.statusCode, 200, res.body);
    });
  });

  const cases: Array<[string, number, string, Record<string, unknown>]> = [
    ['validation', 400, 'Please fill all required fields', { code: 'validation', field: 'name' }],
    ['unauthorized', 401, 'Token is Invalid', { code: 'unauthorized' }],
    ['forbidden', 403, "You don't have permissions to access this area", { code: 'forbidden' }],
    ['not_found', 404, 'No pods found at the moment!', { code: 'not_found' }],
    ['conflict', 409, 'That email is taken', { code: 'conflict' }],
    [
      'concurrency',
      409,
      'Someone else changed this at the same time; please try again',
      { code: 'concurrency', subject: 'gp.evt.pod.1', expected: 4 },
    ],
    ['rule', 422, 'This Gamepod is disabled or updating.', { code: 'login-pod-updating' }],
  ];
  for (const [kind, status, message, data] of cases) {
    it(`maps a thrown ${kind} error to ${status} with its message and code`, async () => {
      const res = await s.app.inject({ method: 'GET', url: `/test/throw/${kind}` });
      assert.equal(res.statusCode, status);
      assert.deepEqual(res.json(), { status: false, message, data });
    });
  }

  it('asks for a bearer token on 401', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/test/throw/unauthorized' });
    assert.equal(res.headers['www-authenticate'], 'Bearer');
  });

  for (const kind of ['plain', 'event_schema']) {
    it(`answers a ${kind} error with a generic 500 and never leaks its text`, async () => {
      const res = await s.app.inject({ method: 'GET', url: `/test/throw/${kind}` });
      assert.equal(res.statusCode, 500);
      const body = res.json();
      assert.equal(body.status, false);
      assert.equal(body.message, 'Something went wrong on our side');
      assert.equal(body.data.code, 'internal');
      assert.equal(body.data.request_id, res.headers['request-id'] ?? body.data.request_id);
      assert.match(body.data.request_id, /^[0-9a-f-]{36}$/);
      assert.ok(!res.body.includes('hunter2'), res.body);
      assert.ok(!res.body.includes('at '), 'no stack');
    });
  }

  it('answers a malformed JSON body with 400', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/test/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.co", ',
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { status: false, message: 'Body is not valid JSON', data: { code: 'invalid_json' } });
  });

  it('answers an oversized body with 413', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/test/signup',
      payload: { email: 'a@b.co', age: 20, padding: 'x'.repeat(2048) },
    });
    assert.equal(res.statusCode, 413);
    assert.deepEqual(res.json(), {
      status: false,
      message: 'Request body is too large',
      data: { code: 'payload_too_large' },
    });
  });

  describe('when the auth read model has not been built yet', () => {
    it('answers a request with a token 503 unavailable, saying to retry', async () => {
      const res = await s.app.inject({
        method: 'GET',
        url: '/test/throw/plain',
        headers: { authorization: 'Bearer abc' },
      });
      assert.equal(res.statusCode, 503);
      assert.deepEqual(res.json(), {
        status: false,
        message: 'Sign-in is starting up; please try again in a moment',
        data: { code: 'unavailable' },
      });
    });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/test/signup',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    assert.equal(res.statusCode, 415);
    assert.equal(res.json().data.code, 'unsupported_media_type');
  });
});
