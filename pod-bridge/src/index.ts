export * from './simulator/index.ts';
