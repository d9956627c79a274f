import assert from 'node:assert/strict';
import { after, before, describe } from 'node:test';
import { usersProjection } from '@gamepod/projections';
import type { LightMyRequestResponse } from 'fastify';
import { body, createUser, USERS_API, userForm } from '../support/admin-users-fixtures.ts';
import { type AccessCase, accessMatrix, type FleetServices, openFleetServices } from '../support/fleet-admin.ts';

const fixture = {} as {
  f: FleetServices;
  own: string;
  other: string;
  players: Map<string, { id: string; email: string }>;
};
const playerOf = (clientId: string) => {
  const p = fixture.players.get(clientId);
  if (!p) throw new Error(`no player for ${clientId}`);
  return p;
};

/** Gives the client's player a comp entry as the super admin; returns its id. */
async function compOf(f: FleetServices, clientId: string): Promise<string> {
  const res = await f.post(
    `${USERS_API}/add_comp_time`,
    { user_id: playerOf(clientId).id, minutes: 5 },
    await f.superAdmin(),
  );
  assert.equal(res.statusCode, 200, res.body);
  return body<{ comp_id: string }>(res).data.comp_id;
}

const cases: AccessCase[] = [
  {
    route: 'GET /admin/kiosk/users',
    clientAdmin: 'own',
    request: async (_f, c) => ({ method: 'GET', url: `${USERS_API}?client_id=${c}` }),
  },
  {
    route: 'GET /admin/kiosk/roles',
    clientAdmin: 'own',
    otherClient: 'filtered',
    request: async () => ({ method: 'GET', url: '/api/v1/admin/kiosk/roles' }),
    ownOnly(res: LightMyRequestResponse) {
      const roles = body<{ roles: Array<{ id: number }> }>(res).data.roles;
      assert.deepEqual(
        roles.map((r) => r.id),
        [1, 2, 3, 5],
      );
    },
  },
  {
    route: 'GET /admin/kiosk/users/edit',
    clientAdmin: 'own',
    request: async (_f, c) => ({ method: 'GET', url: `${USERS_API}/edit?user_id=${playerOf(c).id}` }),
  },
  {
    route: 'POST /admin/kiosk/users/save',
    clientAdmin: 'own',
    request: async (_f, c) => ({ method: 'POST', url: `${USERS_API}/save`, payload: userForm(1, c) }),
  },
  {
    route: 'POST /admin/kiosk/users/update',
    clientAdmin: 'own',
    request: async (_f, c) => ({
      method: 'POST',
      url: `${USERS_API}/update`,
      payload: {
        ...userForm(1, c, { email: playerOf(c).email, password: '', password_again: '' }),
        edit_id: playerOf(c).id,
      },
    }),
  },
  {
    route: 'POST /admin/kiosk/users/update_switches',
    clientAdmin: 'own',
    request: async (_f, c) => ({
      method: 'POST',
      url: `${USERS_API}/update_switches`,
      payload: { user_id: playerOf(c).id, type: 'stream_default', value: 1, tbl: 'player' },
    }),
  },
  {
    route: 'POST /admin/kiosk/users/add_comp_time',
    clientAdmin: 'own',
    request: async (_f, c) => ({
      method: 'POST',
      url: `${USERS_API}/add_comp_time`,
      payload: { user_id: playerOf(c).id, minutes: 15 },
    }),
  },
  {
    route: 'POST /admin/kiosk/users/delete_comp_time',
    clientAdmin: 'own',
    request: async (f, c) => ({
      method: 'POST',
      url: `${USERS_API}/delete_comp_time`,
      payload: { id: await compOf(f, c), user_id: playerOf(c).id },
    }),
  },
];

describe('the admin users routes, by role and tenant', () => {
  before(async () => {
    fixture.f = await openFleetServices({ extra: [usersProjection] });
    fixture.own = await fixture.f.deployClient();
    fixture.other = await fixture.f.deployClient();
    fixture.players = new Map();
    const token = await fixture.f.superAdmin();
    for (const c of [fixture.own, fixture.other])
      fixture.players.set(c, await createUser(fixture.f, token, userForm(1, c)));
  });
  after(() => fixture.f.close());

  accessMatrix(() => fixture, cases);
});
