import { randomBytes } from 'node:crypto';
import { type AppendContext, ForbiddenError, handleCommand, UnauthorizedError } from '@gamepod/events';
import { type PodTable, podById, podByKey } from '@gamepod/projections';
import { kioskSessionKey } from '../../auth/kiosk-session-from-log.ts';
import { hashToken } from '../../auth/tokens.ts';
import type { LabFacts } from '../../domain/lab/lab-facts.ts';
import { type PodCommand, podDecider } from '../../domain/pod/pod-decider.ts';
import { readClient } from '../client/read-client.ts';
import { readLab } from '../lab/read-lab.ts';
import { ipAllowed } from './ip-allowlist.ts';
import { now, type PodDeps } from './pod-deps.ts';
import { type PodSessionData, podSessionData } from './pod-session-data.ts';

/** The answer to a pod key we do not know (login-pod-unauthorized). */
export const podUnauthorized = () =>
  new UnauthorizedError('Gamepod not authorized.', { msg_key: 'login-pod-unauthorized' });

export const IP_NOT_ALLOWED =
  'The user agent and Ip is not allowed to this Client! Need to start again by the admin manager!';

/**
 * The live pod a kiosk page's key belongs to. The pod_id_key is the station's secret: the
 * pod-facing calls authenticate with it.
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
 * `/kiosk/validate/pod_id_key`: starts a kiosk session on the pod and returns its pod
 * session data. The allow-list is checked again here, so skipping the first call gains
 * nothing; a deactivated pod, lab or client is not authorized.
 */
export async function startKioskSession(deps: PodDeps, podIdKey: string, ip: string): Promise<PodSessionData> {
  const pod = await podOfKey(deps, podIdKey);
  const [lab, client] = await Promise.all([labOf(deps, pod), readClient(deps.store, pod.client_id)]);
  assertIpAllowed(lab, ip);
  if (!pod.is_active || !lab.is_active || !client?.is_active) throw podUnauthorized();
  const session_id_key = kioskSessionKey(pod.id);
  const remote_id_key = randomBytes(16).toString('base64url');
  const command: PodCommand = {
    type: 'StartKioskSession',
    actor: { kind: 'pod' },
    session_id_key_hash: hashToken(session_id_key),
    remote_id_key,
  };
  const { seq } = await handleCommand(deps.store, podDecider, pod.id, command, {
    context: podContext(pod.id),
    clock: deps.clock,
  });
  await deps.checkpoints.waitFor(['pods'], seq);
  return podSessionData({ pod, lab, client, session_id_key, remote_id_key, now: now(deps) });
}

async function podCommand(deps: PodDeps, pod: PodTable, command: PodCommand): Promise<PodTable> {
  const { seq, appended } = await handleCommand(deps.store, podDecider, pod.id, command, {
    context: podContext(pod.id),
    clock: deps.clock,
  });
  if (!appended) return pod;
  await deps.checkpoints.waitFor(['pods'], seq);
  return (await podById(deps.db, pod.id)) ?? pod;
}

/** `/pod/set_volume`, from the pod's own kiosk page (the caller found the pod by its key). */
export async function setPodVolume(deps: PodDeps, pod: PodTable, volume: number): Promise<PodTable> {
  return podCommand(deps, pod, { type: 'SetVolume', actor: { kind: 'pod' }, volume });
}

/** `/pod/set_lockout`: the kiosk page reports the lock state its helper has. */
export async function setPodLockout(deps: PodDeps, podIdKey: string, lockOut: boolean): Promise<PodTable> {
  const pod = await podOfKey(deps, podIdKey);
  return podCommand(deps, pod, { type: 'SetLockout', actor: { kind: 'pod' }, lock_out: lockOut });
}
