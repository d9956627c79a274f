import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  type DeployedPod,
  openPodServices,
  type PodServices,
  podFormBody,
  type TestClient,
} from '../support/pod-fixtures.ts';

/** Who calls: no token, or a role in client A (ours) or B (someone else's). */
type Caller = { readonly name: string; readonly role?: number; readonly client?: 'A' | 'B' };
const CALLERS: readonly Caller[] = [
  { name: 'no token' },
  { name: 'a player (1)', role: 1, client: 'A' },
  { name: 'a restricted admin (5)', role: 5, client: 'A' },
  { name: "the client's facilitator (2)", role: 2, client: 'A' },
  { name: "another client's facilitator (2)", role: 2, client: 'B' },
  { name: "the client's admin (3)", role: 3, client: 'A' },
  { name: "another client's admin (3)", role: 3, client: 'B' },
  { name: 'a super admin (4)', role: 4 },
];

type Request = { method: 'GET' | 'POST'; url: string; body?: Record<string, unknown> };
type Endpoint = {
  readonly name: string;
  /** Builds a fresh request on client A's objects (writes get their own pod). */
  readonly request: () => Promise<Request>;
  /** The status each caller gets. */
  readonly expect: (caller: Caller) => number;
};

/** Admin routes: 3 on their own client and 4; every other role 403; no token 401. */
const adminOnly =
  (tenantScoped = true) =>
  (c: Caller): number => {
    if (c.role === undefined) return 401;
    if (c.role === 4) return 200;
    if (c.role === 3) return c.client === 'A' || !tenantScoped ? 200 : 403;
    return 403;
  };

/** The facilitator route: 2, 3 on their own client, and 4. */
const facilitatorToo = (c: Caller): number => {
  if (c.role === undefined) return 401;
  if (c.role === 4) return 200;
  if (c.role === 2 || c.role === 3) return c.client === 'A' ? 200 : 403;
  return 403;
};

describe('who may call the pod and command endpoints (role × tenant)', () => {
  let f: PodServices;
  let a: TestClient;
  let labA: string;
  let podA: DeployedPod;
  const tokens = new Map<string, string>();
  before(async () => {
    f = await openPodServices();
    a = await f.client();
    const b = await f.client();
    labA = await f.lab(a.id);
    podA = await f.deployPod(a, labA);
    for (const c of CALLERS) {
      if (c.role !== undefined) {
        const client = c.client === 'A' ? a.id : c.client === 'B' ? b.id : null;
        tokens.set(c.name, await f.token(c.role, client));
      }
    }
  });
  after(() => f.close());

  const freshPod = () => f.deployPod(a, labA);
  const ENDPOINTS: readonly Endpoint[] = [
    {
      name: 'GET /admin/kiosk/validate/mac_address',
      request: async () => ({
        method: 'GET',
        url: `/admin/kiosk/validate/mac_address?mac_address=${podA.mac_address}`,
      }),
      expect: adminOnly(),
    },
    {
      name: 'GET /admin/kiosk/validate/pod_id_key',
      request: async () => ({
        method: 'GET',
        url: `/admin/kiosk/validate/pod_id_key?pod_id_key=${podA.pod_id_key}`,
      }),
      expect: adminOnly(),
    },
    {
      name: 'POST /admin/kiosk/deployment/pod',
      request: async () => ({ method: 'POST', url: '/admin/kiosk/deployment/pod', body: podFormBody(a, labA) }),
      expect: adminOnly(),
    },
    {
      name: 'GET /admin/kiosk/edit/pod',
      request: async () => ({ method: 'GET', url: `/admin/kiosk/edit/pod?pod_id=${podA.id}` }),
      expect: adminOnly(),
    },
    {
      name: 'POST /admin/kiosk/update/pod',
      request: async () => {
        const pod = await freshPod();
        const body = { ...podFormBody(a, labA), mac_address: pod.mac_address, seat: 'INACTIVE' };
        return {
          method: 'POST',
          url: '/admin/kiosk/update/pod',
          body: { ...body, pod_id: pod.id, pod_id_key: pod.pod_id_key },
        };
      },
      expect: adminOnly(),
    },
    {
      name: 'POST /admin/kiosk/delete/pod',
      request: async () => ({
        method: 'POST',
        url: '/admin/kiosk/delete/pod',
        body: { pod_id: (await freshPod()).id },
      }),
      expect: adminOnly(),
    },
    {
      name: 'GET /admin/kiosk/pods',
      request: async () => ({ method: 'GET', url: `/admin/kiosk/pods?client_id=${a.id}&lab_id=${labA}` }),
      expect: adminOnly(),
    },
    {
      name: 'GET /admin/kiosk/pods (naming only the lab)',
      request: async () => ({ method: 'GET', url: `/admin/kiosk/pods?lab_id=${labA}` }),
      expect: adminOnly(),
    },
    {
      name: 'GET /admin/kiosk/client/pods',
      request: async () => ({ method: 'GET', url: `/admin/kiosk/client/pods?client_id=${a.id}&lab_id=${labA}` }),
      expect: adminOnly(),
    },
    {
      name: 'GET /admin/kiosk/pods_type',
      request: async () => ({ method: 'GET', url: '/admin/kiosk/pods_type' }),
      expect: adminOnly(false),
    },
    {
      name: 'GET /admin/kiosk/rgb_pallets',
      request: async () => ({ method: 'GET', url: '/admin/kiosk/rgb_pallets' }),
      expect: adminOnly(false),
    },
    {
      name: 'GET /admin/kiosk/pod/screenshot',
      request: async () => ({ method: 'GET', url: `/admin/kiosk/pod/screenshot?pod_id=${podA.id}` }),
      expect: adminOnly(),
    },
    {
      name: 'POST /admin/run/command',
      request: async () => ({
        method: 'POST',
        url: '/admin/run/command',
        body: { command_type: 'reboot', pod_ids: [podA.id] },
      }),
      expect: adminOnly(),
    },
    {
      name: 'POST /facilitator/run/command',
      request: async () => ({
        method: 'POST',
        url: '/facilitator/run/command',
        body: { command_type: 'led1', command_value: '#00ff00', command_platform: null, pod_ids: [podA.id] },
      }),
      expect: facilitatorToo,
    },
  ];

  for (const endpoint of ENDPOINTS) {
    describe(endpoint.name, () => {
      for (const caller of CALLERS) {
        const want = endpoint.expect(caller);
        it(`answers ${caller.name} with ${want}${want === 200 ? '' : ' and appends nothing'}`, async () => {
          const { method, url, body } = await endpoint.request();
          const token = tokens.get(caller.name);
          const before = await f.lastSeq();
          const res =
            method === 'GET' ? await f.get(`/api/v1${url}`, token) : await f.post(`/api/v1${url}`, body ?? {}, token);
          assert.equal(res.statusCode, want, res.body);
          assert.equal((res.json() as { status: boolean }).status, want === 200);
          if (want !== 200) assert.equal(await f.lastSeq(), before);
        });
      }
    });
  }

  describe('the facilitator route carries only the five facilitator commands', () => {
    for (const command_type of ['lockout', 'reboot', 'logout', 'admin_play_game']) {
      it(`refuses ${command_type} with 400 on command_type, even for a super admin`, async () => {
        const res = await f.post(
          '/api/v1/facilitator/run/command',
          { command_type, pod_ids: [podA.id] },
          tokens.get('a super admin (4)'),
        );
        assert.equal(res.statusCode, 400);
        assert.equal((res.json() as { data: { field: string } }).data.field, 'command_type');
      });
    }
  });
});
