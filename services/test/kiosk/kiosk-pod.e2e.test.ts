import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ClientSsoSettingsSaved } from '@gamepod/events';
import { podById } from '@gamepod/projections';
import { hashToken } from '../../src/auth/tokens.ts';
import { IP_NOT_ALLOWED } from '../../src/pods/application/pod-kiosk-service.ts';
import { type DeployedPod, openPodServices, type PodServices, type TestClient } from '../support/pod-fixtures.ts';

type Json = { status: boolean; message: string; data: Record<string, unknown> & { field?: string } };
const json = (res: { json: () => unknown }) => res.json() as Json;

const OPEN_ALL_WEEK = {
  type: 'LabScheduleSaved',
  data: {
    days: Object.fromEntries(
      ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'].map((d) => [d, { start: '09:00', end: '21:30', is_closed: false }]),
    ),
  },
};

describe("the pod's kiosk calls", () => {
  let f: PodServices;
  let client: TestClient;
  let labId: string;
  let pod: DeployedPod;
  before(async () => {
    f = await openPodServices();
    client = await f.client();
    await f.deps.store.append(
      'client',
      client.id,
      [
        ClientSsoSettingsSaved.of({
          active: true,
          protocol: 'saml',
          entity: 'urn:venue',
          login: 'https://sso.example.com/login',
          logout: 'https://sso.example.com/logout',
          certs: 'MIIC…',
          metadata_url: null,
          oidc_client_id: null,
          oidc_client_secret: null,
          attribute_preset: 'generic',
          attribute_email: null,
          attribute_first_name: null,
          attribute_last_name: null,
        }),
      ],
      { expectedVersion: 'any', context: { actor: { kind: 'system', name: 'test' } } },
    );
    labId = await f.lab(client.id, { is_paid: true, timezone: 'America/Denver', more: [OPEN_ALL_WEEK] });
    pod = await f.deployPod(client, labId, { pod_type_id: 3, with_keyboard: 0, nav_id: client.navs.get('B1') });
  });
  after(() => f.close());

  const from = (remoteAddress: string) => ({ remoteAddress });
  const allowlisted = (podIdKey: string, remoteAddress = '127.0.0.1') =>
    f.app.inject({
      method: 'POST',
      url: '/api/v1/kiosk/check/allowlisted',
      payload: { pod_id: podIdKey },
      ...from(remoteAddress),
    });
  const validate = (podIdKey: string, remoteAddress = '127.0.0.1') =>
    f.app.inject({
      method: 'POST',
      url: '/api/v1/kiosk/validate/pod_id_key',
      payload: { pod_id_key: podIdKey },
      ...from(remoteAddress),
    });

  describe('POST /kiosk/check/allowlisted', () => {
    it("says 'Exist' with the caller's address when the lab has no allowed IPs", async () => {
      const res = await allowlisted(pod.pod_id_key);
      assert.deepEqual(json(res), { status: true, message: 'Exist', data: { ip: '127.0.0.1' } });
    });

    it('lets in a listed address or subnet and refuses any other with the not-allowed message', async () => {
      const lab = await f.lab(client.id, { allowed_ips: ['203.0.113.7', '198.51.100.0/24'] });
      const guarded = await f.deployPod(client, lab);
      assert.equal((await allowlisted(guarded.pod_id_key, '203.0.113.7')).statusCode, 200);
      assert.equal((await allowlisted(guarded.pod_id_key, '198.51.100.200')).statusCode, 200);
      const refused = await allowlisted(guarded.pod_id_key, '192.0.2.1');
      assert.equal(refused.statusCode, 403);
      assert.equal(json(refused).message, IP_NOT_ALLOWED);
      assert.equal(json(refused).data.ip, '192.0.2.1');
      assert.equal((await validate(guarded.pod_id_key, '192.0.2.1')).statusCode, 403);
    });

    it("answers a key it does not know with 'Gamepod not authorized.'", async () => {
      const res = await allowlisted('GP-0000-0000-0000');
      assert.equal(res.statusCode, 401);
      assert.equal(json(res).message, 'Gamepod not authorized.');
      assert.equal(json(res).data.msg_key, 'login-pod-unauthorized');
    });
  });

  describe('POST /kiosk/validate/pod_id_key', () => {
    it('returns the pod session data, with the hours in the lab time zone and the client SSO', async () => {
      const res = await validate(pod.pod_id_key);
      assert.equal(res.statusCode, 200, res.body);
      const { session_id_key, remote_id_key, lab_name, ...data } = json(res).data;
      assert.equal(typeof session_id_key, 'string');
      assert.equal(typeof remote_id_key, 'string');
      assert.match(String(lab_name), /^Lab /);
      assert.deepEqual(data, {
        pod_id: pod.id,
        pod_id_key: pod.pod_id_key,
        nav_name: 'B1',
        timezone: 'America/Denver',
        schedule_start: '09:00 AM',
        schedule_end: '09:30 PM',
        schedule_tomorrow: '09:00 AM',
        schedule_closed: 0,
        with_keyboard: 0,
        logo: null,
        theme: { primary_color: '#f48226', accent_color: '#496e9c', gradiant_color: '#03244d', hover_color: '#191919' },
        left_image: null,
        right_image: null,
        banner_image: null,
        client_name: data.client_name,
        sso_active: 1,
        sso_urls: { login: 'https://sso.example.com/login', logout: 'https://sso.example.com/logout' },
        sign_in_source: 'password',
        is_paid: 1,
        pod_type: 'gp_arc',
      });
      assert.match(String(data.client_name), /^Venue /);
    });

    it('records the kiosk session by the hash of its key only, and a newer session ends no older one', async () => {
      const first = String(json(await validate(pod.pod_id_key)).data.session_id_key);
      const second = String(json(await validate(pod.pod_id_key)).data.session_id_key);
      assert.notEqual(first, second);
      for (const key of [first, second]) {
        const res = await f.get(`/api/v1/kiosk/check/ready?session_id_key=${encodeURIComponent(key)}`);
        assert.equal(res.statusCode, 200, res.body);
      }
      const hashes = (await f.logged('PodKioskSessionStarted')).map(
        (e) => (e.data as { session_id_key_hash: string }).session_id_key_hash,
      );
      assert.ok(hashes.includes(hashToken(first)) && hashes.includes(hashToken(second)));
      const logged = (await f.logged('PodKioskSessionStarted')).filter((e) => e.aggregate_id === pod.id);
      assert.ok(logged.length >= 2);
      assert.ok(logged.every((e) => !JSON.stringify(e).includes(second)));
      assert.deepEqual(logged.at(-1)?.metadata.actor, { kind: 'pod', pod_id: pod.id });
    });

    it('refuses an unknown key, a deleted pod and a deactivated pod as not authorized', async () => {
      const inactive = await f.deployPod(client, labId, { is_active: 0 });
      const deleted = await f.deployPod(client, labId);
      await f.post('/api/v1/admin/kiosk/delete/pod', { pod_id: deleted.id }, await f.token(4, null));
      for (const key of ['GP-0000-0000-0000', inactive.pod_id_key, deleted.pod_id_key]) {
        const res = await validate(key);
        assert.equal(res.statusCode, 401, key);
        assert.equal(json(res).message, 'Gamepod not authorized.');
      }
    });
  });

  describe('GET /pod', () => {
    it('reads the pod by its key, no session needed', async () => {
      const res = await f.get(`/api/v1/pod?pod_id_key=${pod.pod_id_key}`);
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(json(res).data.pod, {
        id: pod.id,
        lock_out: 0,
        volume: 25,
        with_key_board: 0,
        nav_id: client.navs.get('B1'),
        pod_id_key: pod.pod_id_key,
      });
    });

    it("reads the pod by id for a session on that pod or the client's staff, and no one else", async () => {
      const url = `/api/v1/pod?pod_id=${pod.id}`;
      assert.equal((await f.get(url)).statusCode, 401);
      assert.equal((await f.get(url, await f.token(1, client.id, pod.id))).statusCode, 200);
      assert.equal((await f.get(url, await f.token(2, client.id))).statusCode, 200);
      assert.equal((await f.get(url, await f.token(3, client.id))).statusCode, 200);
      assert.equal((await f.get(url, await f.token(1, client.id, 'another-pod'))).statusCode, 403);
      assert.equal((await f.get(url, await f.token(3, 'another-client'))).statusCode, 403);
    });

    it("hides the pod key from a player, a facilitator and a restricted admin, and shows it to the client's admin", async () => {
      const url = `/api/v1/pod?pod_id=${pod.id}`;
      const keyOf = async (token: string) => {
        const res = await f.get(url, token);
        assert.equal(res.statusCode, 200, res.body);
        return (json(res).data.pod as { pod_id_key?: string }).pod_id_key;
      };
      assert.equal(await keyOf(await f.token(1, client.id, pod.id)), undefined);
      assert.equal(await keyOf(await f.token(2, client.id)), undefined);
      assert.equal(await keyOf(await f.token(5, client.id, pod.id)), undefined);
      assert.equal(await keyOf(await f.token(3, client.id)), pod.pod_id_key);
    });
  });

  describe('POST /pod/set_volume and /pod/set_lockout', () => {
    it('records the volume, with the signed-in player’s token, as a fact of the pod itself', async () => {
      const res = await f.post('/api/v1/pod/set_volume', {
        session_id_key: 's',
        pod_id_key: pod.pod_id_key,
        volume: 40,
        token: await f.token(1, client.id, pod.id),
      });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal((json(res).data.pod as { volume: number }).volume, 40);
      const [event] = (await f.logged('PodVolumeSet')).filter((e) => e.aggregate_id === pod.id);
      assert.deepEqual(event?.data, { volume: 40 });
      assert.deepEqual(event?.metadata.actor, { kind: 'pod', pod_id: pod.id });
    });

    it('appends nothing when the volume is already that', async () => {
      const before = await f.lastSeq();
      const player = await f.token(1, client.id, pod.id);
      assert.equal(
        (await f.post('/api/v1/pod/set_volume', { pod_id_key: pod.pod_id_key, volume: 40 }, player)).statusCode,
        200,
      );
      assert.equal(await f.lastSeq(), before);
    });

    it('refuses the pod key alone (401) and a session of another pod (403), appending nothing', async () => {
      const other = await f.deployPod(client, labId);
      const elsewhere = await f.token(1, client.id, other.id);
      const before = await f.lastSeq();
      const alone = await f.post('/api/v1/pod/set_volume', { pod_id_key: pod.pod_id_key, volume: 10 });
      assert.equal(alone.statusCode, 401);
      assert.equal(json(alone).message, 'Token is Invalid');
      const res = await f.post('/api/v1/pod/set_volume', { pod_id_key: pod.pod_id_key, volume: 10 }, elsewhere);
      assert.equal(res.statusCode, 403);
      assert.equal(await f.lastSeq(), before);
      // staff who administer the pod may set it, as the admin's pod dashboard does
      const admin = await f.token(3, client.id);
      const byAdmin = await f.post('/api/v1/pod/set_volume', { pod_id_key: pod.pod_id_key, volume: 12 }, admin);
      assert.equal(byAdmin.statusCode, 200, byAdmin.body);
    });

    it("answers the page's lock report with the pod as recorded, appending nothing", async () => {
      const session_id_key = String(json(await validate(pod.pod_id_key)).data.session_id_key);
      const before = await f.lastSeq();
      const res = await f.post('/api/v1/pod/set_lockout', {
        session_id_key,
        pod_id_key: pod.pod_id_key,
        lockout: 'yes',
      });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal((json(res).data.pod as { lock_out: number }).lock_out, 0);
      assert.equal(await f.lastSeq(), before);
      assert.equal((await podById(f.deps.db, pod.id))?.lock_out, false);
    });

    it("refuses a key it does not know with 'Gamepod not authorized.'", async () => {
      const token = await f.token(1, client.id, pod.id);
      const res = await f.post('/api/v1/pod/set_volume', { pod_id_key: 'GP-0000-0000-0000', volume: 10 }, token);
      assert.equal(res.statusCode, 401);
      assert.equal(json(res).message, 'Gamepod not authorized.');
    });
  });
});
