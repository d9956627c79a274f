import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Projection, ProjectionWorker } from '@gamepod/log-runtime';
import { clientsProjection, podsProjection, usersProjection } from '@gamepod/projections';
import { body, STAFF_PASSWORD, USERS_API, userForm } from '../support/admin-users-fixtures.ts';
import { type FleetServices, openFleetServices, sampleClientForm } from '../support/fleet-admin.ts';
import { startWorkers } from '../support/test-client.ts';

/**
 * The call that follows a write works even when the write's bounded wait ran out before its
 * read model applied it: the next read waits for the read model to reach the aggregate's
 * own version in the log.
 */
describe('the next call after a write whose read model lags', () => {
  let f: FleetServices;
  let sup: string;
  let clientId: string;
  /** The running worker of each read model; a held-back one is replaced when it resumes. */
  const running = new Map<string, ProjectionWorker>();
  before(async () => {
    f = await openFleetServices({ extra: [usersProjection, podsProjection] });
    for (const w of f.workers) running.set(w.projection.name, w);
    sup = await f.superAdmin();
    clientId = await f.deployClient();
  });
  after(async () => {
    for (const w of running.values()) await w.stop();
    await f.close();
  });

  /**
   * Stops the read model's worker; `resume` lets the call in flight reach its read first,
   * then starts a fresh worker, which applies what was held back.
   */
  const holdBack = async (projection: Projection) => {
    await running.get(projection.name)?.stop();
    return async () => {
      await new Promise((r) => setTimeout(r, 300));
      const [fresh] = await startWorkers(f, [projection]);
      if (fresh) running.set(projection.name, fresh);
    };
  };

  it('opens User Detail right after Create User', async () => {
    const resume = await holdBack(usersProjection);
    const created = await f.post(`${USERS_API}/save`, userForm(1, clientId), sup);
    assert.equal(created.statusCode, 200, created.body);
    const { user_id, user } = body<{ user_id: string; user: unknown }>(created).data;
    assert.equal(user, null, 'the reply went out before the read model had the user');
    const detail = f.get(`${USERS_API}/edit?user_id=${user_id}`, sup);
    await resume();
    const res = await detail;
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(body<{ user: { id: string } }>(res).data.user.id, user_id);
  });

  it('signs in an account staff made a moment ago, and with a password just changed', async () => {
    const worker = usersProjection;
    let resume = await holdBack(worker);
    const form = userForm(3, clientId);
    const created = await f.post(`${USERS_API}/save`, form, sup);
    assert.equal(created.statusCode, 200, created.body);
    const login = (password: string) =>
      f.post('/api/v1/admin/login', { username: form.email, password, login_type: 'web' });
    const first = login(STAFF_PASSWORD);
    await resume();
    assert.equal((await first).statusCode, 200, 'the new account signs in');

    const { user_id } = body<{ user_id: string }>(created).data;
    resume = await holdBack(worker);
    const changed = 'a-new-password-9';
    const edit = { ...form, password: changed, password_again: changed, edit_id: user_id };
    assert.equal((await f.post(`${USERS_API}/save`, edit, sup)).statusCode, 200);
    const second = login(changed);
    await resume();
    assert.equal((await second).statusCode, 200, 'the new password signs in');
  });

  it('opens Client Details right after Deploy New Client', async () => {
    const resume = await holdBack(clientsProjection);
    const deployed = await f.post('/api/v1/admin/kiosk/deployment/client', sampleClientForm(), sup);
    assert.equal(deployed.statusCode, 200, deployed.body);
    const { client_id } = body<{ client_id: string }>(deployed).data;
    const detail = f.get(`/api/v1/admin/kiosk/client?client_id=${client_id}`, sup);
    await resume();
    const res = await detail;
    assert.equal(res.statusCode, 200, res.body);
  });
});
