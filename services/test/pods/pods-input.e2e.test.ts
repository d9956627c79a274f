import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { uuidv7 } from '@gamepod/events';
import {
  type DeployedPod,
  openPodServices,
  type PodServices,
  podFormBody,
  type TestClient,
} from '../support/pod-fixtures.ts';

type Case = {
  readonly name: string;
  readonly method: 'GET' | 'POST';
  /** Built once the fixtures exist. */
  readonly url: () => string;
  readonly body?: () => Record<string, unknown>;
  readonly field: string;
};

describe('bad input to the pod, command and kiosk endpoints', () => {
  let f: PodServices;
  let admin: string;
  let client: TestClient;
  let labId: string;
  let pod: DeployedPod;
  let kioskKey: string;
  before(async () => {
    f = await openPodServices();
    admin = await f.token(4, null);
    client = await f.client();
    labId = await f.lab(client.id);
    pod = await f.deployPod(client, labId);
    const kiosk = await f.post('/api/v1/kiosk/validate/pod_id_key', { pod_id_key: pod.pod_id_key });
    kioskKey = (kiosk.json() as { data: { session_id_key: string } }).data.session_id_key;
  });
  after(() => f.close());

  const form = (fields: Record<string, unknown> = {}) => podFormBody(client, labId, fields);
  const without = (key: string) => {
    const body: Record<string, unknown> = form();
    delete body[key];
    return body;
  };
  const update = (fields: Record<string, unknown> = {}) => ({
    ...form({ mac_address: pod.mac_address }),
    pod_id: pod.id,
    pod_id_key: pod.pod_id_key,
    ...fields,
  });
  const command = (fields: Record<string, unknown>) => ({ command_type: 'reboot', pod_ids: [pod.id], ...fields });

  const CASES: readonly Case[] = [
    {
      name: 'a MAC that is not one',
      method: 'GET',
      url: () => '/admin/kiosk/validate/mac_address?mac_address=zz',
      field: 'mac_address',
    },
    { name: 'no MAC at all', method: 'GET', url: () => '/admin/kiosk/validate/mac_address', field: 'mac_address' },
    {
      name: 'a deploy without ip_address',
      method: 'POST',
      url: () => '/admin/kiosk/deployment/pod',
      body: () => without('ip_address'),
      field: 'ip_address',
    },
    {
      name: 'a deploy without seat',
      method: 'POST',
      url: () => '/admin/kiosk/deployment/pod',
      body: () => without('seat'),
      field: 'seat',
    },
    {
      name: 'a deploy with an IP that is not one',
      method: 'POST',
      url: () => '/admin/kiosk/deployment/pod',
      body: () => form({ ip_address: '10.0.0' }),
      field: 'ip_address',
    },
    {
      name: 'a deploy with a bad lan_ip',
      method: 'POST',
      url: () => '/admin/kiosk/deployment/pod',
      body: () => form({ lan_ip: 'lan' }),
      field: 'lan_ip',
    },
    {
      name: 'a deploy with a bad MAC',
      method: 'POST',
      url: () => '/admin/kiosk/deployment/pod',
      body: () => form({ mac_address: '12:34' }),
      field: 'mac_address',
    },
    {
      name: 'a deploy with an unknown pod type',
      method: 'POST',
      url: () => '/admin/kiosk/deployment/pod',
      body: () => form({ pod_type_id: 99 }),
      field: 'pod_type_id',
    },
    {
      name: 'a deploy with the pod type as text',
      method: 'POST',
      url: () => '/admin/kiosk/deployment/pod',
      body: () => form({ pod_type_id: '1' }),
      field: 'pod_type_id',
    },
    {
      name: 'a deploy with is_active 2',
      method: 'POST',
      url: () => '/admin/kiosk/deployment/pod',
      body: () => form({ is_active: 2 }),
      field: 'is_active',
    },
    {
      name: 'a deploy with xd1 nes',
      method: 'POST',
      url: () => '/admin/kiosk/deployment/pod',
      body: () => form({ xd1: 'nes' }),
      field: 'xd1',
    },
    {
      name: 'a deploy with a seat other than ACTIVE, INACTIVE or DE-REGISTERED',
      method: 'POST',
      url: () => '/admin/kiosk/deployment/pod',
      body: () => form({ seat: 'RESERVED' }),
      field: 'seat',
    },
    {
      name: "a deploy with another client's nav",
      method: 'POST',
      url: () => '/admin/kiosk/deployment/pod',
      body: () => form({ nav_id: uuidv7() }),
      field: 'nav_id',
    },
    {
      name: 'a deploy into a lab that does not exist',
      method: 'POST',
      url: () => '/admin/kiosk/deployment/pod',
      body: () => form({ lab_id: uuidv7() }),
      field: 'lab_id',
    },
    {
      name: 'a deploy for a client that does not exist',
      method: 'POST',
      url: () => '/admin/kiosk/deployment/pod',
      body: () => form({ client_id: uuidv7() }),
      field: 'client_id',
    },
    {
      name: 'a deploy with a field the form does not have',
      method: 'POST',
      url: () => '/admin/kiosk/deployment/pod',
      body: () => form({ colour: 'red' }),
      field: 'colour',
    },
    {
      name: 'an id that is not a subject token',
      method: 'GET',
      url: () => '/admin/kiosk/edit/pod?pod_id=a.b',
      field: 'pod_id',
    },
    { name: 'an edit without pod_id', method: 'GET', url: () => '/admin/kiosk/edit/pod', field: 'pod_id' },
    {
      name: 'an update without pod_id_key',
      method: 'POST',
      url: () => '/admin/kiosk/update/pod',
      body: () => update({ pod_id_key: undefined }),
      field: 'pod_id_key',
    },
    {
      name: 'an update with a malformed key',
      method: 'POST',
      url: () => '/admin/kiosk/update/pod',
      body: () => update({ pod_id_key: 'gp-1' }),
      field: 'pod_id_key',
    },
    {
      name: 'an update that moves the pod to another client',
      method: 'POST',
      url: () => '/admin/kiosk/update/pod',
      body: () => update({ client_id: uuidv7() }),
      field: 'client_id',
    },
    {
      name: 'a delete without pod_id',
      method: 'POST',
      url: () => '/admin/kiosk/delete/pod',
      body: () => ({}),
      field: 'pod_id',
    },
    { name: 'a list for a bad lab id', method: 'GET', url: () => '/admin/kiosk/pods?lab_id=lab%201', field: 'lab_id' },
    {
      name: 'a client list for a bad client id',
      method: 'GET',
      url: () => '/admin/kiosk/client/pods?client_id=a*',
      field: 'client_id',
    },
    { name: 'a screenshot without pod_id', method: 'GET', url: () => '/admin/kiosk/pod/screenshot', field: 'pod_id' },
    {
      name: 'a command type nobody knows',
      method: 'POST',
      url: () => '/admin/run/command',
      body: () => command({ command_type: 'explode' }),
      field: 'command_type',
    },
    {
      name: 'pod_ids that are not a list',
      method: 'POST',
      url: () => '/admin/run/command',
      body: () => command({ pod_ids: pod.id }),
      field: 'pod_ids',
    },
    {
      name: 'a pod id that is not a subject token',
      method: 'POST',
      url: () => '/admin/run/command',
      body: () => command({ pod_ids: ['a.b'] }),
      field: 'pod_ids.0',
    },
    {
      name: 'led1 without a colour',
      method: 'POST',
      url: () => '/admin/run/command',
      body: () => command({ command_type: 'led1' }),
      field: 'command_value',
    },
    {
      name: 'a game without a platform',
      method: 'POST',
      url: () => '/admin/run/command',
      body: () => command({ command_type: 'play_game', command_value: 'g1' }),
      field: 'command_platform',
    },
    {
      name: 'a schedule whose hours are not JSON',
      method: 'POST',
      url: () => '/admin/run/command',
      body: () => command({ command_type: 'schedule', command_value: '9 to 5' }),
      field: 'command_value',
    },
    {
      name: 'an unknown platform',
      method: 'POST',
      url: () => '/admin/run/command',
      body: () => command({ command_platform: 'n64' }),
      field: 'command_platform',
    },
    {
      name: 'a facilitator LED colour by name',
      method: 'POST',
      url: () => '/facilitator/run/command',
      body: () => command({ command_type: 'led2', command_value: 'red' }),
      field: 'command_value',
    },
    {
      name: 'a facilitator command with no pods',
      method: 'POST',
      url: () => '/facilitator/run/command',
      body: () => command({ command_type: 'reset', pod_ids: [] }),
      field: 'pod_ids',
    },
    {
      name: 'an allow-list check without pod_id',
      method: 'POST',
      url: () => '/kiosk/check/allowlisted',
      body: () => ({}),
      field: 'pod_id',
    },
    {
      name: 'an allow-list check with a malformed key',
      method: 'POST',
      url: () => '/kiosk/check/allowlisted',
      body: () => ({ pod_id: 'nope' }),
      field: 'pod_id',
    },
    {
      name: 'a validation with a malformed key',
      method: 'POST',
      url: () => '/kiosk/validate/pod_id_key',
      body: () => ({ pod_id_key: 'x' }),
      field: 'pod_id_key',
    },
    { name: 'a pod read with neither key nor id', method: 'GET', url: () => '/pod', field: 'pod_id_key' },
    {
      name: 'a volume above 50',
      method: 'POST',
      url: () => '/pod/set_volume',
      body: () => ({ pod_id_key: pod.pod_id_key, volume: 51 }),
      field: 'volume',
    },
    {
      name: 'a volume below 0',
      method: 'POST',
      url: () => '/pod/set_volume',
      body: () => ({ pod_id_key: pod.pod_id_key, volume: -1 }),
      field: 'volume',
    },
    {
      name: 'a volume as text',
      method: 'POST',
      url: () => '/pod/set_volume',
      body: () => ({ pod_id_key: pod.pod_id_key, volume: '5' }),
      field: 'volume',
    },
    {
      name: 'a lockout that is neither yes nor no',
      method: 'POST',
      url: () => '/pod/set_lockout',
      body: () => ({ session_id_key: kioskKey, pod_id_key: pod.pod_id_key, lockout: 'maybe' }),
      field: 'lockout',
    },
    {
      name: 'a lock report without the kiosk session',
      method: 'POST',
      url: () => '/pod/set_lockout',
      body: () => ({ pod_id_key: pod.pod_id_key, lockout: 'yes' }),
      field: 'session_id_key',
    },
  ];

  for (const c of CASES) {
    it(`answers ${c.name} with 400 naming ${c.field}, and appends nothing`, async () => {
      const before = await f.lastSeq();
      const url = `/api/v1${c.url()}`;
      const res = c.method === 'GET' ? await f.get(url, admin) : await f.post(url, c.body?.() ?? {}, admin);
      assert.equal(res.statusCode, 400, res.body);
      const body = res.json() as { status: boolean; data: { field?: string } };
      assert.equal(body.status, false);
      assert.equal(body.data.field, c.field);
      assert.equal(await f.lastSeq(), before);
    });
  }
});
