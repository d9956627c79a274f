import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LdapServer } from '@gamepod/devkit';
import {
  SessionStarted,
  SourceIdentityLinked,
  SourceSignInRefused,
  type StoredEvent,
  UserDetailsFromSource,
  UserJoinedThroughSource,
} from '@gamepod/events';
import { userById } from '@gamepod/projections';
import { type Sip2StandIn, standInPatron, startSip2StandIn } from '@gamepod/sip2/stand-in';
import { hashToken } from '../../src/auth/tokens.ts';
import { SUPER_ADMIN } from '../../src/domain/roles.ts';
import { sourceLinkIdOf } from '../../src/sign-in-sources/application/source-account.ts';
import { openSsoServices, type SsoServices } from '../sso/sso-fixtures.ts';
import { json, type KioskPod, staffSession } from '../support/identity-fixtures.ts';
import { bindAsUser, PEOPLE, searchThenBind, startTestDirectory } from './ldap-fixtures.ts';

type Session = { token: string; user_id: string; name: string; role_id: number };
type Reply = { statusCode: number; body: string };

describe('sign-in through the client’s library system or directory, on the station and the phone', () => {
  let f: SsoServices;
  let ils: Sip2StandIn;
  let ldap: LdapServer;
  let su: string;
  before(async () => {
    // its health assertions are of sign-ins, its outages of their breakers: no check may come between
    f = await openSsoServices({ sourceWatch: { intervalMs: 0 } });
    [ils, ldap] = await Promise.all([startSip2StandIn(), startTestDirectory()]);
    su = (await staffSession(f, SUPER_ADMIN, null)).token;
  });
  after(async () => {
    await f.close();
    await Promise.all([ils.close(), ldap.stop()]);
  });

  const sip2Settings = (over: Record<string, unknown> = {}) => ils.sourceSettings({ timeout_ms: 2000, ...over });

  /** A pod whose client signs its people in through `source`, saved as a super admin does. */
  async function podWith(source: Record<string, unknown>): Promise<KioskPod> {
    const pod = await f.kioskPod();
    const res = await f.post(
      '/api/v1/admin/kiosk/client/save_sign_in_source',
      { client_id: pod.client.id, ...source },
      su,
    );
    assert.equal(res.statusCode, 200, res.body);
    return pod;
  }
  const sip2Pod = (over: Record<string, unknown> = {}) => podWith({ source: 'sip2', sip2: sip2Settings(over) });

  const stationLogin = (pod: KioskPod, username: string, password: string) =>
    f.post('/api/v1/user/login', { session_id_key: pod.session_id_key, username, password });

  const sessionStarted = async (token: string) => {
    const { events } = await f.deps.store.read('session', hashToken(token));
    const started = events[0] as StoredEvent<string, { sign_in: string; pod_id: string; kind: string }>;
    assert.equal(started.type, SessionStarted.type);
    return started.data;
  };
  const joinedEvents = async (userId: string) =>
    (await f.deps.store.read('user', userId)).events.filter((e) => e.type === UserJoinedThroughSource.type);

  /** What health says of a client's source. */
  const healthOf = async (clientId: string) => {
    const res = await f.get('/api/v1/health');
    assert.equal(res.statusCode, 200, res.body);
    const sources = json(res).data.sign_in_sources as Array<Record<string, unknown>>;
    return sources.find((s) => s.client_id === clientId);
  };
  /** Runs `call`, which must answer `status`, and checks it appended one SourceSignInRefused with `reason` and nothing else. */
  async function refusedWith(pod: KioskPod, status: number, reason: string, call: () => Promise<Reply>) {
    const before = await f.deps.store.lastSequence();
    const res = await call();
    assert.equal(res.statusCode, status, res.body);
    const last = await f.deps.store.lastSequence();
    assert.equal(last, before + 1, 'a refusal appends its audit event and nothing else');
    const { events } = await f.deps.store.read(SourceSignInRefused.aggregate, pod.client.id);
    const audit = events.at(-1) as StoredEvent<string, { reason: string; source: string; pod_id: string }>;
    assert.equal(audit.type, SourceSignInRefused.type);
    assert.equal(audit.seq, last);
    assert.deepEqual([audit.data.reason, audit.data.pod_id], [reason, pod.id]);
    return JSON.parse(res.body) as { message: string; data: Record<string, unknown> };
  }

  it('signs a card holder in with card number and PIN: the first sign-in makes the player, linked; the next finds them', async () => {
    const pod = await sip2Pod();
    const first = await stationLogin(pod, '21000100010001', '1234');
    assert.equal(first.statusCode, 200, first.body);
    const user = json(first).data as Session;
    assert.deepEqual([user.name, user.role_id], ['Maya Okafor', 1]);
    const started = await sessionStarted(user.token);
    assert.deepEqual([started.sign_in, started.pod_id, started.kind], ['sip2', pod.id, 'pod']);

    const joined = await joinedEvents(user.user_id);
    assert.equal(joined.length, 1);
    assert.deepEqual(joined[0]?.data, {
      role: 1,
      client_id: pod.client.id,
      email: 'maya.okafor@example.org',
      user_name: '21000100010001',
      first_name: 'Maya Okafor',
      last_name: null,
      birth_date: '1998-04-17',
      source: 'sip2',
    });
    const linkId = sourceLinkIdOf(pod.client.id, 'sip2', '21000100010001');
    const link = (await f.deps.store.read(SourceIdentityLinked.aggregate, linkId)).events;
    assert.deepEqual(
      link.map((e) => [e.type, (e.data as { user_id: string }).user_id]),
      [[SourceIdentityLinked.type, user.user_id]],
    );
    assert.equal(JSON.stringify(link).includes('1234'), false, 'the log never holds the PIN');

    // the player's pod session works; logging out frees the pod for the next sign-in
    assert.equal((await f.get('/api/v1/user/remaining_time', user.token)).statusCode, 200);
    assert.equal((await f.post('/api/v1/user/logout', { token: user.token, reason_text: 'done' })).statusCode, 200);
    const again = await stationLogin(pod, ' 21000100010001 ', '1234');
    assert.equal(again.statusCode, 200, again.body);
    const second = json(again).data as Session;
    assert.equal(second.user_id, user.user_id, 'the same player');
    assert.equal((await joinedEvents(user.user_id)).length, 1, 'no second account');
    const source = await healthOf(pod.client.id);
    assert.deepEqual([source?.kind, source?.up, source?.last_answer], ['sip2', true, 'accepted']);
    assert.equal((await sessionStarted(second.token)).sign_in, 'sip2');
  });

  it('refuses a wrong PIN and an unknown card alike (401 invalid), and blocks with their reason (403): one audit event each', async () => {
    const pod = await sip2Pod();
    const wrong = await refusedWith(pod, 401, 'bad_credentials', () => stationLogin(pod, '21000100010002', '0000'));
    assert.equal(wrong.message, 'invalid');
    const unknown = await refusedWith(pod, 401, 'unknown_person', () => stationLogin(pod, '29999999999999', '1234'));
    assert.equal(unknown.message, 'invalid');
    for (const [card, pin, reason] of [
      ['21000100010005', '1357', 'expired'],
      ['21000100010004', '2468', 'fines'],
      ['21000100010006', '9999', 'blocked'],
    ] as const) {
      const refused = await refusedWith(pod, 403, reason, () => stationLogin(pod, card, pin));
      assert.equal(refused.message, 'notauthorized');
      assert.equal(refused.data.reason, reason);
      assert.match(String(refused.data.reason_text), /desk/);
    }
    // a card number holding a SIP2 field separator never reaches the ILS as a forged field
    const forged = await refusedWith(pod, 401, 'unknown_person', () => stationLogin(pod, '21000100010002|AD4321', 'x'));
    assert.equal(forged.message, 'invalid');
  });

  it('answers 503 "try again later" within the timeout when the library system is down, audited as source_down', async () => {
    const down = await startSip2StandIn();
    const pod = await podWith({
      source: 'sip2',
      sip2: {
        ...sip2Settings(),
        host: down.host,
        port: down.port,
        login_password: down.loginPassword,
        timeout_ms: 1000,
      },
    });
    down.setFailureMode('silent');
    try {
      const started = Date.now();
      const res = await refusedWith(pod, 503, 'source_down', () => stationLogin(pod, '21000100010001', '1234'));
      assert.ok(Date.now() - started < 4_000, `answered in ${Date.now() - started} ms`);
      assert.equal(res.message, 'Unable to log you in, please try again later!');
      const source = await healthOf(pod.client.id);
      assert.deepEqual([source?.kind, source?.up, source?.last_answer], ['sip2', false, 'down']);
      assert.ok(Date.parse(String(source?.at)) >= started - 1000);
    } finally {
      await down.close();
    }
  });

  it("signs the pod in from a phone with card and PIN: the pod's kiosk redeems a session marked sip2", async () => {
    const pod = await sip2Pod();
    const kiosk = await f.kioskSocket(pod);
    const res = await f.post('/api/v1/user/mobile_login', {
      remote_id: pod.remote_id_key,
      username: '21000100010003',
      password: '5555',
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(Object.keys(json(res).data), ['nav_name']);
    const user = await f.redeem(pod, await f.loginCode(kiosk, pod));
    assert.equal(user.name, 'Priya Raman');
    const started = await sessionStarted(user.token);
    assert.deepEqual([started.sign_in, started.pod_id, started.kind], ['sip2', pod.id, 'pod']);

    const wrong = await refusedWith(pod, 401, 'bad_credentials', () =>
      f.post('/api/v1/user/mobile_login', { remote_id: pod.remote_id_key, username: '21000100010003', password: '1' }),
    );
    assert.equal(wrong.message, 'invalid');
  });

  it('tells the kiosk its login form asks a card number (sip2), a username (ldap), or an email', async () => {
    const validate = async (pod: KioskPod) => {
      const res = await f.post('/api/v1/kiosk/validate/pod_id_key', { pod_id_key: pod.pod_id_key });
      assert.equal(res.statusCode, 200, res.body);
      return json(res).data.sign_in_source;
    };
    assert.equal(await validate(await sip2Pod()), 'sip2');
    assert.equal(await validate(await podWith({ source: 'ldap', ldap: bindAsUser(ldap) })), 'ldap');
    assert.equal(await validate(await f.kioskPod()), 'password');
  });

  it('signs a directory user in with username and password; staff groups make a facilitator; a group rule refuses', async () => {
    const pod = await podWith({ source: 'ldap', ldap: searchThenBind(ldap) });
    const res = await stationLogin(pod, 'ada', PEOPLE.ada.password);
    assert.equal(res.statusCode, 200, res.body);
    const ada = json(res).data as Session;
    assert.deepEqual([ada.name, ada.role_id], ['Ada L.', 1]);
    assert.equal((await sessionStarted(ada.token)).sign_in, 'ldap');
    const joined = (await joinedEvents(ada.user_id))[0]?.data as { email: string; birth_date: string; source: string };
    assert.deepEqual([joined.email, joined.birth_date, joined.source], ['ada@library.test', '2008-03-15', 'ldap']);

    const staff = await stationLogin(pod, 'grace', PEOPLE.grace.password);
    assert.equal(staff.statusCode, 200, staff.body);
    assert.equal((json(staff).data as Session).role_id, 2, 'staff groups make a facilitator, never an admin');

    const mallory = await refusedWith(pod, 403, 'not_allowed', () =>
      stationLogin(pod, 'mallory', PEOPLE.mallory.password),
    );
    assert.equal(mallory.data.reason, 'not_allowed');
    await refusedWith(pod, 401, 'bad_credentials', () => stationLogin(pod, 'ada', 'not-her-password'));
    // LDAP injection in the username: escaped into the filter, so it matches nobody
    await refusedWith(pod, 401, 'unknown_person', () => stationLogin(pod, '*)(uid=*', PEOPLE.ada.password));
  });

  it('makes the account without an email when the source’s email is already another account’s, never merging', async () => {
    const elsewhere = await f.client();
    const holder = await f.account(1, { email: PEOPLE.admin.mail, client_id: elsewhere.id });
    const pod = await podWith({ source: 'ldap', ldap: bindAsUser(ldap, { allow_groups: [] }) });
    const res = await stationLogin(pod, 'admin', PEOPLE.admin.password);
    assert.equal(res.statusCode, 200, res.body);
    const user = json(res).data as Session;
    assert.notEqual(user.user_id, holder.id);
    const joined = (await joinedEvents(user.user_id))[0]?.data as { email: string | null };
    assert.equal(joined.email, null);
  });

  it('takes the name and birth date the library system gives at a later sign-in, as an event, and appends nothing when they are the same', async () => {
    const pod = await sip2Pod();
    const patron = { barcode: '21000100019001', pin: '6006', name: 'Sam Rivera', birthDate: '2012-02-29' };
    ils.putPatron(standInPatron(patron));
    const signIn = async () => {
      const res = await stationLogin(pod, patron.barcode, patron.pin);
      assert.equal(res.statusCode, 200, res.body);
      const user = json(res).data as Session;
      assert.equal((await f.post('/api/v1/user/logout', { token: user.token, reason_text: 'done' })).statusCode, 200);
      return user;
    };
    const details = async (userId: string) =>
      (await f.deps.store.read('user', userId)).events
        .filter((e) => e.type === UserDetailsFromSource.type)
        .map((e) => e.data);
    const first = await signIn();
    assert.equal(first.name, 'Sam Rivera');

    const unchanged = await signIn();
    assert.equal(unchanged.user_id, first.user_id);
    assert.deepEqual(await details(first.user_id), [], 'nothing appended when the source says the same');

    // the library corrected the name and the birth date
    ils.putPatron(standInPatron({ ...patron, name: 'Samantha Rivera', birthDate: '2012-03-01' }));
    const renamed = await signIn();
    assert.equal(renamed.user_id, first.user_id, 'the same account');
    assert.equal(renamed.name, 'Samantha Rivera', 'the sign-in answers with the new name');
    assert.deepEqual(await details(first.user_id), [
      { first_name: 'Samantha Rivera', birth_date: '2012-03-01', source: 'sip2' },
    ]);
    const row = await userById(f.deps.db, first.user_id);
    assert.deepEqual(
      [row?.first_name, row?.last_name, row?.name, row?.dob],
      ['Samantha Rivera', null, 'Samantha Rivera', '2012-03-01'],
    );

    // only what changed: the name again, the birth date as before
    ils.putPatron(standInPatron({ ...patron, name: 'Sam Rivera', birthDate: '2012-03-01' }));
    await signIn();
    await signIn();
    assert.deepEqual((await details(first.user_id)).at(-1), { first_name: 'Sam Rivera', source: 'sip2' });
    assert.equal((await details(first.user_id)).length, 2, 'the sign-in after it appends nothing');
  });
});
