import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEFAULT_NAV_LICENSES } from '@gamepod/events';
import { CERTS } from '../sso/idp-certificates.ts';
import { assertBadInput, type FleetServices, openFleetServices, sampleClientForm } from '../support/fleet-admin.ts';

const api = '/api/v1/admin/kiosk';
const UNKNOWN = '01900000-0000-7000-8000-000000000000';

describe('the clients API', () => {
  let f: FleetServices;
  let su: string;
  before(async () => {
    f = await openFleetServices();
    su = await f.superAdmin();
  });
  after(() => f.close());

  const details = async (clientId: string, token = su) => {
    const res = await f.get(`${api}/client?client_id=${clientId}`, token);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data;
  };

  describe('when a super admin deploys a client', () => {
    it('lists it at once, with every field, 24 navs, no SSO and no labs', async () => {
      const form = sampleClientForm({ name: 'Arcade One', city: 'Chicago', date_of_birth: '05/31/1990', note: '' });
      const res = await f.post(`${api}/deployment/client`, form, su);
      assert.equal(res.statusCode, 200, res.body);
      const { client_id, client } = res.json().data;
      assert.equal(res.json().message, 'Client deployed');
      assert.equal(client.name, 'Arcade One');

      const list = (await f.get(`${api}/clients`, su)).json().data.clients;
      assert.ok(list.some((c: { id: string; value: string }) => c.id === client_id && c.value === 'Arcade One'));

      const data = await details(client_id);
      const [row] = data.clients;
      assert.equal(data.clients.length, 1);
      assert.equal(row.first_name, form.first_name);
      assert.equal(row.email, form.email);
      assert.equal(row.city, 'Chicago');
      assert.equal(row.note, null);
      assert.equal(row.date_of_birth, '05/31/1990');
      assert.equal(row.is_active, 1);
      assert.equal(row.sso_active, 0);
      assert.equal(row.primary_color, '#f48226');
      const { entity, login, logout, certs, active, protocol } = data.sso_details;
      assert.deepEqual(
        { entity, login, logout, certs, active, protocol },
        {
          entity: null,
          login: null,
          logout: null,
          certs: null,
          active: false,
          protocol: 'saml',
        },
      );
      assert.deepEqual(data.labs, []);
      assert.deepEqual(
        data.navs.map((n: { license: string }) => n.license),
        DEFAULT_NAV_LICENSES,
      );
    });

    it('names it after its contact when the form has no name, and keeps is_active 0', async () => {
      const res = await f.post(
        `${api}/deployment/client`,
        sampleClientForm({ first_name: 'Grace', last_name: 'Hopper', is_active: 0 }),
        su,
      );
      const row = (await details(res.json().data.client_id)).clients[0];
      assert.equal(row.name, 'Grace Hopper');
      assert.equal(row.is_active, 0);
    });
  });

  describe('navs', () => {
    it('come in seat order with their letter, and a client admin always gets their own', async () => {
      const mine = await f.deployClient();
      const theirs = await f.deployClient();
      const navs = (await f.get(`${api}/navs?client_id=${mine}`, su)).json().data.navs;
      assert.equal(navs.length, 24);
      assert.deepEqual(navs[9], { id: navs[9].id, license: 'A10', letter: 'A' });
      assert.deepEqual(navs[12].letter, 'B');
      const admin = await f.token(3, mine);
      assert.deepEqual((await f.get(`${api}/navs`, admin)).json().data.navs, navs);
      assert.deepEqual((await f.get(`${api}/navs?client_id=${theirs}`, admin)).json().data.navs, navs);
    });
  });

  describe('when a client is edited', () => {
    it('shows the edit in the reply and in the very next read; fields left out stay, empty ones clear', async () => {
      const id = await f.deployClient({ city: 'Chicago', state: 'IL' });
      const body = { edit_id: id, name: 'Renamed', email: 'new@example.com', phone: '555-000-1111', city: '' };
      const res = await f.post(`${api}/clients/update`, body, su);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().data.client.name, 'Renamed');
      assert.equal(res.json().data.client.sso_tenant_urls, null);
      const row = (await details(id)).clients[0];
      assert.equal(row.name, 'Renamed');
      assert.equal(row.email, 'new@example.com');
      assert.equal(row.city, null);
      assert.equal(row.state, 'IL');
    });

    it('lets its own client admin edit it but not deactivate it', async () => {
      const id = await f.deployClient();
      const admin = await f.token(3, id);
      const body = { edit_id: id, name: 'Mine', email: 'me@example.com', phone: '555-000-1111' };
      assert.equal((await f.post(`${api}/clients/update`, body, admin)).statusCode, 200);
      assert.equal((await details(id, admin)).clients[0].name, 'Mine');
      const before = await f.lastSeq();
      const res = await f.post(`${api}/clients/update`, { ...body, is_active: 0 }, admin);
      assert.equal(res.statusCode, 403);
      assert.equal(await f.lastSeq(), before);
    });
  });

  describe('SSO settings', () => {
    it('are saved and shown; switching SSO off keeps them', async () => {
      const id = await f.deployClient();
      const sso = {
        entity: 'urn:idp',
        login: 'https://idp.example.com/login',
        logout: 'https://idp.example.com/logout',
        certs: CERTS.signing.trim(),
      };
      const spec = (d: Record<string, unknown>) => ({
        entity: d.entity,
        login: d.login,
        logout: d.logout,
        certs: d.certs,
      });
      const on = await f.post(`${api}/client/save_sso_metadata`, { client_id: id, active: 1, ...sso }, su);
      assert.equal(on.statusCode, 200, on.body);
      let data = await details(id);
      assert.equal(data.clients[0].sso_active, 1);
      assert.deepEqual(spec(data.sso_details), sso);
      await f.post(`${api}/client/save_sso_metadata`, { client_id: id, active: 0 }, su);
      data = await details(id);
      assert.equal(data.clients[0].sso_active, 0);
      assert.deepEqual(spec(data.sso_details), sso);
    });
  });

  it("lists a client's labs with their Force On in the client details", async () => {
    const id = await f.deployClient();
    const lab = await f.deployLab(id, { lab_name: 'Basement' });
    await f.post(`${api}/lab_admin_mode`, { lab_id: lab, admin_mode: 1 }, su);
    assert.deepEqual((await details(id)).labs, [{ id: lab, value: 'Basement', admin_mode: 1 }]);
  });

  it('answers 404 for a client that does not exist', async () => {
    const notFound = async (res: Promise<{ statusCode: number }>) => assert.equal((await res).statusCode, 404);
    await notFound(f.get(`${api}/client?client_id=${UNKNOWN}`, su));
    await notFound(f.get(`${api}/navs?client_id=${UNKNOWN}`, su));
    await notFound(f.get(`${api}/labs?client_id=${UNKNOWN}`, su));
    await notFound(
      f.post(
        `${api}/clients/update`,
        { edit_id: UNKNOWN, name: 'x', email: 'x@example.com', phone: '555-123-4567' },
        su,
      ),
    );
    await notFound(f.post(`${api}/client/save_sso_metadata`, { client_id: UNKNOWN, active: 0 }, su));
  });

  describe('refuses bad input with 400 naming the field, appending nothing', () => {
    const client = () => f.deployClient();
    const cases: Array<[string, string, () => Promise<Record<string, unknown>>, string]> = [
      [
        'deployment/client',
        'without first_name',
        async () => ({ email: 'a@example.com', phone: '555-123-4567' }),
        'first_name',
      ],
      [
        'deployment/client',
        'with a blank first_name',
        async () => sampleClientForm({ first_name: '   ' }),
        'first_name',
      ],
      ['deployment/client', 'with a bad email', async () => sampleClientForm({ email: 'not-an-email' }), 'email'],
      ['deployment/client', 'without a phone', async () => ({ first_name: 'A', email: 'a@example.com' }), 'phone'],
      [
        'deployment/client',
        'with a phone that is not one',
        async () => sampleClientForm({ phone: 'call me' }),
        'phone',
      ],
      ['deployment/client', 'with is_active 2', async () => sampleClientForm({ is_active: 2 }), 'is_active'],
      [
        'deployment/client',
        'with is_active "1" as text',
        async () => sampleClientForm({ is_active: '1' }),
        'is_active',
      ],
      ['deployment/client', 'with an unknown field', async () => sampleClientForm({ colour: 'red' }), 'colour'],
      [
        'deployment/client',
        'with an impossible date of birth',
        async () => sampleClientForm({ date_of_birth: '02/30/1990' }),
        'date_of_birth',
      ],
      [
        'clients/update',
        'without name',
        async () => ({ edit_id: await client(), email: 'a@example.com', phone: '555-123-4567' }),
        'name',
      ],
      [
        'clients/update',
        'with a bad edit_id',
        async () => ({ edit_id: 'x', name: 'n', email: 'a@example.com', phone: '555-123-4567' }),
        'edit_id',
      ],
      ['client/save_sso_metadata', 'without active', async () => ({ client_id: await client() }), 'active'],
      [
        'client/save_sso_metadata',
        'active without certs',
        async () => ({
          client_id: await client(),
          active: 1,
          entity: 'e',
          login: 'https://idp.example.com/l',
          logout: 'https://idp.example.com/o',
        }),
        'certs',
      ],
      [
        'client/save_sso_metadata',
        'active with a blank login',
        async () => ({ client_id: await client(), active: 1, entity: 'e', login: ' ', logout: 'o', certs: 'c' }),
        'login',
      ],
    ];
    for (const [route, what, body, field] of cases) {
      it(`POST ${route} ${what} → ${field}`, async () => {
        const payload = await body();
        await assertBadInput(f, () => f.post(`${api}/${route}`, payload, su), field);
      });
    }
    it('GET client with a client_id that is not an id → client_id', async () => {
      await assertBadInput(f, () => f.get(`${api}/client?client_id=42`, su), 'client_id');
    });
    it('GET navs by a super admin without client_id → client_id', async () => {
      await assertBadInput(f, () => f.get(`${api}/navs`, su), 'client_id');
    });
  });
});
