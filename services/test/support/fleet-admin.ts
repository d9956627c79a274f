import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ProjectionWorker } from '@gamepod/log-runtime';
import { authSessionsProjection, clientsProjection, labsProjection, type ReadModel } from '@gamepod/projections';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { BuildAppOptions } from '../../src/app.ts';
import { startWorkers, testClient } from './test-client.ts';
import { openTestServices, type TestServices } from './test-services.ts';

/** A test file's services with live clients and labs read models, plus shortcuts for fleet tests. */
export type FleetServices = TestServices & {
  /** A session token for `role` in `clientId` (null for super admins); one per pair, made once. */
  token(role: number, clientId: string | null): Promise<string>;
  /** The super admin's token. */
  superAdmin(): Promise<string>;
  get(url: string, token?: string): Promise<LightMyRequestResponse>;
  post(url: string, body: Record<string, unknown>, token?: string): Promise<LightMyRequestResponse>;
  /** POSTs a CSV (or any bytes) to the allowed-IPs upload as `csv_file`. */
  upload(labId: string, bytes: Uint8Array | string, token?: string, filename?: string): Promise<LightMyRequestResponse>;
  /** Deploys a client through the API as a super admin; returns its id. */
  deployClient(fields?: Record<string, unknown>): Promise<string>;
  /** Deploys a lab for `clientId` through the API as a super admin; returns its id. */
  deployLab(clientId: string, fields?: Record<string, unknown>): Promise<string>;
  /** The event stream's last sequence: equal before and after means nothing was appended. */
  lastSeq(): Promise<number>;
  /** The workers of the read models beside auth_sessions, for a test that holds one back. */
  readonly workers: readonly ProjectionWorker[];
};

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/** A valid Deploy New Client form. */
export function sampleClientForm(fields: Record<string, unknown> = {}): Record<string, unknown> {
  const n = unique();
  return {
    first_name: `Venue ${n}`,
    last_name: 'Owner',
    email: `venue-${n}@example.com`,
    phone: '555-123-4567',
    ...fields,
  };
}

/** A valid lab form for `clientId`. */
export function sampleLabForm(clientId: string, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    client_id: clientId,
    lab_name: `Lab ${unique()}`,
    address1: '1 Main St',
    address2: 'Suite 2',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
    note: 'first floor',
    is_active: 1,
    is_paid: 1,
    ...fields,
  };
}

/**
 * Opens isolated services with workers for auth_sessions, clients, labs and any `extra`
 * read models (the pods read model, for instance), and makes the app ready.
 *
 * @example const f = await openFleetServices(); t.after(() => f.close());
 */
export async function openFleetServices(
  opts: { extra?: readonly ReadModel[]; build?: BuildAppOptions } = {},
): Promise<FleetServices> {
  const fleet = [clientsProjection, labsProjection, ...(opts.extra ?? [])];
  const s = await openTestServices({
    projections: [authSessionsProjection, ...fleet],
    ...(opts.build ? { build: opts.build } : {}),
  });
  const workers = await startWorkers(s, fleet);
  await s.app.ready();

  const client = testClient(s, 'admin');
  const token = (role: number, clientId: string | null) => client.token(role, clientId);
  const { auth, get, post } = client;
  const upload = (labId: string, bytes: Uint8Array | string, t?: string, filename = 'ips.csv') => {
    const file = {
      field: 'csv_file',
      filename,
      type: 'text/csv',
      bytes: typeof bytes === 'string' ? Buffer.from(bytes) : bytes,
    };
    const { payload, headers } = multipartBody({ lab_id: labId }, file);
    return s.app.inject({ method: 'POST', url: UPLOAD_URL, headers: { ...headers, ...auth(t) }, payload });
  };
  const superAdmin = () => token(4, null);
  const created = (res: LightMyRequestResponse, key: string): string => {
    if (res.statusCode !== 200) throw new Error(`deploy failed: ${res.statusCode} ${res.body}`);
    return (res.json() as { data: Record<string, string> }).data[key] ?? '';
  };

  return {
    ...s,
    workers,
    token,
    superAdmin,
    get,
    post,
    upload,
    async deployClient(fields) {
      const res = await post('/api/v1/admin/kiosk/deployment/client', sampleClientForm(fields), await superAdmin());
      return created(res, 'client_id');
    },
    async deployLab(clientId, fields) {
      const res = await post('/api/v1/admin/kiosk/deployment/lab', sampleLabForm(clientId, fields), await superAdmin());
      return created(res, 'lab_id');
    },
    lastSeq: () => s.deps.store.lastSequence(),
    async close() {
      for (const w of workers) await w.stop();
      await s.close();
    },
  };
}

export const UPLOAD_URL = '/api/v1/admin/kiosk/upload/lab_allowedips';

/** A multipart/form-data body with text fields and at most one file, as a browser's FormData sends it. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { field: string; filename: string; type: string; bytes: Uint8Array },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----gamepod${unique()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`;
    parts.push(Buffer.from(head), Buffer.from(file.bytes), Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** One route of the role × tenant matrix. */
