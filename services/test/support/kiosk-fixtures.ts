import type { ReadModel } from '@gamepod/projections';
import { Kvm } from '@nats-io/kv';
import type { LightMyRequestResponse } from 'fastify';
import type { BuildAppOptions } from '../../src/app.ts';
import { rateLimitBucket } from '../../src/auth/rate-limit.ts';
import { hashToken } from '../../src/auth/tokens.ts';
import {
  type DeployedPod,
  type LabOptions,
  openPodServices,
  type PodServices,
  type TestClient,
} from './pod-fixtures.ts';
import { connectWS, type TestSocket } from './ws-client.ts';

/** A reply's envelope, for asserting on. */
export type Json = { status: boolean; message: string; data: Record<string, unknown> & { field?: string } };
/** The JSON body of a reply. */
export const json = (res: LightMyRequestResponse) => res.json() as Json;

/** A pod whose kiosk page has started its session: what every [kiosk] call needs. */
export type KioskPod = DeployedPod & {
  readonly client: TestClient;
  readonly lab_id: string;
  readonly session_id_key: string;
  readonly remote_id_key: string;
};

/** Pod services plus shortcuts for the kiosk page's own calls and sockets. */
export type KioskServices = PodServices & {
  /** A client, lab and pod, and the kiosk session its page starts with /kiosk/validate/pod_id_key. */
  kioskPod(opts?: {
    client?: TestClient;
    lab_id?: string;
    lab?: LabOptions;
    /** Pod form fields for the deploy (nav_id, pro, ...). */
    fields?: Record<string, unknown>;
  }): Promise<KioskPod>;
  /** Starts another kiosk session on `pod` (the page reloaded): it lives beside the older ones. */
  restartKiosk(pod: DeployedPod): Promise<{ session_id_key: string; remote_id_key: string }>;
  /**
   * What the pod's station records when its kiosk page holds `session_id_key`: PodKioskPageOpened
   * on the station's own subject, as its bridge writes it; resolves once pod_status holds it
   * (give the services the pod_status read model).
   */
  vouch(pod: { readonly id: string }, session_id_key: string): Promise<void>;
  /** Opens a socket and remembers it, so `close` terminates it. */
  socket(path: string): Promise<TestSocket>;
  /** A kiosk socket subscribed to its pod's channel. */
  podSocket(pod: KioskPod): Promise<TestSocket>;
  /** The JSON body of a reply. */
  json(res: LightMyRequestResponse): Json;
};

/**
 * Opens isolated services with the pods and auth_sessions workers (and `extra`), ready.
 *
 * @example const k = await openKioskServices({ extra: [kioskActivityProjection] }); after(() => k.close());
 */
export async function openKioskServices(
  opts: { extra?: readonly ReadModel[]; build?: BuildAppOptions } = {},
): Promise<KioskServices> {
  const f = await openPodServices(opts);
  const sockets: TestSocket[] = [];
  const restartKiosk = async (pod: DeployedPod) => {
    const res = await f.post('/api/v1/kiosk/validate/pod_id_key', { pod_id_key: pod.pod_id_key });
    if (res.statusCode !== 200) throw new Error(`kiosk session failed: ${res.statusCode} ${res.body}`);
    const { session_id_key, remote_id_key } = (res.json() as { data: Record<string, string> }).data;
    return { session_id_key: session_id_key ?? '', remote_id_key: remote_id_key ?? '' };
  };
  const socket = async (path: string) => {
    const s = await connectWS(f.app, path);
    sockets.push(s);
    return s;
  };
  return {
    ...f,
    async kioskPod(o = {}) {
      const client = o.client ?? (await f.client());
      const lab_id = o.lab_id ?? (await f.lab(client.id, o.lab));
      const pod = await f.deployPod(client, lab_id, o.fields);
      return { ...pod, client, lab_id, ...(await restartKiosk(pod)) };
    },
    restartKiosk,
    async vouch(pod, session_id_key) {
      const data = { kiosk_session_hash: hashToken(session_id_key) };
      const { seq } = await f.deps.store.append('station', pod.id, [{ type: 'PodKioskPageOpened', data }], {
        expectedVersion: 'any',
        context: { actor: { kind: 'pod', pod_id: pod.id } },
      });
      if (!(await f.deps.checkpoints.waitFor(['pod_status'], seq, 10_000))) {
        throw new Error('pod_status did not apply the vouch: does this test run the pod_status read model?');
      }
    },
    socket,
    async podSocket(pod) {
      const s = await socket(`/api/v1/ws?session_id_key=${encodeURIComponent(pod.session_id_key)}`);
      s.send({ op: 'subscribe', channel: `pod.${pod.id}` });
      const reply = await s.next();
      if (reply.op !== 'subscribed') throw new Error(`subscribe failed: ${JSON.stringify(reply)}`);
      return s;
    },
    json,
    async close() {
      for (const s of sockets) s.ws.terminate();
      // the remote-id limiter's KV bucket would outlive this file's streams otherwise
      await (await new Kvm(f.env.nc).open(rateLimitBucket(f.env.names)).catch(() => null))
        ?.destroy()
        .catch(() => undefined);
      await f.close();
    },
  };
}
