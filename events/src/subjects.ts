import { createHash } from 'node:crypto';
import { ValidationError } from './errors.ts';

const TOKEN = /^[A-Za-z0-9_-]+$/;

/** Where one deployment's log lives; tests get their own, made from a random id. */
export type StoreNames = {
  /** The business event stream, `GP_EVENTS` in production. */
  readonly eventsStream: string;
  /** The telemetry stream, `GP_TELEMETRY` in production. */
  readonly telemetryStream: string;
  /** First subject token, `gp` in production. */
  readonly prefix: string;
};

export const PRODUCTION_NAMES: StoreNames = {
  eventsStream: 'GP_EVENTS',
  telemetryStream: 'GP_TELEMETRY',
  prefix: 'gp',
};

/** Names for an isolated copy of the log, e.g. one per test file. */
export function isolatedNames(id: string): StoreNames {
  const safe = id.replace(/[^A-Za-z0-9]/g, '').slice(0, 24);
  return { eventsStream: `T${safe}_EVENTS`, telemetryStream: `T${safe}_TELEMETRY`, prefix: `t${safe}` };
}

/** Checks that every dot-separated token of an id is a literal subject token. */
export function assertSubjectTokens(what: string, value: string): void {
  for (const token of value.split('.')) {
    if (!TOKEN.test(token))
      throw new ValidationError(`${what} must be letters, digits, '-' or '_'`, { field: what, value });
  }
}

/** `gp.evt.<aggregate>.<id>`: the one subject an aggregate instance's events go to. */
export function aggregateSubject(names: StoreNames, aggregate: string, id: string): string {
  assertSubjectTokens('aggregate', aggregate);
  assertSubjectTokens('aggregate id', id);
  return `${names.prefix}.evt.${aggregate}.${id}`;
}

/** All business events. */
export function allEventsSubject(names: StoreNames): string {
  return `${names.prefix}.evt.>`;
}

/** `gp.tel.<kind>.<pod id>`: heartbeats and activity pings, kept a few days. */
export function telemetrySubject(names: StoreNames, kind: string, podId: string): string {
  assertSubjectTokens('telemetry kind', kind);
  assertSubjectTokens('pod id', podId);
  return `${names.prefix}.tel.${kind}.${podId}`;
}

export function allTelemetrySubject(names: StoreNames): string {
  return `${names.prefix}.tel.>`;
}

/** Splits `gp.evt.pod.42` into its aggregate and id. */
export function parseAggregateSubject(names: StoreNames, subject: string): { aggregate: string; id: string } {
  const head = `${names.prefix}.evt.`;
  if (!subject.startsWith(head)) throw new Error(`not an event subject: ${subject}`);
  const rest = subject.slice(head.length);
  const dot = rest.indexOf('.');
  if (dot <= 0 || dot === rest.length - 1) throw new Error(`event subject has no aggregate id: ${subject}`);
  return { aggregate: rest.slice(0, dot), id: rest.slice(dot + 1) };
}

/** A unique value's claim id: sha256 of the normalised value, so the log never holds the value itself. */
export function claimId(kind: string, value: string): string {
  assertSubjectTokens('claim kind', kind);
  const hash = createHash('sha256').update(value.trim().toLowerCase()).digest('hex');
  return `${kind}.${hash}`;
}
