import { after, before, describe } from 'node:test';
import { FileStore } from '../../src/files/file-store.ts';
import {
  type AccessCase,
  accessMatrix,
  type FleetServices,
  multipartBody,
  openFleetServices,
  postTo,
} from '../support/fleet-admin.ts';
import { pngOf } from '../support/sample-files.ts';

const api = '/api/v1/admin/kiosk';
const fixture = {} as { f: FleetServices; own: string; other: string };

const labOf = (f: FleetServices, clientId: string) => f.deployLab(clientId);
const post = postTo(api);

async function feedOf(f: FleetServices, lab_id: string): Promise<string> {
  const body = { lab_id, rss_title: 'News', rss_url: 'https://example.com/rss.xml', rss_expire_time: 30 };
  return (await f.post(`${api}/lab_rss_feed`, body, await f.superAdmin())).json().data.id;
}

async function keyOf(f: FleetServices, lab_id: string): Promise<string> {
  return (await f.post(`${api}/lab_api_keys`, { lab_id, api_key_name: 'Signage' }, await f.superAdmin())).json().data
    .id;
}

const cases: AccessCase[] = [
  {
    route: 'POST /admin/kiosk/lab_rss_feed',
    clientAdmin: 'own',
    request: async (f, c) =>
      post('lab_rss_feed', {
        lab_id: await labOf(f, c),
        rss_title: 'Campus news',
        rss_url: 'https://example.edu/news.rss',
        rss_expire_time: 15,
      }),
  },
  {
    route: 'POST /admin/kiosk/delete/lab_rss_feed',
    clientAdmin: 'own',
    request: async (f, c) => {
      const lab_id = await labOf(f, c);
      return post('delete/lab_rss_feed', { id: await feedOf(f, lab_id), lab_id });
    },
  },
  {
    route: 'POST /admin/kiosk/lab_api_keys',
    clientAdmin: 'own',
    request: async (f, c) => post('lab_api_keys', { lab_id: await labOf(f, c), api_key_name: 'Scoreboard' }),
  },
  {
    route: 'POST /admin/kiosk/delete/lab_api_keys',
    clientAdmin: 'own',
    request: async (f, c) => {
      const lab_id = await labOf(f, c);
      return post('delete/lab_api_keys', { id: await keyOf(f, lab_id), lab_id });
    },
  },
  {
    route: 'POST /admin/kiosk/upload/lab_homeimage',
    clientAdmin: 'own',
    request: async (f, c) => {
      // a different image per request, so every allowed one appends
      const png = pngOf(2, 2, [Math.floor(Math.random() * 256), 10, 20]);
      const file = { field: 'homeimage', filename: 'left.png', type: 'image/png', bytes: png };
      const { payload, headers } = multipartBody({ lab_id: await labOf(f, c), type: 'left' }, file);
      return { method: 'POST', url: `${api}/upload/lab_homeimage`, payload, headers };
    },
  },
  {
    route: 'POST /admin/kiosk/delete/lab_homeimage',
    clientAdmin: 'own',
    request: async (f, c) => post('delete/lab_homeimage', { lab_id: await labOf(f, c), type: 'banner' }),
  },
];

describe('the lab content routes, by role and tenant', () => {
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
