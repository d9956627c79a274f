import type { HealthSnapshot } from './health-snapshot.ts';

export type ServiceId = 'nats' | 'postgres' | 'stream';

/** What each service does, in words people recognise, and the technology behind it for whoever fixes it. */
export const SERVICES: Readonly<Record<ServiceId, { name: string; tech: string }>> = {
  nats: { name: 'Messaging', tech: 'NATS' },
  postgres: { name: 'Database', tech: 'Postgres' },
  stream: { name: 'Event stream', tech: 'JetStream' },
};

/** "Database (Postgres)". */
export function serviceLabel(id: ServiceId): string {
  return `${SERVICES[id].name} (${SERVICES[id].tech})`;
}

/** The services the snapshot reports as down, in a stable order. */
export function downServices(snapshot: HealthSnapshot): ServiceId[] {
  const ids: ServiceId[] = ['nats', 'postgres', 'stream'];
  return ids.filter((id) => !snapshot[id].ok);
}

/** One sentence naming what is down, e.g. "Database (Postgres) is down". */
export function describeDown(ids: readonly ServiceId[]): string {
  const names = ids.map(serviceLabel);
  if (names.length === 0) return 'All systems ready';
  if (names.length === 1) return `${names[0]} is down`;
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)} are down`;
}

/** The largest known projection lag, or null when no lag is known. */
export function maxLag(snapshot: HealthSnapshot): number | null {
  const lags = snapshot.projections.map((p) => p.lag).filter((lag): lag is number => lag !== null);
  return lags.length === 0 ? null : Math.max(...lags);
}
