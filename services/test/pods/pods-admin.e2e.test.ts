import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { POD_ID_KEY_PATTERN } from '@gamepod/contracts/catalogues';
import { claimHolder } from '@gamepod/event-store';
import { ConflictError, uuidv7 } from '@gamepod/events';
import { MAC_KIND, POD_KEY_KIND } from '../../src/pods/application/pod-claims.ts';
import { deployPod } from '../../src/pods/application/pod-writes.ts';
import { openPodServices, type PodServices, podFormBody, type TestClient } from '../support/pod-fixtures.ts';

type Json = { status: boolean; message: string; data: Record<string, unknown> & { field?: string } };
const json = (res: { json: () => unknown }) => res.json() as Json;

describe('the pod admin screens', () => {
  let f: PodServices;
  let admin: string;
  let client: TestClient;
  let labId: string;
  before(async () => {
    f = await openPodServices();
    admin = await f.token(4, null);
    client = await f.client();
    labId = await f.lab(client.id);
  });
  after(() => f.close());

  const podsOfLab = async (lab = labId) =>
    json(await f.get(`/api/v1/admin/kiosk/pods?client_id=${client.id}&lab_id=${lab}`, admin)).data as {
      pods: Array<Record<string, unknown>>;
      letters: string[];
    };

  describe('Deploy New Pod', () => {
    it('answers the MAC check with null and the not-exist key for a new MAC', async () => {
      const res = await f.get('/api/v1/admin/kiosk/validate/mac_address?mac_address=02:99:00:00:00:01', admin);
      assert.equal(res.statusCode, 200);
      assert.deepEqual(json(res), {
        status: true,
        message: 'admin-pod-not-exist-warning',
        data: { pod_details: null },
      });
    });

    it('deploys a pod with a fresh GP- key, and the list shows it with its nav licence', async () => {
      const body = podFormBody(client, labId, { nav_id: client.navs.get('B2'), xd1: 'ps', note: '' });
      const res = await f.post('/api/v1/admin/kiosk/deployment/pod', body, admin);
      assert.equal(res.statusCode, 200, res.body);
      const { id, pod_id_key } = json(res).data.pod_details as { id: string; pod_id_key: string };
      assert.match(pod_id_key, new RegExp(POD_ID_KEY_PATTERN));
      const row = (await podsOfLab()).pods.find((p) => p.id === id);
      assert.equal(row?.license, 'B2');
      assert.equal(row?.letter, 'B');
      assert.equal(row?.pod_id_masked, `GP-••••-••••-${pod_id_key.slice(-4)}`);
      assert.equal(row?.lock_out, 0);
      assert.equal(row?.activity, 'MISSING', 'a pod that never sent a heartbeat');
      assert.deepEqual(row?.ScreenshotDetail, { url: null, image: null, age: null, message: 'No screenshot yet' });
      const holder = await claimHolder(f.deps.store, MAC_KIND, String(body.mac_address));
      assert.deepEqual(holder, { aggregate: 'pod', id });
    });

    it('finds a deployed pod by its MAC in any notation, with its form fields', async () => {
      const pod = await f.deployPod(client, labId);
      const dashed = pod.mac_address.toLowerCase().replaceAll(':', '-');
      const res = await f.get(`/api/v1/admin/kiosk/validate/mac_address?mac_address=${dashed}`, admin);
      const body = json(res);
      assert.equal(body.message, 'admin-pod-exist-warning');
      const details = body.data.pod_details as Record<string, unknown>;
      assert.equal(details.id, pod.id);
      assert.equal(details.mac_address, pod.mac_address);
      assert.equal(details.is_active, 1);
      assert.equal(details.pro, 0);
    });

    it('finds a pod by its key as by its MAC, and answers null for a key no pod has', async () => {
      const pod = await f.deployPod(client, labId);
      const found = await f.get(`/api/v1/admin/kiosk/validate/pod_id_key?pod_id_key=${pod.pod_id_key}`, admin);
      assert.equal(found.statusCode, 200, found.body);
      assert.equal(json(found).message, 'admin-pod-exist-warning');
      assert.equal((json(found).data.pod_details as { id: string }).id, pod.id);
      const unknown = await f.get('/api/v1/admin/kiosk/validate/pod_id_key?pod_id_key=GP-0000-0000-0000', admin);
      assert.equal(unknown.statusCode, 200, unknown.body);
      assert.deepEqual(json(unknown), {
        status: true,
        message: 'admin-pod-not-exist-warning',
        data: { pod_details: null },
      });
      const blank = await f.get('/api/v1/admin/kiosk/validate/pod_id_key?pod_id_key=', admin);
      assert.equal(blank.statusCode, 400, blank.body);
      assert.equal(json(blank).data.field, 'pod_id_key');
    });

    it('refuses an empty MAC with admin-pod-mac-address-warning', async () => {
      const res = await f.get('/api/v1/admin/kiosk/validate/mac_address?mac_address=', admin);
      assert.equal(res.statusCode, 400);
      assert.equal(json(res).message, 'admin-pod-mac-address-warning');
      assert.equal(json(res).data.field, 'mac_address');
    });

    it('lists the letters of the lab sorted and once each', async () => {
      const lab = await f.lab(client.id);
      for (const l of ['B1', 'A3', 'A4']) await f.deployPod(client, lab, { nav_id: client.navs.get(l) });
      const { pods, letters } = await podsOfLab(lab);
      assert.deepEqual(letters, ['A', 'B']);
      assert.deepEqual(
        pods.map((p) => p.license),
        ['A3', 'A4', 'B1'],
      );
    });
  });

  describe('when two admins deploy the same MAC at once', () => {
    it('lets exactly one win; the other gets 409 and only one PodDeployed is in the log', async () => {
      const body = podFormBody(client, labId);
      const results = await Promise.all(
        Array.from({ length: 4 }, () => f.post('/api/v1/admin/kiosk/deployment/pod', body, admin)),
      );
      const codes = results.map((r) => r.statusCode).sort();
      assert.deepEqual(codes, [200, 409, 409, 409]);
      const loser = results.find((r) => r.statusCode === 409);
      assert.equal(loser && json(loser).message, 'This MAC address belongs to another pod');
      const deployed = (await f.logged('PodDeployed')).filter(
        (e) => (e.data as { mac_address: string }).mac_address === body.mac_address,
      );
      assert.equal(deployed.length, 1);
    });
  });

  describe('when a generated pod_id_key is already taken', () => {
    const context = { actor: { kind: 'user' as const, user_id: 'admin', role: 4 } };
    const actor = { kind: 'user' as const, role: 4, client_id: null };
    const form = (mac: string) => ({
      lab_id: labId,
      mac_address: mac,
      ip_address: '10.0.0.1',
      pod_type_id: 1,
      nav_id: client.navs.get('A1') ?? '',
      nav_id_left: null,
      nav_id_right: null,
      nav_id_rear: null,
      lan_ip: null,
      wan_ip: null,
      xd1: 'na' as const,
      xd2: 'na' as const,
      seat: 'ACTIVE' as const,
      note: null,
      is_active: true,
      with_keyboard: true,
      pro: false,
    });

    it('draws another key and deploys', async () => {
      const taken = await f.deployPod(client, labId);
      const keys = [taken.pod_id_key, 'GP-0000-0000-0001'];
      const deps = { ...f.deps, newPodKey: () => keys.shift() ?? 'GP-0000-0000-0002' };
      const result = await deployPod(deps, actor, { client_id: client.id, form: form('02:AA:00:00:00:01') }, context);
      assert.equal(result.pod_id_key, 'GP-0000-0000-0001');
      assert.deepEqual(await claimHolder(f.deps.store, POD_KEY_KIND, taken.pod_id_key), {
        aggregate: 'pod',
        id: taken.id,
      });
    });

    it('gives up with 409 when every key is taken, deploys nothing and frees the MAC', async () => {
      const taken = await f.deployPod(client, labId);
      const deps = { ...f.deps, newPodKey: () => taken.pod_id_key };
      const mac = '02:AA:00:00:00:02';
      await assert.rejects(deployPod(deps, actor, { client_id: client.id, form: form(mac) }, context), ConflictError);
      assert.equal(await claimHolder(f.deps.store, MAC_KIND, mac), null);
      const deployed = (await f.logged('PodDeployed')).filter(
        (e) => (e.data as { mac_address: string }).mac_address === mac,
      );
      assert.equal(deployed.length, 0);
    });
  });

  describe('Edit Pod', () => {
    it("shows the pod's form, saves changes and keeps its key", async () => {
      const pod = await f.deployPod(client, labId);
      const edit = json(await f.get(`/api/v1/admin/kiosk/edit/pod?pod_id=${pod.id}`, admin)).data.pod as Record<
        string,
        unknown
      >;
      assert.equal(edit.pod_id_key, pod.pod_id_key);
      assert.equal(edit.nav_id_left, null);
      const res = await f.post(
        '/api/v1/admin/kiosk/update/pod',
        { ...edit, id: undefined, pod_id: pod.id, seat: 'INACTIVE', nav_id: client.navs.get('A2'), pro: 1 },
        admin,
      );
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(json(res).data, { pod_id_key: pod.pod_id_key });
      const row = (await podsOfLab()).pods.find((p) => p.id === pod.id);
      assert.equal(row?.seat, 'INACTIVE');
      assert.equal(row?.license, 'A2');
    });

    it('moves the MAC claim when the MAC changes: the old one is free, the new one taken', async () => {
      const pod = await f.deployPod(client, labId);
      const body = { ...podFormBody(client, labId), pod_id: pod.id, pod_id_key: pod.pod_id_key };
      const res = await f.post('/api/v1/admin/kiosk/update/pod', body, admin);
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(await claimHolder(f.deps.store, MAC_KIND, String(body.mac_address)), {
        aggregate: 'pod',
        id: pod.id,
      });
      assert.equal(await claimHolder(f.deps.store, MAC_KIND, pod.mac_address), null);
      await f.deployPod(client, labId, { mac_address: pod.mac_address });
    });

    it("refuses a pod_id_key that is not the pod's with admin-pod-invalid-error", async () => {
      const pod = await f.deployPod(client, labId);
      const body = { ...podFormBody(client, labId), pod_id: pod.id, pod_id_key: 'GP-0000-0000-0000' };
      const before = await f.lastSeq();
      const res = await f.post('/api/v1/admin/kiosk/update/pod', body, admin);
      assert.equal(res.statusCode, 400);
      assert.equal(json(res).data.field, 'pod_id_key');
      assert.equal(json(res).data.msg_key, 'admin-pod-invalid-error');
      assert.equal(await f.lastSeq(), before);
    });

    it('answers 404 for a pod that does not exist', async () => {
      const res = await f.get(`/api/v1/admin/kiosk/edit/pod?pod_id=${uuidv7()}`, admin);
      assert.equal(res.statusCode, 404);
      assert.equal(json(res).data.msg_key, 'admin-pod-not-exist-warning');
    });
  });

  describe('Delete', () => {
    it('removes the pod from the lists and frees its MAC for a new pod', async () => {
      const pod = await f.deployPod(client, labId);
      const res = await f.post('/api/v1/admin/kiosk/delete/pod', { pod_id: pod.id }, admin);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(
        (await podsOfLab()).pods.some((p) => p.id === pod.id),
        false,
      );
      assert.equal((await f.get(`/api/v1/admin/kiosk/edit/pod?pod_id=${pod.id}`, admin)).statusCode, 404);
      assert.equal(await claimHolder(f.deps.store, POD_KEY_KIND, pod.pod_id_key), null);
      await f.deployPod(client, labId, { mac_address: pod.mac_address });
    });
  });

  describe('the catalogues and placeholders', () => {
    it('lists the pod types', async () => {
      const res = json(await f.get('/api/v1/admin/kiosk/pods_type', admin));
      assert.deepEqual(res.data.pod_types, [
        { id: 1, code: 'gp_solo', value: 'GamePod Solo' },
        { id: 2, code: 'gp_duo', value: 'GamePod Duo' },
        { id: 3, code: 'gp_arc', value: 'GamePod Arcade' },
      ]);
    });
    it('lists the LED palette for admins and for the kiosk', async () => {
      const admins = json(await f.get('/api/v1/admin/kiosk/rgb_pallets', admin)).data.pallets as unknown[];
      const kiosk = json(await f.get('/api/v1/kiosk/rgb_pallets', await f.token(2, client.id))).data.pallets;
      assert.equal(admins.length, 12);
      assert.deepEqual(kiosk, admins);
      assert.equal((await f.get('/api/v1/kiosk/rgb_pallets')).statusCode, 401);
    });
    it('answers the screenshot call with no screenshot yet', async () => {
      const pod = await f.deployPod(client, labId);
      const res = json(await f.get(`/api/v1/admin/kiosk/pod/screenshot?pod_id=${pod.id}`, admin));
      assert.deepEqual(res.data.screenshot, { url: null, image: null, age: null, message: 'No screenshot yet' });
    });
    it("gives the super admin's Client Pods view the same rows", async () => {
      const url = `client_id=${client.id}&lab_id=${labId}`;
      const a = json(await f.get(`/api/v1/admin/kiosk/pods?${url}`, admin)).data;
      const b = json(await f.get(`/api/v1/admin/kiosk/client/pods?${url}`, admin)).data;
      assert.deepEqual(a, b);
    });
  });
});
