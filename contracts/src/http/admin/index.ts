// `/admin/…`: the admin console's calls.
export * from './alerts.ts';
export * from './kiosk/index.ts';
export * from './login.ts';
export * from './run-command.ts';
export * from './system-messages.ts';
