import type { EventStore, StoredEvent } from '@gamepod/events';

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

/** What the pods code needs to know of a lab. */
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

type Data = Record<string, unknown>;
const str = (d: Data, k: string, fallback = ''): string => (typeof d[k] === 'string' ? (d[k] as string) : fallback);
const bool = (d: Data, k: string): boolean => d[k] === true;
const strOrNull = (d: Data, k: string): string | null => (typeof d[k] === 'string' ? (d[k] as string) : null);

/**
 * Folds a lab's events (the fleet contract's types, read by name: the labs code owns their
 * definitions) into the facts pods need. Null until LabDeployed. Types it does not know
 * leave the facts as they are, so the labs code may add events freely.
 */
export function foldLab(id: string, events: readonly Pick<StoredEvent, 'type' | 'data'>[]): LabFacts | null {
  let lab: LabFacts | null = null;
  for (const e of events) {
    const d = (e.data ?? {}) as Data;
    if (e.type === 'LabDeployed') {
      lab = {
        id,
        client_id: str(d, 'client_id'),
        lab_name: str(d, 'lab_name'),
        timezone: str(d, 'timezone', 'UTC'),
        is_paid: bool(d, 'is_paid'),
        is_active: bool(d, 'is_active'),
        schedule: null,
        overrides: new Map(),
        allowed_ips: new Map(),
      };
      continue;
    }
    if (!lab) continue;
    switch (e.type) {
      case 'LabUpdated':
        lab = {
          ...lab,
          lab_name: str(d, 'lab_name', lab.lab_name),
          timezone: str(d, 'timezone', lab.timezone),
          is_paid: bool(d, 'is_paid'),
          is_active: bool(d, 'is_active'),
        };
        break;
      case 'LabScheduleSaved': {
        const days = (d.days ?? {}) as Record<string, Data>;
        const schedule: Partial<Record<Weekday, DaySchedule>> = {};
        for (const day of WEEKDAYS) {
          const v = days[day];
          if (v)
            schedule[day] = { start: strOrNull(v, 'start'), end: strOrNull(v, 'end'), is_closed: bool(v, 'is_closed') };
        }
        lab = { ...lab, schedule };
        break;
      }
      case 'LabScheduleOverrideAdded': {
        const overrides: Map<string, ScheduleOverride> = new Map(lab.overrides);
        overrides.set(str(d, 'override_id'), {
          date: str(d, 'date'),
          time_start: strOrNull(d, 'time_start'),
          time_end: strOrNull(d, 'time_end'),
          is_paid: bool(d, 'is_paid'),
          is_closed: bool(d, 'is_closed'),
        });
        lab = { ...lab, overrides };
        break;
      }
      case 'LabScheduleOverrideRemoved': {
        const overrides: Map<string, ScheduleOverride> = new Map(lab.overrides);
        overrides.delete(str(d, 'override_id'));
        lab = { ...lab, overrides };
        break;
      }
      case 'LabAllowedIpsAdded': {
        const allowed_ips: Map<string, string> = new Map(lab.allowed_ips);
        for (const ip of Array.isArray(d.ips) ? (d.ips as Data[]) : [])
          allowed_ips.set(str(ip, 'id'), str(ip, 'allowed_ip'));
        lab = { ...lab, allowed_ips };
        break;
      }
      case 'LabAllowedIpRemoved': {
        const allowed_ips: Map<string, string> = new Map(lab.allowed_ips);
        allowed_ips.delete(str(d, 'id'));
        lab = { ...lab, allowed_ips };
        break;
      }
      default:
        break;
    }
  }
  return lab;
}

/**
 * Reads a lab from the log. Cross-aggregate checks read the other aggregate's events, not
 * its read model, so that they see every write (fleet contract); lab streams are short.
 */
export async function readLab(store: EventStore, labId: string): Promise<LabFacts | null> {
  const { events } = await store.read('lab', labId);
  return foldLab(labId, events);
}
