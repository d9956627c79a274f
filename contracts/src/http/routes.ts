// Every JSON route of the API, in one barrel, so the type lookups below see them all. A new
// area's routes join here.
export * from './admin/index.ts';
export * from './common/index.ts';
export * from './facilitator/index.ts';
export * from './game/index.ts';
export * from './kiosk/index.ts';
export * from './lab-api/index.ts';
export * from './pod/index.ts';
export * from './queue/index.ts';
export * from './sso/console-sign-in.ts';
export * from './sso/logout.ts';
export * from './user/index.ts';
