import assert from 'node:assert/strict';
import { after, before, describe } from 'node:test';
import { FileStore } from '../../src/files/file-store.ts';
import {
  type AccessCase,
  accessMatrix,
  type FleetServices,
  multipartBody,
  openFleetServices,
} from '../support/fleet-admin.ts';
import { pngOf } from '../support/sample-files.ts';

const api = '/api/v1/admin/kiosk';
const fixture = {} as { f: FleetServices; own: string; other: string };
let shade = 0;

const cases: AccessCase[] = [
  {
    route: 'GET /admin/kiosk/get_client_theme_logo',
    clientAdmin: 'own',
    otherClient: 'filtered',
    request: async (_f, c) => ({ method: 'GET', url: `${api}/get_client_theme_logo?client_id=${c}` }),
    ownOnly(res, own) {
      assert.equal(res.json().data.client_id, own);
    },
  },
  {
    route: 'POST /admin/kiosk/update_client_theme_logo',
    clientAdmin: 'own',
    request: async (_f, c) => {
      // a new logo per request, so every allowed one appends
      const file = { field: 'logo', filename: 'logo.png', type: 'image/png', bytes: pngOf(3, 1, [shade++, 0, 0]) };
      const { payload, headers } = multipartBody({ client_id: c, primary_color: '#123456' }, file);
      return { method: 'POST', url: `${api}/update_client_theme_logo`, payload, headers };
    },
  },
  {
    route: 'POST /admin/kiosk/update_client_rgb_pallet',
    clientAdmin: 'own',
    request: async (_f, c) => ({
      method: 'POST',
      url: `${api}/update_client_rgb_pallet`,
      payload: { client_id: c, pallet_id: 1 + (shade++ % 12), led_type: 'led1' },
    }),
  },
];

describe('the Account Settings routes, by role and tenant', () => {
  before(async () => {
    fixture.f = await openFleetServices();
    fixture.own = await fixture.f.deployClient();
    fixture.other = await fixture.f.deployClient();
  });
  after(async () => {
    await new FileStore(fixture.f.env.nc, fixture.f.env.names).destroyAll();
    await fixture.f.close();
  });

  accessMatrix(() => fixture, cases);
});
