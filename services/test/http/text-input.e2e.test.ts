import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { clientsProjection, labsProjection } from '@gamepod/projections';
import type { LightMyRequestResponse } from 'fastify';
import { CERTS } from '../sso/idp-certificates.ts';
import { USERS_API, userForm } from '../support/admin-users-fixtures.ts';
import { sampleClientForm, sampleLabForm } from '../support/fleet-admin.ts';
import {
  freshEmail,
  type IdentityServices,
  json,
  type KioskPod,
  openIdentityServices,
  RIGHT_PASSWORD,
} from '../support/identity-fixtures.ts';
import type { TestClient } from '../support/pod-fixtures.ts';

/** Bidi override (U+202E): 'Bob\u202Egnp.exe' shows as 'Bobexe.png'. */
const RLO = '\u202E';

let ipCounter = 1;
/** A fresh client address per call: the identity limits count per address. */
const freshIp = () => `203.0.113.${ipCounter++}`;

describe('text the API takes', () => {
  let f: IdentityServices;
  let client: TestClient;
  let pod: KioskPod;
  let superAdmin: string;
  before(async () => {
    f = await openIdentityServices({ extra: [clientsProjection, labsProjection] });
    client = await f.client();
    pod = await f.kioskPod({ client });
    superAdmin = await f.token(4, null);
  });
  after(() => f.close());

  /** A 400 naming `field` in the {status, message, data} shape, and nothing appended. */
  async function refused(send: () => Promise<LightMyRequestResponse>, field: string, problem?: RegExp) {
    const before = await f.lastSeq();
    const res = await send();
    assert.equal(res.statusCode, 400, res.body);
    const { status, message, data } = json(res);
    assert.equal(status, false);
    assert.equal(data.field, field, message);
    assert.ok(message.startsWith(`${field}: `), message);
    if (problem) assert.match(message, problem);
    assert.equal(await f.lastSeq(), before, 'refused input appended an event');
  }

  const login = async () => {
    const player = await f.account(1, { client_id: client.id });
    const res = await f.post('/api/v1/user/login', {
      session_id_key: pod.session_id_key,
      username: player.email,
      password: RIGHT_PASSWORD,
    });
    assert.equal(res.statusCode, 200, res.body);
    return (json(res).data as { token: string }).token;
  };

  const signup = (over: Record<string, unknown>) => {
    const email = freshEmail('text');
    const form = {
      session_id_key: pod.session_id_key,
      user_name: email,
      email,
      password: 'long-enough-1',
      password_again: 'long-enough-1',
      first_name: 'Sam',
      last_name: 'Signup',
      phone: '555-222-3333',
      dob: '07/04/1999',
      stream_default: 1,
      ...over,
    };
    return f.postFrom(freshIp(), '/api/v1/user/register', form);
  };

  describe('control characters', () => {
    it('refuses a NUL in a logout reason with 400, appends nothing, and the next login still works', async () => {
      const token = await login();
      await refused(
        () => f.post('/api/v1/user/logout', { session_id_key: pod.session_id_key, token, reason_text: 'bye\u0000' }),
        'reason_text',
        /control characters/,
      );
      // the read models the attack froze answer: the session is live, and a new login's token works
      assert.equal((await f.get('/api/v1/user/remaining_time', token)).statusCode, 200);
      const next = await login();
      assert.equal((await f.get('/api/v1/user/remaining_time', next)).statusCode, 200);
    });

    it('refuses a NUL in a sign-up name', async () => {
      await refused(() => signup({ first_name: 'Sam\u0000' }), 'first_name', /control characters/);
    });

    it('refuses a NUL in a lab field and an escape in a client field', async () => {
      await refused(
        () =>
          f.post(
            '/api/v1/admin/kiosk/deployment/lab',
            sampleLabForm(client.id, { city: 'Spring\u0000field' }),
            superAdmin,
          ),
        'city',
      );
      await refused(
        () =>
          f.post(
            '/api/v1/admin/kiosk/deployment/client',
            sampleClientForm({ address1: '1 Main\u001b[2J' }),
            superAdmin,
          ),
        'address1',
      );
    });

    it('refuses a NUL in a query string, naming the parameter', async () => {
      await refused(() => f.get(`${USERS_API}?search=${encodeURIComponent('pat\u0000')}`, superAdmin), 'search');
    });

    it('keeps line breaks and tabs in multi-line text: a lab note is stored as written', async () => {
      const note = 'first floor\nback door\r\n\tby the stairs';
      const res = await f.post('/api/v1/admin/kiosk/deployment/lab', sampleLabForm(client.id, { note }), superAdmin);
      assert.equal(res.statusCode, 200, res.body);
      const labId = (json(res).data as { lab_id: string }).lab_id;
      const deployed = (await f.logged('LabDeployed')).find((e) => e.aggregate_id === labId);
      assert.equal((deployed?.data as { note?: string } | undefined)?.note, note);
    });
  });

  describe('names', () => {
    it('refuses a bidi override in a sign-up name and in a staff user’s name', async () => {
      await refused(() => signup({ last_name: `Smith${RLO}exe` }), 'last_name', /bidi/);
      await refused(
        () => f.post(`${USERS_API}/save`, userForm(3, client.id, { name: `Pat${RLO}gnp.exe` }), superAdmin),
        'name',
        /bidi/,
      );
    });

    it('refuses zero-width characters and line breaks in client and lab names', async () => {
      await refused(
        () => f.post('/api/v1/admin/kiosk/deployment/client', sampleClientForm({ name: 'Arcade\u200B' }), superAdmin),
        'name',
      );
      await refused(
        () =>
          f.post('/api/v1/admin/kiosk/deployment/lab', sampleLabForm(client.id, { lab_name: 'Lab\nTwo' }), superAdmin),
        'lab_name',
      );
    });

    it('accepts names beyond ASCII', async () => {
      const res = await f.post(
        '/api/v1/admin/kiosk/deployment/lab',
        sampleLabForm(client.id, { lab_name: `Zoë’s Café ${Date.now()}` }),
        superAdmin,
      );
      assert.equal(res.statusCode, 200, res.body);
    });
  });

  describe('passwords', () => {
    it('counts characters, not UTF-16 units: four emoji are too short, eight are enough', async () => {
      const check = (password: string) =>
        f.postFrom(freshIp(), '/api/v1/user/check_email', {
          session_id_key: pod.session_id_key,
          email: freshEmail('pw'),
          password,
        });
      await refused(() => check('😀'.repeat(4)), 'password');
      const enough = await check('😀'.repeat(8));
      assert.equal(enough.statusCode, 200, enough.body);
      await refused(
        () =>
          f.post(
            `${USERS_API}/save`,
            userForm(3, client.id, { password: '😀'.repeat(4), password_again: '😀'.repeat(4) }),
            superAdmin,
          ),
        'password',
      );
    });
  });

  describe('SSO settings', () => {
    const sso = (over: Record<string, unknown>) =>
      f.post(
        '/api/v1/admin/kiosk/client/save_sso_metadata',
        {
          client_id: client.id,
          active: 1,
          entity: 'http://www.okta.com/exk1',
          login: 'https://idp.example.com/sso',
          logout: 'https://idp.example.com/slo',
          certs: CERTS.signing,
          ...over,
        },
        superAdmin,
      );

    it('refuses an http:// sign-in or sign-out URL, naming the field', async () => {
      await refused(() => sso({ login: 'http://idp.example.com/sso' }), 'login', /https:\/\//);
      await refused(() => sso({ logout: 'http://idp.example.com/slo' }), 'logout', /https:\/\//);
      await refused(() => sso({ login: 'javascript:alert(1)' }), 'login');
    });

    it('accepts https:// URLs, and empty ones while SSO is off', async () => {
      const on = await sso({});
      assert.equal(on.statusCode, 200, on.body);
      const off = await sso({ active: 0, login: '', logout: null });
      assert.equal(off.statusCode, 200, off.body);
    });
  });
});
