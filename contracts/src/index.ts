// The shapes that cross a process boundary, as TypeBox schemas with their static types. Each
// area is also its own entry (`@gamepod/contracts/bridge-socket`, `/catalogues`, …).
export * from './bridge-socket/index.ts';
export * from './catalogues/index.ts';
export * from './http/index.ts';
export * from './public-events/index.ts';
export * from './realtime/index.ts';
