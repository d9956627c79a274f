export * from './binaries.ts';
export * from './child-process.ts';
export * from './free-port.ts';
export * from './infra.ts';
export * from './nats-server.ts';
export * from './pg-queued-queries.ts';
export * from './postgres-server.ts';
export * from './test-env.ts';
