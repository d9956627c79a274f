import type { CheckpointWatcher, Projection } from '@gamepod/log-runtime';
import { adminLogsProjection } from './admin-logs/admin-logs.projection.ts';
import { alertsProjection } from './alerts/alerts.projection.ts';
import { auditLogProjection } from './audit-log/audit-log.projection.ts';
import { authSessionsProjection } from './auth-sessions/auth-sessions.projection.ts';
import { chatsProjection } from './chats/chats.projection.ts';
import { clientDomainsProjection } from './client-domains/client-domains.projection.ts';
import { clientsProjection } from './clients/clients.projection.ts';
import { dbBackupsProjection } from './db-backups/db-backups.projection.ts';
import { emergencyAlertsProjection } from './emergency-alerts/emergency-alerts.projection.ts';
import { gamesProjection } from './games/games.projection.ts';
import { kioskActivityProjection } from './kiosk-activity/kiosk-activity.projection.ts';
import { labQueueSignageProjection } from './lab-queue-signage/lab-queue-signage.projection.ts';
import { labQueueWaitsProjection } from './lab-queue-waits/lab-queue-waits.projection.ts';
import { labsProjection } from './labs/labs.projection.ts';
import { offersProjection } from './offers/offers.projection.ts';
import { paymentsProjection } from './payments/payments.projection.ts';
import { playRollupsProjection } from './play-rollups/play-rollups.projection.ts';
import { playSessionsProjection } from './play-sessions/play-sessions.projection.ts';
import { podPresenceProjection } from './pod-presence/pod-presence.projection.ts';
import { podStatusProjection } from './pod-status/pod-status.projection.ts';
import { podsProjection } from './pods/pods.projection.ts';
import { reservationsProjection } from './reservations/reservations.projection.ts';
import { revenueRollupsProjection } from './revenue-rollups/revenue-rollups.projection.ts';
import { rssFeedsProjection } from './rss-feeds/rss-feeds.projection.ts';
import { surveyRollupsProjection } from './survey-rollups/survey-rollups.projection.ts';
import { surveysProjection } from './surveys/surveys.projection.ts';
import { systemMessagesProjection } from './system-messages/system-messages.projection.ts';
import { timeBalancesProjection } from './time-balances/time-balances.projection.ts';
import { usersProjection } from './users/users.projection.ts';
import { webhookDeliveriesProjection, webhookEndpointsProjection } from './webhooks/webhooks.projection.ts';

/** Every read model the product runs. Domain issues add theirs here. */
export const ALL_PROJECTIONS = [
  auditLogProjection,
  authSessionsProjection,
  podsProjection,
  clientsProjection,
  labsProjection,
  podStatusProjection,
  podPresenceProjection,
  kioskActivityProjection,
  surveysProjection,
  surveyRollupsProjection,
  usersProjection,
  clientDomainsProjection,
  emergencyAlertsProjection,
  reservationsProjection,
  gamesProjection,
  playSessionsProjection,
  playRollupsProjection,
  alertsProjection,
  systemMessagesProjection,
  offersProjection,
  timeBalancesProjection,
  paymentsProjection,
  revenueRollupsProjection,
  adminLogsProjection,
  dbBackupsProjection,
  rssFeedsProjection,
  webhookEndpointsProjection,
  webhookDeliveriesProjection,
  chatsProjection,
  labQueueSignageProjection,
  labQueueWaitsProjection,
] as const satisfies readonly Projection[];

/** A read model the product runs: one of the list above. */
export type ReadModel = (typeof ALL_PROJECTIONS)[number];

/**
 * The name of a read model the product runs, taken from the list above: the only names a
 * read-your-writes wait accepts, so a misspelt one does not compile.
 *
 * @example await deps.checkpoints.waitFor(['users', 'auth_sessions'], seq);
 */
export type ReadModelName = ReadModel['name'];

/** The checkpoint watcher of the product's read models: it waits only for names that exist. */
export type ReadModelWatcher = CheckpointWatcher<ReadModelName>;

export function projectionByName(name: string, all: readonly Projection[] = ALL_PROJECTIONS): Projection | undefined {
  return all.find((p) => p.name === name);
}
