import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { clientDomainsProjection } from '@gamepod/projections';
import type { LightMyRequestResponse } from 'fastify';
import {
  type AccessCase,
  accessMatrix,
  assertBadInput,
  type FleetServices,
  openFleetServices,
} from '../support/fleet-admin.ts';

const api = '/api/v1/admin/kiosk/domains';
const fixture = {} as { f: FleetServices; own: string; other: string };
let counter = 0;
const freshDomain = () => `venue${process.pid}x${counter++}.edu`;

type Domains = { domains: Array<{ id: string; domain: string }> };
const domainsOf = (res: LightMyRequestResponse) => (res.json() as { data: Domains }).data.domains;

/** Adds a domain to `clientId` as the super admin; returns its id. */
async function domainOf(f: FleetServices, clientId: string, domain = freshDomain()): Promise<string> {
  const res = await f.post(`${api}/add`, { client_id: clientId, domain }, await f.superAdmin());
  assert.equal(res.statusCode, 200, res.body);
  return (res.json() as { data: { domain_id: string } }).data.domain_id;
}

const cases: AccessCase[] = [
  {
    route: 'GET /admin/kiosk/domains',
    clientAdmin: 'own',
    otherClient: 'filtered',
    request: async (_f, c) => ({ method: 'GET', url: `${api}?client_id=${c}` }),
    async ownOnly(res, own) {
      const mine = domainsOf(await fixture.f.get(`${api}?client_id=${own}`, await fixture.f.superAdmin()));
      assert.deepEqual(domainsOf(res), mine);
    },
  },
  {
    route: 'POST /admin/kiosk/domains/add',
    clientAdmin: 'own',
    request: async (_f, c) => ({ method: 'POST', url: `${api}/add`, payload: { client_id: c, domain: freshDomain() } }),
  },
  {
    route: 'POST /admin/kiosk/domains/delete',
    clientAdmin: 'own',
    request: async (f, c) => ({ method: 'POST', url: `${api}/delete`, payload: { domain_id: await domainOf(f, c) } }),
  },
];

describe('the allowed domains routes', () => {
  before(async () => {
    fixture.f = await openFleetServices({ extra: [clientDomainsProjection] });
    fixture.own = await fixture.f.deployClient();
    fixture.other = await fixture.f.deployClient();
    await domainOf(fixture.f, fixture.own, 'own-venue.edu');
    await domainOf(fixture.f, fixture.other, 'other-venue.edu');
  });
  after(() => fixture.f.close());

  describe('by role and tenant', () => {
    accessMatrix(() => fixture, cases);
  });

  describe('for a client admin', () => {
    it('adds a domain (lowercased, no @), lists it, and deletes it', async () => {
      const { f, own } = fixture;
      const token = await f.token(3, own);
      const added = await f.post(`${api}/add`, { client_id: own, domain: ' @Campus.Example.ORG ' }, token);
      assert.equal(added.statusCode, 200, added.body);
      const { domain_id, domains } = (added.json() as { data: Domains & { domain_id: string } }).data;
      assert.ok(domains.some((d) => d.id === domain_id && d.domain === 'campus.example.org'));
      const listed = domainsOf(await f.get(`${api}?client_id=${own}`, token));
      assert.deepEqual(listed, domains);
      const deleted = await f.post(`${api}/delete`, { domain_id }, token);
      assert.equal(deleted.statusCode, 200, deleted.body);
      assert.ok(!domainsOf(deleted).some((d) => d.id === domain_id));
      const again = await f.post(`${api}/delete`, { domain_id }, token);
      assert.equal(again.statusCode, 404);
    });

    it('answers a domain already on the list 409, and appends nothing', async () => {
      const { f, own } = fixture;
      const before = await f.lastSeq();
      const res = await f.post(`${api}/add`, { client_id: own, domain: 'OWN-venue.edu' }, await f.token(3, own));
      assert.equal(res.statusCode, 409);
      assert.equal(await f.lastSeq(), before);
    });

    it('answers bad input 400 naming the field (admin-setting-domain-error for the domain), appending nothing', async () => {
      const { f, own } = fixture;
      const token = await f.token(3, own);
      for (const domain of ['', 'not a domain', 'localhost']) {
        const res = await assertBadInput(f, () => f.post(`${api}/add`, { client_id: own, domain }, token), 'domain');
        assert.equal(res.json().data.msg_key, 'admin-setting-domain-error');
      }
      await assertBadInput(f, () => f.post(`${api}/add`, { client_id: 'nope', domain: 'x.edu' }, token), 'client_id');
      await assertBadInput(f, () => f.post(`${api}/add`, { client_id: own }, token), 'domain');
      await assertBadInput(f, () => f.post(`${api}/delete`, { domain_id: 'nope' }, token), 'domain_id');
    });
  });

  describe('for a super admin', () => {
    it('asks which client to list, and answers an unknown client 404', async () => {
      const { f } = fixture;
      const token = await f.superAdmin();
      await assertBadInput(f, () => f.get(api, token), 'client_id');
      const res = await f.post(
        `${api}/add`,
        { client_id: '01938a2b-0000-7000-8000-000000000009', domain: 'x.edu' },
        token,
      );
      assert.equal(res.statusCode, 404);
      assert.equal(res.json().message, 'Client not found');
    });
  });
});
