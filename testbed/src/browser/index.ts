// Browser pages and steps both UIs' tests share: a browser per test file, the console's pages, the kiosk's steps.
export * from './admin-pages.ts';
export * from './browser-pages.ts';
export * from './kiosk-steps.ts';
