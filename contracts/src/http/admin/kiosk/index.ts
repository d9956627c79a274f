// `/admin/kiosk/…`: the admin console's fleet screens.
export * from './client-schemas.ts';
export * from './client-settings.ts';
export * from './client-settings-fields.ts';
export * from './clients.ts';
export * from './domains.ts';
export * from './lab-content.ts';
export * from './lab-schedule.ts';
export * from './lab-schemas.ts';
export * from './lab-uploads.ts';
export * from './labs.ts';
export * from './pod-schemas.ts';
export * from './pods.ts';
export * from './user-schemas.ts';
export * from './users.ts';
