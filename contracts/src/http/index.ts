// HTTP calls: their request and reply `data` schemas, by URL area.
export * from './admin/emergency-alerts.ts';
export * from './admin/system-messages.ts';
export * from './common/alerts.ts';