/** A fleet, a super admin's token and a fresh client: what a labs or clients test file starts from. */
export type FleetClient = { readonly f: FleetServices; readonly su: string; readonly client: string };

/** Opens fleet services with a super admin and one client of its own; close `f` in `after`. */
export async function openFleetClient(opts: Parameters<typeof openFleetServices>[0] = {}): Promise<FleetClient> {
  const f = await openFleetServices(opts);
  return { f, su: await f.superAdmin(), client: await f.deployClient() };
}

/** A POST of `payload` to `url` under `base`, as an access-matrix case's request. */
export const postTo = (base: string) => (url: string, payload: Record<string, unknown>) => ({
  method: 'POST' as const,
  url: `${base}/${url}`,
  payload,
});

export type AccessCase = {
  /** 'POST /admin/kiosk/lab_schedule', for the test names. */
  readonly route: string;
  /** Whether a client admin may use the route on their own client at all. */
  readonly clientAdmin: 'own' | 'never';
  /**
   * What a client admin gets when the request names another client's object: 403, a list
   * filtered to their own client, or a write forced onto their own client.
   */
  readonly otherClient?: 'forbidden' | 'filtered' | 'forced';
  /** The request against `clientId`'s objects, which it may create first as the super admin. */
  request(f: FleetServices, clientId: string): Promise<InjectOptions>;
  /** For 'filtered' and 'forced': proves the reply holds only the caller's own client. */
  ownOnly?(res: LightMyRequestResponse, own: string, other: string): void | Promise<void>;
};

export type MatrixFixture = { readonly f: FleetServices; readonly own: string; readonly other: string };

/**
 * Registers, per route: no token → 401; roles 1, 2 and 5 → 403; role 3 on its own client →
 * 2xx (403 for super-admin-only routes); role 3 on another client → 403 (or filtered, or
 * forced); role 4 → 2xx. Every refusal is checked to have appended nothing.
 */
export function accessMatrix(fixture: () => MatrixFixture, cases: readonly AccessCase[]): void {
  const send = async (role: number | null, clientId: string | null, target: 'own' | 'other', c: AccessCase) => {
    const { f, own, other } = fixture();
    const options = await c.request(f, target === 'own' ? own : other);
    // issuing a session appends too: do it before measuring
    const headers = role === null ? {} : { authorization: `Bearer ${await f.token(role, clientId)}` };
    const before = await f.lastSeq();
    const res = await f.app.inject({ ...options, headers: { ...(options.headers ?? {}), ...headers } });
    return { res, appended: (await f.lastSeq()) !== before, own, other };
  };
  const refused = (status: number, r: { res: LightMyRequestResponse; appended: boolean }) => {
    assert.equal(r.res.statusCode, status, r.res.body);
    assert.equal(r.res.json().status, false);
    assert.equal(r.appended, false, 'a refused request appended an event');
  };
  const allowed = (r: { res: LightMyRequestResponse }) => {
    assert.equal(r.res.statusCode, 200, r.res.body);
    assert.equal(r.res.json().status, true);
  };
  for (const c of cases) {
    describe(c.route, () => {
      it('answers 401 without a token', async () => refused(401, await send(null, null, 'own', c)));
      for (const role of [1, 2, 5]) {
        it(`answers 403 to role ${role}`, async () => refused(403, await send(role, fixture().own, 'own', c)));
      }
      if (c.clientAdmin === 'never') {
        it('answers 403 to a client admin (super admin only)', async () =>
          refused(403, await send(3, fixture().own, 'own', c)));
      } else {
        it('serves a client admin on their own client', async () => allowed(await send(3, fixture().own, 'own', c)));
        const other = c.otherClient ?? 'forbidden';
        const what = {
          forbidden: 'answers 403 to a client admin naming another client',
          filtered: "answers a client admin naming another client with their own client's data only",
          forced: 'puts what a client admin writes for another client on their own client',
        }[other];
        it(what, async () => {
          const r = await send(3, fixture().own, 'other', c);
          if (other === 'forbidden') return refused(403, r);
          allowed(r);
          await c.ownOnly?.(r.res, r.own, r.other);
        });
      }
      it('serves a super admin on any client', async () => allowed(await send(4, null, 'other', c)));
    });
  }
}

/**
 * Sends a request that must be refused as bad input: 400, `data.field` and the message name
 * `field`, and the event stream did not move.
 */
export async function assertBadInput(
  f: Pick<FleetServices, 'lastSeq'>,
  send: () => Promise<LightMyRequestResponse>,
  field: string,
): Promise<LightMyRequestResponse> {
  const before = await f.lastSeq();
  const res = await send();
  assert.equal(res.statusCode, 400, res.body);
  const body = res.json();
  assert.equal(body.status, false);
  assert.equal(body.data.field, field, body.message);
  assert.ok(String(body.message).includes(field), `the message names ${field}: ${body.message}`);
  assert.equal(await f.lastSeq(), before, 'bad input appended an event');
  return res;
}
