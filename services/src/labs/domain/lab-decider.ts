import {
  ConflictError,
  type Decider,
  LabAllowedIpRemoved,
  LabAllowedIpsAdded,
  LabDeployed,
  LabForceOnChanged,
  LabScheduleOverrideAdded,
  LabScheduleOverrideRemoved,
  LabScheduleSaved,
  LabUpdated,
  NotFoundError,
  toUsDate,
  ValidationError,
} from '@gamepod/events';
import { assertActsFor, type FleetActor } from '../../clients/domain/fleet-actor.ts';
import {
  type DeployedLab,
  evolveLab,
  type LabEvent,
  type LabFieldsData,
  type LabState,
  type OverrideData,
  type WeekScheduleData,
} from './lab-state.ts';

/** Addresses one lab may hold: enough for any venue, and it keeps a lab's stream and state small. */
export const MAX_ALLOWED_IPS_PER_LAB = 2_000;

export type LabCommand =
  | { readonly type: 'Deploy'; readonly actor: FleetActor; readonly client_id: string; readonly fields: LabFieldsData }
  /** `client_id`, when the form sends it, must be the lab's own: a lab never moves. */
  | { readonly type: 'Update'; readonly actor: FleetActor; readonly fields: LabFieldsData; readonly client_id?: string }
  | { readonly type: 'SetForceOn'; readonly actor: FleetActor; readonly admin_mode: boolean }
  | { readonly type: 'SaveSchedule'; readonly actor: FleetActor; readonly days: WeekScheduleData }
  | { readonly type: 'AddOverride'; readonly actor: FleetActor; readonly override: Omit<OverrideData, 'override_id'> }
  | { readonly type: 'RemoveOverride'; readonly actor: FleetActor; readonly override_id: string }
  /** Normalised addresses (see allowed-ips-csv.ts); ones the lab has already are skipped. */
  | { readonly type: 'AddAllowedIps'; readonly actor: FleetActor; readonly ips: readonly string[] }
  | { readonly type: 'RemoveAllowedIp'; readonly actor: FleetActor; readonly id: string };

/** The lab, after checking it exists (404) and that the actor may act on its client (403). */
export function ownLab(state: LabState, actor: FleetActor): DeployedLab {
  if (state.status === 'none') throw new NotFoundError('Lab not found', { field: 'lab_id' });
  assertActsFor(actor, state.client_id);
  return state;
}

const sameFields = (a: LabFieldsData, b: LabFieldsData) =>
  (Object.keys(a) as (keyof LabFieldsData)[]).every((k) => a[k] === b[k]);

/**
 * A lab: deployed for a client, edited, switched to Force On, given weekly hours, dated
 * overrides and an allow-list of addresses. A client admin acts only on their own client's
 * labs; a super admin on any.
 */
export const labDecider: Decider<LabCommand, LabState, LabEvent> = {
  aggregate: 'lab',
  initialState: () => ({ status: 'none' }),
  evolve: evolveLab,
  decide(command, state, ctx) {
    switch (command.type) {
      case 'Deploy': {
        assertActsFor(command.actor, command.client_id);
        // ids are fresh UUIDv7s; reaching this means the same id was deployed twice
        if (state.status !== 'none') throw new ConflictError('This lab already exists');
        return [LabDeployed.of({ client_id: command.client_id, ...command.fields })];
      }
      case 'Update': {
        const lab = ownLab(state, command.actor);
        if (command.client_id !== undefined && command.client_id !== lab.client_id) {
          throw new ValidationError('client_id: a lab cannot move to another client', { field: 'client_id' });
        }
        return sameFields(command.fields, lab.fields) ? [] : [LabUpdated.of(command.fields)];
      }
      case 'SetForceOn': {
        const lab = ownLab(state, command.actor);
        return lab.admin_mode === command.admin_mode ? [] : [LabForceOnChanged.of({ admin_mode: command.admin_mode })];
      }
      case 'SaveSchedule': {
        const lab = ownLab(state, command.actor);
        const unchanged = lab.schedule !== null && JSON.stringify(lab.schedule) === JSON.stringify(command.days);
        return unchanged ? [] : [LabScheduleSaved.of({ days: command.days })];
      }
      case 'AddOverride': {
        const lab = ownLab(state, command.actor);
        const { date } = command.override;
        // one override per date, so a pod never has to choose between two
        for (const existing of lab.overrides.values()) {
          if (existing.date === date) {
            throw new ConflictError(`This lab already has an override on ${toUsDate(date)}; delete it first`, {
              field: 'date',
            });
          }
        }
        return [LabScheduleOverrideAdded.of({ override_id: ctx.newId(), ...command.override })];
      }
      case 'RemoveOverride': {
        const lab = ownLab(state, command.actor);
        if (!lab.overrides.has(command.override_id)) {
          throw new NotFoundError('Schedule override not found', { field: 'id' });
        }
        return [LabScheduleOverrideRemoved.of({ override_id: command.override_id })];
      }
      case 'AddAllowedIps': {
        const lab = ownLab(state, command.actor);
        const known = new Set(lab.allowed_ips.values());
        const fresh = [...new Set(command.ips)].filter((ip) => !known.has(ip));
        if (known.size + fresh.length > MAX_ALLOWED_IPS_PER_LAB) {
          throw new ValidationError(
            `csv_file: a lab may allow at most ${MAX_ALLOWED_IPS_PER_LAB} addresses; it has ${known.size} and the file adds ${fresh.length}`,
            { field: 'csv_file' },
          );
        }
        if (fresh.length === 0) return [];
        return [LabAllowedIpsAdded.of({ ips: fresh.map((allowed_ip) => ({ id: ctx.newId(), allowed_ip })) })];
      }
      case 'RemoveAllowedIp': {
        const lab = ownLab(state, command.actor);
        if (!lab.allowed_ips.has(command.id)) throw new NotFoundError('Allowed IP not found', { field: 'id' });
        return [LabAllowedIpRemoved.of({ id: command.id })];
      }
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
