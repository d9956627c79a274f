import type {
  EventData,
  LabAllowedIpRemoved,
  LabAllowedIpsAdded,
  LabDeployed,
  LabFields,
  LabForceOnChanged,
  LabScheduleOverrideAdded,
  LabScheduleOverrideRemoved,
  LabScheduleSaved,
  LabUpdated,
  WeekSchedule,
} from '@gamepod/events';
import type { Static } from 'typebox';
import { EMPTY_LAB_CONTENT, evolveLabContent, type LabContent, type LabContentEvent } from './lab-content-state.ts';

export type LabFieldsData = Static<typeof LabFields>;
export type WeekScheduleData = Static<typeof WeekSchedule>;
export type OverrideData = EventData<typeof LabScheduleOverrideAdded>;

export type LabEvent =
  | ReturnType<typeof LabDeployed.of>
  | ReturnType<typeof LabUpdated.of>
  | ReturnType<typeof LabForceOnChanged.of>
  | ReturnType<typeof LabScheduleSaved.of>
  | ReturnType<typeof LabScheduleOverrideAdded.of>
  | ReturnType<typeof LabScheduleOverrideRemoved.of>
  | ReturnType<typeof LabAllowedIpsAdded.of>
  | ReturnType<typeof LabAllowedIpRemoved.of>
  | LabContentEvent;

export type DeployedLab = {
  readonly status: 'deployed';
  readonly client_id: string;
  readonly fields: LabFieldsData;
  readonly admin_mode: boolean;
  readonly schedule: WeekScheduleData | null;
  /** override_id → override. */
  readonly overrides: ReadonlyMap<string, OverrideData>;
  /** id → address, normalised. */
  readonly allowed_ips: ReadonlyMap<string, string>;
  readonly content: LabContent;
};

export type LabState = { readonly status: 'none' } | DeployedLab;

const without = <V>(map: ReadonlyMap<string, V>, key: string) => {
  const next = new Map(map);
  next.delete(key);
  return next;
};

/** Folds one lab event; events for a lab never deployed change nothing. */
export function evolveLab(state: LabState, event: LabEvent): LabState {
  if (event.type === 'LabDeployed') {
    const { client_id, ...fields } = event.data;
    return {
      status: 'deployed',
      client_id,
      fields,
      admin_mode: false,
      schedule: null,
      overrides: new Map(),
      allowed_ips: new Map(),
      content: EMPTY_LAB_CONTENT,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'LabUpdated':
      return { ...state, fields: event.data };
    case 'LabForceOnChanged':
      return { ...state, admin_mode: event.data.admin_mode };
    case 'LabScheduleSaved':
      return { ...state, schedule: event.data.days };
    case 'LabScheduleOverrideAdded':
      return { ...state, overrides: new Map(state.overrides).set(event.data.override_id, event.data) };
    case 'LabScheduleOverrideRemoved':
      return { ...state, overrides: without(state.overrides, event.data.override_id) };
    case 'LabAllowedIpsAdded': {
      const allowed_ips = new Map(state.allowed_ips);
      for (const ip of event.data.ips) allowed_ips.set(ip.id, ip.allowed_ip);
      return { ...state, allowed_ips };
    }
    case 'LabAllowedIpRemoved':
      return { ...state, allowed_ips: without(state.allowed_ips, event.data.id) };
    case 'LabRssFeedAdded':
    case 'LabRssFeedRemoved':
    case 'LabApiKeyCreated':
    case 'LabApiKeyRevoked':
    case 'LabHomeImageSet':
    case 'LabHomeImageRemoved':
      return { ...state, content: evolveLabContent(state.content, event) };
    default: {
      const never: never = event;
      return never;
    }
  }
}
