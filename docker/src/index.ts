/**
 * Readers for gamepod's deployment files: compose files, nats-server configurations and
 * Dockerfiles. The docker package's tests use them to check the topology without a Docker engine.
 */
export * from './compose-file.ts';
export * from './dockerfile.ts';
export * from './interpolation.ts';
export * from './nats-conf.ts';
