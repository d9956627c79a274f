// `/admin/…`: the admin console's calls.

export * from './admin-pod-command.ts';
export * from './alerts.ts';
export * from './chat.ts';
export * from './db-backups.ts';
export * from './game/index.ts';
export * from './kiosk/index.ts';
export * from './login.ts';
export * from './offer-form-rules.ts';
export * from './offers.ts';
export * from './pod-log-form-rules.ts';
export * from './pod-logs.ts';
export * from './reservation-form-rules.ts';
export * from './reservations.ts';
export * from './run-command.ts';
export * from './sealed-secret.ts';
export * from './sign-in-source-kinds.ts';
export * from './sign-in-source-ldap.ts';
export * from './sign-in-source-sip2.ts';
export * from './sign-in-sources.ts';
export * from './system-message-form-rules.ts';
export * from './system-messages.ts';
export * from './webhooks.ts';
