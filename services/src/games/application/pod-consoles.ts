import { orWhenMissing } from '@gamepod/log-runtime';
import { type PodTable, statusOf } from '@gamepod/projections';
import type { Kysely } from 'kysely';
import type { PodConsoles } from '../domain/game-launch-rules.ts';

/**
 * A pod's consoles as its station last reported them (pod_status), or, before it reported
 * any, as the pod was deployed (its xd1 and xd2, nothing switched off).
 */
export async function podConsoles(db: Kysely<unknown>, pod: PodTable): Promise<PodConsoles> {
  const [status] = await orWhenMissing(statusOf(db, [pod.id]), []);
  if (status?.console) return status.console;
  return {
    xd1: pod.xd1,
    xd2: pod.xd2,
    xb_disabled: false,
    ps_disabled: false,
    sw_disabled: false,
    pc_disabled: false,
    pod_disabled: false,
  };
}

/** The ids an assignment reaches the pod through: its own, its lab's and its client's. */
export const podTargets = (pod: Pick<PodTable, 'id' | 'lab_id' | 'client_id'>) => [pod.client_id, pod.lab_id, pod.id];
