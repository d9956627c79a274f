import type { StoredEvent } from '@gamepod/events';
import { evolveLab, type LabEvent, type LabState } from './lab-state.ts';

export const WEEKDAYS = ['su', 'mo', 'tu', 'we', 'th', 'fr', 'sa'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export type DaySchedule = { readonly start: string | null; readonly end: string | null; readonly is_closed: boolean };
export type ScheduleOverride = {
  readonly date: string;
  readonly time_start: string | null;
  readonly time_end: string | null;
  readonly is_paid: boolean;
  readonly is_closed: boolean;
};

/** What other aggregates' commands and the kiosk need to know of a lab: its client, zone, hours and addresses. */
export type LabFacts = {
  readonly id: string;
  readonly client_id: string;
  readonly lab_name: string;
  readonly timezone: string;
  readonly is_paid: boolean;
  readonly is_active: boolean;
  readonly schedule: Readonly<Partial<Record<Weekday, DaySchedule>>> | null;
  readonly overrides: ReadonlyMap<string, ScheduleOverride>;
  readonly allowed_ips: ReadonlyMap<string, string>;
};

/**
 * What pods need of a lab, from the lab aggregate's own fold (evolveLab): null until it
 * is deployed.
 */
export function foldLab(id: string, events: readonly Pick<StoredEvent, 'type' | 'data'>[]): LabFacts | null {
  let state: LabState = { status: 'none' };
  for (const e of events) state = evolveLab(state, e as LabEvent);
  return labFacts(id, state);
}

/** What pods need of a lab whose state is folded already (a command's result): null until deployed. */
export function labFacts(id: string, state: LabState): LabFacts | null {
  if (state.status === 'none') return null;
  return {
    id,
    client_id: state.client_id,
    lab_name: state.fields.lab_name,
    timezone: state.fields.timezone,
    is_paid: state.fields.is_paid,
    is_active: state.fields.is_active,
    schedule: state.schedule,
    overrides: state.overrides,
    allowed_ips: state.allowed_ips,
  };
}
