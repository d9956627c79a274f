import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openDatabase } from '@gamepod/log-runtime';
import { authSessionsProjection } from '@gamepod/projections';
import { buildApp } from '../../src/app.ts';
import { issueSession } from '../../src/users/application/sessions.ts';
import { openTestServices, type TestServices } from '../support/test-services.ts';

describe('GET /api/v1/health', () => {
  let s: TestServices;
  before(async () => {
    s = await openTestServices();
    await s.app.ready();
  });
  after(() => s.close());

  it('answers 200 with NATS, Postgres, the stream and each projection with its lag', async () => {
    const { seq } = await issueSession(s.deps, {
      user_id: 'u1',
      role: 1,
      client_id: null,
      pod_id: null,
      kind: 'web',
      ttlMs: 60_000,
    });
    const res = await s.app.inject({ method: 'GET', url: '/api/v1/health' });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.status, true);
    assert.equal(body.message, 'ok');
    assert.equal(body.data.nats.ok, true);
    assert.equal(body.data.nats.connected, true);
    assert.equal(typeof body.data.nats.rtt_ms, 'number');
    assert.equal(body.data.postgres.ok, true);
    assert.equal(typeof body.data.postgres.latency_ms, 'number');
    assert.deepEqual(body.data.stream, { ok: true, name: s.env.names.eventsStream, last_seq: seq });
    assert.deepEqual(body.data.projections, [{ name: 'auth_sessions', checkpoint: seq, lag: 0, dead_letters: 0 }]);
    assert.equal(body.data.dead_letters, 0);
    assert.equal(body.data.backups, null, 'this instance runs no db_backups read model');
  });

  it('shows the lag of a projection that is behind', async () => {
    await s.worker?.stop();
    // with no worker the read-your-writes wait runs out (2 s) and the session is issued anyway
    const { seq } = await issueSession(s.deps, {
      user_id: 'u2',
      role: 1,
      client_id: null,
      pod_id: null,
      kind: 'web',
      ttlMs: 60_000,
    });
    const res = await s.app.inject({ method: 'GET', url: '/api/v1/health' });
    const [auth] = res.json().data.projections;
    assert.equal(auth.name, 'auth_sessions');
    assert.equal(auth.lag, seq - auth.checkpoint);
    assert.ok(auth.lag >= 1);
  });

  describe('when Postgres is unreachable', () => {
    it('answers 503, status false, with the same data shape saying what is down', async () => {
      // a port nothing listens on: connecting fails at once
      const dead = openDatabase('postgres://nobody@127.0.0.1:1/nothing', { max: 1 });
      const app = buildApp({ ...s.deps, db: dead.db, projections: [authSessionsProjection] });
      try {
        await app.ready();
        const res = await app.inject({ method: 'GET', url: '/api/v1/health' });
        assert.equal(res.statusCode, 503);
        const body = res.json();
        assert.equal(body.status, false);
        assert.equal(body.message, 'Unavailable: postgres down');
        assert.deepEqual(body.data.postgres, { ok: false, latency_ms: null });
        assert.equal(body.data.dead_letters, null, 'unknown while Postgres is down');
        assert.equal(body.data.nats.ok, true);
        assert.equal(body.data.stream.ok, true);
        assert.equal(body.data.projections.length, 1);
        assert.equal(body.data.projections[0].name, 'auth_sessions');
        assert.ok(!res.body.includes('ECONNREFUSED'), 'the reason stays in our log');
      } finally {
        await app.close();
        await dead.close();
      }
    });
  });
});
