import type { Floor, FloorPod } from '@gamepod/contracts/http';
import { NotFoundError } from '@gamepod/events';
import type { AppDeps } from '../../app-deps.ts';
import type { SessionInfo } from '../../auth/authenticate.ts';
import { assertClientAccess } from '../../auth/tenant.ts';
import { readLab } from '../../labs/application/read-lab.ts';
import type { FleetStatus } from '../fleet-status/fleet-status.ts';
import { floorPod } from './floor-pod.ts';

/**
 * One lab's floor: its pods as the fleet status lists them (the same read as Manage Your Pods
 * and the status report), each judged as a tile at the fleet's clock. A client admin naming
 * another client's lab gets 403 and an unknown lab 404, before anything is read.
 */
export async function readFloor(
  deps: AppDeps,
  fleet: FleetStatus,
  session: Pick<SessionInfo, 'role' | 'client_id'>,
  labId: string,
): Promise<Floor> {
  const lab = await readLab(deps.store, labId);
  if (!lab) throw new NotFoundError('Lab not found', { field: 'lab_id' });
  assertClientAccess(session, lab.client_id);
  const pods = await floorPods(fleet, { clientId: lab.client_id, labId });
  return {
    lab: {
      id: lab.id,
      client_id: lab.client_id,
      name: lab.lab_name,
      is_paid: lab.is_paid ? 1 : 0,
      timezone: lab.timezone,
    },
    pods,
  };
}

/** The floor tiles of the pods the filter names, in the pods list's order. */
export async function floorPods(
  fleet: FleetStatus,
  filter: { clientId?: string; labId?: string },
): Promise<FloorPod[]> {
  const listed = await fleet.list(filter);
  const now = fleet.clock();
  return listed.map((l) => floorPod(l, now, fleet.missingAfterMs));
}
