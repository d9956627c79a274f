import type { AllowedIpView, LabDetail, LabDetails, LabOption } from '@gamepod/contracts/http';
import { NotFoundError } from '@gamepod/events';
import {
  type LabAllowedIpTable,
  type LabTable,
  labAllowedIps,
  labById,
  labOverrides,
  labSchedule,
} from '@gamepod/projections';
import { caughtUp } from '../../application/caught-up.ts';
import type { FleetDeps } from '../../application/fleet-command.ts';
import { assertClientAccess } from '../../auth/tenant.ts';
import type { FleetActor } from '../../clients/domain/fleet-actor.ts';
import { flag } from '../../pods/application/pod-session-data.ts';
import { type OverrideView, overrideView } from '../domain/override-form.ts';
import { formFromWeek } from '../domain/schedule-form.ts';
import { apiKeysOf, homeImagesOf, rssFeedsOf } from './lab-content-views.ts';

export function labOption(row: LabTable): LabOption {
  return { id: row.id, value: row.lab_name, admin_mode: flag(row.admin_mode), client_id: row.client_id };
}

/** A lab row as the lab screens read it; home images are null here (labDetails reads them). */
export function labDetail(row: LabTable): LabDetail {
  return {
    id: row.id,
    client_id: row.client_id,
    lab_name: row.lab_name,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    note: row.note,
    is_active: flag(row.is_active),
    timezone: row.timezone,
    is_paid: flag(row.is_paid),
    lab_mode_type: row.is_paid ? 'paid' : 'free',
    admin_mode: flag(row.admin_mode),
    reservation_email: row.reservation_email,
    left_image: null,
    right_image: null,
    banner_image: null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const ipView = (row: LabAllowedIpTable): AllowedIpView => ({ id: row.id, allowed_ip: row.allowed_ip });

/** A lab from the read model that the viewer may see: 404 when there is none, 403 when it is another client's. */
export async function visibleLab(deps: FleetDeps, viewer: FleetActor, labId: string): Promise<LabTable> {
  // a lab deployed a moment ago: the read model may not have it yet
  await caughtUp(deps, ['labs'], 'lab', labId);
  const lab = await labById(deps.db, labId);
  if (!lab) throw new NotFoundError('Lab not found', { field: 'lab_id' });
  assertClientAccess(viewer, lab.client_id);
  return lab;
}

export async function overridesOf(deps: FleetDeps, labId: string): Promise<OverrideView[]> {
  return (await labOverrides(deps.db, labId)).map(overrideView);
}

export async function allowedIpsOf(deps: FleetDeps, labId: string): Promise<Array<AllowedIpView>> {
  return (await labAllowedIps(deps.db, labId)).map(ipView);
}

/** Everything the edit-lab screen reads, in one reply. */
export async function labDetails(deps: FleetDeps, lab: LabTable): Promise<LabDetails> {
  const [schedule, overrides, allowedips, rssfeeds, apikeys, images] = await Promise.all([
    labSchedule(deps.db, lab.id),
    overridesOf(deps, lab.id),
    allowedIpsOf(deps, lab.id),
    rssFeedsOf(deps.db, lab),
    apiKeysOf(deps.db, lab),
    homeImagesOf(deps.db, lab.id),
  ]);
  return {
    lab: { ...labDetail(lab), ...images },
    schedule: formFromWeek(schedule?.days),
    overrides,
    allowedips,
    rssfeeds,
    apikeys,
  };
}
