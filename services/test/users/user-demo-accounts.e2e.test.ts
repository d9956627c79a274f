import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { userByEmail } from '@gamepod/projections';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from '../../src/index.ts';
import { type IdentityServices, json, type KioskPod, openIdentityServices } from '../support/identity-fixtures.ts';

describe('the demo accounts', () => {
  let f: IdentityServices;
  let clientId: string;
  let pod: KioskPod;
  before(async () => {
    f = await openIdentityServices();
    pod = await f.kioskPod();
    clientId = pod.client.id;
  });
  after(() => f.close());

  it('creates one account per role once; seeding again changes nothing', async () => {
    const first = await seedDemoAccounts(f.deps, { client_id: clientId });
    assert.deepEqual(first.created, [
      'player@demo.test',
      'facilitator@demo.test',
      'admin@demo.test',
      'restricted@demo.test',
      'super@demo.test',
    ]);
    const before = await f.lastSeq();
    assert.deepEqual((await seedDemoAccounts(f.deps, { client_id: clientId })).created, []);
    assert.equal(await f.lastSeq(), before);
    for (const account of DEMO_ACCOUNTS) {
      const row = await userByEmail(f.deps.db, account.email);
      assert.equal(row?.role, account.role);
      assert.equal(row?.client_id, account.role === 4 ? null : clientId);
    }
  });

  it("lets the demo player log in with 'gamepod-demo'", async () => {
    const res = await f.post('/api/v1/user/login', {
      session_id_key: pod.session_id_key,
      username: 'player@demo.test',
      password: DEMO_PASSWORD,
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(json(res).data.role_name, 'player');
  });
});
