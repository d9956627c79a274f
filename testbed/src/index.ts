// The running product for the demo, tests and benchmarks: the demo venue (npm start's seed) and
// the product harness a test starts. Browser pages and steps are @gamepod/testbed/browser.
export * from './demo/demo-alerts.ts';
export * from './demo/demo-banner.ts';
export * from './demo/demo-fleet.ts';
export * from './demo/demo-games.ts';
export * from './demo/demo-history.ts';
export * from './demo/demo-library.ts';
export * from './demo/demo-offers.ts';
export * from './demo/demo-posters.ts';
export * from './demo/demo-reservations.ts';
export * from './harness/cluster-product.ts';
export * from './harness/log-census.ts';
export * from './harness/pod-deploy.ts';
export * from './harness/product-harness.ts';
export * from './harness/read-model-checks.ts';
export * from './harness/station-power.ts';
export * from './harness/write-load.ts';
