import { type EventStore, handleCommand } from '@gamepod/event-store';
import { type AppendContext, uuidv7 } from '@gamepod/events';
import { readClient } from '../../clients/application/read-client.ts';
import { readLab } from '../../labs/application/read-lab.ts';
import type { PodActor } from '../domain/pod-access.ts';
import { type PodCommand, type PodPlacement, podDecider } from '../domain/pod-decider.ts';
import { POD_NOT_FOUND } from '../domain/pod-errors.ts';
import type { PodForm, PodState } from '../domain/pod-state.ts';
import { claimForPod, claimFreshPodKey, MAC_KIND, MAC_TAKEN, POD_KEY_KIND, releaseQuietly } from './pod-claims.ts';
import { now, type PodDeps } from './pod-deps.ts';
import { newPodIdKey } from './pod-key.ts';
import { readPodState } from './read-pod.ts';

/** The lab's client and the client's navs, read from their events (see readLab). */
export async function readPlacement(store: EventStore, labId: string, clientId: string): Promise<PodPlacement> {
  const [lab, client] = await Promise.all([readLab(store, labId), readClient(store, clientId)]);
  return { lab_client_id: lab?.client_id ?? null, client_nav_ids: client ? new Set(client.navs.keys()) : null };
}

/** Runs the decider without appending, so refused input never claims a MAC or a key. */
function judge(deps: PodDeps, command: PodCommand, state: PodState): void {
  podDecider.decide(command, state, { now: now(deps), newId: uuidv7 });
}

// any well-formed key does for the dry run; the real one is claimed only if the command passes
const PLACEHOLDER_KEY = 'GP-0000-0000-0000';

/**
 * Deploys a pod: judge the command, claim its MAC, claim a fresh pod_id_key, append
 * PodDeployed, and reply once the pods read model has it. Claims are given back if
 * anything after them fails.
 *
 * @throws ConflictError (409) when another pod holds the MAC address.
 */
export async function deployPod(
  deps: PodDeps,
  actor: PodActor,
  input: { readonly client_id: string; readonly form: PodForm },
  context: AppendContext,
): Promise<{ pod_id: string; pod_id_key: string; seq: number }> {
  const placement = await readPlacement(deps.store, input.form.lab_id, input.client_id);
  const deploy = (pod_id_key: string): PodCommand => ({
    type: 'Deploy',
    actor,
    client_id: input.client_id,
    pod_id_key,
    form: input.form,
    placement,
  });
  judge(deps, deploy(PLACEHOLDER_KEY), podDecider.initialState());

  const podId = uuidv7();
  const owner = { aggregate: 'pod', id: podId };
  const mac = input.form.mac_address;
  await claimForPod(deps.store, MAC_KIND, mac, owner, context, MAC_TAKEN);
  let key: string | undefined;
  try {
    key = await claimFreshPodKey(deps.store, deps.newPodKey ?? (() => newPodIdKey()), owner, context);
    const { seq } = await handleCommand(deps.store, podDecider, podId, deploy(key), { context, clock: deps.clock });
    await deps.checkpoints.waitFor(['pods'], seq);
    return { pod_id: podId, pod_id_key: key, seq };
  } catch (err) {
    await releaseQuietly(deps.store, MAC_KIND, mac, owner, context);
    if (key) await releaseQuietly(deps.store, POD_KEY_KIND, key, owner, context);
    throw err;
  }
}

/**
 * Saves a pod's form. A new MAC address is claimed before the append and the old one
 * released after it, so the pod never goes without its claim.
 */
export async function updatePod(
  deps: PodDeps,
  actor: PodActor,
  podId: string,
  input: { readonly client_id: string; readonly pod_id_key: string; readonly form: PodForm },
  context: AppendContext,
): Promise<{ pod_id_key: string; seq: number }> {
  const state = await readPodState(deps.store, podId);
  if (state.status !== 'deployed') throw POD_NOT_FOUND();
  const command: PodCommand = {
    type: 'Update',
    actor,
    ...input,
    placement: await readPlacement(deps.store, input.form.lab_id, state.pod.client_id),
  };
  judge(deps, command, state);

  const owner = { aggregate: 'pod', id: podId };
  const oldMac = state.pod.form.mac_address;
  const newMac = input.form.mac_address;
  const macChanged = oldMac !== newMac;
  if (macChanged) await claimForPod(deps.store, MAC_KIND, newMac, owner, context, MAC_TAKEN);
  let seq: number;
  try {
    const result = await handleCommand(deps.store, podDecider, podId, command, { context, clock: deps.clock });
    seq = result.seq;
  } catch (err) {
    if (macChanged) await releaseQuietly(deps.store, MAC_KIND, newMac, owner, context);
    throw err;
  }
  if (macChanged) await releaseQuietly(deps.store, MAC_KIND, oldMac, owner, context);
  await deps.checkpoints.waitFor(['pods'], seq);
  return { pod_id_key: state.pod.pod_id_key, seq };
}

/** Deletes a pod and gives its MAC address and pod_id_key back. */
export async function deletePod(
  deps: PodDeps,
  actor: PodActor,
  podId: string,
  context: AppendContext,
): Promise<{ seq: number }> {
  const { seq, state } = await handleCommand(
    deps.store,
    podDecider,
    podId,
    { type: 'Delete', actor },
    { context, clock: deps.clock },
  );
  if (state.status === 'deleted') {
    const owner = { aggregate: 'pod', id: podId };
    // if this fails the claims stay with a deleted pod, and the next claimer takes them back
    await releaseQuietly(deps.store, MAC_KIND, state.pod.form.mac_address, owner, context);
    await releaseQuietly(deps.store, POD_KEY_KIND, state.pod.pod_id_key, owner, context);
  }
  await deps.checkpoints.waitFor(['pods'], seq);
  return { seq };
}
