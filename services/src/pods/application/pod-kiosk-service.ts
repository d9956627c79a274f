import { randomBytes } from 'node:crypto';
import { handleCommand } from '@gamepod/event-store';
import { type AppendContext, ForbiddenError, UnauthorizedError } from '@gamepod/events';
import { type PodTable, podById, podByKey } from '@gamepod/projections';
import { kioskSessionKey } from '../../auth/kiosk-session-key.ts';
import type { KioskSessions } from '../../auth/kiosk-session-registry.ts';
import { hashToken } from '../../auth/tokens.ts';
import { readClient } from '../../clients/application/read-client.ts';
import { readLab } from '../../labs/application/read-lab.ts';
import type { LabFacts } from '../../labs/domain/lab-facts.ts';
import { type PodCommand, podDecider } from '../domain/pod-decider.ts';
import { ipAllowed } from './ip-allowlist.ts';
import { now, type PodDeps } from './pod-deps.ts';
import { type PodSessionData, podSessionData } from './pod-session-data.ts';

/** The answer to a pod key we do not know (login-pod-unauthorized). */
export const podUnauthorized = () =>
  new UnauthorizedError('Gamepod not authorized.', { msg_key: 'login-pod-unauthorized' });

export const IP_NOT_ALLOWED =
  'The user agent and Ip is not allowed to this Client! Need to start again by the admin manager!';

/**
 * The live pod a pod_id_key belongs to. The key finds the pod; it proves nothing about the
 * caller, who may be anyone the key was shown to.
 * @throws UnauthorizedError 'Gamepod not authorized.'
 */
export async function podOfKey(deps: PodDeps, podIdKey: string): Promise<PodTable> {
  const pod = await podByKey(deps.db, podIdKey);
  if (!pod) throw podUnauthorized();
  return pod;
}

async function labOf(deps: PodDeps, pod: PodTable): Promise<LabFacts> {
  const lab = await readLab(deps.store, pod.lab_id);
  if (!lab) throw podUnauthorized();
  return lab;
}

function assertIpAllowed(lab: LabFacts, ip: string): void {
  if (!ipAllowed([...lab.allowed_ips.values()], ip)) throw new ForbiddenError(IP_NOT_ALLOWED, { ip });
}

/** `/kiosk/check/allowlisted`: may a station at `ip` use this pod? A lab with no list allows all. */
export async function checkAllowlisted(deps: PodDeps, podIdKey: string, ip: string): Promise<{ ip: string }> {
  const pod = await podOfKey(deps, podIdKey);
  assertIpAllowed(await labOf(deps, pod), ip);
  return { ip };
}

const podContext = (podId: string): AppendContext => ({ actor: { kind: 'pod', pod_id: podId } });

/**
 * Whether `pod` may serve a kiosk at `ip`: the caller's address on its lab's allow-list (403),
 * and the pod, its lab and its client active ('Gamepod not authorized.').
 */
async function assertPodServes(deps: PodDeps, pod: PodTable, ip: string) {
  const [lab, client] = await Promise.all([labOf(deps, pod), readClient(deps.store, pod.client_id)]);
  assertIpAllowed(lab, ip);
  if (!pod.is_active || !lab.is_active || !client?.is_active) throw podUnauthorized();
  return { lab, client };
}

/**
 * `/kiosk/validate/pod_id_key`: starts a kiosk session on the pod and returns its pod
 * session data. The allow-list is checked again here, so skipping the first call gains
 * nothing; a deactivated pod, lab or client is not authorized. The new session lives beside
 * the pod's others and ends none of them: the pod key is not proof of being the station, so
 * whoever knows it cannot cut off the page in use (unused sessions end by themselves).
 */
export async function startKioskSession(
  deps: PodDeps,
  sessions: KioskSessions,
  podIdKey: string,
  ip: string,
): Promise<PodSessionData> {
  const pod = await podOfKey(deps, podIdKey);
  const { lab, client } = await assertPodServes(deps, pod, ip);
  const session_id_key = kioskSessionKey(pod.id);
  const session_id_key_hash = hashToken(session_id_key);
  const remote_id_key = randomBytes(16).toString('base64url');
  const command: PodCommand = { type: 'StartKioskSession', actor: { kind: 'pod' }, session_id_key_hash, remote_id_key };
  await handleCommand(deps.store, podDecider, pod.id, command, { context: podContext(pod.id), clock: deps.clock });
  // the key is answered only once the session is live for every instance
  await sessions.start(pod.id, session_id_key_hash, remote_id_key);
  return podSessionData({ pod, lab, client, session_id_key, remote_id_key, now: now(deps) });
}

/** `/pod/set_volume`, from the pod's own kiosk page (the caller found the pod by its key). */
export async function setPodVolume(deps: PodDeps, pod: PodTable, volume: number): Promise<PodTable> {
  const command: PodCommand = { type: 'SetVolume', actor: { kind: 'pod' }, volume };
  const { seq, appended } = await handleCommand(deps.store, podDecider, pod.id, command, {
    context: podContext(pod.id),
    clock: deps.clock,
  });
  if (!appended) return pod;
  await deps.checkpoints.waitFor(['pods'], seq);
  return (await podById(deps.db, pod.id)) ?? pod;
}

/**
 * `/pod/set_lockout`: the kiosk page tells what lock state its helper reports. The lock state
 * is not the page's to set: staff set it (lockout/unlockout) and the station reports it through
 * its own bridge (PodConsoleStatusChanged's pod_disabled, on its station subject, under its own
 * NATS credentials). So the report is checked like every kiosk call and then appends nothing;
 * the answer is the pod as recorded. The caller's live kiosk session found `sessionPod`; the
 * pod_id_key must be that pod's (403), its address on the lab's allow-list (403), and the pod,
 * lab and client active ('Gamepod not authorized.').
 */
export async function acceptLockReport(
  deps: PodDeps,
  sessionPod: PodTable,
  podIdKey: string,
  ip: string,
): Promise<PodTable> {
  const pod = await podOfKey(deps, podIdKey);
  if (pod.id !== sessionPod.id) throw new ForbiddenError();
  await assertPodServes(deps, pod, ip);
  return pod;
}
