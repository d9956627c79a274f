import { ForbiddenError, NotFoundError, ValidationError } from '@gamepod/events';
import { clientById } from '@gamepod/projections';
import type { FleetDeps } from '../../application/fleet-command.ts';
import { assertClientAccess } from '../../auth/tenant.ts';
import { SUPER_ADMIN } from '../../domain/roles.ts';
import type { FleetActor } from '../domain/fleet-actor.ts';

/**
 * The client a settings call is about: a super admin's choice (required), a client admin's
 * own. `force` answers a client admin naming another client with their own (reads); without
 * it that is a 403 (writes). 404 when the client does not exist.
 */
export async function settingsClient(
  deps: Pick<FleetDeps, 'db'>,
  viewer: FleetActor,
  requested: string | undefined,
  force: boolean,
): Promise<string> {
  let clientId: string;
  if (viewer.role === SUPER_ADMIN) {
    if (!requested) throw new ValidationError('client_id: is required', { field: 'client_id' });
    clientId = requested;
  } else {
    if (!viewer.client_id) throw new ForbiddenError();
    clientId = force || !requested ? viewer.client_id : requested;
    assertClientAccess(viewer, clientId);
  }
  if (!(await clientById(deps.db, clientId))) throw new NotFoundError('Client not found', { field: 'client_id' });
  return clientId;
}
