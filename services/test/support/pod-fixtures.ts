import { readRange } from '@gamepod/event-store';
import { type EventEnvelope, type NewEvent, parseCommit, SYSTEM_ACTOR, uuidv7 } from '@gamepod/events';
import type { ProjectionWorker } from '@gamepod/log-runtime';
import { authSessionsProjection, podsProjection, type ReadModel } from '@gamepod/projections';
import type { LightMyRequestResponse } from 'fastify';
import { sampleClientData } from '../../../events/test/support/fleet-samples.ts';
import type { BuildAppOptions } from '../../src/app.ts';
import { startWorkers, testClient } from './test-client.ts';
import { openTestServices, type TestServices } from './test-services.ts';

const context = { actor: SYSTEM_ACTOR };
let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/** A client made straight from the fleet contract's events, with its navs by licence. */
export type TestClient = { readonly id: string; readonly navs: ReadonlyMap<string, string> };

export type LabOptions = {
  readonly allowed_ips?: readonly string[];
  readonly timezone?: string;
  readonly is_paid?: boolean;
  readonly is_active?: boolean;
  readonly reservation_email?: string;
  /** Extra lab events (a schedule, overrides) appended in the same commit. */
  readonly more?: readonly NewEvent[];
};

/** A test file's services with live auth_sessions and pods read models, and fleet shortcuts. */
export type PodServices = TestServices & {
  /** A session token for `role` in `clientId` (null for a super admin); made once per pair. */
  token(role: number, clientId: string | null, podId?: string | null): Promise<string>;
  get(url: string, token?: string): Promise<LightMyRequestResponse>;
  post(url: string, body: Record<string, unknown>, token?: string): Promise<LightMyRequestResponse>;
  /** Appends ClientDeployed and its navs (A1–A4, B1–B2 unless told) in one commit. */
  client(licenses?: readonly string[]): Promise<TestClient>;
  /** Appends LabDeployed (and `opts.more`) for `clientId`; returns the lab id. */
  lab(clientId: string, opts?: LabOptions): Promise<string>;
  /** Deploys a pod through the API as a super admin; returns its id and key. */
  deployPod(client: TestClient, labId: string, fields?: Record<string, unknown>): Promise<DeployedPod>;
  /** The workers of the read models beside auth_sessions (pods first), for a test that holds one back. */
  readonly workers: readonly ProjectionWorker[];
  /** The event stream's last sequence: equal before and after means nothing was appended. */
  lastSeq(): Promise<number>;
  /** Every event of `type` in the log so far, with the id of the aggregate it is on. */
  logged(type: string): Promise<Array<EventEnvelope & { aggregate_id: string }>>;
};

export type DeployedPod = { readonly id: string; readonly pod_id_key: string; readonly mac_address: string };

let macCounter = 1;
/** A MAC address no other test in this process uses. */
export function freshMac(): string {
  const n = (process.pid * 1000 + macCounter++) % 0xffffffff;
  const hex = n.toString(16).padStart(8, '0');
  return `02:00:${hex.slice(0, 2)}:${hex.slice(2, 4)}:${hex.slice(4, 6)}:${hex.slice(6, 8)}`.toUpperCase();
}

/** A valid Deploy New Pod form. */
export function podFormBody(client: TestClient, labId: string, fields: Record<string, unknown> = {}) {
  return {
    ip_address: '10.0.0.10',
    mac_address: freshMac(),
    client_id: client.id,
    lab_id: labId,
    pod_type_id: 1,
    nav_id: client.navs.get('A1') ?? '',
    seat: 'ACTIVE',
    is_active: 1,
    with_keyboard: 1,
    pro: 0,
    ...fields,
  };
}

/**
 * Opens isolated services with the auth_sessions and pods workers running, the app ready.
 * Clients and labs are appended as the fleet contract's events, so these tests need
 * neither the clients nor the labs read model. `extra` read models get workers too.
 */
export async function openPodServices(
  opts: { extra?: readonly ReadModel[]; build?: BuildAppOptions } = {},
): Promise<PodServices> {
  const fed = [podsProjection, ...(opts.extra ?? [])];
  const s = await openTestServices({ projections: [authSessionsProjection, ...fed], build: opts.build });
  const workers = await startWorkers(s, fed);
  await s.app.ready();

  const store = s.deps.store;
  const { token, get, post } = testClient(s, 'web');

  return {
    ...s,
    workers,
    token,
    get,
    post,
    async client(licenses = ['A1', 'A2', 'A3', 'A4', 'B1', 'B2']) {
      const id = uuidv7();
      const navs = new Map(licenses.map((l) => [l, uuidv7()]));
      const name = `Venue ${unique()}`;
      await store.append(
        'client',
        id,
        [
          {
            type: 'ClientDeployed',
            data: sampleClientData({ name, email: `venue-${unique()}@example.com` }),
          },
          ...[...navs].map(([license, nav_id]) => ({ type: 'ClientNavAdded', data: { nav_id, license } })),
        ],
        { expectedVersion: 0, context },
      );
      return { id, navs };
    },
    async lab(clientId, opts = {}) {
      const id = uuidv7();
      const events: NewEvent[] = [
        {
          type: 'LabDeployed',
          data: {
            client_id: clientId,
            lab_name: `Lab ${unique()}`,
            address1: '1 Main St',
            address2: '',
            city: 'Springfield',
            state: 'IL',
            zip: '62701',
            note: '',
            is_active: opts.is_active ?? true,
            timezone: opts.timezone ?? 'America/Chicago',
            is_paid: opts.is_paid ?? false,
            reservation_email: opts.reservation_email ?? null,
          },
        },
      ];
      if (opts.allowed_ips?.length) {
        const ips = opts.allowed_ips.map((allowed_ip) => ({ id: uuidv7(), allowed_ip }));
        events.push({ type: 'LabAllowedIpsAdded', data: { ips } });
      }
      events.push(...(opts.more ?? []));
      await store.append('lab', id, events, { expectedVersion: 0, context });
      return id;
    },
    async deployPod(client, labId, fields = {}) {
      const body = podFormBody(client, labId, fields);
      const res = await post('/api/v1/admin/kiosk/deployment/pod', body, await token(4, null));
      if (res.statusCode !== 200) throw new Error(`deploy failed: ${res.statusCode} ${res.body}`);
      const { id, pod_id_key } = (res.json() as { data: { pod_details: { id: string; pod_id_key: string } } }).data
        .pod_details;
      return { id, pod_id_key, mac_address: String(body.mac_address) };
    },
    lastSeq: () => store.lastSequence(),
    async logged(type) {
      const found: Array<EventEnvelope & { aggregate_id: string }> = [];
      const prefix = `${s.env.names.prefix}.evt.`;
      await readRange(
        store.js,
        { stream: s.env.names.eventsStream, subject: `${prefix}>`, fromSeq: 1, toSeq: await store.lastSequence() },
        async (batch) => {
          for (const m of batch) {
            const aggregate_id = m.subject.slice(prefix.length).split('.').slice(1).join('.');
            for (const e of parseCommit(m.data)) if (e.type === type) found.push({ ...e, aggregate_id });
          }
        },
      );
      return found;
    },
    async close() {
      for (const w of workers) await w.stop();
      await s.close();
    },
  };
}
