import assert from 'node:assert/strict';
import type { QueuePolicy } from '@gamepod/contracts/http';
import { type Reaction, ReactionsRuntime } from '@gamepod/log-runtime';
import { labQueueSignageProjection, type ReadModel, reservationsProjection } from '@gamepod/projections';
import type { LightMyRequestResponse } from 'fastify';
import type { ReactionsOptions } from '../../src/reactions/install-reactions.ts';
import { issueSession } from '../../src/users/application/sessions.ts';
import { type IdentityServices, type KioskPod, openIdentityServices, RIGHT_PASSWORD } from './identity-fixtures.ts';
import type { TestClient } from './pod-fixtures.ts';

/** A lab's queue turned on: the general queue and Xbox's, a 10-minute hold. */
export const OPEN_POLICY: QueuePolicy = {
  enabled: true,
  hold_minutes: 10,
  limit_minutes: null,
  no_show: { count: 3, days: 14, ban_days: 7 },
  platforms: { xb: true, ps: false, sw: false, pc: false },
};

/** A player account and a token: signed in on a pod, or on their phone (no pod). */
export type QueuePlayer = { readonly id: string; readonly email: string; readonly token: string };

export type QueueServices = IdentityServices & {
  /** A client with one lab and two pods: `xbox` (an Xbox on xd1) and `pc` (a PC on xd1). */
  venue(): Promise<{ client: TestClient; lab_id: string; xbox: KioskPod; pc: KioskPod }>;
  /** A player of `clientId` signed in on `pod`'s kiosk with their password. */
  onPod(pod: KioskPod, first_name?: string): Promise<QueuePlayer>;
  /** A player of `clientId` signed in on their phone (a web session, on no pod). */
  onPhone(clientId: string, first_name?: string): Promise<QueuePlayer>;
  /** Saves the lab's policy as its client's admin. */
  policy(client: TestClient, labId: string, policy?: QueuePolicy): Promise<void>;
  /** How many lab queue events the log holds: equal before and after means nothing was appended. */
  queueEvents(): Promise<number>;
  /** `res` is a refusal with `status` (and data.reason when given), and nothing reached the queue's stream. */
  refused(
    send: () => Promise<LightMyRequestResponse>,
    status: number,
    reason?: string,
  ): Promise<{ message: string; data: Record<string, unknown> }>;
};

const QUEUE_TYPES = [
  'LabQueuePolicySaved',
  'LabQueueJoined',
  'LabQueueLeft',
  'LabQueueSeatOffered',
  'LabQueueSeatTaken',
  'LabQueueOfferExpired',
  'LabQueueMoved',
  'LabQueueRemoved',
  'LabQueueCalled',
];

/** Identity services with the reservations and signage read models (and `extra`), for the queue's tests. */
export async function openQueueServices(
  opts: { reactions?: ReactionsOptions; extra?: readonly ReadModel[] } = {},
): Promise<QueueServices> {
  const f = await openIdentityServices({
    extra: [reservationsProjection, labQueueSignageProjection, ...(opts.extra ?? [])],
    reactions: opts.reactions,
  });
  const queueEvents = async () => {
    let n = 0;
    for (const type of QUEUE_TYPES) n += (await f.logged(type)).length;
    return n;
  };
  return {
    ...f,
    async venue() {
      const client = await f.client();
      const lab_id = await f.lab(client.id);
      const xbox = await f.kioskPod({ client, lab_id, fields: { nav_id: client.navs.get('A1'), xd1: 'xb' } });
      const pc = await f.kioskPod({ client, lab_id, fields: { nav_id: client.navs.get('A2'), xd1: 'pc' } });
      return { client, lab_id, xbox, pc };
    },
    async onPod(pod, first_name) {
      const account = await f.account(1, { client_id: pod.client.id, first_name });
      const res = await f.post('/api/v1/user/login', {
        session_id_key: pod.session_id_key,
        username: account.email,
        password: RIGHT_PASSWORD,
      });
      assert.equal(res.statusCode, 200, res.body);
      return { ...account, token: (res.json() as { data: { token: string } }).data.token };
    },
    async onPhone(clientId, first_name) {
      const account = await f.account(1, { client_id: clientId, first_name });
      const session = await issueSession(f.deps, {
        user_id: account.id,
        role: 1,
        client_id: clientId,
        pod_id: null,
        kind: 'web',
        ttlMs: 3_600_000,
      });
      return { ...account, token: session.token };
    },
    async policy(client, labId, policy = OPEN_POLICY) {
      const res = await f.post(
        '/api/v1/admin/kiosk/lab_queue/policy',
        { lab_id: labId, policy },
        await f.token(3, client.id),
      );
      assert.equal(res.statusCode, 200, res.body);
    },
    queueEvents,
    async refused(send, status, reason) {
      const before = await queueEvents();
      const res = await send();
      assert.equal(res.statusCode, status, res.body);
      const body = res.json() as { status: boolean; message: string; data: Record<string, unknown> };
      assert.equal(body.status, false);
      if (reason !== undefined) assert.equal(body.data.reason, reason, body.message);
      assert.equal(await queueEvents(), before, 'a refused call appended to the queue');
      return body;
    },
  };
}

/**
 * Services instances that run only the reactions a test names, each from the reactions'
 * checkpoints as a restarted instance would (`start`); `stopAll` stops every one started.
 */
export function reactionInstances(f: QueueServices) {
  const running: ReactionsRuntime[] = [];
  return {
    async start(reactions: Reaction[]) {
      const runtime = new ReactionsRuntime({
        reactions,
        nc: f.env.nc,
        db: f.deps.db,
        names: f.env.names,
        registry: f.deps.store.registry,
        checkpoints: f.deps.checkpoints,
        runningReadModels: f.deps.projections.map((p) => p.name),
        clock: f.now,
        maxPollMs: 100,
        standbyRetryMs: 100,
      });
      running.push(runtime);
      await runtime.prepare();
      return runtime.start();
    },
    async stopAll() {
      for (const r of running.splice(0)) await r.stop();
    },
  };
}
