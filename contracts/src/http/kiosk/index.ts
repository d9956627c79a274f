// `/kiosk/…`: what a kiosk page calls before and around a login.
export * from './kiosk-session.ts';
export * from './kiosk-station-reports.ts';
export * from './pod-session.ts';
export * from './remote.ts';
export * from './rss-feeds.ts';
export * from './theme-logo.ts';
