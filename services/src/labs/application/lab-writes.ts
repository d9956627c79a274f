import type { AllowedIpView, WrittenLab as WrittenLabSchema } from '@gamepod/contracts/http';
import { ForbiddenError, fold, NotFoundError, uuidv7 } from '@gamepod/events';
import { labById, labSchedule } from '@gamepod/projections';
import type { Static } from 'typebox';
import { type FleetCall, type FleetDeps, runFleetCommand } from '../../application/fleet-command.ts';
import { clientDecider } from '../../clients/domain/client-decider.ts';
import { SUPER_ADMIN } from '../../domain/roles.ts';
import { labDecider } from '../domain/lab-decider.ts';
import { type LabForm, labFieldsFromForm } from '../domain/lab-form.ts';
import type { LabFieldsData, OverrideData, WeekScheduleData } from '../domain/lab-state.ts';
import type { OverrideView } from '../domain/override-form.ts';
import { formFromWeek, type ScheduleView } from '../domain/schedule-form.ts';
import { allowedIpsOf, labDetail, overridesOf } from './lab-views.ts';

// the lab screens read the labs read model right after each write
const readModels = ['labs'] as const;

type WrittenLab = Static<typeof WrittenLabSchema>;

async function written(deps: FleetDeps, lab_id: string): Promise<WrittenLab> {
  const row = await labById(deps.db, lab_id);
  return { lab_id, lab: row ? labDetail(row) : null };
}

/**
 * Deploys a lab. A client admin's lab always goes to their own client, whatever the form
 * says; a super admin's to the client the form names, which must exist.
 */
export async function deployLab(
  deps: FleetDeps,
  call: FleetCall,
  form: LabForm & { readonly client_id: string },
): Promise<WrittenLab> {
  const client_id = call.actor.role === SUPER_ADMIN ? form.client_id : call.actor.client_id;
  if (!client_id) throw new ForbiddenError();
  const fields = labFieldsFromForm(form);
  // the client is another aggregate: read it from the log, which has every write, not its read model
  const client = fold(clientDecider, (await deps.store.read('client', client_id)).events);
  if (client.status === 'none') throw new NotFoundError('Client not found', { field: 'client_id' });
  const id = uuidv7();
  const command = { type: 'Deploy' as const, actor: call.actor, client_id, fields };
  await runFleetCommand(deps, call, labDecider, id, command, readModels);
  return written(deps, id);
}

/** Saves a lab's form; a lab never moves to another client. */
export async function updateLab(
  deps: FleetDeps,
  call: FleetCall,
  lab_id: string,
  input: { readonly client_id?: string; readonly fields: LabFieldsData },
): Promise<WrittenLab> {
  const command = { type: 'Update' as const, actor: call.actor, fields: input.fields, client_id: input.client_id };
  await runFleetCommand(deps, call, labDecider, lab_id, command, readModels);
  return written(deps, lab_id);
}

/** Turns a lab's Force On (admin_mode) on or off. */
export async function setForceOn(deps: FleetDeps, call: FleetCall, lab_id: string, on: boolean): Promise<WrittenLab> {
  const command = { type: 'SetForceOn' as const, actor: call.actor, admin_mode: on };
  await runFleetCommand(deps, call, labDecider, lab_id, command, readModels);
  return written(deps, lab_id);
}

/** Saves a lab's weekly hours; replies with the schedule as the form shows it. */
export async function saveSchedule(
  deps: FleetDeps,
  call: FleetCall,
  lab_id: string,
  days: WeekScheduleData,
): Promise<ScheduleView> {
  await runFleetCommand(deps, call, labDecider, lab_id, { type: 'SaveSchedule', actor: call.actor, days }, readModels);
  return formFromWeek((await labSchedule(deps.db, lab_id))?.days);
}

/** Overrides one date's hours; replies with the lab's overrides. */
export async function addOverride(
  deps: FleetDeps,
  call: FleetCall,
  lab_id: string,
  override: Omit<OverrideData, 'override_id'>,
): Promise<OverrideView[]> {
  const command = { type: 'AddOverride' as const, actor: call.actor, override };
  await runFleetCommand(deps, call, labDecider, lab_id, command, readModels);
  return overridesOf(deps, lab_id);
}

/** Deletes a schedule override; replies with the overrides left. */
export async function removeOverride(
  deps: FleetDeps,
  call: FleetCall,
  lab_id: string,
  override_id: string,
): Promise<OverrideView[]> {
  const command = { type: 'RemoveOverride' as const, actor: call.actor, override_id };
  await runFleetCommand(deps, call, labDecider, lab_id, command, readModels);
  return overridesOf(deps, lab_id);
}

/** Adds allowed IPs (all or nothing); says how many were new, and lists the lab's addresses. */
export async function addAllowedIps(
  deps: FleetDeps,
  call: FleetCall,
  lab_id: string,
  ips: readonly string[],
): Promise<{ allowedips: AllowedIpView[]; added: number }> {
  const command = { type: 'AddAllowedIps' as const, actor: call.actor, ips };
  const { events } = await runFleetCommand(deps, call, labDecider, lab_id, command, readModels);
  const first = events[0];
  const added = first?.type === 'LabAllowedIpsAdded' ? first.data.ips.length : 0;
  return { allowedips: await allowedIpsOf(deps, lab_id), added };
}

/** Deletes one allowed IP; replies with the addresses left. */
export async function removeAllowedIp(
  deps: FleetDeps,
  call: FleetCall,
  lab_id: string,
  id: string,
): Promise<AllowedIpView[]> {
  await runFleetCommand(deps, call, labDecider, lab_id, { type: 'RemoveAllowedIp', actor: call.actor, id }, readModels);
  return allowedIpsOf(deps, lab_id);
}
