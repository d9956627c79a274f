// The calls at the root of `/api/v1` (and the site root) and under `/common/…`, each its own
// small area: Manage Alerts, a player's alert ticks, health, the message catalogue, the pod's
// session activity and exit survey, orientation, the bridge's registration, stored files.
export * from './alert-form-rules.ts';
export * from './alert-zone.ts';
export * from './alerts.ts';
export * from './bridge-register.ts';
export * from './chat.ts';
export * from './files.ts';
export * from './health.ts';
export * from './orientation.ts';
export * from './player-alerts.ts';
export * from './player-payments.ts';
export * from './playing-activities.ts';
export * from './reports.ts';
export * from './session-activity.ts';
export * from './survey.ts';
export * from './system-messages.ts';
