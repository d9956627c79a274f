// The fixed lists both sides read: pod catalogues, lab days and slots, kiosk activities, the
// message catalogue, the game catalogues, the queue's platforms, alert types and scopes, the US time zones, a schedule's
// value, id patterns and form limits.
export * from './alert-catalogues.ts';
export * from './catalogue-schemas.ts';
export * from './form-limits.ts';
export * from './game-catalogues.ts';
export * from './id-patterns.ts';
export * from './kiosk-activities.ts';
export * from './lab-catalogues.ts';
export * from './pod-catalogues.ts';
export * from './queue-catalogues.ts';
export * from './role-ids.ts';
export * from './schedule-value.ts';
export * from './system-messages.ts';
export * from './us-timezones.ts';
