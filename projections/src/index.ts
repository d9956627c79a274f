export { adminLogsProjection } from './admin-logs/admin-logs.projection.ts';
export * from './admin-logs/admin-logs.queries.ts';
export type * from './admin-logs/admin-logs.table.ts';
export { alertsProjection } from './alerts/alerts.projection.ts';
export * from './alerts/alerts.queries.ts';
export type * from './alerts/alerts.table.ts';
export { auditLogProjection, toAuditRow } from './audit-log/audit-log.projection.ts';
export { auditLogCount, auditTrailOf } from './audit-log/audit-log.queries.ts';
export type { AuditLogDB, AuditLogTable } from './audit-log/audit-log.table.ts';
export { authSessionsProjection } from './auth-sessions/auth-sessions.projection.ts';
export {
  earlierPodSessionsElsewhere,
  findActiveSession,
  findSession,
  findSessionToAuthenticate,
  lastEndedPodSessionOfPod,
  openPodSessionsOfPod,
  openSessionsOfClient,
  openSessionsOfUser,
  podSessionsAwaitedBy,
  podSessionsByTime,
  podSessionsNotHeldBy,
  type SessionToAuthenticate,
} from './auth-sessions/auth-sessions.queries.ts';
export type { AuthSessionsDB, AuthSessionTable, ClientAccessTable } from './auth-sessions/auth-sessions.table.ts';
export { chatsProjection } from './chats/chats.projection.ts';
export * from './chats/chats.queries.ts';
export type * from './chats/chats.table.ts';
export { clientDomainsProjection } from './client-domains/client-domains.projection.ts';
export * from './client-domains/client-domains.queries.ts';
export type * from './client-domains/client-domains.table.ts';
export { clientsProjection } from './clients/clients.projection.ts';
export * from './clients/clients.queries.ts';
export type * from './clients/clients.table.ts';
export { dbBackupsProjection } from './db-backups/db-backups.projection.ts';
export * from './db-backups/db-backups.queries.ts';
export type * from './db-backups/db-backups.table.ts';
export { emergencyAlertsProjection } from './emergency-alerts/emergency-alerts.projection.ts';
export * from './emergency-alerts/emergency-alerts.queries.ts';
export type * from './emergency-alerts/emergency-alerts.table.ts';
export { gamesProjection } from './games/games.projection.ts';
export * from './games/games.queries.ts';
export type * from './games/games.table.ts';
export * from './health-server.ts';
export { kioskActivityProjection } from './kiosk-activity/kiosk-activity.projection.ts';
export * from './kiosk-activity/kiosk-activity.queries.ts';
export type * from './kiosk-activity/kiosk-activity.table.ts';
export { labQueueSignageProjection } from './lab-queue-signage/lab-queue-signage.projection.ts';
export * from './lab-queue-signage/lab-queue-signage.queries.ts';
export type * from './lab-queue-signage/lab-queue-signage.table.ts';
export { labQueueWaitsProjection } from './lab-queue-waits/lab-queue-waits.projection.ts';
export * from './lab-queue-waits/lab-queue-waits.queries.ts';
export type * from './lab-queue-waits/lab-queue-waits.table.ts';
export { labsProjection } from './labs/labs.projection.ts';
export * from './labs/labs.queries.ts';
export type * from './labs/labs.table.ts';
export { offersProjection } from './offers/offers.projection.ts';
export * from './offers/offers.queries.ts';
export type * from './offers/offers.table.ts';
export { paymentsProjection } from './payments/payments.projection.ts';
export * from './payments/payments.queries.ts';
export type * from './payments/payments.table.ts';
export { playRollupsProjection } from './play-rollups/play-rollups.projection.ts';
export * from './play-rollups/play-rollups.queries.ts';
export type * from './play-rollups/play-rollups.table.ts';
export { playSessionsProjection } from './play-sessions/play-sessions.projection.ts';
export * from './play-sessions/play-sessions.queries.ts';
export type * from './play-sessions/play-sessions.table.ts';
export { HEARTBEAT_KIND, podPresenceProjection, presenceRow } from './pod-presence/pod-presence.projection.ts';
export * from './pod-presence/pod-presence.queries.ts';
export type * from './pod-presence/pod-presence.table.ts';
export * from './pod-status/pod-floor.queries.ts';
export { podStatusProjection } from './pod-status/pod-status.projection.ts';
export * from './pod-status/pod-status.queries.ts';
export type * from './pod-status/pod-status.table.ts';
export { CLIENT_NAV_ADDED, podsProjection } from './pods/pods.projection.ts';
export * from './pods/pods.queries.ts';
export type * from './pods/pods.table.ts';
export {
  ALL_PROJECTIONS,
  projectionByName,
  type ReadModel,
  type ReadModelName,
  type ReadModelWatcher,
} from './registry.ts';
export * from './reports/report-feedback.queries.ts';
export * from './reports/report-play.queries.ts';
export * from './reports/report-revenue.queries.ts';
export { elapsedSeconds, podsInScopeSql, type ReportScope } from './reports/report-scope.ts';
export * from './reports/report-statements.ts';
export { reservationsProjection } from './reservations/reservations.projection.ts';
export * from './reservations/reservations.queries.ts';
export type * from './reservations/reservations.table.ts';
export { revenueRollupsProjection } from './revenue-rollups/revenue-rollups.projection.ts';
export * from './revenue-rollups/revenue-rollups.queries.ts';
export type * from './revenue-rollups/revenue-rollups.table.ts';
export { rssFeedsProjection } from './rss-feeds/rss-feeds.projection.ts';
export * from './rss-feeds/rss-feeds.queries.ts';
export type * from './rss-feeds/rss-feeds.table.ts';
export * from './run-workers.ts';
export { surveyRollupsProjection } from './survey-rollups/survey-rollups.projection.ts';
export * from './survey-rollups/survey-rollups.queries.ts';
export type * from './survey-rollups/survey-rollups.table.ts';
export { surveysProjection } from './surveys/surveys.projection.ts';
export * from './surveys/surveys.queries.ts';
export type * from './surveys/surveys.table.ts';
export { systemMessagesProjection } from './system-messages/system-messages.projection.ts';
export * from './system-messages/system-messages.queries.ts';
export type * from './system-messages/system-messages.table.ts';
export { timeBalancesProjection } from './time-balances/time-balances.projection.ts';
export * from './time-balances/time-balances.queries.ts';
export type * from './time-balances/time-balances.table.ts';
export * from './users/admin-users.queries.ts';
export { usersProjection } from './users/users.projection.ts';
export * from './users/users.queries.ts';
export type * from './users/users.table.ts';
export { webhookDeliveriesProjection, webhookEndpointsProjection } from './webhooks/webhooks.projection.ts';
export * from './webhooks/webhooks.queries.ts';
export type * from './webhooks/webhooks.table.ts';
