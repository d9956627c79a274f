import type { AlertZone } from '@gamepod/contracts/http';
import { ForbiddenError, NotFoundError } from '@gamepod/events';
import { labById, labsOfClient } from '@gamepod/projections';
import type { Kysely } from 'kysely';
import { SUPER_ADMIN } from '../../domain/roles.ts';
import type { AlertActor } from '../domain/alert-access.ts';

type ZoneDeps = { readonly db: Kysely<unknown> };

/** The one zone all of `zones` share, or null when they are none or differ. */
export function sharedZone(zones: readonly string[]): string | null {
  const distinct = [...new Set(zones.filter((z) => z !== ''))];
  return distinct.length === 1 ? (distinct[0] ?? null) : null;
}

/**
 * The zone an alert's times are read in: its lab's, or the one its client's labs share. A
 * super admin may ask of any client or lab (neither: null, a global alert has no venue);
 * anyone else of their own client's only (another's: 403). An unknown lab is 404.
 */
export async function alertZoneOf(
  deps: ZoneDeps,
  actor: Pick<AlertActor, 'role' | 'client_id'>,
  target: { readonly client_id?: string; readonly lab_id?: string },
): Promise<AlertZone> {
  const superAdmin = actor.role === SUPER_ADMIN;
  if (!superAdmin && (actor.client_id === null || (target.client_id && target.client_id !== actor.client_id))) {
    throw new ForbiddenError();
  }
  if (target.lab_id) {
    const lab = await labById(deps.db, target.lab_id);
    if (!lab) throw new NotFoundError('Lab not found', { field: 'lab_id' });
    if (!superAdmin && lab.client_id !== actor.client_id) throw new ForbiddenError();
    return { timezone: lab.timezone || null };
  }
  const clientId = superAdmin ? (target.client_id ?? null) : actor.client_id;
  if (clientId === null) return { timezone: null };
  return { timezone: sharedZone((await labsOfClient(deps.db, clientId)).map((l) => l.timezone)) };
}
