// The queue benchmark's venue: one lab's pods each taken by a pod session, the lab's queue on,
// and players in line on their phones, each with a realtime socket listening on their own
// channel as the phone page does. Sessions are issued the way sign-ins issue them, so the
// pods are busy and the players signed in as far as every read model and reaction can tell.
import type { EventStore } from '@gamepod/event-store';
import { uuidv7 } from '@gamepod/events';
import type { CheckpointWatcher } from '@gamepod/log-runtime';
import { issueSession } from '@gamepod/services';
import WebSocket from 'ws';
import { pipelined } from './bench-kit.ts';
import { wallClock } from './station-hosts.ts';

type SessionDeps = { readonly store: EventStore; readonly checkpoints: CheckpointWatcher<string> };

/** A busy pod: the pod session whose end frees it. */
export type BusyPod = { readonly pod_id: string; readonly token_hash: string };

/** Every "you're up" push that reached a phone: the pod it offers, and when it landed (wall clock, ms). */
export type OfferArrivals = Map<string, number>;

/** Calls /api/v1 with a token; throws unless the reply is a success. */
export async function callApi(apiUrl: string, token: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${apiUrl}/api/v1${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const reply = (await res.json()) as { status: boolean; message: string; data: unknown };
  if (!res.ok || !reply.status) throw new Error(`${path}: ${res.status} ${reply.message}`);
  return reply.data;
}

/** The lab's queue on: the general line only, a 10-minute hold, no limit while people wait. */
export async function openLabQueue(apiUrl: string, adminToken: string, labId: string): Promise<void> {
  await callApi(apiUrl, adminToken, '/admin/kiosk/lab_queue/policy', {
    lab_id: labId,
    policy: {
      enabled: true,
      hold_minutes: 10,
      limit_minutes: null,
      no_show: { count: 3, days: 14, ban_days: 7 },
      platforms: { xb: false, ps: false, sw: false, pc: false },
    },
  });
}

/** A player signed in on each pod (a pod session each, 8 sign-ins at a time). */
export async function takeEveryPod(deps: SessionDeps, clientId: string, podIds: readonly string[]): Promise<BusyPod[]> {
  const busy: BusyPod[] = [];
  await pipelined(podIds.length, 8, async (i) => {
    const pod_id = podIds[i] as string;
    const session = await issueSession(deps, {
      user_id: uuidv7(),
      role: 1,
      client_id: clientId,
      pod_id,
      kind: 'pod',
      ttlMs: 3 * 3_600_000,
    });
    busy.push({ pod_id, token_hash: session.token_hash });
  });
  return busy;
}

/**
 * A player signed in on their phone with the realtime socket open on `user.<id>`; every
 * `status.queue` 'offered' push is stamped as it lands (before it is parsed further) into `arrivals`.
 */
async function phone(apiUrl: string, token: string, userId: string, arrivals: OfferArrivals): Promise<WebSocket> {
  const socket = new WebSocket(`${apiUrl.replace(/^http/, 'ws')}/api/v1/ws?token=${encodeURIComponent(token)}`);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const subscribed = new Promise<void>((resolve) => {
    socket.on('message', (data) => {
      const at = wallClock();
      const m = JSON.parse(String(data)) as {
        op?: string;
        kind?: string;
        payload?: { change?: string; place?: { offer?: { pod_id?: string } | null } };
      };
      if (m.op === 'subscribed') resolve();
      const pod = m.payload?.place?.offer?.pod_id;
      if (m.op === 'message' && m.kind === 'status.queue' && m.payload?.change === 'offered' && pod) {
        if (!arrivals.has(pod)) arrivals.set(pod, at);
      }
    });
  });
  socket.send(JSON.stringify({ op: 'subscribe', channel: `user.${userId}` }));
  await subscribed;
  return socket;
}

/**
 * `count` players of `clientId` in `labId`'s line, one after another (the line is their order),
 * each signed in on their phone with its socket listening; returns the sockets.
 */
export async function queuePlayers(
  deps: SessionDeps,
  o: { apiUrl: string; clientId: string; labId: string; count: number; arrivals: OfferArrivals },
): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let i = 0; i < o.count; i++) {
    const user_id = uuidv7();
    const { token } = await issueSession(deps, {
      user_id,
      role: 1,
      client_id: o.clientId,
      pod_id: null,
      kind: 'web',
      ttlMs: 3 * 3_600_000,
    });
    sockets.push(await phone(o.apiUrl, token, user_id, o.arrivals));
    await callApi(o.apiUrl, token, '/user/queue/join', { lab_id: o.labId });
  }
  return sockets;
}
