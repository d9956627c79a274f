import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { podsProjection, usersProjection } from '@gamepod/projections';
import { FileStore } from '../../src/files/file-store.ts';
import { assertRefused, body, createUser, USERS_API, userForm } from '../support/admin-users-fixtures.ts';
import { type FleetServices, multipartBody, openFleetServices, sampleClientForm } from '../support/fleet-admin.ts';
import { pngOf, TEXT } from '../support/sample-files.ts';

const api = '/api/v1/admin/kiosk';

type ClientDetail = { name: string; phone: string; logo: string | null; primary_color: string; hover_color: string };
type Written = { client_id: string; client: ClientDetail };
type UserDetail = {
  user: { id: string; name: string; clientuser: { client: { email: string | null } } | null };
  player: Record<string, unknown> | null;
};

/** The admin calls of docs/spec-conformance.md, sent with the field names and paths the console's call list gives. */
describe('the admin calls with their listed field names and paths', () => {
  let f: FleetServices;
  let sup: string;
  let clientId: string;
  before(async () => {
    f = await openFleetServices({ extra: [usersProjection, podsProjection] });
    sup = await f.superAdmin();
    clientId = await f.deployClient({ email: 'venue-contact@example.com' });
  });
  after(async () => {
    await new FileStore(f.env.nc, f.env.names).destroyAll();
    await f.close();
  });

  describe('Update user: /admin/kiosk/users/save with edit_id and the form', () => {
    it('edits the user named by edit_id, as /users/update does', async () => {
      const { id, email } = await createUser(f, sup, userForm(1, clientId));
      const form = { ...userForm(1, clientId, { email, name: 'Renamed Player' }), password: '', password_again: '' };
      const res = await f.post(`${USERS_API}/save`, { ...form, edit_id: id }, sup);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(body(res).message, 'User updated');
      const detail = body<UserDetail>(await f.get(`${USERS_API}/edit?user_id=${id}`, sup)).data;
      assert.equal(detail.user.name, 'Renamed Player');
    });

    it('creates a user when edit_id is empty, as a create form sends it', async () => {
      const res = await f.post(`${USERS_API}/save`, { ...userForm(1, clientId), edit_id: '' }, sup);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(body(res).message, 'User created');
    });

    it('refuses an edit_id that is not a user id with 400 naming it, appending nothing', async () => {
      await assertRefused(
        f,
        () => f.post(`${USERS_API}/save`, { ...userForm(1, clientId), edit_id: 'x' }, sup),
        400,
        'edit_id',
      );
    });
  });

  describe('User details: the player and the client link as the entities name them', () => {
    it('gives the player first_name, email, phone, dob and remaining_time, and clientuser.client.email', async () => {
      const { id, email } = await createUser(f, sup, userForm(1, clientId, { name: 'Pat Player' }));
      const detail = body<UserDetail>(await f.get(`${USERS_API}/edit?user_id=${id}`, sup)).data;
      assert.deepEqual(detail.user.clientuser, { client: { email: 'venue-contact@example.com' } });
      const player = detail.player ?? {};
      assert.deepEqual(
        [player.first_name, player.email, player.phone, player.dob, player.remaining_time, player.time_balance],
        ['Pat Player', email, '555-123-4567', '05/31/1990', 0, 0],
      );
    });
  });

  describe('Client update: /admin/kiosk/clients/update with the form, edit_id, logo, colours, audio', () => {
    const update = (
      fields: Record<string, string>,
      file?: { field: string; filename: string; type: string; bytes: Buffer },
    ) => {
      const { payload, headers } = multipartBody(fields, file);
      return f.app.inject({
        method: 'POST',
        url: `${api}/clients/update`,
        payload,
        headers: { ...headers, authorization: `Bearer ${sup}` },
      });
    };
    const form = (over: Record<string, string> = {}) => {
      const base = sampleClientForm() as Record<string, string>;
      return { edit_id: clientId, name: 'Venue Renamed', email: base.email ?? '', phone: '555-000-1111', ...over };
    };

    it('saves the details and, in the same multipart form, the logo and the colours', async () => {
      const logo = { field: 'logo', filename: 'logo.png', type: 'image/png', bytes: pngOf(15, 6, [255, 0, 0]) };
      const res = await update(form({ is_active: '1', primary_color: '#AA0000', hover_color: '#123' }), logo);
      assert.equal(res.statusCode, 200, res.body);
      const { client } = body<Written>(res).data;
      assert.deepEqual([client.name, client.phone], ['Venue Renamed', '555-000-1111']);
      assert.deepEqual([client.primary_color, client.hover_color], ['#aa0000', '#123']);
      assert.match(client.logo ?? '', /^\/api\/v1\/files\/logos\/[0-9a-f]{64}$/);
    });

    it('takes JSON without files too, with the colours and remove_audio', async () => {
      const res = await f.post(
        `${api}/clients/update`,
        { ...form(), is_active: 1, accent_color: '#00ff00', remove_audio: 0 },
        sup,
      );
      assert.equal(res.statusCode, 200, res.body);
    });

    it('changes nothing when the logo or a colour is bad: 400 naming it, no event', async () => {
      const text = { field: 'logo', filename: 'logo.png', type: 'image/png', bytes: TEXT };
      await assertRefused(f, () => update(form({ name: 'Not Saved' }), text), 400, 'logo');
      await assertRefused(f, () => update(form({ name: 'Not Saved', primary_color: 'red' })), 400, 'primary_color');
      const detail = body<{ clients: ClientDetail[] }>(await f.get(`${api}/client?client_id=${clientId}`, sup)).data;
      assert.notEqual(detail.clients[0]?.name, 'Not Saved');
    });

    it("refuses a client admin another client's update, storing and appending nothing", async () => {
      const other = await f.deployClient();
      const admin = await f.token(3, other);
      await assertRefused(f, () => f.post(`${api}/clients/update`, { ...form(), hover_color: '#000' }, admin), 403);
    });
  });
});
