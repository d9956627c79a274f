import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type IdentityServices, openIdentityServices } from '../support/identity-fixtures.ts';
import type { TestClient } from '../support/pod-fixtures.ts';

const ZONE = '/api/v1/common/alerts/zone';

/**
 * The zone Manage Alerts reads an alert's times in: its lab's, or the one its client's labs
 * share. Each staff member asks of their own client; a super admin of any.
 */
describe("Manage Alerts' zone: /common/alerts/zone", () => {
  let f: IdentityServices;
  let chicago: TestClient;
  let mixed: TestClient;
  let empty: TestClient;
  let chicagoLab: string;
  let tokyoLab: string;

  before(async () => {
    f = await openIdentityServices();
    chicago = await f.client();
    mixed = await f.client();
    empty = await f.client();
    chicagoLab = await f.lab(chicago.id, { timezone: 'America/Chicago' });
    await f.lab(chicago.id, { timezone: 'America/Chicago' });
    await f.lab(mixed.id, { timezone: 'America/New_York' });
    tokyoLab = await f.lab(mixed.id, { timezone: 'Asia/Tokyo' });
    assert.ok(await f.deps.checkpoints.waitFor(['labs'], await f.lastSeq(), 30_000), 'the labs read model caught up');
  });
  after(() => f.close());

  const ask = async (token: string, query = '') => f.get(`${ZONE}${query}`, token);
  const zoneOf = async (token: string, query = '') => {
    const res = await ask(token, query);
    assert.equal(res.statusCode, 200, res.body);
    return (res.json().data as { timezone: string | null }).timezone;
  };

  it("gives a client admin and a facilitator the zone their client's labs share", async () => {
    assert.equal(await zoneOf(await f.token(3, chicago.id)), 'America/Chicago');
    assert.equal(await zoneOf(await f.token(2, chicago.id)), 'America/Chicago');
    assert.equal(await zoneOf(await f.token(2, chicago.id), `?lab_id=${chicagoLab}`), 'America/Chicago');
  });

  it('gives null where the labs disagree or there are none, and a lab its own zone', async () => {
    assert.equal(await zoneOf(await f.token(3, mixed.id)), null);
    assert.equal(await zoneOf(await f.token(3, mixed.id), `?lab_id=${tokyoLab}`), 'Asia/Tokyo');
    assert.equal(await zoneOf(await f.token(3, empty.id)), null);
  });

  it("gives a super admin any client's or lab's zone, and null for no venue (a global alert)", async () => {
    const su = await f.token(4, null);
    assert.equal(await zoneOf(su, `?client_id=${chicago.id}`), 'America/Chicago');
    assert.equal(await zoneOf(su, `?client_id=${mixed.id}`), null);
    assert.equal(await zoneOf(su, `?lab_id=${tokyoLab}`), 'Asia/Tokyo');
    assert.equal(await zoneOf(su), null);
  });

  it("refuses another client's client or lab with 403, players with 403, bad ids with 400 and an unknown lab with 404", async () => {
    const admin = await f.token(3, chicago.id);
    assert.equal((await ask(admin, `?client_id=${mixed.id}`)).statusCode, 403);
    assert.equal((await ask(admin, `?lab_id=${tokyoLab}`)).statusCode, 403);
    assert.equal((await ask(await f.token(2, chicago.id), `?lab_id=${tokyoLab}`)).statusCode, 403);
    assert.equal((await ask(await f.token(1, chicago.id))).statusCode, 403);
    assert.equal((await f.get(ZONE)).statusCode, 401);
    assert.equal((await ask(admin, '?lab_id=not-a-lab')).statusCode, 400);
    assert.equal((await ask(admin, '?zone=UTC')).statusCode, 400);
    const unknown = await ask(admin, '?lab_id=01890000-0000-7000-8000-000000000000');
    assert.equal(unknown.statusCode, 404, unknown.body);
    assert.equal(unknown.json().status, false);
  });
});
