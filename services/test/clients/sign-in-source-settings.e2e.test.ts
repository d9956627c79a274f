import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LdapServer } from '@gamepod/devkit';
import { type Sip2StandIn, startSip2StandIn } from '@gamepod/sip2/stand-in';
import { CLIENT_ADMIN, SUPER_ADMIN } from '../../src/domain/roles.ts';
import { searchThenBind, startTestDirectory } from '../sign-in-sources/ldap-fixtures.ts';
import { openSsoServices, type SsoServices } from '../sso/sso-fixtures.ts';
import { staffSession } from '../support/identity-fixtures.ts';

const api = '/api/v1/admin/kiosk/client';
type Reply = { statusCode: number; body: string; json(): { message: string; data: Record<string, unknown> } };

describe("a client's sign-in source settings", () => {
  let f: SsoServices;
  let ils: Sip2StandIn;
  let ldap: LdapServer;
  let su: string;
  before(async () => {
    f = await openSsoServices({
      limits: { sourceTestClient: { name: 'source_test_client', max: 3, windowMs: 60_000 } },
    });
    [ils, ldap] = await Promise.all([startSip2StandIn(), startTestDirectory()]);
    su = (await staffSession(f, SUPER_ADMIN, null)).token;
  });
  after(async () => {
    await f.close();
    await Promise.all([ils.close(), ldap.stop()]);
  });

  const sip2 = (over: Record<string, unknown> = {}) => ils.sourceSettings({ timeout_ms: 2000, ...over });
  const save = (body: Record<string, unknown>, token = su) => f.post(`${api}/save_sign_in_source`, body, token);
  const test = (body: Record<string, unknown>, token = su) => f.post(`${api}/test_sign_in_source`, body, token);
  const clientEvents = async (clientId: string) => (await f.deps.store.read('client', clientId)).events;
  /** Runs `call`, which must answer `status`, and checks nothing was appended. */
  const appendsNothing = async (status: number, call: () => Promise<Reply>) => {
    const before = await f.deps.store.lastSequence();
    const res = await call();
    assert.equal(res.statusCode, status, res.body);
    assert.equal(await f.deps.store.lastSequence(), before, 'nothing appended');
    return res.json();
  };

  it('saves a SIP2 source with its login password sealed in the log, shown to nobody, and kept when a save leaves it out', async () => {
    const client = await f.client();
    const res = await save({
      client_id: client.id,
      source: 'sip2',
      sip2: sip2(),
      outage_policy: 'accept_cached',
      cached_days: 14,
    });
    assert.equal(res.statusCode, 200, res.body);
    const view = res.json().data;
    assert.equal(view.source, 'sip2');
    assert.equal(view.sip2_login_password_set, true);
    assert.deepEqual([view.outage_policy, view.cached_days], ['accept_cached', 14]);
    assert.equal((view.sip2 as Record<string, unknown>).login_password, undefined, 'no reply carries the secret');
    assert.equal((view.sip2 as Record<string, unknown>).host, ils.host);

    const events = await clientEvents(client.id);
    const saved = events.filter((e) => e.type === 'ClientSignInSourceSaved');
    assert.equal(saved.length, 1);
    type SavedSip2 = { sip2: { login_password: string; location_code: string } };
    const sealed = (saved[0]?.data as SavedSip2 | undefined)?.sip2.login_password ?? '';
    assert.match(sealed, /^sealed1\./);
    assert.equal(JSON.stringify(events).includes(ils.loginPassword), false, 'the log never holds the password');

    const read = await f.get(`${api}/sign_in_source?client_id=${client.id}`, su);
    assert.equal(read.statusCode, 200, read.body);
    assert.deepEqual(read.json().data, view);

    // a save without the password keeps the sealed one; a test without it uses it
    const { login_password: _left, ...withoutSecret } = sip2({ location_code: 'BRANCH' });
    const again = await save({ client_id: client.id, source: 'sip2', sip2: withoutSecret });
    assert.equal(again.statusCode, 200, again.body);
    const last = (await clientEvents(client.id)).at(-1);
    assert.equal(last?.type, 'ClientSignInSourceSaved');
    const lastSip2 = (last?.data as SavedSip2 | undefined)?.sip2;
    assert.deepEqual([lastSip2?.login_password, lastSip2?.location_code], [sealed, 'BRANCH']);
    assert.equal(again.json().data.cached_days, 14, 'left out keeps the stored outage policy');
    const tested = await appendsNothing(200, () => test({ client_id: client.id, kind: 'sip2', sip2: withoutSecret }));
    assert.equal(tested.data.ok, true, JSON.stringify(tested));
    assert.match(String(tested.data.detail), /logged in as gamepod at 127\.0\.0\.1:\d+; the ILS is online/);
  });

  it('tests an LDAP source against the directory, saying when the service password is wrong, and saves it sealed', async () => {
    const client = await f.client();
    const settings = searchThenBind(ldap);
    const good = await appendsNothing(200, () => test({ client_id: client.id, kind: 'ldap', ldap: settings }));
    assert.equal(good.data.ok, true, JSON.stringify(good));
    assert.match(String(good.data.detail), /bound as /);
    const bad = await appendsNothing(200, () =>
      test({ client_id: client.id, kind: 'ldap', ldap: { ...settings, service_password: 'wrong' } }),
    );
    assert.equal(bad.data.ok, false);
    assert.match(String(bad.data.detail), /service account's bind was refused/);

    const res = await save({ client_id: client.id, source: 'ldap', ldap: settings });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.ldap_service_password_set, true);
    const events = await clientEvents(client.id);
    assert.equal(JSON.stringify(events).includes(ldap.service.password), false, 'the log never holds the password');
    // switching back to passwords keeps the LDAP settings for later
    const back = await save({ client_id: client.id, source: 'password' });
    assert.equal(back.statusCode, 200, back.body);
    assert.deepEqual([back.json().data.source, back.json().data.ldap_service_password_set], ['password', true]);
  });

  it("refuses a client admin, the client's own or another's, reading, saving or testing: 403, nothing appended", async () => {
    const client = await f.client();
    const other = await f.client();
    for (const admin of [
      await staffSession(f, CLIENT_ADMIN, client.id),
      await staffSession(f, CLIENT_ADMIN, other.id),
    ]) {
      await appendsNothing(403, () => save({ client_id: client.id, source: 'sip2', sip2: sip2() }, admin.token));
      await appendsNothing(403, () => test({ client_id: client.id, kind: 'sip2', sip2: sip2() }, admin.token));
      const read = await f.get(`${api}/sign_in_source?client_id=${client.id}`, admin.token);
      assert.equal(read.statusCode, 403, read.body);
    }
    assert.equal(
      (await clientEvents(client.id)).some((e) => e.type === 'ClientSignInSourceSaved'),
      false,
    );
  });

  it('refuses bad input with a 400 naming the field, appending nothing', async () => {
    const client = await f.client();
    const cases: [Record<string, unknown>, string][] = [
      [{ client_id: client.id, source: 'kerberos' }, 'source'],
      [{ client_id: client.id, source: 'sip2' }, 'sip2'],
      [{ client_id: client.id, source: 'ldap' }, 'ldap'],
      [{ client_id: client.id, source: 'sso' }, 'source'],
      [{ client_id: client.id, source: 'sip2', sip2: sip2({ institution_id: 'GPL|AOforged' }) }, 'sip2.institution_id'],
      [{ client_id: client.id, source: 'sip2', sip2: sip2({ port: 70_000 }) }, 'sip2.port'],
      [{ client_id: client.id, source: 'sip2', sip2: sip2({ extra: 1 }) }, 'sip2'],
      [{ client_id: client.id, source: 'sip2', sip2: sip2(), cached_days: 365 }, 'cached_days'],
      [{ client_id: client.id, source: 'ldap', ldap: { ...searchThenBind(ldap), url: 'http://x' } }, 'ldap'],
    ];
    for (const [body, field] of cases) {
      const reply = await appendsNothing(400, () => save(body));
      assert.match(
        `${String(reply.data.field)} ${reply.message}`,
        new RegExp(field.replace('.', '.*')),
        JSON.stringify(reply),
      );
    }
    const { service_password: _left, ...noPassword } = searchThenBind(ldap) as Record<string, unknown>;
    const missing = await appendsNothing(400, () => save({ client_id: client.id, source: 'ldap', ldap: noPassword }));
    assert.equal(missing.data.field, 'ldap.service_password');
    await appendsNothing(400, () => test({ client_id: client.id, kind: 'ldap' }));
    await appendsNothing(404, () => save({ client_id: '0190a0b0-0000-7000-8000-000000000000', source: 'password' }));
  });

  it('limits "Test connection" per client (429), and reports an unreachable host without hanging', async () => {
    const client = await f.client();
    const closed = sip2({ host: '127.0.0.1', port: 1, timeout_ms: 1000 });
    for (let i = 0; i < 3; i++) {
      const started = Date.now();
      const reply = await appendsNothing(200, () => test({ client_id: client.id, kind: 'sip2', sip2: closed }));
      assert.equal(reply.data.ok, false);
      assert.ok(Date.now() - started < 5_000, 'answers within seconds');
    }
    await appendsNothing(429, () => test({ client_id: client.id, kind: 'sip2', sip2: closed }));
  });
});
