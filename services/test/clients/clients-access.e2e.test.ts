import assert from 'node:assert/strict';
import { after, before, describe } from 'node:test';
import {
  type AccessCase,
  accessMatrix,
  type FleetServices,
  openFleetServices,
  sampleClientForm,
} from '../support/fleet-admin.ts';

const api = '/api/v1/admin/kiosk';

const cases: AccessCase[] = [
  {
    route: 'GET /admin/kiosk/clients',
    clientAdmin: 'never',
    request: async () => ({ method: 'GET', url: `${api}/clients` }),
  },
  {
    route: 'GET /admin/kiosk/client',
    clientAdmin: 'own',
    request: async (_f, clientId) => ({ method: 'GET', url: `${api}/client?client_id=${clientId}` }),
  },
  {
    route: 'POST /admin/kiosk/deployment/client',
    clientAdmin: 'never',
    request: async () => ({ method: 'POST', url: `${api}/deployment/client`, payload: sampleClientForm() }),
  },
  {
    route: 'POST /admin/kiosk/clients/update',
    clientAdmin: 'own',
    request: async (_f, clientId) => ({
      method: 'POST',
      url: `${api}/clients/update`,
      payload: { edit_id: clientId, name: `Renamed ${Date.now()}`, email: 'owner@example.com', phone: '555-123-4567' },
    }),
  },
  {
    route: 'POST /admin/kiosk/client/save_sso_metadata',
    clientAdmin: 'never',
    request: async (_f, clientId) => ({
      method: 'POST',
      url: `${api}/client/save_sso_metadata`,
      payload: { client_id: clientId, active: 0, entity: `urn:idp:${Date.now()}` },
    }),
  },
  {
    route: 'GET /admin/kiosk/navs',
    clientAdmin: 'own',
    otherClient: 'filtered',
    request: async (_f, clientId) => ({ method: 'GET', url: `${api}/navs?client_id=${clientId}` }),
    async ownOnly(res, own) {
      const { f } = fixture;
      const mine = await f.get(`${api}/navs?client_id=${own}`, await f.superAdmin());
      assert.deepEqual(res.json().data.navs, mine.json().data.navs);
    },
  },
];

const fixture = {} as { f: FleetServices; own: string; other: string };

describe('the clients routes, by role and tenant', () => {
  before(async () => {
    fixture.f = await openFleetServices();
    fixture.own = await fixture.f.deployClient();
    fixture.other = await fixture.f.deployClient();
  });
  after(() => fixture.f.close());

  accessMatrix(() => fixture, cases);
});
