import assert from 'node:assert/strict';
import { after, before, describe } from 'node:test';
import {
  type AccessCase,
  accessMatrix,
  type FleetServices,
  multipartBody,
  openFleetServices,
  postTo,
  sampleLabForm,
  UPLOAD_URL,
} from '../support/fleet-admin.ts';

const api = '/api/v1/admin/kiosk';
const fixture = {} as { f: FleetServices; own: string; other: string };

/** A fresh lab of `clientId` (so writes in one row never disturb another). */
const labOf = (f: FleetServices, clientId: string) => f.deployLab(clientId);
const post = postTo(api);

async function overrideOf(f: FleetServices, labId: string): Promise<string> {
  const body = { lab_id: labId, date: '12/24/2026', is_paid: 0, is_closed: 1 };
  const res = await f.post(`${api}/lab_override_schedule`, body, await f.superAdmin());
  return res.json().data.overrides[0].id;
}

async function allowedIpOf(f: FleetServices, labId: string): Promise<string> {
  const res = await f.upload(labId, '10.9.8.7\n', await f.superAdmin());
  return res.json().data.allowedips[0].id;
}

const cases: AccessCase[] = [
  {
    route: 'GET /admin/kiosk/labs',
    clientAdmin: 'own',
    otherClient: 'filtered',
    request: async (_f, clientId) => ({ method: 'GET', url: `${api}/labs?client_id=${clientId}` }),
    ownOnly(res, own) {
      const labs: Array<{ client_id: string }> = res.json().data.labs;
      assert.ok(labs.length > 0);
      for (const lab of labs) assert.equal(lab.client_id, own);
    },
  },
  {
    route: 'POST /admin/kiosk/lab_admin_mode',
    clientAdmin: 'own',
    request: async (f, c) => post('lab_admin_mode', { lab_id: await labOf(f, c), admin_mode: 1 }),
  },
  {
    route: 'POST /admin/kiosk/deployment/lab',
    clientAdmin: 'own',
    otherClient: 'forced',
    request: async (_f, c) => post('deployment/lab', sampleLabForm(c)),
    ownOnly(res, own) {
      assert.equal(res.json().data.lab.client_id, own);
    },
  },
  {
    route: 'GET /admin/kiosk/edit/lab',
    clientAdmin: 'own',
    request: async (f, c) => ({ method: 'GET', url: `${api}/edit/lab?lab_id=${await labOf(f, c)}` }),
  },
  {
    route: 'POST /admin/kiosk/edit/lab',
    clientAdmin: 'own',
    request: async (f, c) => {
      const { client_id: _client, ...form } = sampleLabForm(c, { lab_name: 'Renamed lab' });
      return post('edit/lab', { lab_id: await labOf(f, c), ...form });
    },
  },
  {
    route: 'POST /admin/kiosk/lab_schedule',
    clientAdmin: 'own',
    request: async (f, c) =>
      post('lab_schedule', { lab_id: await labOf(f, c), mo_start: '09:00 AM', mo_end: '05:00 PM' }),
  },
  {
    route: 'POST /admin/kiosk/lab_override_schedule',
    clientAdmin: 'own',
    request: async (f, c) =>
      post('lab_override_schedule', { lab_id: await labOf(f, c), date: '07/04/2026', is_paid: 0, is_closed: 1 }),
  },
  {
    route: 'POST /admin/kiosk/delete/override_schedule',
    clientAdmin: 'own',
    request: async (f, c) => {
      const lab_id = await labOf(f, c);
      return post('delete/override_schedule', { id: await overrideOf(f, lab_id), lab_id });
    },
  },
  {
    route: 'POST /admin/kiosk/upload/lab_allowedips',
    clientAdmin: 'own',
    request: async (f, c) => {
      const file = { field: 'csv_file', filename: 'ips.csv', type: 'text/csv', bytes: Buffer.from('10.1.2.3\n') };
      const { payload, headers } = multipartBody({ lab_id: await labOf(f, c) }, file);
      return { method: 'POST', url: UPLOAD_URL, payload, headers };
    },
  },
  {
    route: 'POST /admin/kiosk/delete/lab_allowedip',
    clientAdmin: 'own',
    request: async (f, c) => {
      const lab_id = await labOf(f, c);
      return post('delete/lab_allowedip', { id: await allowedIpOf(f, lab_id), lab_id });
    },
  },
];

describe('the labs routes, by role and tenant', () => {
  before(async () => {
    fixture.f = await openFleetServices();
    fixture.own = await fixture.f.deployClient();
    fixture.other = await fixture.f.deployClient();
    await fixture.f.deployLab(fixture.own);
    await fixture.f.deployLab(fixture.other);
  });
  after(() => fixture.f.close());

  accessMatrix(() => fixture, cases);
});
