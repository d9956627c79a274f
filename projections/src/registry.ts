import { auditLogProjection } from './audit-log/audit-log.projection.ts';
import { authSessionsProjection } from './auth-sessions/auth-sessions.projection.ts';
import { clientDomainsProjection } from './client-domains/client-domains.projection.ts';
import { clientsProjection } from './clients/clients.projection.ts';
import { emergencyAlertsProjection } from './emergency-alerts/emergency-alerts.projection.ts';
import { kioskActivityProjection } from './kiosk-activity/kiosk-activity.projection.ts';
import { labsProjection } from './labs/labs.projection.ts';
import { podPresenceProjection } from './pod-presence/pod-presence.projection.ts';
import { podStatusProjection } from './pod-status/pod-status.projection.ts';
import { podsProjection } from './pods/pods.projection.ts';
import type { Projection } from './runtime/projection.ts';
import { surveysProjection } from './surveys/surveys.projection.ts';
import { usersProjection } from './users/users.projection.ts';

/** Every read model the product runs. Domain issues add theirs here. */
export const ALL_PROJECTIONS: readonly Projection[] = [
  auditLogProjection,
  authSessionsProjection,
  podsProjection,
  clientsProjection,
  labsProjection,
  podStatusProjection,
  podPresenceProjection,
  kioskActivityProjection,
  surveysProjection,
  usersProjection,
  clientDomainsProjection,
  emergencyAlertsProjection,
];

export function projectionByName(name: string, all: readonly Projection[] = ALL_PROJECTIONS): Projection | undefined {
  return all.find((p) => p.name === name);
}
