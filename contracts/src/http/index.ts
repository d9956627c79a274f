// The HTTP API under `/api/v1`: each call's request schemas and reply data, organised by URL
// area (`admin/kiosk/…`, `user/…`, `kiosk/…`, `pod/…`, `facilitator/…`, `common/…`), the
// envelope, the shared fields, and type lookups by path for the browser apps.

export * from './date-fields.ts';
export * from './envelope.ts';
export * from './fields.ts';
export * from './form-rules.ts';
export * from './log-sequence.ts';
export * from './pod-command.ts';
export * from './route.ts';
export type * from './route-types.ts';
export * from './routes.ts';
export * from './sso/index.ts';
